import { preLoginConfigDetail } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { preloginKey } from './keys.ts';

/** Everything the configuration page edits (configuration-menu entry preLoginConfig; the server checks it on every call). */

export const getAdminConfig = () => unwrap(call(preLoginConfigDetail), '加载失败');

export const adminConfigQuery = queryOptions({ queryKey: [...preloginKey, 'admin', 'config'], queryFn: getAdminConfig });

export const useAdminConfig = () => useQuery(adminConfigQuery);
