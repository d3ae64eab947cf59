import { type BodyOf, threeInventoryQueryDuty } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { threeListsKeys } from '../keys.ts';

export type DutyQuery = BodyOf<typeof threeInventoryQueryDuty>;

/** A page of duties: of one department, or matching a keyword across the school. */
export const queryInventoryDuties = (query: DutyQuery, signedIn: boolean) =>
  unwrap(call(asCaller(threeInventoryQueryDuty, signedIn), { body: query }));

export const inventoryDutiesOptions = (query: DutyQuery, signedIn: boolean) =>
  queryOptions({
    queryKey: [...threeListsKeys.inventory(signedIn), 'duties', query],
    queryFn: () => queryInventoryDuties(query, signedIn),
    placeholderData: keepPreviousData,
  });

export const useInventoryDuties = (query: DutyQuery, signedIn: boolean, enabled: boolean) =>
  useQuery({ ...inventoryDutiesOptions(query, signedIn), enabled });
