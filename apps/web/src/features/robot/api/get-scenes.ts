import { robotAdminSceneList } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { robotAdminKeys } from './keys.ts';

/** Every question scene, enabled or not, with its entry count (questionScene/adminList). */
export const getRobotScenes = () => unwrap(call(robotAdminSceneList, { body: {} }));

export const robotScenesOptions = () => queryOptions({ queryKey: robotAdminKeys.scenes(), queryFn: getRobotScenes });

export const useRobotScenes = () => useQuery(robotScenesOptions());
