import { type BodyOf, messageManagePage } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { manageKeys } from './manage-keys.ts';

export type SentQuery = BodyOf<typeof messageManagePage>;

/** A page of sent messages, newest first, by title, account, source and state (messageManage/page). */
export const getSentMessages = (query: SentQuery) => unwrap(call(messageManagePage, { body: query }));

export const sentMessagesOptions = (query: SentQuery) =>
  queryOptions({
    queryKey: [...manageKeys.sent(), 'page', query],
    queryFn: () => getSentMessages(query),
    placeholderData: keepPreviousData,
  });

export const useSentMessages = (query: SentQuery) => useQuery(sentMessagesOptions(query));
