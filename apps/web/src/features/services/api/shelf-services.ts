import { shelfServices } from '@onehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { unwrap } from '../../../api/unwrap.ts';

export function postShelf(body: { serviceIds: string[]; shelf: boolean }): Promise<null> {
  return unwrap(call(shelfServices, { body }));
}

/** Puts services on the shelf or takes them off. */
export function useShelfServicesMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postShelf,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['servicesConfig'] });
      void client.invalidateQueries({ queryKey: ['services'] });
    },
    onError: (error) => reportError({ msg: error.message }),
  });
}
