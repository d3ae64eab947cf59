import { collectService } from '@onehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { unwrap } from '../../../api/unwrap.ts';

export function postCollect(serviceId: string): Promise<null> {
  return unwrap(call(collectService, { body: { serviceId } }));
}

/** Adds a service to the caller's collection; every list showing the star refetches. */
export function useCollectService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postCollect,
    onSuccess: () => client.invalidateQueries({ queryKey: ['services'] }),
    onError: (error) => reportError({ msg: error.message }),
  });
}
