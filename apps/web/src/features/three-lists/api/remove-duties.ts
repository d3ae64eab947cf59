import { dutyRemove } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { THREE_LISTS_KEY } from '../../../api/query-keys.ts';

export const removeDuties = (ids: string[]) => call(dutyRemove, { body: { ids: ids.join(',') } });

export const useRemoveDuties = () => useEnvelopeMutation(removeDuties, THREE_LISTS_KEY);
