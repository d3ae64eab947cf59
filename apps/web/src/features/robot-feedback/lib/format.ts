import { FEEDBACK_ACTION_LABELS, FEEDBACK_STATE_LABELS, type FeedbackState } from '@onehall/contract';
import dayjs from 'dayjs';

/** Minutes are enough for a ticket's times; shown in the browser's time zone. */
export const feedbackTime = (iso: string | null): string => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

export const stateLabel = (state: FeedbackState): string => FEEDBACK_STATE_LABELS[state];

/** A timeline entry's title: what was done (an unknown action as it came). */
export const actionLabel = (action: string): string =>
  Object.hasOwn(FEEDBACK_ACTION_LABELS, action) ? FEEDBACK_ACTION_LABELS[action as keyof typeof FEEDBACK_ACTION_LABELS] : action;

export const STATE_COLOURS: Readonly<Record<FeedbackState, string>> = {
  submitted: 'default',
  accepted: 'blue',
  inProgress: 'processing',
  answered: 'success',
  closed: 'default',
  rejected: 'error',
};
