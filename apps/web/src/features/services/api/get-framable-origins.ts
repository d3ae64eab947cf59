import { framableOrigins } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export function getFramableOrigins(): Promise<string[]> {
  return unwrap(call(framableOrigins));
}

export const framableOriginsQueryOptions = () =>
  queryOptions({ queryKey: ['services', 'framableOrigins'], queryFn: getFramableOrigins, staleTime: 60_000 });

/** Origins of the caller's in-page services: the only other sites /home/serviceIframPage frames. */
export function useFramableOrigins(enabled: boolean) {
  return useQuery({ ...framableOriginsQueryOptions(), enabled });
}
