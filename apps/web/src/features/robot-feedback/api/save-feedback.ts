import { type BodyOf, feedbackSave } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { feedbackKeys } from '../keys.ts';

export type FeedbackDraft = BodyOf<typeof feedbackSave>;

/**
 * Files a feedback (question/feedBack/saveQuestionFeedbackInfo). The envelope
 * comes back whole: a sensitive word (1004) is shown in a dialog and the form keeps what was typed.
 */
export const saveFeedback = (body: FeedbackDraft) => call(feedbackSave, { body });

export const useSaveFeedback = () => useEnvelopeMutation(saveFeedback, feedbackKeys.mine(), feedbackKeys.queue());
