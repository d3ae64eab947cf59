import { checkScore, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export function getMyScore(serviceId: string): Promise<ResultOf<typeof checkScore>> {
  return unwrap(call(checkScore, { body: { serviceId } }));
}

export const myScoreQueryOptions = (serviceId: string) =>
  queryOptions({ queryKey: ['services', 'myScore', serviceId], queryFn: () => getMyScore(serviceId) });

/** The caller's earlier rating of a service, so rating again starts from it. */
export function useMyScore(serviceId: string | null, enabled: boolean) {
  return useQuery({ ...myScoreQueryOptions(serviceId ?? ''), enabled: enabled && !!serviceId });
}
