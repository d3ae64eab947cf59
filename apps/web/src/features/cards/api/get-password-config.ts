import { getPasswordConfig } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { passwordPolicyKey } from './keys.ts';

export const getPasswordPolicy = () => unwrap(call(getPasswordConfig, { body: {} }));

export const passwordPolicyOptions = () => queryOptions({ queryKey: passwordPolicyKey, queryFn: getPasswordPolicy, staleTime: 0 });

export const usePasswordPolicy = () => useQuery(passwordPolicyOptions());
