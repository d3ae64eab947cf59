import { type DeptNode, deptTreePower, THREE_LISTS_MENU } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuNames } from '../lib/config-menu.ts';
import { useAuthStore } from '../stores/auth.ts';
import { call } from './client.ts';
import { THREE_LISTS_KEY } from './query-keys.ts';
import { unwrap } from './unwrap.ts';

/**
 * Who maintains which departments (docs/design/three-lists.md): a holder of the
 * threeListsConfig menu every department, a department administrator those
 * assigned to them. Read by the route guard of /home/deptResponsibilityListConfig
 * and by the three lists' department pages, so both ask the server the same.
 */

/** The departments the caller may administer, as a tree (baseService/getDeptTreePower); empty for most users. */
export const getDeptTreePower = (): Promise<DeptNode[]> => unwrap(call(deptTreePower, { body: {} }));

export const deptTreePowerOptions = () => queryOptions({ queryKey: [...THREE_LISTS_KEY, 'admin', 'treePower'], queryFn: getDeptTreePower });

export const useDeptTreePower = (enabled = true) => useQuery({ ...deptTreePowerOptions(), enabled });

const THREE_LISTS_CONFIG = { name: THREE_LISTS_MENU, path: `/userFrameConfig/${THREE_LISTS_MENU}` };

/** Whether the signed-in user holds the threeListsConfig menu (then they administer every department). */
export const useHoldsThreeListsMenu = () => useAuthStore((s) => menuNames(s.userInfo?.configurationMenu ?? [], THREE_LISTS_CONFIG));
