import { processTypeText, type ServiceListItem } from '@onehall/contract';
import { App, Button, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ConfigPanel, ConfigTable, RowActions } from '../../../components/config-page/index.ts';
import { ServiceIcon } from '../../../components/service-icon/service-icon.tsx';
import { type CentreName, useCentreDisplay } from '../api/get-centre-display.ts';
import { useServices } from '../api/get-services.ts';
import { useSaveCentreDisplay } from '../api/save-centre-display.ts';
import { move } from '../lib/move.ts';

/**
 * What a service centre shows (its customPage): pick services of the centre,
 * order them, remove them (after confirming), then save the whole list. On the
 * configuration-page template: the picker, 取消 and 保存 as the panel's
 * toolbar, the list as a `ConfigTable` whose rows move with the text links
 * 上移 / 下移 and leave with 删除 (confirmed).
 */
export function CentreDisplayConfig({ centre }: { centre: CentreName }) {
  const { message } = App.useApp();
  const display = useCentreDisplay(centre);
  const save = useSaveCentreDisplay(centre);
  const [list, setList] = useState<ServiceListItem[]>([]);
  const [dirty, setDirty] = useState(false);
  const [search, setSearch] = useState('');
  const candidates = useServices({ current: 1, size: 20, serviceType: centre, serviceName: search || undefined }, true);

  useEffect(() => {
    if (display.data) {
      setList(display.data);
      setDirty(false);
    }
  }, [display.data]);

  const change = (next: ServiceListItem[]) => {
    setList(next);
    setDirty(true);
  };

  const shown = new Set(list.map((s) => s.serviceId));
  return (
    <ConfigPanel
      toolbar={
        <>
          <Select
            showSearch={{ filterOption: false, onSearch: setSearch }}
            className="oh-centre-config__picker"
            aria-label="添加服务"
            placeholder="搜索并选择要展示的服务"
            value={null}
            loading={candidates.isFetching}
            notFoundContent={candidates.isFetching ? '加载中' : '暂无数据'}
            options={(candidates.data?.records ?? []).map((s) => ({
              value: s.serviceId,
              label: s.serviceName,
              disabled: shown.has(s.serviceId),
            }))}
            onChange={(id: string) => {
              const picked = candidates.data?.records.find((s) => s.serviceId === id);
              if (picked) change([...list, picked]);
            }}
          />
          <Button
            disabled={!dirty}
            onClick={() => {
              if (display.data) setList(display.data);
              setDirty(false);
            }}
          >
            取消
          </Button>
          <Button
            type="primary"
            disabled={!dirty}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                list.map((s) => s.serviceId),
                { onSuccess: () => void message.success('保存成功') },
              )
            }
          >
            保存
          </Button>
        </>
      }
      notice={dirty && <Typography.Text type="secondary">顺序和增删在保存后生效。</Typography.Text>}
    >
      <ConfigTable<ServiceListItem>
        rowKey="serviceId"
        rows={list}
        loading={display.isLoading}
        error={display.error && { title: '加载失败', message: display.error.message, onRetry: () => void display.refetch() }}
        scrollX={640}
        columns={[
          { title: '序号', key: 'order', width: 64, render: (_, _s, index) => index + 1 },
          {
            title: '服务',
            key: 'name',
            render: (_, s) => (
              <Space size={8}>
                <ServiceIcon service={s} size={32} />
                {s.serviceName}
              </Space>
            ),
          },
          { title: '部门', dataIndex: 'serviceDeptName', width: 160, render: (dept?: string | null) => dept ?? '—' },
          {
            title: '办理方式',
            dataIndex: 'processType',
            width: 100,
            render: (type: ServiceListItem['processType']) => processTypeText(type),
          },
          {
            title: '操作',
            key: 'actions',
            width: 180,
            render: (_, s, index) => (
              <RowActions
                name={s.serviceName}
                extra={[
                  { label: '上移', disabled: index === 0, onClick: () => change(move(list, index, -1)) },
                  { label: '下移', disabled: index === list.length - 1, onClick: () => change(move(list, index, 1)) },
                ]}
                remove={{
                  title: `确定不再展示「${s.serviceName}」吗？`,
                  description: '保存后生效。',
                  onConfirm: () => change(list.filter((x) => x.serviceId !== s.serviceId)),
                }}
              />
            ),
          },
        ]}
      />
    </ConfigPanel>
  );
}
