import { ospHeatService, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import type { CentreFilter } from './centre.ts';

export function getHeatServices(serviceType: CentreFilter, signedIn: boolean): Promise<ResultOf<typeof ospHeatService>> {
  return unwrap(call(asCaller(ospHeatService, signedIn), { body: { serviceType, size: 12 } }));
}

export const heatServicesQueryOptions = (serviceType: CentreFilter, signedIn: boolean) =>
  queryOptions({ queryKey: ['services', 'heat', signedIn, serviceType], queryFn: () => getHeatServices(serviceType, signedIn) });

/** Most visited services (SPEC §7 OSP/heatService). */
export function useHeatServices(serviceType: CentreFilter, signedIn: boolean, enabled = true) {
  return useQuery({ ...heatServicesQueryOptions(serviceType, signedIn), enabled });
}
