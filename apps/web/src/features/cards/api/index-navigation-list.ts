import { indexNavigationList } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { quickNavKey } from './keys.ts';

export const getQuickNavigation = () => unwrap(call(indexNavigationList, { body: {} }));

export const quickNavigationOptions = () => queryOptions({ queryKey: quickNavKey, queryFn: getQuickNavigation, staleTime: 0 });

export const useQuickNavigation = () => useQuery(quickNavigationOptions());
