import { type BodyOf, robotConfigSave } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { robotAdminKeys } from './keys.ts';

export type RobotConfigBody = BodyOf<typeof robotConfigSave>;

/** Saves name, avatar, greeting, help-and-feedback address and who may use the robot (questionbasicconfig/save). */
export const saveRobotConfig = (body: RobotConfigBody) => call(robotConfigSave, { body });

export const useSaveRobotConfig = () => useEnvelopeMutation(saveRobotConfig, robotAdminKeys.config());
