import { type BodyOf, indexCardSubmit } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { HOME_PAGE_KEY } from '../../../api/query-keys.ts';
import { indexKey } from './keys.ts';

export const submitCard = (body: BodyOf<typeof indexCardSubmit>) => call(indexCardSubmit, { body });

export const useSubmitCard = () => useEnvelopeMutation(submitCard, indexKey, HOME_PAGE_KEY);
