import { type ResultOf, serviceRateDetail } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export type RateDetail = ResultOf<typeof serviceRateDetail>;

export function getRateDetail(serviceId: string): Promise<RateDetail> {
  return unwrap(call(serviceRateDetail, { body: { serviceId } }));
}

export const rateDetailQueryOptions = (serviceId: string) =>
  queryOptions({ queryKey: ['services', 'rateDetail', serviceId], queryFn: () => getRateDetail(serviceId) });

/** Average, star distribution and recent comments of a service. */
export function useRateDetail(serviceId: string | null) {
  return useQuery({ ...rateDetailQueryOptions(serviceId ?? ''), enabled: !!serviceId });
}
