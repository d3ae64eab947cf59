import { cardColumnGetRoleListClass } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export const getRoleClasses = () => unwrap(call(cardColumnGetRoleListClass, { body: {} }));

export const roleClassesOptions = () => queryOptions({ queryKey: ['cards', 'roleClasses'], queryFn: getRoleClasses, staleTime: 300_000 });

export const useRoleClasses = () => useQuery(roleClassesOptions());
