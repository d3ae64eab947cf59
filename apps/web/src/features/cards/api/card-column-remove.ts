import { cardColumnRemove } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { HOME_PAGE_KEY } from '../../../api/query-keys.ts';
import { columnsKey, indexKey } from './keys.ts';

export const removeColumn = (id: string) => call(cardColumnRemove, { body: { ids: id } });

export const useRemoveColumn = () => useEnvelopeMutation(removeColumn, columnsKey, indexKey, HOME_PAGE_KEY);
