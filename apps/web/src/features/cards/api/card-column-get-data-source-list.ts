import { cardColumnGetDataSourceList } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { dataSourcesKey } from './keys.ts';

export const getDataSources = () => unwrap(call(cardColumnGetDataSourceList, { body: {} }));

export const dataSourcesOptions = () => queryOptions({ queryKey: dataSourcesKey, queryFn: getDataSources, staleTime: 60_000 });

export const useDataSources = () => useQuery(dataSourcesOptions());
