import { type ResultOf, threeInventoryServiceCount } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { threeListsKeys } from '../keys.ts';

export type DeptServiceCount = ResultOf<typeof threeInventoryServiceCount>[number];

/** Services per shown department, most first. */
export const getServiceCounts = (signedIn: boolean): Promise<DeptServiceCount[]> =>
  unwrap(call(asCaller(threeInventoryServiceCount, signedIn), { body: {} }));

export const serviceCountsOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: [...threeListsKeys.inventory(signedIn), 'serviceCount'], queryFn: () => getServiceCounts(signedIn) });

export const useServiceCounts = (signedIn: boolean, enabled = true) => useQuery({ ...serviceCountsOptions(signedIn), enabled });
