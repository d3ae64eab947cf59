import { type ThreeListsConfig, tripleListGetConfig } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { threeListsKeys } from '../keys.ts';

/** The page configuration (nobody/tripleList/getConfig): answered to visitors too, even when they may not see the page. */
export const getThreeListsConfig = (): Promise<ThreeListsConfig> => unwrap(call(tripleListGetConfig, { body: {} }));

export const threeListsConfigOptions = () =>
  queryOptions({ queryKey: threeListsKeys.config(), queryFn: getThreeListsConfig, staleTime: 60_000 });

export const useThreeListsConfig = () => useQuery(threeListsConfigOptions());
