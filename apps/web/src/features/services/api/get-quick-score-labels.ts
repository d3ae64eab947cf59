import { quickScoreLabels } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export function getQuickScoreLabels(): Promise<string[]> {
  return unwrap(call(quickScoreLabels));
}

export const quickScoreLabelsQueryOptions = () =>
  queryOptions({ queryKey: ['services', 'quickScoreLabels'], queryFn: getQuickScoreLabels, staleTime: Number.POSITIVE_INFINITY });

export function useQuickScoreLabels(enabled: boolean) {
  return useQuery({ ...quickScoreLabelsQueryOptions(), enabled });
}
