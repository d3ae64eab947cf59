import { getNavigationUserApplyCardList, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export const MANAGED_CARDS_KEY = ['home', 'managedCards'] as const;

export function getManagedCards(): Promise<ResultOf<typeof getNavigationUserApplyCardList>> {
  return unwrap(call(getNavigationUserApplyCardList, { body: {} }));
}

export const managedCardsQueryOptions = () => queryOptions({ queryKey: MANAGED_CARDS_KEY, queryFn: getManagedCards, staleTime: 0 });

/** Every card the caller may see, hidden ones included, in their order (SPEC §7 userApplyCardManage/getNavigationUserApplyCardList). */
export function useManagedCards() {
  return useQuery(managedCardsQueryOptions());
}
