import { orderServices } from '@onehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { unwrap } from '../../../api/unwrap.ts';

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
    onError: (error) => reportError({ msg: error.message }),
  });
}
