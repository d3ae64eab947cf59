import { type ResultOf, type ServicePageQuery, servicePage } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export type ServicePageResult = ResultOf<typeof servicePage>;

export function getServices(query: ServicePageQuery, signedIn: boolean): Promise<ServicePageResult> {
  return unwrap(call(asCaller(servicePage, signedIn), { body: query }));
}

export const servicesQueryOptions = (query: ServicePageQuery, signedIn: boolean) =>
  queryOptions({
    queryKey: ['services', 'page', signedIn, query],
    queryFn: () => getServices(query, signedIn),
    placeholderData: keepPreviousData,
  });

export function useServices(query: ServicePageQuery, signedIn: boolean, enabled = true) {
  return useQuery({ ...servicesQueryOptions(query, signedIn), enabled });
}
