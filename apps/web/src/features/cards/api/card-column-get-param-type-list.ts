import { cardColumnGetParamTypeList } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export const getParamTypes = () => unwrap(call(cardColumnGetParamTypeList, { body: {} }));

export const paramTypesOptions = () => queryOptions({ queryKey: ['cards', 'paramTypes'], queryFn: getParamTypes, staleTime: 300_000 });

export const useParamTypes = () => useQuery(paramTypesOptions());
