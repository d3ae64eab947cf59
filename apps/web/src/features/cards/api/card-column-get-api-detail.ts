import { cardColumnGetApiDetail } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { apisKey } from './keys.ts';

export const getApiDetail = (id: string) => unwrap(call(cardColumnGetApiDetail, { body: { id } }));

export const apiDetailOptions = (id: string) => queryOptions({ queryKey: [...apisKey, id], queryFn: () => getApiDetail(id) });

export const useApiDetail = (id: string | null) => useQuery({ ...apiDetailOptions(id!), enabled: !!id });
