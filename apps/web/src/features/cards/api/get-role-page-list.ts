import { getRolePageList } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { rolePagesKey } from './keys.ts';

export const getRolePages = () => unwrap(call(getRolePageList, { body: {} }));

export const rolePagesOptions = () => queryOptions({ queryKey: rolePagesKey, queryFn: getRolePages, staleTime: 0 });

export const useRolePages = () => useQuery(rolePagesOptions());
