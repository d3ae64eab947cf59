import { configOptionList, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export type ConfigOptions = ResultOf<typeof configOptionList>;

export function getConfigOptions(): Promise<ConfigOptions> {
  return unwrap(call(configOptionList));
}

export const configOptionsQueryOptions = () => queryOptions({ queryKey: ['servicesConfig', 'options'], queryFn: getConfigOptions });

/** Every department, scene and type of the tenant, for the forms and the management tabs. */
export function useConfigOptions(enabled = true) {
  return useQuery({ ...configOptionsQueryOptions(), enabled });
}
