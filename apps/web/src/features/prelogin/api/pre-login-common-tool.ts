import { preLoginCommonTool } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { landingKey } from './keys.ts';
import { loaded } from './loaded.ts';

export const getTools = () => loaded(call(preLoginCommonTool, { body: null }));

export const toolsQuery = queryOptions({ queryKey: [...landingKey, 'tools'], queryFn: getTools });
