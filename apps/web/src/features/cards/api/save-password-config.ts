import { type PasswordPolicy, savePasswordConfig } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { passwordPolicyKey } from './keys.ts';

export const savePasswordPolicy = (body: PasswordPolicy) => call(savePasswordConfig, { body });

/** Also refreshes the forced password change's rule: auth's `passwordRule` key, spelled out as a feature imports no other. */
export const useSavePasswordPolicy = () => useEnvelopeMutation(savePasswordPolicy, passwordPolicyKey, ['auth', 'passwordRule']);
