import { dutyRemove } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { THREE_LISTS_KEY } from '../../../api/query-keys.ts';
import { dutiesKey } from './get-duty-page.ts';

export const removeDuties = (ids: string[]) => call(dutyRemove, { body: { ids: ids.join(',') } });

export const useRemoveDuties = () => useEnvelopeMutation(removeDuties, dutiesKey, THREE_LISTS_KEY);
