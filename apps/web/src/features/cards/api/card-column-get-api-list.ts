import { cardColumnGetApiList } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { apisKey } from './keys.ts';

export const getApiList = () => unwrap(call(cardColumnGetApiList, { body: {} }));

export const apiListOptions = () => queryOptions({ queryKey: apisKey, queryFn: getApiList, staleTime: 0 });

export const useApiList = () => useQuery(apiListOptions());
