import { changeCollectOrder } from '@onehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { MY_COLLECT_KEY } from './get-my-collect.ts';

export function postChangeCollectOrder(serviceIds: string[]): Promise<null> {
  return unwrap(call(changeCollectOrder, { body: { serviceIds } }));
}

/** Saves a new order of the caller's collection. */
export function useChangeCollectOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postChangeCollectOrder,
    onSettled: () => client.invalidateQueries({ queryKey: MY_COLLECT_KEY }),
    onError: (error) => reportError({ msg: error.message }),
  });
}
