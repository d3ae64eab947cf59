import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { FAVOURITES_EMPTY_TEXT, type ServiceListItem } from '@onehall/contract';
import { App, Button, Popconfirm } from 'antd';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { useFavourites } from '../api/get-favourites.ts';
import { useRemoveFavourite } from '../api/remove-favourite.ts';
import { useReorderFavourites } from '../api/reorder-favourites.ts';
import { moved } from '../lib/format.ts';
import { QuerySection } from './section-states.tsx';
import { ServiceLine } from './service-line.tsx';

/**
 * 我的收藏 in the caller's order: 上移 / 下移 buttons move one place (keyboard
 * operable, unlike dragging), 取消收藏 asks first. Every change is saved at once.
 */
export function MyFavourites() {
  const { message } = App.useApp();
  const favourites = useFavourites();
  const reorder = useReorderFavourites();
  const remove = useRemoveFavourite();
  const busy = reorder.isPending || remove.isPending || favourites.isFetching;

  const move = async (list: ServiceListItem[], index: number, step: -1 | 1) => {
    const env = await reorder.mutateAsync(moved(list, index, step).map((s) => s.serviceId));
    if (!isOk(env)) reportError(env);
  };
  const cancel = async (service: ServiceListItem) => {
    const env = await remove.mutateAsync(service.serviceId);
    if (isOk(env)) message.success('已取消收藏');
    else reportError(env);
  };

  return (
    <QuerySection query={favourites} failedTitle="我的收藏加载失败" emptyText={FAVOURITES_EMPTY_TEXT} isEmpty={(d) => d.length === 0}>
      {(list) => (
        <ol className="oh-personal-list" aria-label="我的收藏">
          {list.map((s, i) => (
            <ServiceLine
              key={s.serviceId}
              service={s}
              actions={
                <>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={`上移「${s.serviceName}」`}
                    disabled={busy || i === 0}
                    onClick={() => void move(list, i, -1)}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={`下移「${s.serviceName}」`}
                    disabled={busy || i === list.length - 1}
                    onClick={() => void move(list, i, 1)}
                  />
                  <Popconfirm
                    title="确定取消收藏该服务吗？"
                    description={s.serviceName}
                    okText="取消收藏"
                    cancelText="保留"
                    onConfirm={() => cancel(s)}
                  >
                    <Button size="small" danger disabled={busy}>
                      取消收藏
                    </Button>
                  </Popconfirm>
                </>
              }
            />
          ))}
        </ol>
      )}
    </QuerySection>
  );
}
