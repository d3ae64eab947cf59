import { queryOptions, useQuery } from '@tanstack/react-query';
import { loginInit } from '../../../api/auth.ts';
import { unwrap } from '../../../api/unwrap.ts';

/** SPEC §8: what the login page says when the login configuration cannot be read. */
export const LOGIN_CONFIG_FAILED = 'loginConfig 失败，尝试重新登录';

/** loginInit (auth/auth/init): which ways of signing in the school offers; stored in the session on success. */
export const loginConfigOptions = () =>
  queryOptions({ queryKey: ['auth', 'loginConfig'], queryFn: () => unwrap(loginInit(), LOGIN_CONFIG_FAILED), staleTime: 0, retry: false });

export const useLoginConfig = () => useQuery(loginConfigOptions());
