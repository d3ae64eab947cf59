import { removeServiceDept, removeServiceScene, removeServiceType } from '@onehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, showError } from '../../../api/client.ts';
import type { OptionKind } from './save-service-option.ts';
import { unwrap } from './unwrap.ts';

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
    onError: (error) => showError({ msg: error.message }),
  });
}
