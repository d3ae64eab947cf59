import { type BodyOf, feedbackManagePage } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { feedbackKeys } from '../keys.ts';

export type QueueQuery = BodyOf<typeof feedbackManagePage>;

/** The feedback queue within the caller's reach, with its counts by state (question/feedBack/manage/page). */
export const getFeedbackQueue = (query: QueueQuery) => unwrap(call(feedbackManagePage, { body: query }));

export const feedbackQueueOptions = (query: QueueQuery) =>
  queryOptions({
    queryKey: [...feedbackKeys.queue(), 'page', query],
    queryFn: () => getFeedbackQueue(query),
    placeholderData: keepPreviousData,
  });

export const useFeedbackQueue = (query: QueueQuery) => useQuery(feedbackQueueOptions(query));
