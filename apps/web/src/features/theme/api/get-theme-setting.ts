import { themeSetUpDetail } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { themeKeys } from './keys.ts';

/** The school's default theme and the caller's own choice (themeSetUp/detail). */
export const getThemeSetting = () => unwrap(call(themeSetUpDetail, { body: {} }));

export const themeSettingOptions = (userId: string) => queryOptions({ queryKey: themeKeys.setting(userId), queryFn: getThemeSetting });

export const useThemeSetting = (userId: string, enabled = true) => useQuery({ ...themeSettingOptions(userId), enabled });
