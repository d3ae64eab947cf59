import { type BodyOf, effTopLikesBoard, type ResultOf } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

export type TopLikesQuery = BodyOf<typeof effTopLikesBoard>;
export type TopLikesResult = ResultOf<typeof effTopLikesBoard>;

/** Services most kept as favourites (topLikesBoard). */
export const getTopLikes = (query: TopLikesQuery, signedIn: boolean): Promise<TopLikesResult> =>
  unwrap(call(asCaller(effTopLikesBoard, signedIn), { body: query }));

export const likesOptions = (query: TopLikesQuery, signedIn: boolean) => {
  const { period, ...extra } = query;
  return queryOptions({
    queryKey: efficiencyKeys.report(signedIn, 'likes', period, extra),
    queryFn: () => getTopLikes(query, signedIn),
    // A new period keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
};

export const useTopLikes = (query: TopLikesQuery, signedIn: boolean, enabled = true) =>
  useQuery({ ...likesOptions(query, signedIn), enabled });
