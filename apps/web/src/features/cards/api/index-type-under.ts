import { type BodyOf, indexTypeUnder } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { HOME_PAGE_KEY } from '../../../api/query-keys.ts';
import { indexKey } from './keys.ts';

export const setTypeEnabled = (body: BodyOf<typeof indexTypeUnder>) => call(indexTypeUnder, { body });

export const useTypeUnder = () => useEnvelopeMutation(setTypeEnabled, indexKey, HOME_PAGE_KEY);
