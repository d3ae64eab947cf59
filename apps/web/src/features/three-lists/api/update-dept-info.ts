import { type BodyOf, deptInfoUpdate } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { threeListsKeys } from '../keys.ts';

export type DeptInfoUpdateBody = BodyOf<typeof deptInfoUpdate>;

/** Sets a department's category, order, description and contact (ospDeptInfo/update). */
export const updateDeptInfo = (body: DeptInfoUpdateBody) => call(deptInfoUpdate, { body });

export const useUpdateDeptInfo = () => useEnvelopeMutation(updateDeptInfo, threeListsKeys.all);
