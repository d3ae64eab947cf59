import { getServiceSpecial, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export const SERVICE_SPECIAL_KEY = ['home', 'serviceSpecial'] as const;

export function getSpecials(): Promise<ResultOf<typeof getServiceSpecial>> {
  return unwrap(call(getServiceSpecial, { body: {} }));
}

export const serviceSpecialQueryOptions = () => queryOptions({ queryKey: SERVICE_SPECIAL_KEY, queryFn: getSpecials });

/** The special-service groups with a service the caller may see (SPEC §7 homePage/getServiceSpecial). */
export function useServiceSpecials() {
  return useQuery(serviceSpecialQueryOptions());
}
