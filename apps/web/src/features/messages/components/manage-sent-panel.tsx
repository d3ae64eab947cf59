import { MessageCentreMessages, type SentMessage } from '@onehall/contract';
import { App, Form, Input, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ConfigPanel, ConfigSearch, ConfigTable, RowActions, savedOk } from '../../../components/config-page/index.ts';
import { useMessageAccounts } from '../api/account-list.ts';
import { type SentQuery, useSentMessages } from '../api/manage-page.ts';
import { useWithdrawMessage } from '../api/manage-withdraw.ts';
import { readText, SOURCE_LABELS, timeText } from '../lib/manage-format.ts';
import { ManageSentDetail } from './manage-sent-detail.tsx';

interface SentFilter {
  keyword?: string;
  mpId?: string;
  source?: SentQuery['source'];
  state?: SentQuery['state'];
}

/** 消息发送记录: every message sent, by administrators here or by business systems, with its read counts. */
export function ManageSentPanel() {
  const { message } = App.useApp();
  const [filterForm] = Form.useForm<SentFilter>();
  const [query, setQuery] = useState<SentQuery>({ current: 1, size: 10 });
  const [viewing, setViewing] = useState<string | null>(null);
  const sent = useSentMessages(query);
  const accounts = useMessageAccounts();
  const withdraw = useWithdrawMessage();

  const withdrawOne = async (m: SentMessage) => {
    if (savedOk(await withdraw.mutateAsync(m.id))) void message.success(MessageCentreMessages.withdrawn);
  };

  const columns: TableColumnsType<SentMessage> = [
    {
      title: '标题',
      dataIndex: 'title',
      width: 220,
      render: (title: string) => <Typography.Text ellipsis={{ tooltip: title }}>{title}</Typography.Text>,
    },
    { title: '消息号', dataIndex: 'mpName', width: 120 },
    { title: '来源', dataIndex: 'source', width: 90, render: (s: SentMessage['source']) => SOURCE_LABELS[s] },
    {
      title: '接收范围',
      dataIndex: 'audienceText',
      width: 180,
      render: (text: string) => <Typography.Text ellipsis={{ tooltip: text }}>{text}</Typography.Text>,
    },
    { title: '接收人数', dataIndex: 'recipientCount', width: 90, align: 'right' },
    { title: '已读', key: 'read', width: 130, render: (_, m) => readText(m) },
    { title: '重要', dataIndex: 'important', width: 70, render: (v: boolean) => (v ? <Tag color="red">重要</Tag> : '—') },
    { title: '发送时间', dataIndex: 'sendTime', width: 150, render: (v: string) => timeText(v) },
    {
      title: '状态',
      key: 'state',
      width: 90,
      render: (_, m) =>
        m.withdrawnTime ? <Tag title={`撤回于 ${timeText(m.withdrawnTime)}`}>已撤回</Tag> : <Tag color="success">已发送</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, m) => (
        <RowActions
          name={m.title}
          extra={[
            { label: '查看', onClick: () => setViewing(m.id) },
            {
              label: '撤回',
              danger: true,
              onClick: () => withdrawOne(m),
              disabledReason: m.withdrawnTime ? MessageCentreMessages.alreadyWithdrawn : undefined,
              confirm: {
                title: `确定撤回「${m.title}」吗？`,
                description: '撤回后，消息从接收人的消息中心和弹窗中消失，再打开时会看到「消息已被删除」。撤回不能恢复。',
                okText: '撤回',
              },
            },
          ]}
        />
      ),
    },
  ];

  return (
    <ConfigPanel
      search={
        <ConfigSearch<SentFilter>
          form={filterForm}
          onSearch={(v) =>
            setQuery((q) => ({
              current: 1,
              size: q.size,
              keyword: v.keyword?.trim() || undefined,
              mpId: v.mpId || undefined,
              source: v.source || undefined,
              state: v.state || undefined,
            }))
          }
        >
          <Form.Item name="keyword" label="标题">
            <Input allowClear placeholder="标题包含" maxLength={50} />
          </Form.Item>
          <Form.Item name="mpId" label="消息号">
            <Select
              allowClear
              placeholder="全部"
              loading={accounts.isPending}
              options={(accounts.data ?? []).map((a) => ({ value: a.id, label: a.mpName }))}
            />
          </Form.Item>
          <Form.Item name="source" label="来源">
            <Select
              allowClear
              placeholder="全部"
              options={(['admin', 'system'] as const).map((s) => ({ value: s, label: SOURCE_LABELS[s] }))}
            />
          </Form.Item>
          <Form.Item name="state" label="状态">
            <Select
              allowClear
              placeholder="全部"
              options={[
                { value: 'sent', label: '已发送' },
                { value: 'withdrawn', label: '已撤回' },
              ]}
            />
          </Form.Item>
        </ConfigSearch>
      }
    >
      <ConfigTable<SentMessage>
        rowKey="id"
        columns={columns}
        rows={sent.data?.records}
        loading={sent.isFetching}
        error={
          sent.isError && !sent.data
            ? { title: '消息发送记录加载失败', message: sent.error.message, onRetry: () => void sent.refetch() }
            : null
        }
        scrollX={1300}
        paging={{
          current: query.current ?? 1,
          size: query.size ?? 10,
          total: sent.data?.total ?? 0,
          onChange: (current, size) => setQuery((q) => ({ ...q, current, size })),
        }}
      />
      <ManageSentDetail id={viewing} onClose={() => setViewing(null)} />
    </ConfigPanel>
  );
}
