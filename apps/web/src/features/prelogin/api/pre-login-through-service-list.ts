import { preLoginThroughServiceList } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { landingKey } from './keys.ts';
import { loaded } from './loaded.ts';

export const getThroughServices = (size: number) => loaded(call(preLoginThroughServiceList, { body: { size } }));

export const throughServiceQuery = (size: number) =>
  queryOptions({ queryKey: [...landingKey, 'throughService', size], queryFn: () => getThroughServices(size) });
