import { preLoginServiceDepts } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { landingKey } from './keys.ts';
import { loaded } from './loaded.ts';

export const getServiceDepts = () => loaded(call(preLoginServiceDepts, { body: null }));

export const serviceDeptsQuery = queryOptions({ queryKey: [...landingKey, 'groups', 'dept'], queryFn: getServiceDepts });
