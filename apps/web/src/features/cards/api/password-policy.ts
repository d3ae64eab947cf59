import { getPasswordConfig, type PasswordPolicy, savePasswordConfig } from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { unwrap } from '../../../api/unwrap.ts';

/** The tenant's password policy (eduSystemManagePwdConfig), managed beside the role pages. */

const policyKey = ['cards', 'passwordPolicy'] as const;

export const usePasswordPolicy = () =>
  useQuery({ queryKey: policyKey, queryFn: () => unwrap(call(getPasswordConfig, { body: {} })), staleTime: 0 });

export const useSavePasswordPolicy = () =>
  useEnvelopeMutation((body: PasswordPolicy) => call(savePasswordConfig, { body }), policyKey, ['auth', 'passwordRule']);
