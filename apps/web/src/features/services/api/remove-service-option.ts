import { removeServiceDept, removeServiceScene, removeServiceType } from '@onehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { unwrap } from '../../../api/unwrap.ts';
import type { OptionKind } from './save-service-option.ts';

const REMOVE_ENDPOINTS = { dept: removeServiceDept, scene: removeServiceScene, type: removeServiceType } as const;

export function postRemoveOption(kind: OptionKind, id: string): Promise<number> {
  return unwrap(call(REMOVE_ENDPOINTS[kind], { body: { ids: id } }));
}

/** Deletes one department, scene or type; a refusal (still in use) shows the server's reason, which names the count. */
export function useRemoveServiceOption(kind: OptionKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => postRemoveOption(kind, id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['servicesConfig', 'options'] });
      void client.invalidateQueries({ queryKey: ['services'] });
    },
    onError: (error) => reportError({ msg: error.message }),
  });
}
