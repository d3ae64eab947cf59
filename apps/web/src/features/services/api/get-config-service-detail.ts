import { configServiceDetail, type ServiceDetail } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export function getConfigServiceDetail(serviceId: string): Promise<ServiceDetail> {
  return unwrap(call(configServiceDetail, { body: { serviceId } }));
}

export const configServiceDetailQueryOptions = (serviceId: string) =>
  queryOptions({ queryKey: ['servicesConfig', 'detail', serviceId], queryFn: () => getConfigServiceDetail(serviceId), staleTime: 0 });

/** A service of the tenant, shelved or not, for the edit form. */
export function useConfigServiceDetail(serviceId: string | null) {
  return useQuery({ ...configServiceDetailQueryOptions(serviceId ?? ''), enabled: !!serviceId });
}
