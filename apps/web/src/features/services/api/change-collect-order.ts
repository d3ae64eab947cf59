import { changeCollectOrder } from '@onehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, showError } from '../../../api/client.ts';
import { MY_COLLECT_KEY } from './get-my-collect.ts';
import { unwrap } from './unwrap.ts';

export function postChangeCollectOrder(serviceIds: string[]): Promise<null> {
  return unwrap(call(changeCollectOrder, { body: { serviceIds } }));
}

/** Saves a new order of the caller's collection. */
export function useChangeCollectOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postChangeCollectOrder,
    onSettled: () => client.invalidateQueries({ queryKey: MY_COLLECT_KEY }),
    onError: (error) => showError({ msg: error.message }),
  });
}
