import { type BodyOf, effOverView, type ResultOf } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

export type OverviewQuery = BodyOf<typeof effOverView>;
export type OverviewResult = ResultOf<typeof effOverView>;

/** The shown indicators over the period and the previous one (overView). */
export const getOverview = (query: OverviewQuery, signedIn: boolean): Promise<OverviewResult> =>
  unwrap(call(asCaller(effOverView, signedIn), { body: query }));

export const overviewOptions = (query: OverviewQuery, signedIn: boolean) => {
  const { period, ...extra } = query;
  return queryOptions({
    queryKey: efficiencyKeys.report(signedIn, 'overview', period, extra),
    queryFn: () => getOverview(query, signedIn),
    // A new period keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
};

export const useOverview = (query: OverviewQuery, signedIn: boolean, enabled = true) =>
  useQuery({ ...overviewOptions(query, signedIn), enabled });
