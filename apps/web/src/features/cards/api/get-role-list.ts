import { getRoleList } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

/** The tenant's roles (baseService/getRoleList), for authorising types, cards and columns. */
export const getRoles = () => unwrap(call(getRoleList, { query: {} }));

export const rolesOptions = () => queryOptions({ queryKey: ['cards', 'roles'], queryFn: getRoles, staleTime: 300_000 });

export const useRoles = () => useQuery(rolesOptions());
