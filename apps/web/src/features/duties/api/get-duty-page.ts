import { type BodyOf, dutyPage } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

/** One page of the department duty list (SPEC §7 "Department and duty", ospDeptDutyListConfig). */

export type DutyPageQuery = BodyOf<typeof dutyPage>;

/** Every duty query: the writes refresh them all. */
export const dutiesKey = ['duties'] as const;

export const getDutyPage = (query: DutyPageQuery) => unwrap(call(dutyPage, { body: query }));

export const dutyPageOptions = (query: DutyPageQuery) =>
  queryOptions({
    queryKey: [...dutiesKey, 'page', query],
    queryFn: () => getDutyPage(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useDutyPage = (query: DutyPageQuery) => useQuery(dutyPageOptions(query));
