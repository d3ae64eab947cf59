import { deptNoSetDuty, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { threeListsKeys } from '../keys.ts';

export type NoDutyDept = ResultOf<typeof deptNoSetDuty>[number];

/** Departments the caller administers that have no duty yet (ospDeptInfo/noSetDutyDept). */
export const getNoDutyDepts = (): Promise<NoDutyDept[]> => unwrap(call(deptNoSetDuty, { body: {} }));

export const noDutyDeptsOptions = () => queryOptions({ queryKey: [...threeListsKeys.admin(), 'noDuty'], queryFn: getNoDutyDepts });

export const useNoDutyDepts = () => useQuery(noDutyDeptsOptions());
