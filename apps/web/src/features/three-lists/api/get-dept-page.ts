import { type BodyOf, threeInventoryPage } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { threeListsKeys } from '../keys.ts';

export type InventoryDeptQuery = BodyOf<typeof threeInventoryPage>;

/** Shown departments with description, contact and counts; the page reads the chosen one's information from it. */
export const getInventoryDepts = (query: InventoryDeptQuery, signedIn: boolean) =>
  unwrap(call(asCaller(threeInventoryPage, signedIn), { body: query }));

export const inventoryDeptsOptions = (query: InventoryDeptQuery, signedIn: boolean) =>
  queryOptions({
    queryKey: [...threeListsKeys.inventory(signedIn), 'depts', query],
    queryFn: () => getInventoryDepts(query, signedIn),
  });

export const useInventoryDepts = (query: InventoryDeptQuery, signedIn: boolean, enabled = true) =>
  useQuery({ ...inventoryDeptsOptions(query, signedIn), enabled });
