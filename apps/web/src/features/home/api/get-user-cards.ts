import { getUserApplyCardList, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { HOME_PAGE_KEY } from '../../../api/query-keys.ts';
import { unwrap } from '../../../api/unwrap.ts';

export const USER_CARDS_KEY = [...HOME_PAGE_KEY, 'userCards'] as const;

export function getUserCards(): Promise<ResultOf<typeof getUserApplyCardList>> {
  return unwrap(call(getUserApplyCardList, { body: {} }));
}

export const userCardsQueryOptions = () => queryOptions({ queryKey: USER_CARDS_KEY, queryFn: getUserCards });

/** The types and cards the signed-in user may see, in order (SPEC §7 userHomePageApplyCard/getUserApplyCardList). */
export function useUserCards() {
  return useQuery(userCardsQueryOptions());
}
