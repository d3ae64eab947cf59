import { type BodyOf, indexFooterInfoSubmit } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { footerKey } from './keys.ts';

export const submitFooterInfo = (body: BodyOf<typeof indexFooterInfoSubmit>) => call(indexFooterInfoSubmit, { body });

export const useSubmitFooterInfo = () => useEnvelopeMutation(submitFooterInfo, footerKey);
