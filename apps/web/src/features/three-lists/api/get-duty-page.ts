import { type BodyOf, dutyPage } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { threeListsKeys } from '../keys.ts';

/**
 * One page of the department duty list (SPEC §7 "Department and duty", ospDeptDutyListConfig): the duty list page
 * and the link editor; it answers whatever the public page shows or hides, limited to the caller's departments.
 */

export type DutyPageQuery = BodyOf<typeof dutyPage>;

export const getDutyPage = (query: DutyPageQuery) => unwrap(call(dutyPage, { body: query }));

export const dutyPageOptions = (query: DutyPageQuery) =>
  queryOptions({
    queryKey: [...threeListsKeys.duties(), query],
    queryFn: () => getDutyPage(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useDutyPage = (query: DutyPageQuery, enabled = true) => useQuery({ ...dutyPageOptions(query), enabled });
