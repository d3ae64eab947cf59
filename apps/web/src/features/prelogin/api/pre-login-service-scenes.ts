import { preLoginServiceScenes } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { landingKey } from './keys.ts';
import { loaded } from './loaded.ts';

export const getServiceScenes = () => loaded(call(preLoginServiceScenes, { body: null }));

export const serviceScenesQuery = queryOptions({ queryKey: [...landingKey, 'groups', 'scene'], queryFn: getServiceScenes });
