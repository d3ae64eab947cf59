import { type MessageInboxAccount, messageCenterAccounts } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { messageKeys } from './keys.ts';

export function getAccounts(): Promise<MessageInboxAccount[]> {
  return unwrap(call(messageCenterAccounts), '消息号加载失败');
}

export const accountsQueryOptions = () => queryOptions({ queryKey: messageKeys.accounts(), queryFn: getAccounts, staleTime: 60_000 });

/** The sender accounts of the caller's messages, newest first, with their unread counts. */
export function useAccounts() {
  return useQuery(accountsQueryOptions());
}
