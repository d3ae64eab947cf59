import { robotAdminConfig } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { robotAdminKeys } from './keys.ts';

/** The robot's configuration as saved (questionbasicconfig/detail). */
export const getRobotConfig = () => unwrap(call(robotAdminConfig, {}));

export const robotConfigOptions = () => queryOptions({ queryKey: robotAdminKeys.config(), queryFn: getRobotConfig });

export const useRobotConfig = () => useQuery(robotConfigOptions());
