import { type BodyOf, deptAdminList } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { threeListsKeys } from '../keys.ts';

export type DeptAdminQuery = BodyOf<typeof deptAdminList>;

/** A page of the department administrators with their departments (ospDeptInfo/adminList). */
export const getDeptAdmins = (query: DeptAdminQuery) => unwrap(call(deptAdminList, { body: query }));

export const deptAdminsOptions = (query: DeptAdminQuery) =>
  queryOptions({
    queryKey: [...threeListsKeys.admin(), 'deptAdmins', query],
    queryFn: () => getDeptAdmins(query),
    placeholderData: keepPreviousData,
  });

export const useDeptAdmins = (query: DeptAdminQuery) => useQuery(deptAdminsOptions(query));
