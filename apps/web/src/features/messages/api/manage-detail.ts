import { messageManageDetail } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { manageKeys } from './manage-keys.ts';

/** A sent message as composed, with its counts (messageManage/detail). */
export const getSentMessageDetail = (id: string) => unwrap(call(messageManageDetail, { body: { id } }));

export const sentMessageDetailOptions = (id: string) =>
  queryOptions({ queryKey: [...manageKeys.sent(), 'detail', id], queryFn: () => getSentMessageDetail(id) });

/** Asks only while a message is chosen (`null` while the viewer is closed). */
export const useSentMessageDetail = (id: string | null) => useQuery({ ...sentMessageDetailOptions(id ?? ''), enabled: id !== null });
