import { ospNewlyLaunched, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import type { CentreFilter } from './centre.ts';

export function getNewlyLaunched(serviceType: CentreFilter, signedIn: boolean): Promise<ResultOf<typeof ospNewlyLaunched>> {
  return unwrap(call(asCaller(ospNewlyLaunched, signedIn), { body: { serviceType, size: 12 } }));
}

export const newlyLaunchedQueryOptions = (serviceType: CentreFilter, signedIn: boolean) =>
  queryOptions({ queryKey: ['services', 'new', signedIn, serviceType], queryFn: () => getNewlyLaunched(serviceType, signedIn) });

/** Newest services (SPEC §7 OSP/NewlyLaunched). */
export function useNewlyLaunched(serviceType: CentreFilter, signedIn: boolean, enabled = true) {
  return useQuery({ ...newlyLaunchedQueryOptions(serviceType, signedIn), enabled });
}
