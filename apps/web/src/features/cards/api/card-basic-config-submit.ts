import { type BodyOf, cardBasicConfigSubmit } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { HOME_PAGE_KEY } from '../../../api/query-keys.ts';
import { cardBasicKey, indexKey } from './keys.ts';

export const submitCardBasic = (body: BodyOf<typeof cardBasicConfigSubmit>) => call(cardBasicConfigSubmit, { body });

export const useSubmitCardBasic = () => useEnvelopeMutation(submitCardBasic, cardBasicKey, indexKey, HOME_PAGE_KEY);
