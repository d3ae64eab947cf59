import { type BodyOf, indexCardList } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { indexKey } from './keys.ts';

export type CardListQuery = NonNullable<BodyOf<typeof indexCardList>>;

export const getIndexCards = (query: CardListQuery) => unwrap(call(indexCardList, { body: query }));

export const indexCardsOptions = (query: CardListQuery) =>
  queryOptions({ queryKey: [...indexKey, 'cards', query], queryFn: () => getIndexCards(query), staleTime: 0 });

export const useIndexCards = (query: CardListQuery = {}) => useQuery(indexCardsOptions(query));
