import { feedbackReopen } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { feedbackKeys } from '../keys.ts';

/** Reopens an answered ticket, once within 7 days of the answer (question/user/reopen). */
export const reopenFeedback = (id: string) => call(feedbackReopen, { body: { id } });

export const useReopenFeedback = () => useEnvelopeMutation(reopenFeedback, feedbackKeys.mine(), feedbackKeys.queue());
