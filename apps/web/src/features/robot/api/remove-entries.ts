import { robotEntryRemove } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { robotAdminKeys } from './keys.ts';

/** Deletes knowledge entries (questionKnowledge/remove). */
export const removeEntries = (ids: string[]) => call(robotEntryRemove, { body: { ids } });

export const useRemoveEntries = () => useEnvelopeMutation(removeEntries, robotAdminKeys.entries(), robotAdminKeys.scenes());
