import { deptAdminUserOptions } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { threeListsKeys } from '../keys.ts';

/** Active users whose account or name contains the keyword (ospDeptInfo/adminUserOptions): the user picker. */
export const searchAdminUsers = (keyword: string) => unwrap(call(deptAdminUserOptions, { body: { keyword } }));

export const adminUsersOptions = (keyword: string) =>
  queryOptions({ queryKey: [...threeListsKeys.admin(), 'adminUsers', keyword], queryFn: () => searchAdminUsers(keyword) });

export const useAdminUsers = (keyword: string) => useQuery({ ...adminUsersOptions(keyword), enabled: keyword.length > 0 });
