import { type BodyOf, effDeptHandlers, type ResultOf } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

export type DeptHandlersQuery = BodyOf<typeof effDeptHandlers>;
export type DeptHandlersResult = ResultOf<typeof effDeptHandlers>;

/** A department's handlers with their figures, for its administrators (deptHandlers). */
export const getDeptHandlers = (query: DeptHandlersQuery): Promise<DeptHandlersResult> => unwrap(call(effDeptHandlers, { body: query }));

export const deptHandlersOptions = (query: DeptHandlersQuery) => {
  const { period, ...extra } = query;
  return queryOptions({
    queryKey: efficiencyKeys.personal('deptHandlers', period, extra),
    queryFn: () => getDeptHandlers(query),
    placeholderData: keepPreviousData,
  });
};

export const useDeptHandlers = (query: DeptHandlersQuery, enabled = true) => useQuery({ ...deptHandlersOptions(query), enabled });
