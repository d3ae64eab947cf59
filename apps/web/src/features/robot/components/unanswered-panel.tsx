import type { RobotUnanswered } from '@onehall/contract';
import { App, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { BatchRemoveButton, ConfigPanel, ConfigSearch, ConfigTable, RowActions, savedOk } from '../../../components/config-page/index.ts';
import { useDismissUnanswered } from '../api/dismiss-unanswered.ts';
import { type UnansweredQuery, useUnanswered } from '../api/get-unanswered.ts';
import { EntryDrawer, type EntryEditing } from './entry-drawer.tsx';

const at = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** 未解答问题: what the robot could not answer, most asked first; 转为知识 opens the editor prefilled. */
export function UnansweredPanel() {
  const { message } = App.useApp();
  const [filterForm] = Form.useForm<{ keyword?: string }>();
  const [query, setQuery] = useState<UnansweredQuery>({ current: 1, size: 10, orderBy: 'count' });
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<EntryEditing>(null);
  const list = useUnanswered(query);
  const dismiss = useDismissUnanswered();

  const dismissIds = async (ids: string[]) => {
    if (!savedOk(await dismiss.mutateAsync(ids))) return;
    setSelected((s) => s.filter((id) => !ids.includes(id)));
    void message.success('已忽略');
  };

  return (
    <ConfigPanel
      search={
        <ConfigSearch<{ keyword?: string }>
          form={filterForm}
          onSearch={(v) => setQuery((q) => ({ ...q, current: 1, keyword: v.keyword?.trim() || undefined }))}
        >
          <Form.Item name="keyword" label="问题">
            <Input allowClear placeholder="问题中的文字" aria-label="搜索未解答问题" maxLength={50} />
          </Form.Item>
        </ConfigSearch>
      }
      toolbar={
        <>
          <Radio.Group
            value={query.orderBy}
            onChange={(e) => setQuery((q) => ({ ...q, current: 1, orderBy: e.target.value }))}
            optionType="button"
            options={[
              { value: 'count', label: '按提问次数' },
              { value: 'last', label: '按最近提问' },
            ]}
          />
          <BatchRemoveButton count={selected.length} what="问题" onConfirm={() => dismissIds(selected)} />
        </>
      }
    >
      <ConfigTable<RobotUnanswered>
        rowKey="id"
        rows={list.data?.records}
        loading={list.isFetching}
        error={
          list.isError && !list.data
            ? { title: '未解答问题加载失败', message: list.error.message, onRetry: () => void list.refetch() }
            : null
        }
        empty="暂无未解答的问题"
        scrollX={760}
        selection={{ keys: selected, onChange: setSelected }}
        paging={{
          current: query.current ?? 1,
          size: query.size ?? 10,
          total: list.data?.total ?? 0,
          onChange: (current, size) => setQuery((q) => ({ ...q, current, size })),
        }}
        columns={[
          { title: '问题', dataIndex: 'question', ellipsis: true },
          { title: '提问次数', dataIndex: 'askCount', width: 90, align: 'right' },
          { title: '其中访客', dataIndex: 'visitorCount', width: 90, align: 'right' },
          { title: '最近提问', dataIndex: 'lastAskedAt', width: 150, render: at },
          {
            title: '操作',
            key: 'actions',
            width: 150,
            fixed: 'right',
            render: (_, u) => (
              <RowActions
                name={u.question}
                extra={[
                  { label: '转为知识', onClick: () => setEditing({ unanswered: { id: u.id, question: u.question } }) },
                  {
                    label: '忽略',
                    danger: true,
                    onClick: () => dismissIds([u.id]),
                    confirm: { title: `确定忽略「${u.question}」吗？`, description: '再次有人提问时会重新出现', okText: '忽略' },
                  },
                ]}
              />
            ),
          },
        ]}
      />
      <EntryDrawer editing={editing} onClose={() => setEditing(null)} />
    </ConfigPanel>
  );
}
