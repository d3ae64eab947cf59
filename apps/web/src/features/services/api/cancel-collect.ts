import { cancelCollect } from '@onehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { unwrap } from '../../../api/unwrap.ts';

export function postCancelCollect(serviceId: string): Promise<null> {
  return unwrap(call(cancelCollect, { body: { serviceId } }));
}

/** Removes a service from the caller's collection. */
export function useCancelCollect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postCancelCollect,
    onSuccess: () => client.invalidateQueries({ queryKey: ['services'] }),
    onError: (error) => reportError({ msg: error.message }),
  });
}
