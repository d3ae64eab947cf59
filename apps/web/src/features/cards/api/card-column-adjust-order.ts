import { type BodyOf, cardColumnAdjustOrder } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { HOME_PAGE_KEY } from '../../../api/query-keys.ts';
import { columnsKey } from './keys.ts';

export const adjustColumnOrder = (body: BodyOf<typeof cardColumnAdjustOrder>) => call(cardColumnAdjustOrder, { body });

export const useAdjustColumnOrder = () => useEnvelopeMutation(adjustColumnOrder, columnsKey, HOME_PAGE_KEY);
