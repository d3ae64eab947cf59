import { robotSceneRemove } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { robotAdminKeys } from './keys.ts';

/** Deletes a scene without entries (questionScene/remove). */
export const removeScene = (id: string) => call(robotSceneRemove, { body: { id } });

export const useRemoveScene = () => useEnvelopeMutation(removeScene, robotAdminKeys.scenes());
