import { type BodyOf, saveRolePageList } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { rolePagesKey } from './keys.ts';

export const saveRolePages = (body: BodyOf<typeof saveRolePageList>) => call(saveRolePageList, { body });

export const useSaveRolePages = () => useEnvelopeMutation(saveRolePages, rolePagesKey);
