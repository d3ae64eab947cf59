import { robotUnansweredDismiss } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { robotAdminKeys } from './keys.ts';

/** Takes questions off the list without an entry (questionUnanswered/dismiss). */
export const dismissUnanswered = (ids: string[]) => call(robotUnansweredDismiss, { body: { ids } });

export const useDismissUnanswered = () => useEnvelopeMutation(dismissUnanswered, robotAdminKeys.unanswered());
