import { indexTypeRemove } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { HOME_PAGE_KEY } from '../../../api/query-keys.ts';
import { indexKey } from './keys.ts';

export const removeType = (id: string) => call(indexTypeRemove, { body: { ids: id } });

export const useRemoveType = () => useEnvelopeMutation(removeType, indexKey, HOME_PAGE_KEY);
