import { orderServices } from '@onehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, showError } from '../../../api/client.ts';
import { unwrap } from './unwrap.ts';

export function postOrder(serviceIds: string[]): Promise<null> {
  return unwrap(call(orderServices, { body: { serviceIds } }));
}

/** Saves the display order of the whole directory. */
export function useOrderServices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postOrder,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['servicesConfig'] });
      void client.invalidateQueries({ queryKey: ['services'] });
    },
    onError: (error) => showError({ msg: error.message }),
  });
}
