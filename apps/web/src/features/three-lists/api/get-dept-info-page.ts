import { type BodyOf, deptInfoPage } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { threeListsKeys } from '../keys.ts';

export type DeptInfoQuery = BodyOf<typeof deptInfoPage>;

/** A page of the departments the caller may administer (ospDeptInfo/page), hidden ones included. */
export const getDeptInfoPage = (query: DeptInfoQuery) => unwrap(call(deptInfoPage, { body: query }));

export const deptInfoPageOptions = (query: DeptInfoQuery) =>
  queryOptions({
    queryKey: [...threeListsKeys.admin(), 'deptInfo', query],
    queryFn: () => getDeptInfoPage(query),
    placeholderData: keepPreviousData,
  });

export const useDeptInfoPage = (query: DeptInfoQuery, enabled = true) => useQuery({ ...deptInfoPageOptions(query), enabled });
