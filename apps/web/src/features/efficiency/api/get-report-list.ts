import { type BodyOf, effEfficiencyReportList, type ResultOf } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

export type ReportListQuery = BodyOf<typeof effEfficiencyReportList>;
export type ReportListResult = ResultOf<typeof effEfficiencyReportList>;

/** The generated periodic reports, latest period first (efficiencyReportList). */
export const getReportList = (query: ReportListQuery, signedIn: boolean): Promise<ReportListResult> =>
  unwrap(call(asCaller(effEfficiencyReportList, signedIn), { body: query }));

export const reportListOptions = (query: ReportListQuery, signedIn: boolean) =>
  queryOptions({
    queryKey: efficiencyKeys.reports(signedIn, query),
    queryFn: () => getReportList(query, signedIn),
    placeholderData: keepPreviousData,
  });

export const useReportList = (query: ReportListQuery, signedIn: boolean, enabled = true) =>
  useQuery({ ...reportListOptions(query, signedIn), enabled });
