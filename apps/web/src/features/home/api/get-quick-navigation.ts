import { quickNavigation, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export const QUICK_NAVIGATION_KEY = ['home', 'quickNavigation'] as const;

export function getQuickNavigation(): Promise<ResultOf<typeof quickNavigation>> {
  return unwrap(call(quickNavigation, { body: {} }));
}

export const quickNavigationQueryOptions = () => queryOptions({ queryKey: QUICK_NAVIGATION_KEY, queryFn: getQuickNavigation });

/** The shown quick-navigation entries of the home page, in order (SPEC §7 homePage/quickNavigation). */
export function useQuickNavigation() {
  return useQuery(quickNavigationQueryOptions());
}
