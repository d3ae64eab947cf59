import { type ChatMessagePage, chatAgentMessages, chatMessages } from '@onehall/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { chatKeys } from './keys.ts';

/** Whose conversation: the caller's own with an account, or one an agent answers. */
export type ConversationRef = { kind: 'user'; mpId: string } | { kind: 'agent'; conversationId: string };

export const conversationKey = (ref: ConversationRef) =>
  ref.kind === 'user' ? chatKeys.messages(ref.mpId) : chatKeys.agentMessages(ref.conversationId);

export function getMessagePage(ref: ConversationRef, beforeId?: string): Promise<ChatMessagePage> {
  const page = beforeId ? { beforeId } : {};
  return ref.kind === 'user'
    ? unwrap(call(chatMessages, { body: { mpId: ref.mpId, ...page } }), '消息加载失败')
    : unwrap(call(chatAgentMessages, { body: { conversationId: ref.conversationId, ...page } }), '消息加载失败');
}

/** A conversation, newest page first; older pages load backwards from the oldest message held. */
export function useConversationMessages(ref: ConversationRef, pollMs: number | false) {
  return useInfiniteQuery({
    queryKey: conversationKey(ref),
    queryFn: ({ pageParam }) => getMessagePage(ref, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.records[0]?.id : undefined),
    refetchInterval: pollMs,
  });
}
