import { type BodyOf, robotEntrySave } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { robotAdminKeys } from './keys.ts';

export type EntrySaveBody = BodyOf<typeof robotEntrySave>;

/** Adds (without id) or edits a knowledge entry (questionKnowledge/save). */
export const saveEntry = (body: EntrySaveBody) => call(robotEntrySave, { body });

export const useSaveEntry = () => useEnvelopeMutation(saveEntry, robotAdminKeys.entries(), robotAdminKeys.scenes());
