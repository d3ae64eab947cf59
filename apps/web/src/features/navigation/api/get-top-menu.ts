import { getTopMenu } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { homeFrameKey } from './keys.ts';

/** The top menu of the shell's header. Fetched again whenever the shell mounts (staleTime 0), so a change shows on the next home-page load. */

export const fetchTopMenu = () => unwrap(call(getTopMenu, { body: {} }));

export const topMenuOptions = () => queryOptions({ queryKey: [...homeFrameKey, 'topMenu'], queryFn: fetchTopMenu, retry: 1, staleTime: 0 });

export const useTopMenu = () => useQuery(topMenuOptions());
