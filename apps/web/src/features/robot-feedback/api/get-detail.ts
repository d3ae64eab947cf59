import { feedbackDetail } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { feedbackKeys } from '../keys.ts';

/** One of the caller's tickets with its timeline (question/user/progressDetail). */
export const getFeedbackDetail = (id: string) => unwrap(call(feedbackDetail, { body: { id } }));

export const feedbackDetailOptions = (id: string) =>
  queryOptions({ queryKey: [...feedbackKeys.mine(), 'detail', id], queryFn: () => getFeedbackDetail(id) });

export const useFeedbackDetail = (id: string | null) => useQuery({ ...feedbackDetailOptions(id ?? ''), enabled: id !== null });
