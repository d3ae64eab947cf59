import { type AdminDeptRelation, deptAdminDutyAndService } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { threeListsKeys } from '../keys.ts';

/** A department's links as its administrators manage them (ospDeptInfo/adminDutyAndService): every linked service, whatever the public switches. */
export const getAdminRelation = (deptId: string): Promise<AdminDeptRelation> => unwrap(call(deptAdminDutyAndService, { body: { deptId } }));

export const adminRelationOptions = (deptId: string) =>
  queryOptions({ queryKey: [...threeListsKeys.admin(), 'relation', deptId], queryFn: () => getAdminRelation(deptId) });

export const useAdminRelation = (deptId: string | null) => useQuery({ ...adminRelationOptions(deptId ?? ''), enabled: !!deptId });
