import { getApplicationCentreDisplay, getProcessCentreDisplay, type ServiceListItem } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export type CentreName = 'APPLICATION' | 'PROCESS';

export function getCentreDisplay(centre: CentreName): Promise<ServiceListItem[]> {
  return unwrap(call(centre === 'APPLICATION' ? getApplicationCentreDisplay : getProcessCentreDisplay));
}

export const centreDisplayQueryOptions = (centre: CentreName) =>
  queryOptions({ queryKey: ['servicesConfig', 'centre', centre], queryFn: () => getCentreDisplay(centre), staleTime: 0 });

/** What a service centre is configured to show, in order. */
export function useCentreDisplay(centre: CentreName) {
  return useQuery(centreDisplayQueryOptions(centre));
}
