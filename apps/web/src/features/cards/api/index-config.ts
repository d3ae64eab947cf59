import {
  type BodyOf,
  indexCardList,
  indexCardRemove,
  indexCardSubmit,
  indexCardUnder,
  indexTypeAuthConfig,
  indexTypeGetAuthConfig,
  indexTypeList,
  indexTypeRemove,
  indexTypeSubmit,
  indexTypeSubmitCard,
  indexTypeUnder,
} from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { unwrap } from '../../../api/unwrap.ts';

/** Index types and cards of the home page (SPEC §7 "Index configuration", page homePageConfig). */

export const indexKey = ['cards', 'index'] as const;
const typesKey = [...indexKey, 'types'] as const;
const cardsKey = [...indexKey, 'cards'] as const;

export const useIndexTypes = () => useQuery({ queryKey: typesKey, queryFn: () => unwrap(call(indexTypeList, { body: {} })), staleTime: 0 });

export type CardListQuery = NonNullable<BodyOf<typeof indexCardList>>;

export const useIndexCards = (query: CardListQuery = {}) =>
  useQuery({ queryKey: [...cardsKey, query], queryFn: () => unwrap(call(indexCardList, { body: query })), staleTime: 0 });

export const useSubmitType = () => useEnvelopeMutation((body: BodyOf<typeof indexTypeSubmit>) => call(indexTypeSubmit, { body }), indexKey);
export const useRemoveType = () => useEnvelopeMutation((id: string) => call(indexTypeRemove, { body: { ids: id } }), indexKey);
export const useTypeUnder = () => useEnvelopeMutation((body: BodyOf<typeof indexTypeUnder>) => call(indexTypeUnder, { body }), indexKey);
export const useSubmitTypeCards = () =>
  useEnvelopeMutation((body: BodyOf<typeof indexTypeSubmitCard>) => call(indexTypeSubmitCard, { body }), indexKey);

export const useSubmitCard = () => useEnvelopeMutation((body: BodyOf<typeof indexCardSubmit>) => call(indexCardSubmit, { body }), indexKey);
export const useRemoveCard = () => useEnvelopeMutation((id: string) => call(indexCardRemove, { body: { ids: id } }), indexKey);
export const useCardUnder = () => useEnvelopeMutation((body: BodyOf<typeof indexCardUnder>) => call(indexCardUnder, { body }), indexKey);

export type AuthTarget = BodyOf<typeof indexTypeAuthConfig>['target'];

/** The roles allowed to see a type or a card (empty: everyone signed in). */
export const useAuthConfig = (target: AuthTarget, id: string | null) =>
  useQuery({
    queryKey: [...indexKey, 'auth', target, id],
    queryFn: () => unwrap(call(indexTypeGetAuthConfig, { body: { target, id: id! } })),
    enabled: !!id,
    staleTime: 0,
  });

export const useSaveAuthConfig = () =>
  useEnvelopeMutation((body: BodyOf<typeof indexTypeAuthConfig>) => call(indexTypeAuthConfig, { body }), indexKey);
