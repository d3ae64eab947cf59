import { guideLuceneSearch, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import type { CentreFilter } from './centre.ts';

export function getSearchSuggestions(
  keyword: string,
  serviceType: CentreFilter,
  signedIn: boolean,
): Promise<ResultOf<typeof guideLuceneSearch>> {
  return unwrap(call(asCaller(guideLuceneSearch, signedIn), { body: { keyword, serviceType, size: 8 } }));
}

export const searchSuggestionsQueryOptions = (keyword: string, serviceType: CentreFilter, signedIn: boolean) =>
  queryOptions({
    queryKey: ['services', 'suggest', signedIn, serviceType, keyword],
    queryFn: () => getSearchSuggestions(keyword, serviceType, signedIn),
    staleTime: 60_000,
  });

/** Suggestions under the search box while typing (SPEC §7 guide/lucene/search). */
export function useSearchSuggestions(keyword: string, serviceType: CentreFilter, signedIn: boolean) {
  return useQuery({ ...searchSuggestionsQueryOptions(keyword, serviceType, signedIn), enabled: keyword.length > 0 });
}
