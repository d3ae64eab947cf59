import { effGetReportConfig, type ReportLayout } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

/** What the page shows and in which order (getReportConfig); a visitor gets the visitor-visible parts, or 403 when the page is closed to them. */
export const getReportLayout = (signedIn: boolean): Promise<ReportLayout> =>
  unwrap(call(asCaller(effGetReportConfig, signedIn), { body: {} }));

export const reportLayoutOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: efficiencyKeys.layout(signedIn), queryFn: () => getReportLayout(signedIn), staleTime: 60_000, retry: false });

export const useReportLayout = (signedIn: boolean) => useQuery(reportLayoutOptions(signedIn));
