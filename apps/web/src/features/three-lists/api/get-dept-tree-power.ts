import { type DeptNode, deptTreePower } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { threeListsKeys } from '../keys.ts';

/** The departments the caller may administer, as a tree (baseService/getDeptTreePower): the department select of 职责与服务. */
export const getDeptTreePower = (): Promise<DeptNode[]> => unwrap(call(deptTreePower, { body: {} }));

export const deptTreePowerOptions = () => queryOptions({ queryKey: [...threeListsKeys.admin(), 'treePower'], queryFn: getDeptTreePower });

export const useDeptTreePower = () => useQuery(deptTreePowerOptions());
