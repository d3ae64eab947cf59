import { type BodyOf, deptQueryServiceInfo } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { threeListsKeys } from '../keys.ts';

export type ServiceOptionQuery = BodyOf<typeof deptQueryServiceInfo>;

/** The service picker: a department's services, shelved or not, marked when linked to the duty (ospDeptInfo/queryServiceInfo). */
export const queryServiceOptions = (query: ServiceOptionQuery) => unwrap(call(deptQueryServiceInfo, { body: query }));

export const serviceOptionsOptions = (query: ServiceOptionQuery) =>
  queryOptions({
    queryKey: [...threeListsKeys.admin(), 'serviceOptions', query],
    queryFn: () => queryServiceOptions(query),
    placeholderData: keepPreviousData,
  });

export const useServiceOptions = (query: ServiceOptionQuery, enabled: boolean) => useQuery({ ...serviceOptionsOptions(query), enabled });
