import { feedbackStatistics } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { feedbackKeys } from '../keys.ts';

/** How many of the caller's tickets are in each state (question/user/progressStatistics). */
export const getFeedbackStatistics = () => unwrap(call(feedbackStatistics, { body: {} }));

export const feedbackStatisticsOptions = () =>
  queryOptions({ queryKey: [...feedbackKeys.mine(), 'statistics'], queryFn: getFeedbackStatistics });

export const useFeedbackStatistics = () => useQuery(feedbackStatisticsOptions());
