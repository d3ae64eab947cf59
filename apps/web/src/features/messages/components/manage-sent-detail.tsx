import { Button, Descriptions, Drawer, Grid, Result, Skeleton } from 'antd';
import { FORM_WIDTHS } from '../../../components/config-page/index.ts';
import { useMessageAccounts } from '../api/account-list.ts';
import { useSentMessageDetail } from '../api/manage-detail.ts';
import { readText, SOURCE_LABELS, timeText } from '../lib/manage-format.ts';
import { ManagePreview } from './manage-preview.tsx';

/** 查看 of a sent message: who sent it to whom, how many read it, and the message as its recipients see it. */
export function ManageSentDetail({ id, onClose }: { id: string | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const detail = useSentMessageDetail(id);
  const accounts = useMessageAccounts();
  const d = detail.data;
  const icon = accounts.data?.find((a) => a.id === d?.draft.mpId)?.icon ?? '';
  return (
    <Drawer open={id !== null} title="消息详情" size={screens.md === false ? '100%' : FORM_WIDTHS.wide} onClose={onClose} destroyOnHidden>
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : detail.isError ? (
        <Result
          status="error"
          title="消息详情加载失败"
          subTitle={detail.error.message}
          extra={<Button onClick={() => void detail.refetch()}>重试</Button>}
        />
      ) : (
        d && (
          <>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              className="oh-mm-detail__facts"
              items={[
                { key: 'source', label: '来源', children: `${SOURCE_LABELS[d.message.source]}（${d.message.senderName}）` },
                { key: 'audience', label: '接收范围', children: d.message.audienceText },
                { key: 'count', label: '接收人数', children: d.message.recipientCount },
                { key: 'read', label: '已读', children: readText(d.message) },
                { key: 'public', label: '访客可查看', children: d.message.public ? '是' : '否' },
                {
                  key: 'state',
                  label: '状态',
                  children: d.message.withdrawnTime ? `已撤回（${timeText(d.message.withdrawnTime)}）` : '已发送',
                },
              ]}
            />
            <ManagePreview
              message={{
                mpName: d.message.mpName,
                icon,
                title: d.draft.title,
                contentType: d.draft.contentType,
                content: d.draft.content,
                images: d.images,
                attachments: d.attachments,
                important: d.draft.important,
                sendTime: timeText(d.message.sendTime),
              }}
            />
          </>
        )
      )}
    </Drawer>
  );
}
