import { type BodyOf, effProcessTrending, type ResultOf } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

export type TrendQuery = BodyOf<typeof effProcessTrending>;
export type TrendResult = ResultOf<typeof effProcessTrending>;

/** Processes started, finished and late per day, week or month (processTrending). */
export const getTrend = (query: TrendQuery, signedIn: boolean): Promise<TrendResult> =>
  unwrap(call(asCaller(effProcessTrending, signedIn), { body: query }));

export const trendOptions = (query: TrendQuery, signedIn: boolean) => {
  const { period, ...extra } = query;
  return queryOptions({
    queryKey: efficiencyKeys.report(signedIn, 'trend', period, extra),
    queryFn: () => getTrend(query, signedIn),
    // A new period keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
};

export const useTrend = (query: TrendQuery, signedIn: boolean, enabled = true) => useQuery({ ...trendOptions(query, signedIn), enabled });
