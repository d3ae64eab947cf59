import { type BodyOf, effTimeoutNode, type ResultOf } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

export type TimeoutNodesQuery = BodyOf<typeof effTimeoutNode>;
export type TimeoutNodesResult = ResultOf<typeof effTimeoutNode>;

/** The nodes where processes wait, ranked by late nodes (timeoutNode). */
export const getTimeoutNodes = (query: TimeoutNodesQuery, signedIn: boolean): Promise<TimeoutNodesResult> =>
  unwrap(call(asCaller(effTimeoutNode, signedIn), { body: query }));

export const timeoutNodeOptions = (query: TimeoutNodesQuery, signedIn: boolean) => {
  const { period, ...extra } = query;
  return queryOptions({
    queryKey: efficiencyKeys.report(signedIn, 'timeoutNode', period, extra),
    queryFn: () => getTimeoutNodes(query, signedIn),
    // A new period keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
};

export const useTimeoutNodes = (query: TimeoutNodesQuery, signedIn: boolean, enabled = true) =>
  useQuery({ ...timeoutNodeOptions(query, signedIn), enabled });
