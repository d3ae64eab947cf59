import { navigationDetail } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { navigationKey } from './keys.ts';

export const getNavigationDetail = () => unwrap(call(navigationDetail, { body: {} }));

export const navigationDetailOptions = () => queryOptions({ queryKey: [...navigationKey, 'detail'], queryFn: getNavigationDetail });

export const useNavigationDetail = () => useQuery(navigationDetailOptions());
