import { myCollect, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export const MY_COLLECT_KEY = ['services', 'myCollect'] as const;

export function getMyCollect(): Promise<ResultOf<typeof myCollect>> {
  return unwrap(call(myCollect));
}

export const myCollectQueryOptions = () => queryOptions({ queryKey: MY_COLLECT_KEY, queryFn: getMyCollect });

/** The signed-in user's collection, in their order (SPEC §7 serverCenter/myCollect). */
export function useMyCollect(enabled = true) {
  return useQuery({ ...myCollectQueryOptions(), enabled });
}
