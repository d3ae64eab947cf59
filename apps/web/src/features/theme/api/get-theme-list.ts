import { getThemeManageList, THEMES } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { themeKeys } from './keys.ts';

/** Every theme offered (platformThemeManage/getThemeManageList). */
export const getThemeList = () => unwrap(call(getThemeManageList, { body: {} }));

export const themeListOptions = () =>
  // The contract's list paints the choices while the server's answer is on its way: they are the same list.
  queryOptions({ queryKey: themeKeys.list(), queryFn: getThemeList, placeholderData: [...THEMES], staleTime: Number.POSITIVE_INFINITY });

export const useThemeList = () => useQuery(themeListOptions());
