import { type BodyOf, effReportTable, type ResultOf } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

export type ReportTableQuery = BodyOf<typeof effReportTable>;
export type ReportTableResult = ResultOf<typeof effReportTable>;

/** One row per department and the school total (reportTable). */
export const getReportTable = (query: ReportTableQuery, signedIn: boolean): Promise<ReportTableResult> =>
  unwrap(call(asCaller(effReportTable, signedIn), { body: query }));

export const reportTableOptions = (query: ReportTableQuery, signedIn: boolean) => {
  const { period, ...extra } = query;
  return queryOptions({
    queryKey: efficiencyKeys.report(signedIn, 'reportTable', period, extra),
    queryFn: () => getReportTable(query, signedIn),
    // A new period keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
};

export const useReportTable = (query: ReportTableQuery, signedIn: boolean, enabled = true) =>
  useQuery({ ...reportTableOptions(query, signedIn), enabled });
