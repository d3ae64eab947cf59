import { type EfficiencyConfig, effConfigDetail } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

/** The whole configuration of the reports (efficiencyConfig/detail): defaults until an administrator saves. */
export const getEfficiencyConfig = (): Promise<EfficiencyConfig> => unwrap(call(effConfigDetail, { body: {} }));

export const efficiencyConfigOptions = () => queryOptions({ queryKey: efficiencyKeys.config(), queryFn: getEfficiencyConfig });

export const useEfficiencyConfig = () => useQuery(efficiencyConfigOptions());
