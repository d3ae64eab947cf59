import { type BodyOf, effOAOverview, type ResultOf } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

export type OAOverviewQuery = BodyOf<typeof effOAOverview>;
export type OAOverviewResult = ResultOf<typeof effOAOverview>;

/** To-do and process counts per integrated business system (OAOverview). */
export const getOAOverview = (query: OAOverviewQuery, signedIn: boolean): Promise<OAOverviewResult> =>
  unwrap(call(asCaller(effOAOverview, signedIn), { body: query }));

export const oaOptions = (query: OAOverviewQuery, signedIn: boolean) => {
  const { period, ...extra } = query;
  return queryOptions({
    queryKey: efficiencyKeys.report(signedIn, 'oa', period, extra),
    queryFn: () => getOAOverview(query, signedIn),
    // A new period keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
};

export const useOAOverview = (query: OAOverviewQuery, signedIn: boolean, enabled = true) =>
  useQuery({ ...oaOptions(query, signedIn), enabled });
