import { type BodyOf, indexTypeAuthConfig } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { HOME_PAGE_KEY } from '../../../api/query-keys.ts';
import { indexKey } from './keys.ts';

export type AuthTarget = BodyOf<typeof indexTypeAuthConfig>['target'];

export const saveAuthConfig = (body: BodyOf<typeof indexTypeAuthConfig>) => call(indexTypeAuthConfig, { body });

export const useSaveAuthConfig = () => useEnvelopeMutation(saveAuthConfig, indexKey, HOME_PAGE_KEY);
