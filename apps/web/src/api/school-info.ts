import { preLoginSchoolInfo, type SchoolInfo } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client.ts';
import { unwrap } from './unwrap.ts';

/**
 * The school's identity (name, logo) every page shows: the landing, the shell,
 * the login and message pages, document titles. The same key as the landing's
 * own read of it (features/prelogin/api/pre-login-school-info.ts), so one
 * answer serves all of them, and a saved pre-login change (which refreshes
 * the `prelogin` root) refreshes it everywhere.
 */
export const schoolInfoKey = ['prelogin', 'landing', 'schoolInfo'] as const;

export const fetchSchoolInfo = (): Promise<SchoolInfo> => unwrap(call(preLoginSchoolInfo, { query: {} }), '加载失败');

/** Held for five minutes: the identity changes rarely and every page asks for it. */
export const schoolInfoOptions = queryOptions({ queryKey: schoolInfoKey, queryFn: fetchSchoolInfo, staleTime: 5 * 60_000 });

export const useSchoolInfo = () => useQuery(schoolInfoOptions);
