import {
  assignable,
  type DeptNode,
  FEEDBACK_ACTION_LABELS,
  FEEDBACK_REASON_MAX,
  FEEDBACK_REPLY_MAX,
  FeedbackMessages,
  handlerActions,
} from '@onehall/contract';
import { App, Button, Drawer, Input, Modal, Skeleton, Space, TreeSelect } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { useFeedbackDepts } from '../api/get-depts.ts';
import { type QueueChange, useChangeTicket } from '../api/manage-change.ts';
import { useQueueDetail } from '../api/manage-detail.ts';
import { FeedbackDetailView, FeedbackLoadFailed } from './feedback-detail-view.tsx';

type TreeOption = { value: string; title: string; children: TreeOption[] };
const toTree = (nodes: readonly DeptNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.children) }));

/** The reply or the reason of a rejection, typed in a dialog before the change is sent. */
function TextDialog({
  kind,
  onCancel,
  onSubmit,
  pending,
}: {
  kind: 'reply' | 'reject' | null;
  onCancel: () => void;
  onSubmit: (text: string) => Promise<boolean>;
  pending: boolean;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const reply = kind === 'reply';
  const close = () => {
    setText('');
    setError('');
    onCancel();
  };
  return (
    <Modal
      title={reply ? '答复反馈' : '驳回反馈'}
      open={kind !== null}
      onCancel={close}
      okText={reply ? '答复' : '驳回'}
      cancelText="取消"
      confirmLoading={pending}
      destroyOnHidden
      onOk={async () => {
        if (!text.trim()) return setError(reply ? FeedbackMessages.replyEmpty : FeedbackMessages.reasonEmpty);
        if (await onSubmit(text)) close();
      }}
    >
      <Input.TextArea
        aria-label={reply ? '答复内容' : '驳回原因'}
        rows={reply ? 6 : 3}
        maxLength={reply ? FEEDBACK_REPLY_MAX : FEEDBACK_REASON_MAX}
        showCount
        value={text}
        status={error ? 'error' : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setError('');
        }}
        placeholder={reply ? '请填写答复内容，提交人将看到该答复' : '请填写驳回原因，提交人将看到该原因'}
      />
      {error && <div className="ant-form-item-explain-error">{error}</div>}
    </Modal>
  );
}

/** A ticket of the queue: its detail and timeline, the department it is given to, and the changes its state allows. */
export function QueueTicketDrawer({ id, canAssign, onClose }: { id: string | null; canAssign: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const detail = useQueueDetail(id);
  const depts = useFeedbackDepts(canAssign && id !== null);
  const change = useChangeTicket();
  const [deptId, setDeptId] = useState<string | undefined>();
  const [dialog, setDialog] = useState<'reply' | 'reject' | null>(null);

  const apply = async (c: QueueChange): Promise<boolean> => {
    const env = await change.mutateAsync(c);
    if (!isOk(env)) {
      reportError(env);
      return false;
    }
    void message.success(`${FEEDBACK_ACTION_LABELS[c.action]}成功`);
    return true;
  };

  const body = () => {
    if (detail.isLoading) return <Skeleton active />;
    if (detail.error) return <FeedbackLoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
    const ticket = detail.data;
    if (!ticket) return null;
    const actions = handlerActions(ticket.state);
    const extra = (
      <Space wrap>
        {canAssign && assignable(ticket.state) && (
          <Space.Compact>
            <TreeSelect
              aria-label="处理部门"
              style={{ minWidth: 200 }}
              placeholder="选择处理部门"
              treeData={toTree(depts.data ?? [])}
              loading={depts.isLoading}
              value={deptId ?? ticket.deptId ?? undefined}
              onChange={(v: string) => setDeptId(v)}
              showSearch
              treeNodeFilterProp="title"
              treeDefaultExpandAll
            />
            <Button
              disabled={!deptId || deptId === ticket.deptId}
              onClick={() => deptId && void apply({ action: 'assign', id: ticket.id, deptId })}
            >
              分派
            </Button>
          </Space.Compact>
        )}
        {actions.map((a) =>
          a === 'reply' || a === 'reject' ? (
            <Button key={a} type={a === 'reply' ? 'primary' : 'default'} danger={a === 'reject'} onClick={() => setDialog(a)}>
              {FEEDBACK_ACTION_LABELS[a]}
            </Button>
          ) : (
            <Button key={a} type="primary" loading={change.isPending} onClick={() => void apply({ action: a, id: ticket.id })}>
              {FEEDBACK_ACTION_LABELS[a]}
            </Button>
          ),
        )}
      </Space>
    );
    return (
      <>
        <FeedbackDetailView detail={ticket} extra={extra} />
        <TextDialog
          kind={dialog}
          pending={change.isPending}
          onCancel={() => setDialog(null)}
          onSubmit={(text) =>
            apply(dialog === 'reply' ? { action: 'reply', id: ticket.id, reply: text } : { action: 'reject', id: ticket.id, reason: text })
          }
        />
      </>
    );
  };

  return (
    <Drawer
      title="反馈处理"
      open={id !== null}
      size={720}
      onClose={() => {
        setDeptId(undefined);
        onClose();
      }}
    >
      {body()}
    </Drawer>
  );
}
