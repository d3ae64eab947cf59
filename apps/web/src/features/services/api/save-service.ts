import { type ServiceDetail, type ServiceSaveBody, saveService } from '@onehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { unwrap } from '../../../api/unwrap.ts';

export function postSaveService(body: ServiceSaveBody): Promise<ServiceDetail> {
  return unwrap(call(saveService, { body }));
}

/** Creates (no serviceId) or edits a service; the configuration lists and the directory refetch. */
export function useSaveService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postSaveService,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['servicesConfig'] });
      void client.invalidateQueries({ queryKey: ['services'] });
    },
    onError: (error) => reportError({ msg: error.message }),
  });
}
