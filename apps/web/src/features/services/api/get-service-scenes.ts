import { type NamedOption, serviceSceneListByUser } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import type { CentreFilter } from './centre.ts';

export function getServiceScenes(serviceType: CentreFilter, signedIn: boolean): Promise<NamedOption[]> {
  return unwrap(call(asCaller(serviceSceneListByUser, signedIn), { body: { serviceType } }));
}

export const serviceScenesQueryOptions = (serviceType: CentreFilter, signedIn: boolean) =>
  queryOptions({
    queryKey: ['services', 'scenes', signedIn, serviceType],
    queryFn: () => getServiceScenes(serviceType, signedIn),
    staleTime: 300_000,
  });

export function useServiceScenes(serviceType: CentreFilter, signedIn: boolean) {
  return useQuery(serviceScenesQueryOptions(serviceType, signedIn));
}
