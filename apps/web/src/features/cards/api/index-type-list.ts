import { indexTypeList } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { indexKey } from './keys.ts';

export const getIndexTypes = () => unwrap(call(indexTypeList, { body: {} }));

export const indexTypesOptions = () => queryOptions({ queryKey: [...indexKey, 'types'], queryFn: getIndexTypes, staleTime: 0 });

export const useIndexTypes = () => useQuery(indexTypesOptions());
