import { type BodyOf, indexCardUnder } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { HOME_PAGE_KEY } from '../../../api/query-keys.ts';
import { indexKey } from './keys.ts';

export const setCardEnabled = (body: BodyOf<typeof indexCardUnder>) => call(indexCardUnder, { body });

export const useCardUnder = () => useEnvelopeMutation(setCardEnabled, indexKey, HOME_PAGE_KEY);
