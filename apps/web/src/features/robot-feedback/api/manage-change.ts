import {
  type FeedbackDetail,
  feedbackAccept,
  feedbackAssign,
  feedbackClose,
  feedbackReject,
  feedbackReply,
  feedbackStart,
} from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { feedbackKeys } from '../keys.ts';

/** A handler's change of a ticket (question/feedBack/manage/assign, accept, start, reply, close, reject). */
export type QueueChange =
  | { action: 'assign'; id: string; deptId: string }
  | { action: 'accept' | 'start' | 'close'; id: string }
  | { action: 'reply'; id: string; reply: string }
  | { action: 'reject'; id: string; reason: string };

export function changeTicket(change: QueueChange) {
  switch (change.action) {
    case 'assign':
      return call(feedbackAssign, { body: { id: change.id, deptId: change.deptId } });
    case 'accept':
      return call(feedbackAccept, { body: { id: change.id } });
    case 'start':
      return call(feedbackStart, { body: { id: change.id } });
    case 'close':
      return call(feedbackClose, { body: { id: change.id } });
    case 'reply':
      return call(feedbackReply, { body: { id: change.id, reply: change.reply } });
    case 'reject':
      return call(feedbackReject, { body: { id: change.id, reason: change.reason } });
  }
}

export const useChangeTicket = () =>
  useEnvelopeMutation<QueueChange, FeedbackDetail>(changeTicket, feedbackKeys.queue(), feedbackKeys.mine());
