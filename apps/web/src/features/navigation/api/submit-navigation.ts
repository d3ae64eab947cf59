import { type BodyOf, navigationSubmit } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { homeFrameKey, navigationKey } from './keys.ts';

export type NavigationSubmitInput = BodyOf<typeof navigationSubmit>;

export const submitNavigation = (input: NavigationSubmitInput) => call(navigationSubmit, { body: input });

/** Add or change an entry; resolves to the envelope so the dialog can show the server's refusal. */
export const useSubmitNavigation = () => useEnvelopeMutation(submitNavigation, navigationKey, homeFrameKey);
