import { type NamedOption, serviceDeptListByUser } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import type { CentreFilter } from './centre.ts';

export function getServiceDepts(serviceType: CentreFilter, signedIn: boolean): Promise<NamedOption[]> {
  return unwrap(call(asCaller(serviceDeptListByUser, signedIn), { body: { serviceType } }));
}

export const serviceDeptsQueryOptions = (serviceType: CentreFilter, signedIn: boolean) =>
  queryOptions({
    queryKey: ['services', 'depts', signedIn, serviceType],
    queryFn: () => getServiceDepts(serviceType, signedIn),
    staleTime: 300_000,
  });

export function useServiceDepts(serviceType: CentreFilter, signedIn: boolean) {
  return useQuery(serviceDeptsQueryOptions(serviceType, signedIn));
}
