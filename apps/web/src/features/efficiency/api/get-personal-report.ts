import { type BodyOf, effPersonalEfficiencyReport, type ResultOf } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

export type PersonalReportQuery = BodyOf<typeof effPersonalEfficiencyReport>;
export type PersonalReportResult = ResultOf<typeof effPersonalEfficiencyReport>;

/** A handler's figures against the department median: the caller's own, or a member's of a department the caller administers (personalEfficiencyReport). */
export const getPersonalReport = (query: PersonalReportQuery): Promise<PersonalReportResult> =>
  unwrap(call(effPersonalEfficiencyReport, { body: query }));

export const personalReportOptions = (query: PersonalReportQuery) => {
  const { period, ...extra } = query;
  return queryOptions({
    queryKey: efficiencyKeys.personal('personalReport', period, extra),
    queryFn: () => getPersonalReport(query),
    placeholderData: keepPreviousData,
  });
};

export const usePersonalReport = (query: PersonalReportQuery, enabled = true) => useQuery({ ...personalReportOptions(query), enabled });
