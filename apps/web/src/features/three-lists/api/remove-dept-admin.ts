import { deptAdminRemove } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { threeListsKeys } from '../keys.ts';
import type { DeptAdminBody } from './assign-dept-admin.ts';

/** Takes departments from a user's administration (ospDeptInfo/removeAdmin); answers how many remain. */
export const removeDeptAdmin = (body: DeptAdminBody) => call(deptAdminRemove, { body });

export const useRemoveDeptAdmin = () => useEnvelopeMutation(removeDeptAdmin, threeListsKeys.admin());
