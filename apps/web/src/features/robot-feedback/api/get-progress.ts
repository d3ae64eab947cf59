import { type BodyOf, feedbackProgress } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { feedbackKeys } from '../keys.ts';

export type ProgressQuery = BodyOf<typeof feedbackProgress>;

/** The caller's tickets, newest first, optionally of one state (question/user/showProgress). */
export const getFeedbackProgress = (query: ProgressQuery) => unwrap(call(feedbackProgress, { body: query }));

export const feedbackProgressOptions = (query: ProgressQuery) =>
  queryOptions({
    queryKey: [...feedbackKeys.mine(), 'page', query],
    queryFn: () => getFeedbackProgress(query),
    placeholderData: keepPreviousData,
  });

export const useFeedbackProgress = (query: ProgressQuery) => useQuery(feedbackProgressOptions(query));
