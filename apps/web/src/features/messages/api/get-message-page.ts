import { messageCenterPage, type ResultOf } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { type MessagePageParams, messageKeys } from './keys.ts';

export type MessagePage = ResultOf<typeof messageCenterPage>;

export function getMessagePage(params: MessagePageParams): Promise<MessagePage> {
  return unwrap(call(messageCenterPage, { body: params }), '消息列表加载失败');
}

export const messagePageQueryOptions = (params: MessagePageParams) =>
  queryOptions({ queryKey: messageKeys.page(params), queryFn: () => getMessagePage(params), placeholderData: keepPreviousData });

/** A page of the caller's messages, newest first. */
export function useMessagePage(params: MessagePageParams) {
  return useQuery(messagePageQueryOptions(params));
}
