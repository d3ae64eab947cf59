import { canUserRate, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export function getCanUserRate(serviceId: string): Promise<ResultOf<typeof canUserRate>> {
  return unwrap(call(canUserRate, { body: { serviceId } }));
}

export const canUserRateQueryOptions = (serviceId: string) =>
  queryOptions({ queryKey: ['services', 'canRate', serviceId], queryFn: () => getCanUserRate(serviceId) });

export function useCanUserRate(serviceId: string | null, enabled: boolean) {
  return useQuery({ ...canUserRateQueryOptions(serviceId ?? ''), enabled: enabled && !!serviceId });
}
