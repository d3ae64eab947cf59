import { type BodyOf, threeInventoryQueryService } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { threeListsKeys } from '../keys.ts';

export type ServiceQuery = BodyOf<typeof threeInventoryQueryService>;

/** A page of the services the caller may see: of one department, or matching a keyword across the school. */
export const queryInventoryServices = (query: ServiceQuery, signedIn: boolean) =>
  unwrap(call(asCaller(threeInventoryQueryService, signedIn), { body: query }));

export const inventoryServicesOptions = (query: ServiceQuery, signedIn: boolean) =>
  queryOptions({
    queryKey: [...threeListsKeys.inventory(signedIn), 'services', query],
    queryFn: () => queryInventoryServices(query, signedIn),
    placeholderData: keepPreviousData,
  });

export const useInventoryServices = (query: ServiceQuery, signedIn: boolean, enabled: boolean) =>
  useQuery({ ...inventoryServicesOptions(query, signedIn), enabled });
