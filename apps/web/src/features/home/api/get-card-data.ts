import { cardColumnPreview, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { HOME_PAGE_KEY } from '../../../api/query-keys.ts';
import { unwrap } from '../../../api/unwrap.ts';

export const cardDataKey = (cardId: string) => [...HOME_PAGE_KEY, 'cardData', cardId] as const;

export function getCardData(cardId: string): Promise<ResultOf<typeof cardColumnPreview>> {
  return unwrap(call(cardColumnPreview, { body: { id: cardId } }));
}

export const cardDataQueryOptions = (cardId: string) => queryOptions({ queryKey: cardDataKey(cardId), queryFn: () => getCardData(cardId) });

/** One card's data for the caller (SPEC §7 cardcolumnconfig/preview); each card loads and fails on its own. */
export function useCardData(cardId: string, enabled: boolean) {
  return useQuery({ ...cardDataQueryOptions(cardId), enabled });
}
