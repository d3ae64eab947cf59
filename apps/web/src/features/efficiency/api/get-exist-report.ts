import { type BodyOf, effExistReport, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

export type ExistReportResult = ResultOf<typeof effExistReport>;

/** Whether a month has a generated report, and which (existReport): the page offers its download beside the chosen month. */
export const getExistReport = (body: BodyOf<typeof effExistReport>, signedIn: boolean): Promise<ExistReportResult> =>
  unwrap(call(asCaller(effExistReport, signedIn), { body }));

export const existReportOptions = (month: string, signedIn: boolean) =>
  queryOptions({ queryKey: efficiencyKeys.reports(signedIn, { exists: month }), queryFn: () => getExistReport({ month }, signedIn) });

export const useExistReport = (month: string | null, signedIn: boolean) =>
  useQuery({ ...existReportOptions(month ?? '', signedIn), enabled: month !== null });
