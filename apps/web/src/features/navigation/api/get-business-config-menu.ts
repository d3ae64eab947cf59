import { getBusinessConfigMenu } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { homeFrameKey } from './keys.ts';

/** The configuration menu of the shell's header. Fetched again whenever the shell mounts (staleTime 0), so a change shows on the next home-page load. */

export const fetchBusinessConfigMenu = () => unwrap(call(getBusinessConfigMenu, { body: {} }));

export const businessConfigMenuOptions = () =>
  queryOptions({ queryKey: [...homeFrameKey, 'businessConfigMenu'], queryFn: fetchBusinessConfigMenu, retry: 1, staleTime: 0 });

export const useBusinessConfigMenu = () => useQuery(businessConfigMenuOptions());
