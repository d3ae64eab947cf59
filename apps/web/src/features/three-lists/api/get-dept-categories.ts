import { type DeptCategory, getAllDeptCategory } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { threeListsKeys } from '../keys.ts';

/** Every department category in display order, shown or not: the category selects of the configuration page. */
export const getDeptCategories = (): Promise<DeptCategory[]> => unwrap(call(getAllDeptCategory, { body: {} }));

export const deptCategoriesOptions = () =>
  queryOptions({ queryKey: [...threeListsKeys.admin(), 'categories'], queryFn: getDeptCategories });

export const useDeptCategories = () => useQuery(deptCategoriesOptions());
