import { type NamedOption, serviceTypeListByUser } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import type { CentreFilter } from './centre.ts';

export function getServiceTypes(serviceType: CentreFilter, signedIn: boolean): Promise<NamedOption[]> {
  return unwrap(call(asCaller(serviceTypeListByUser, signedIn), { body: { serviceType } }));
}

export const serviceTypesQueryOptions = (serviceType: CentreFilter, signedIn: boolean) =>
  queryOptions({
    queryKey: ['services', 'types', signedIn, serviceType],
    queryFn: () => getServiceTypes(serviceType, signedIn),
    staleTime: 300_000,
  });

export function useServiceTypes(serviceType: CentreFilter, signedIn: boolean) {
  return useQuery(serviceTypesQueryOptions(serviceType, signedIn));
}
