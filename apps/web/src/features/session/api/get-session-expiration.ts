import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSessionExpiration } from '../../../api/auth.ts';
import { unwrap } from '../../../api/unwrap.ts';

/** The session-expiration configuration (SPEC §3: expireTime, outLogTip; and the idle lock's lockTime). */
export const sessionExpirationOptions = () =>
  queryOptions({
    queryKey: ['session', 'expiration'] as const,
    queryFn: () => unwrap(getSessionExpiration()),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSessionExpiration = () => useQuery(sessionExpirationOptions());
