import { type BodyOf, getRoleList, getRolePageList, saveRolePageList } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { unwrap } from '../../../api/unwrap.ts';

/** The tenant's roles (baseService/getRoleList), for authorising types, cards and columns. */
export const rolesOptions = () =>
  queryOptions({ queryKey: ['cards', 'roles'], queryFn: () => unwrap(call(getRoleList, { query: {} })), staleTime: 300_000 });

export const useRoles = () => useQuery(rolesOptions());

const rolePagesKey = ['cards', 'rolePages'] as const;

/** Which configuration pages each role may open (managed from the home-page configuration, ROLE_PAGES_MENU). */
export const useRolePages = () =>
  useQuery({ queryKey: rolePagesKey, queryFn: () => unwrap(call(getRolePageList, { body: {} })), staleTime: 0 });

export const useSaveRolePages = () =>
  useEnvelopeMutation((body: BodyOf<typeof saveRolePageList>) => call(saveRolePageList, { body }), rolePagesKey);
