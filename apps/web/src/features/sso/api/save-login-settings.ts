import { type BodyOf, saveLoginSettings } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { ssoKeys } from './keys.ts';

export type LoginSettingsBody = BodyOf<typeof saveLoginSettings>;

export const saveLoginSettingsDetail = (body: LoginSettingsBody) => call(saveLoginSettings, { body });

export const useSaveLoginSettings = () => useEnvelopeMutation(saveLoginSettingsDetail, ssoKeys.settings());
