import { type BodyOf, dutyPage } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { threeListsKeys } from '../keys.ts';

export type DeptDutiesQuery = BodyOf<typeof dutyPage>;

/**
 * A department's duties for the link editor (ospDeptDutyListConfig/page): the
 * configuration call, which answers whatever the public page shows or hides.
 */
export const getDeptDuties = (query: DeptDutiesQuery) => unwrap(call(dutyPage, { body: query }));

export const deptDutiesOptions = (query: DeptDutiesQuery) =>
  queryOptions({
    queryKey: [...threeListsKeys.admin(), 'duties', query],
    queryFn: () => getDeptDuties(query),
    placeholderData: keepPreviousData,
  });

export const useDeptDuties = (query: DeptDutiesQuery, enabled: boolean) => useQuery({ ...deptDutiesOptions(query), enabled });
