import { type BodyOf, robotUnansweredToEntry } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { robotAdminKeys } from './keys.ts';

export type ToEntryBody = BodyOf<typeof robotUnansweredToEntry>;

/** Adds the entry and takes the question off the list, together (questionUnanswered/toEntry). */
export const unansweredToEntry = (body: ToEntryBody) => call(robotUnansweredToEntry, { body });

export const useUnansweredToEntry = () =>
  useEnvelopeMutation(unansweredToEntry, robotAdminKeys.unanswered(), robotAdminKeys.entries(), robotAdminKeys.scenes());
