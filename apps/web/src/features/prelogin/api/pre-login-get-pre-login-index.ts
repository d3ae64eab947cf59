import { preLoginGetPreLoginIndex } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { landingKey } from './keys.ts';
import { loaded } from './loaded.ts';

export const getLandingIndex = () => loaded(call(preLoginGetPreLoginIndex, { body: null }));

export const landingIndexQuery = queryOptions({ queryKey: [...landingKey, 'index'], queryFn: getLandingIndex });
