import { type BodyOf, robotSceneSave } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { robotAdminKeys } from './keys.ts';

export type SceneSaveBody = BodyOf<typeof robotSceneSave>;

/** Adds (without id) or edits a question scene (questionScene/save). */
export const saveScene = (body: SceneSaveBody) => call(robotSceneSave, { body });

// The knowledge base shows scene names.
export const useSaveScene = () => useEnvelopeMutation(saveScene, robotAdminKeys.scenes(), robotAdminKeys.entries());
