import { type ResultOf, searchService } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import type { CentreFilter } from './centre.ts';

export function getSearchResults(keyword: string, serviceType: CentreFilter, signedIn: boolean): Promise<ResultOf<typeof searchService>> {
  return unwrap(call(asCaller(searchService, signedIn), { body: { keyword, serviceType, size: 50 } }));
}

export const searchQueryOptions = (keyword: string, serviceType: CentreFilter, signedIn: boolean) =>
  queryOptions({
    queryKey: ['services', 'search', signedIn, serviceType, keyword],
    queryFn: () => getSearchResults(keyword, serviceType, signedIn),
    placeholderData: keepPreviousData,
  });

/** Ranked search (Chinese, pinyin, initials); only runs for a non-empty keyword. */
export function useSearchServices(keyword: string, serviceType: CentreFilter, signedIn: boolean) {
  return useQuery({ ...searchQueryOptions(keyword, serviceType, signedIn), enabled: keyword.length > 0 });
}
