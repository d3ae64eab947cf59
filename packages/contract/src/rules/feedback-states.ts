/**
 * The question-feedback ticket's state machine (issue 18,
 * docs/design/robot-feedback.md): submitted → accepted → in progress →
 * answered → closed, or rejected with a reason before it is answered; the
 * asker may reopen an answered ticket once, within 7 days of the answer,
 * which puts it back in progress. The server refuses every other jump with
 * `transitionRefusal`; the web offers only the allowed buttons.
 */

export const FEEDBACK_STATES = ['submitted', 'accepted', 'inProgress', 'answered', 'closed', 'rejected'] as const;
export type FeedbackState = (typeof FEEDBACK_STATES)[number];

export const FEEDBACK_STATE_LABELS: Readonly<Record<FeedbackState, string>> = {
  submitted: '已提交',
  accepted: '已受理',
  inProgress: '处理中',
  answered: '已答复',
  closed: '已关闭',
  rejected: '已驳回',
};

/** What a handler (accept … reject) or the asker (reopen) does to a ticket; assign changes no state. */
export type FeedbackAction = 'accept' | 'start' | 'reply' | 'close' | 'reject' | 'reopen';

export const FEEDBACK_ACTION_LABELS: Readonly<Record<FeedbackAction | 'submit' | 'assign', string>> = {
  submit: '提交反馈',
  assign: '分派部门',
  accept: '受理',
  start: '开始处理',
  reply: '答复',
  close: '关闭',
  reject: '驳回',
  reopen: '重新打开',
};

const TRANSITIONS: Readonly<Record<FeedbackAction, { from: readonly FeedbackState[]; to: FeedbackState }>> = {
  accept: { from: ['submitted'], to: 'accepted' },
  start: { from: ['accepted'], to: 'inProgress' },
  reply: { from: ['inProgress'], to: 'answered' },
  close: { from: ['answered'], to: 'closed' },
  reject: { from: ['submitted', 'accepted', 'inProgress'], to: 'rejected' },
  reopen: { from: ['answered'], to: 'inProgress' },
};

/** The state `action` leads to from `state`, or null when the machine has no such jump. */
export function nextFeedbackState(state: FeedbackState, action: FeedbackAction): FeedbackState | null {
  const t = TRANSITIONS[action];
  return t.from.includes(state) ? t.to : null;
}

/** The handler's actions open in `state`, in the order the buttons show them. */
export function handlerActions(state: FeedbackState): Exclude<FeedbackAction, 'reopen'>[] {
  return (['accept', 'start', 'reply', 'close', 'reject'] as const).filter((a) => nextFeedbackState(state, a) !== null);
}

/** A ticket may be given to a department while someone still has to answer it. */
export const assignable = (state: FeedbackState): boolean => state === 'submitted' || state === 'accepted' || state === 'inProgress';

export function transitionRefusal(state: FeedbackState, action: FeedbackAction | 'assign'): string {
  return `该反馈当前状态为「${FEEDBACK_STATE_LABELS[state]}」，不能${FEEDBACK_ACTION_LABELS[action]}，请刷新后重试`;
}

/** How long after the answer the asker may reopen a ticket. */
export const FEEDBACK_REOPEN_DAYS = 7;
const REOPEN_WINDOW_MS = FEEDBACK_REOPEN_DAYS * 24 * 3600 * 1000;

export interface ReopenFacts {
  state: FeedbackState;
  /** ISO time of the latest answer; null before any. */
  answeredAt: string | null;
  /** Whether the ticket was reopened once already. */
  reopened: boolean;
}

/** Why the asker may not reopen the ticket now, or null when they may. */
export function reopenRefusal(t: ReopenFacts, now: Date): string | null {
  if (t.state !== 'answered' || !t.answeredAt) return transitionRefusal(t.state, 'reopen');
  if (t.reopened) return '每条反馈只能重新打开一次，如仍有问题请提交新的反馈';
  if (now.getTime() - Date.parse(t.answeredAt) > REOPEN_WINDOW_MS)
    return `答复已超过 ${FEEDBACK_REOPEN_DAYS} 天，不能重新打开，如仍有问题请提交新的反馈`;
  return null;
}
