import { FEEDBACK_REOPEN_DAYS, FEEDBACK_STATES, type FeedbackListItem, FeedbackMessages, type FeedbackState } from '@onehall/contract';
import { App, Button, Card, Drawer, Empty, List, Popconfirm, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { useFeedbackDetail } from '../api/get-detail.ts';
import { useFeedbackProgress } from '../api/get-progress.ts';
import { useFeedbackStatistics } from '../api/get-statistics.ts';
import { useReopenFeedback } from '../api/reopen-feedback.ts';
import { feedbackTime, stateLabel } from '../lib/format.ts';
import { FeedbackDetailView, FeedbackLoadFailed, FeedbackStateTag } from './feedback-detail-view.tsx';
import './feedback.css';

const PAGE_SIZE = 10;

/** Counts by state, each a filter of the list below (全部 clears it). */
function StateFilter({ state, onChange }: { state?: FeedbackState; onChange: (s?: FeedbackState) => void }) {
  const stats = useFeedbackStatistics();
  const count = (s?: FeedbackState) => (stats.data ? (s ? stats.data[s] : stats.data.total) : undefined);
  const chip = (s: FeedbackState | undefined, label: string) => (
    <Button key={s ?? 'all'} size="small" type={state === s ? 'primary' : 'default'} aria-pressed={state === s} onClick={() => onChange(s)}>
      {label}
      {count(s) !== undefined && ` ${count(s)}`}
    </Button>
  );
  return (
    <fieldset className="oh-feedback-stats" aria-label="按状态筛选">
      {chip(undefined, '全部')}
      {FEEDBACK_STATES.map((s) => chip(s, stateLabel(s)))}
    </fieldset>
  );
}

/** One of the caller's tickets: its detail, timeline, and 重新打开 while allowed. */
function MyTicketDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { message } = App.useApp();
  const detail = useFeedbackDetail(id);
  const reopen = useReopenFeedback();
  const body = () => {
    if (detail.isLoading) return <Skeleton active />;
    if (detail.error) return <FeedbackLoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
    if (!detail.data) return null;
    const ticket = detail.data;
    const extra = ticket.canReopen ? (
      <Popconfirm
        title="确定重新打开该反馈吗？"
        description={`每条反馈只能在答复后 ${FEEDBACK_REOPEN_DAYS} 天内重新打开一次`}
        okText="重新打开"
        cancelText="取消"
        onConfirm={async () => {
          const env = await reopen.mutateAsync(ticket.id);
          if (isOk(env)) void message.success('已重新打开，请等待处理');
          else reportError(env);
        }}
      >
        <Button loading={reopen.isPending}>问题未解决，重新打开</Button>
      </Popconfirm>
    ) : undefined;
    return <FeedbackDetailView detail={ticket} extra={extra} />;
  };
  return (
    <Drawer title="反馈详情" open={id !== null} onClose={onClose} size={560}>
      {body()}
    </Drawer>
  );
}

/** 我的反馈: the caller's tickets with counts by state, newest first; a ticket opens its detail and timeline. */
export function MyFeedback() {
  const [state, setState] = useState<FeedbackState | undefined>();
  const [current, setCurrent] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useFeedbackProgress({ current, size: PAGE_SIZE, state });

  const content = () => {
    if (list.isLoading) return <Skeleton active />;
    if (list.error) return <FeedbackLoadFailed error={list.error} onRetry={() => void list.refetch()} />;
    const page = list.data;
    if (!page || page.total === 0) return <Empty description={FeedbackMessages.empty} />;
    return (
      <List<FeedbackListItem>
        dataSource={page.records}
        pagination={
          page.total > PAGE_SIZE
            ? { current, pageSize: PAGE_SIZE, total: page.total, onChange: setCurrent, showTotal: (total) => `共 ${total} 条` }
            : false
        }
        renderItem={(item) => (
          <List.Item>
            <Card
              size="small"
              className="oh-feedback-item"
              style={{ width: '100%' }}
              hoverable
              role="button"
              tabIndex={0}
              aria-label={`查看反馈：${item.description}`}
              onClick={() => setOpenId(item.id)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') setOpenId(item.id);
              }}
              title={item.sceneName}
              extra={<FeedbackStateTag state={item.state} />}
            >
              <div className="oh-feedback-item__desc">{item.description}</div>
              <Typography.Text type="secondary">提交于 {feedbackTime(item.createdAt)}</Typography.Text>
            </Card>
          </List.Item>
        )}
      />
    );
  };

  return (
    <section aria-label="我的反馈">
      <StateFilter
        state={state}
        onChange={(s) => {
          setState(s);
          setCurrent(1);
        }}
      />
      {content()}
      <MyTicketDrawer id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
