import { type ResultOf, threeInventoryCount } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { threeListsKeys } from '../keys.ts';

export type InventoryTotals = ResultOf<typeof threeInventoryCount>;

/** School totals: departments, duties, services the caller may see, duty–service links. */
export const getInventoryTotals = (signedIn: boolean): Promise<InventoryTotals> =>
  unwrap(call(asCaller(threeInventoryCount, signedIn), { body: {} }));

export const inventoryTotalsOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: [...threeListsKeys.inventory(signedIn), 'count'], queryFn: () => getInventoryTotals(signedIn) });

export const useInventoryTotals = (signedIn: boolean, enabled = true) => useQuery({ ...inventoryTotalsOptions(signedIn), enabled });
