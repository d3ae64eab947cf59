import { getLoginSettings } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { ssoKeys } from './keys.ts';

/** The tenant's login configuration, secrets shown only as set or not (eduSystemManageIdentityAuth/detail). */
export const getLoginSettingsDetail = () => unwrap(call(getLoginSettings, { body: {} }));

export const loginSettingsOptions = () => queryOptions({ queryKey: ssoKeys.settings(), queryFn: getLoginSettingsDetail, staleTime: 0 });

export const useLoginSettings = () => useQuery(loginSettingsOptions());
