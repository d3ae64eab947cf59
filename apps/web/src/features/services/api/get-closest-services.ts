import { CLOSEST_SERVICES_MAX, guideLuceneClosest, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import type { CentreFilter } from './centre.ts';

export function getClosestServices(
  keyword: string,
  serviceType: CentreFilter,
  signedIn: boolean,
): Promise<ResultOf<typeof guideLuceneClosest>> {
  return unwrap(call(asCaller(guideLuceneClosest, signedIn), { body: { keyword, serviceType, size: CLOSEST_SERVICES_MAX } }));
}

export const closestServicesQueryOptions = (keyword: string, serviceType: CentreFilter, signedIn: boolean) =>
  queryOptions({
    queryKey: ['services', 'closest', signedIn, serviceType, keyword],
    queryFn: () => getClosestServices(keyword, serviceType, signedIn),
    staleTime: 60_000,
  });

/** 您是不是要找: asked only once a search has found nothing (SPEC §7 guide/lucene; docs/design/services-web.md). */
export function useClosestServices(keyword: string, serviceType: CentreFilter, signedIn: boolean, enabled: boolean) {
  return useQuery({ ...closestServicesQueryOptions(keyword, serviceType, signedIn), enabled: enabled && keyword.length > 0 });
}
