import { type BodyOf, type NamedOption, saveServiceDept, saveServiceScene, saveServiceType } from '@onehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { unwrap } from '../../../api/unwrap.ts';

/** The three option kinds share one body shape and one form, so their save calls live together. */
export const OPTION_ENDPOINTS = { dept: saveServiceDept, scene: saveServiceScene, type: saveServiceType } as const;
export type OptionKind = keyof typeof OPTION_ENDPOINTS;
export type OptionBody = BodyOf<typeof saveServiceDept>;

export function postSaveOption(kind: OptionKind, body: OptionBody): Promise<NamedOption> {
  return unwrap(call(OPTION_ENDPOINTS[kind], { body }));
}

export function useSaveServiceOption(kind: OptionKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OptionBody) => postSaveOption(kind, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['servicesConfig', 'options'] });
      void client.invalidateQueries({ queryKey: ['services'] });
    },
    onError: (error) => reportError({ msg: error.message }),
  });
}
