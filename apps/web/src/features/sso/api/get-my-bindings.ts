import { getMyBindings } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { ssoKeys } from './keys.ts';

/** The caller's bound identities and whether the account has a password (accountSecurity/bindList). */
export const getBindings = () => unwrap(call(getMyBindings, { body: {} }));

export const bindingsOptions = () => queryOptions({ queryKey: ssoKeys.bindings(), queryFn: getBindings });

export const useMyBindings = () => useQuery(bindingsOptions());
