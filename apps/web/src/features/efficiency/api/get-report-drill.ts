import { type BodyOf, effReportTableDrill, type ResultOf } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

export type ReportDrillQuery = BodyOf<typeof effReportTableDrill>;
export type ReportDrillResult = ResultOf<typeof effReportTableDrill>;

/** One level down: a department's services, a service's instances, an instance's nodes (reportTableDrill). */
export const getReportDrill = (query: ReportDrillQuery, signedIn: boolean): Promise<ReportDrillResult> =>
  unwrap(call(asCaller(effReportTableDrill, signedIn), { body: query }));

export const drillOptions = (query: ReportDrillQuery, signedIn: boolean) => {
  const { period, ...extra } = query;
  return queryOptions({
    queryKey: efficiencyKeys.report(signedIn, 'drill', period, extra),
    queryFn: () => getReportDrill(query, signedIn),
    // A new period keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
};

export const useReportDrill = (query: ReportDrillQuery, signedIn: boolean, enabled = true) =>
  useQuery({ ...drillOptions(query, signedIn), enabled });
