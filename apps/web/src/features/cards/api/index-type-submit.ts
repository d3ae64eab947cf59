import { type BodyOf, indexTypeSubmit } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { HOME_PAGE_KEY } from '../../../api/query-keys.ts';
import { indexKey } from './keys.ts';

export const submitType = (body: BodyOf<typeof indexTypeSubmit>) => call(indexTypeSubmit, { body });

export const useSubmitType = () => useEnvelopeMutation(submitType, indexKey, HOME_PAGE_KEY);
