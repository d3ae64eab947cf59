import { getSystemAccessLink } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { personalKeys } from '../keys.ts';

/** 最近使用: the services the caller opened lately, most recent first (personInfo/getSystemAccessLink). */
export const getRecentSystems = () => unwrap(call(getSystemAccessLink), '最近使用加载失败');

export const recentSystemsOptions = () => queryOptions({ queryKey: personalKeys.recent(), queryFn: getRecentSystems, staleTime: 0 });

export const useRecentSystems = () => useQuery(recentSystemsOptions());
