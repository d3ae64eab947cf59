import { type DeptRelation, deptDutyAndService } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { threeListsKeys } from '../keys.ts';

/** One department's duties with their services, and its services carrying out no duty (visitors: getServiceDeptRelation). */
export const getDeptRelation = (deptId: string, signedIn: boolean): Promise<DeptRelation> =>
  unwrap(call(asCaller(deptDutyAndService, signedIn), { body: { deptId } }));

export const deptRelationOptions = (deptId: string, signedIn: boolean) =>
  queryOptions({
    queryKey: [...threeListsKeys.inventory(signedIn), 'relation', deptId],
    queryFn: () => getDeptRelation(deptId, signedIn),
  });

export const useDeptRelation = (deptId: string | null, signedIn: boolean, enabled = true) =>
  useQuery({ ...deptRelationOptions(deptId ?? '', signedIn), enabled: enabled && !!deptId });
