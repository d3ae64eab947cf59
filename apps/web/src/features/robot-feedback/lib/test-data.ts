import type { FeedbackDetail, FeedbackListItem } from '@onehall/contract';

/** Tickets as the server answers them, for the feature's tests. */
export const ticketItem = (over: Partial<FeedbackListItem> = {}): FeedbackListItem => ({
  id: 't1',
  sceneId: 's1',
  sceneName: '校园卡',
  description: '校园卡在食堂刷不了',
  state: 'submitted',
  deptId: null,
  deptName: '',
  account: 'student01',
  userName: '张思远',
  createdAt: '2025-09-01T08:00:00.000Z',
  updatedAt: '2025-09-01T08:00:00.000Z',
  ...over,
});

export const ticketDetail = (over: Partial<FeedbackDetail> = {}): FeedbackDetail => ({
  ...ticketItem(),
  contact: '13800000001',
  images: [],
  reply: '',
  rejectReason: '',
  answeredAt: null,
  reopened: false,
  canReopen: false,
  timeline: [{ action: 'submit', state: 'submitted', note: '', actorName: '张思远', at: '2025-09-01T08:00:00.000Z' }],
  ...over,
});

export const statistics = { total: 3, submitted: 1, accepted: 0, inProgress: 0, answered: 1, closed: 0, rejected: 1 };
