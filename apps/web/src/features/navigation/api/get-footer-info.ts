import { getFooterInfo } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { homeFrameKey } from './keys.ts';

/** The shell's footer. Fetched again whenever the shell mounts (staleTime 0), so a change shows on the next home-page load. */

export const fetchFooterInfo = () => unwrap(call(getFooterInfo, { body: {} }));

export const footerOptions = () =>
  queryOptions({ queryKey: [...homeFrameKey, 'footer'], queryFn: fetchFooterInfo, retry: 1, staleTime: 0 });

export const useFooterInfo = () => useQuery(footerOptions());
