import { indexCardRemove } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { HOME_PAGE_KEY } from '../../../api/query-keys.ts';
import { indexKey } from './keys.ts';

export const removeCard = (id: string) => call(indexCardRemove, { body: { ids: id } });

export const useRemoveCard = () => useEnvelopeMutation(removeCard, indexKey, HOME_PAGE_KEY);
