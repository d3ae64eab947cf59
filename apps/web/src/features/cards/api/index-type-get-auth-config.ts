import { indexTypeGetAuthConfig } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import type { AuthTarget } from './index-type-auth-config.ts';
import { indexKey } from './keys.ts';

/** The roles allowed to see a type or a card (empty: everyone signed in). */
export const getAuthConfig = (target: AuthTarget, id: string) => unwrap(call(indexTypeGetAuthConfig, { body: { target, id } }));

export const authConfigOptions = (target: AuthTarget, id: string) =>
  queryOptions({ queryKey: [...indexKey, 'auth', target, id], queryFn: () => getAuthConfig(target, id), staleTime: 0 });

export const useAuthConfig = (target: AuthTarget, id: string | null) => useQuery({ ...authConfigOptions(target, id!), enabled: !!id });
