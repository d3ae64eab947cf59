import { getServiceSpecialList, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export const serviceSpecialListKey = (specialId: string) => ['home', 'serviceSpecialList', specialId] as const;

export function getSpecialServices(specialId: string): Promise<ResultOf<typeof getServiceSpecialList>> {
  return unwrap(call(getServiceSpecialList, { body: { specialId } }));
}

export const serviceSpecialListQueryOptions = (specialId: string) =>
  queryOptions({ queryKey: serviceSpecialListKey(specialId), queryFn: () => getSpecialServices(specialId) });

/** The services of one special-service group the caller may see (SPEC §7 homePage/getServiceSpecialList). */
export function useSpecialServices(specialId: string | null) {
  return useQuery({ ...serviceSpecialListQueryOptions(specialId ?? ''), enabled: specialId !== null });
}
