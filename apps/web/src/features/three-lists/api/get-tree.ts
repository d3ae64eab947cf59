import { type InventoryCategory, threeInventoryGetTree } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { threeListsKeys } from '../keys.ts';

/** Shown categories with their departments and counts (visitors: nobody/preLogin twin). */
export const getInventoryTree = (signedIn: boolean): Promise<InventoryCategory[]> =>
  unwrap(call(asCaller(threeInventoryGetTree, signedIn), { body: {} }));

export const inventoryTreeOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: [...threeListsKeys.inventory(signedIn), 'tree'], queryFn: () => getInventoryTree(signedIn) });

export const useInventoryTree = (signedIn: boolean, enabled = true) => useQuery({ ...inventoryTreeOptions(signedIn), enabled });
