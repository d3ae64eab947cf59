import { type BodyOf, cardColumnSubmit } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { HOME_PAGE_KEY } from '../../../api/query-keys.ts';
import { columnsKey, indexKey } from './keys.ts';

export const submitColumn = (body: BodyOf<typeof cardColumnSubmit>) => call(cardColumnSubmit, { body });

export const useSubmitColumn = () => useEnvelopeMutation(submitColumn, columnsKey, indexKey, HOME_PAGE_KEY);
