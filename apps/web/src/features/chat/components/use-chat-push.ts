import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isRealtimeConnected, onRealtime, onRealtimeStatus, type RealtimeEvent } from '../../../api/realtime.ts';
import { useAuthStore } from '../../../stores/auth.ts';
import { chatKeys } from '../api/keys.ts';
import { type ConversationData, withMessage } from '../lib/chat-cache.ts';

/** How often the chat polls while the realtime socket is down. */
export const CHAT_POLL_MS = 3000;

/** CHAT_POLL_MS while the socket is down, false while it is up: pushes keep the views current then. */
export function usePollInterval(): number | false {
  const [up, setUp] = useState(isRealtimeConnected);
  useEffect(() => {
    setUp(isRealtimeConnected());
    return onRealtimeStatus(setUp);
  }, []);
  return up ? false : CHAT_POLL_MS;
}

export function applyChatEvent(client: QueryClient, event: RealtimeEvent, userId: string): void {
  if (event.type === 'ready') {
    // Back after a drop: what the catch-up did not bring (a read elsewhere) is read again.
    void client.invalidateQueries({ queryKey: chatKeys.all });
    return;
  }
  if (event.type !== 'chat') return;
  const { chat } = event;
  const { userName: _u, mpName: _m, userId: owner, ...message } = chat;
  if (owner === userId) {
    client.setQueryData<ConversationData>(chatKeys.messages(chat.mpId), (data) => withMessage(data, message));
    void client.invalidateQueries({ queryKey: chatKeys.contacts() });
  }
  // As an agent of the account: the conversation (if open) and the lists.
  client.setQueryData<ConversationData>(chatKeys.agentMessages(chat.conversationId), (data) => withMessage(data, message));
  if (owner !== userId || chat.from === 'user') {
    void client.invalidateQueries({ queryKey: chatKeys.agentAccounts() });
    void client.invalidateQueries({ queryKey: chatKeys.agentConversations(chat.mpId) });
  }
}

/** Follows the tab's realtime socket for the chat window: conversations, contacts and unread dots. */
export function useChatPush(): void {
  const client = useQueryClient();
  const userId = useAuthStore((s) => s.userInfo?.user_id ?? '');
  useEffect(() => onRealtime((event) => applyChatEvent(client, event, userId)), [client, userId]);
}
