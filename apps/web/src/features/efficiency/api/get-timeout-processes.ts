import { type BodyOf, effTimeoutProcess, type ResultOf } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

export type TimeoutProcessesQuery = BodyOf<typeof effTimeoutProcess>;
export type TimeoutProcessesResult = ResultOf<typeof effTimeoutProcess>;

/** Late processes, most overdue first, with counts per department (timeoutProcess). */
export const getTimeoutProcesses = (query: TimeoutProcessesQuery, signedIn: boolean): Promise<TimeoutProcessesResult> =>
  unwrap(call(asCaller(effTimeoutProcess, signedIn), { body: query }));

export const timeoutProcessOptions = (query: TimeoutProcessesQuery, signedIn: boolean) => {
  const { period, ...extra } = query;
  return queryOptions({
    queryKey: efficiencyKeys.report(signedIn, 'timeoutProcess', period, extra),
    queryFn: () => getTimeoutProcesses(query, signedIn),
    // A new period keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
};

export const useTimeoutProcesses = (query: TimeoutProcessesQuery, signedIn: boolean, enabled = true) =>
  useQuery({ ...timeoutProcessOptions(query, signedIn), enabled });
