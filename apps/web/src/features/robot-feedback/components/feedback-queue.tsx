import { FEEDBACK_STATES, type FeedbackListItem, FeedbackMessages, type FeedbackState } from '@onehall/contract';
import { Button, Form, Input, Result, Select, Skeleton, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { ConfigSearch, ConfigTable } from '../../../components/config-page/index.ts';
import { useFeedbackScenes } from '../api/get-scenes.ts';
import { useFeedbackQueue } from '../api/manage-page.ts';
import { useManageScope } from '../api/manage-scope.ts';
import { feedbackTime, stateLabel } from '../lib/format.ts';
import { FeedbackStateTag } from './feedback-detail-view.tsx';
import { QueueTicketDrawer } from './queue-ticket-drawer.tsx';
import './feedback.css';

interface Filters {
  state?: FeedbackState;
  sceneId?: string;
  keyword?: string;
}

/**
 * The feedback queue (issue 18 "Administration"): every ticket for holders
 * of robotConfig, the tickets of their departments for department
 * administrators; filters, counts by state, and a drawer to assign, reply
 * and change the state. Mounted as a tab of 智能客服配置 and of the
 * question-feedback page for those who handle tickets.
 */
export function FeedbackQueue() {
  const scope = useManageScope();
  const scenes = useFeedbackScenes();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const [openId, setOpenId] = useState<string | null>(null);
  const queue = useFeedbackQueue({ ...filters, keyword: filters.keyword?.trim() || undefined, ...paging });

  if (scope.isLoading) return <Skeleton active />;
  if (scope.data && !scope.data.canManage) return <Result status="403" subTitle={FeedbackMessages.noHandler} />;

  const columns: TableColumnsType<FeedbackListItem> = [
    { title: '提交时间', dataIndex: 'createdAt', width: 150, render: (v: string) => feedbackTime(v) },
    { title: '问题分类', dataIndex: 'sceneName', width: 110 },
    { title: '问题描述', dataIndex: 'description', ellipsis: true },
    { title: '提交人', key: 'user', width: 140, render: (_, r) => `${r.userName}（${r.account}）` },
    { title: '处理部门', dataIndex: 'deptName', width: 140, render: (v: string) => v || <Tag>未分派</Tag> },
    { title: '状态', dataIndex: 'state', width: 90, render: (s: FeedbackState) => <FeedbackStateTag state={s} /> },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_, r) => (
        <Button type="link" size="small" aria-label={`处理「${r.description}」`} onClick={() => setOpenId(r.id)}>
          处理
        </Button>
      ),
    },
  ];

  const stats = queue.data?.statistics;
  return (
    <section aria-label="反馈处理">
      <ConfigSearch<Filters>
        form={form}
        onSearch={(values) => {
          setFilters(values);
          setPaging((p) => ({ ...p, current: 1 }));
        }}
      >
        <Form.Item name="state" label="状态">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 140 }}
            options={FEEDBACK_STATES.map((s) => ({ value: s, label: `${stateLabel(s)}${stats ? ` (${stats[s]})` : ''}` }))}
          />
        </Form.Item>
        <Form.Item name="sceneId" label="问题分类">
          <Select allowClear placeholder="全部" style={{ width: 160 }} options={scenes.data ?? []} />
        </Form.Item>
        <Form.Item name="keyword" label="关键词">
          <Input allowClear placeholder="描述、账号或姓名" maxLength={50} />
        </Form.Item>
      </ConfigSearch>
      <ConfigTable<FeedbackListItem>
        rowKey="id"
        columns={columns}
        rows={queue.data?.records}
        loading={queue.isFetching}
        scrollX={900}
        empty={FeedbackMessages.empty}
        error={
          queue.error && !queue.data ? { title: '反馈加载失败', message: queue.error.message, onRetry: () => void queue.refetch() } : null
        }
        paging={{
          current: paging.current,
          size: paging.size,
          total: queue.data?.total ?? 0,
          onChange: (current, size) => setPaging({ current, size }),
        }}
      />
      <QueueTicketDrawer id={openId} canAssign={scope.data?.allDepts ?? false} onClose={() => setOpenId(null)} />
    </section>
  );
}
