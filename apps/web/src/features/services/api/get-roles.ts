import { getRoleList, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export function getRoles(): Promise<ResultOf<typeof getRoleList>> {
  return unwrap(call(getRoleList, { query: {} }));
}

export const rolesQueryOptions = () => queryOptions({ queryKey: ['servicesConfig', 'roles'], queryFn: getRoles, staleTime: 300_000 });

/** The tenant's roles, for "who may see this service". */
export function useRoles() {
  return useQuery(rolesQueryOptions());
}
