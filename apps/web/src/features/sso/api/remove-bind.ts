import { removeBind } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { ssoKeys } from './keys.ts';

/** Removes one of the caller's bindings (accountSecurity/removeBind). */
export const removeBinding = (id: string) => call(removeBind, { body: { id } });

export const useRemoveBinding = () => useEnvelopeMutation(removeBinding, ssoKeys.bindings());
