import { preLoginCommonConfigJson } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { landingKey } from './keys.ts';
import { loaded } from './loaded.ts';

export const getLandingConfigJson = () => loaded(call(preLoginCommonConfigJson, { body: null }));

export const landingConfigJsonQuery = queryOptions({ queryKey: [...landingKey, 'configJson'], queryFn: getLandingConfigJson });
