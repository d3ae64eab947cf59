import { type HeatWordEntry, heatWordConfigList } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export const heatWordConfigKey = ['servicesConfig', 'heatWords'] as const;

export function getHeatWordConfig(): Promise<HeatWordEntry[]> {
  return unwrap(call(heatWordConfigList), '热门搜索词加载失败');
}

export const heatWordConfigQueryOptions = () => queryOptions({ queryKey: heatWordConfigKey, queryFn: getHeatWordConfig });

/** Pinned words in order, the counted heat words, then blocked words (the 热门搜索词 tab). */
export function useHeatWordConfig() {
  return useQuery(heatWordConfigQueryOptions());
}
