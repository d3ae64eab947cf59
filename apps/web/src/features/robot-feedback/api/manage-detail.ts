import { feedbackManageDetail } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { feedbackKeys } from '../keys.ts';

/** A ticket of the queue with its timeline (question/feedBack/manage/detail). */
export const getQueueDetail = (id: string) => unwrap(call(feedbackManageDetail, { body: { id } }));

export const queueDetailOptions = (id: string) =>
  queryOptions({ queryKey: [...feedbackKeys.queue(), 'detail', id], queryFn: () => getQueueDetail(id) });

export const useQueueDetail = (id: string | null) => useQuery({ ...queueDetailOptions(id ?? ''), enabled: id !== null });
