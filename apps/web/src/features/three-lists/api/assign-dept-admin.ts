import { type BodyOf, deptAdminAssign } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { threeListsKeys } from '../keys.ts';

export type DeptAdminBody = BodyOf<typeof deptAdminAssign>;

/** Makes a user administrator of departments (ospDeptInfo/assignAdmin). */
export const assignDeptAdmin = (body: DeptAdminBody) => call(deptAdminAssign, { body });

export const useAssignDeptAdmin = () => useEnvelopeMutation(assignDeptAdmin, threeListsKeys.admin());
