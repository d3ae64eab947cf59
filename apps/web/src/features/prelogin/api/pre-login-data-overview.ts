import { preLoginDataOverview } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { landingKey } from './keys.ts';
import { loaded } from './loaded.ts';

export const getStatistics = () => loaded(call(preLoginDataOverview, { body: null }));

export const statisticsQuery = queryOptions({ queryKey: [...landingKey, 'dataOverview'], queryFn: getStatistics });
