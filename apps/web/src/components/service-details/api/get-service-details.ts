import { type ServiceDetail, serviceCustomDetails, serviceDetails } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

/** SPEC §6: the logged-in details endpoint for signed-in users, the custom (anonymous) one otherwise. */
export function getServiceDetails(serviceId: string, signedIn: boolean): Promise<ServiceDetail> {
  return signedIn
    ? unwrap(call(serviceDetails, { body: { serviceId } }))
    : unwrap(call(asCaller(serviceCustomDetails, false), { body: { serviceId } }));
}

export const serviceDetailsQueryOptions = (serviceId: string, signedIn: boolean) =>
  queryOptions({ queryKey: ['services', 'details', signedIn, serviceId], queryFn: () => getServiceDetails(serviceId, signedIn) });

export function useServiceDetails(serviceId: string | null, signedIn: boolean) {
  return useQuery({ ...serviceDetailsQueryOptions(serviceId ?? '', signedIn), enabled: !!serviceId });
}
