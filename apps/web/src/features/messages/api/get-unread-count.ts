import { messageCenterUnreadCount, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { messageKeys } from './keys.ts';

export type UnreadCount = ResultOf<typeof messageCenterUnreadCount>;

export function getUnreadCount(): Promise<UnreadCount> {
  return unwrap(call(messageCenterUnreadCount));
}

/** Kept current by the realtime pushes (components/use-message-push.ts), so it is not refetched on a timer. */
export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.unread(), queryFn: getUnreadCount, staleTime: Number.POSITIVE_INFINITY });

/** The caller's unread messages and how many are important (the header's bell). */
export function useUnreadCount(enabled = true) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
