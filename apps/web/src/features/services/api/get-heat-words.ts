import { type ResultOf, searchHeatWord } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export function getHeatWords(signedIn: boolean): Promise<ResultOf<typeof searchHeatWord>> {
  return unwrap(call(asCaller(searchHeatWord, signedIn)));
}

/** Every caller's heat words; a change of the pinned or blocked words refreshes them. */
export const heatWordsKey = ['services', 'heatWords'] as const;

export const heatWordsQueryOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: [...heatWordsKey, signedIn], queryFn: () => getHeatWords(signedIn), staleTime: 300_000 });

/** Most searched words (SPEC §7 nobody/searchHeatWord and baseService/searchHeatWord). */
export function useHeatWords(signedIn: boolean) {
  return useQuery(heatWordsQueryOptions(signedIn));
}
