import { Messages } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loginInit } from '../../../api/auth.ts';
import { unwrap } from '../../../api/unwrap.ts';

/** loginInit (auth/auth/init): which ways of signing in the school offers; stored in the session on success. */
export const loginConfigOptions = () =>
  queryOptions({
    queryKey: ['auth', 'loginConfig'],
    queryFn: () => unwrap(loginInit(), Messages.loginConfigFailed),
    staleTime: 0,
    retry: false,
  });

export const useLoginConfig = () => useQuery(loginConfigOptions());
