import { type BodyOf, queryShelfService, type ResultOf } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export type ShelfQuery = BodyOf<typeof queryShelfService>;
export type ShelfPage = ResultOf<typeof queryShelfService>;

export const CONFIG_SERVICES_KEY = ['servicesConfig', 'services'] as const;

export function getShelfServices(query: ShelfQuery): Promise<ShelfPage> {
  return unwrap(call(queryShelfService, { body: query }));
}

/** Every service of the tenant in display order, page by page (the ordering dialog needs the whole list). */
export async function getAllShelfServices(): Promise<ShelfPage['records']> {
  const size = 100;
  const first = await getShelfServices({ current: 1, size });
  const records = [...first.records];
  for (let current = 2; records.length < first.total; current++) {
    const next = await getShelfServices({ current, size });
    if (next.records.length === 0) break;
    records.push(...next.records);
  }
  return records;
}

export const shelfServicesQueryOptions = (query: ShelfQuery) =>
  queryOptions({ queryKey: [...CONFIG_SERVICES_KEY, query], queryFn: () => getShelfServices(query), placeholderData: keepPreviousData });

export function useShelfServices(query: ShelfQuery) {
  return useQuery(shelfServicesQueryOptions(query));
}

export function useAllShelfServices(enabled: boolean) {
  return useQuery({ queryKey: [...CONFIG_SERVICES_KEY, 'all'], queryFn: getAllShelfServices, enabled });
}
