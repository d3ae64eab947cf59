import type { ChatMessage } from '@onehall/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatKeys } from '../api/keys.ts';
import { type ConversationData, flattenConversation } from '../lib/chat-cache.ts';
import { applyChatEvent } from './use-chat-push.ts';

const held: ChatMessage = {
  id: 'm1',
  conversationId: 'c1',
  mpId: 'jwc',
  from: 'user',
  senderName: '张思远',
  text: '你好',
  timeSend: '2026-03-01T08:00:00.000Z',
};
const page = (records: ChatMessage[]): ConversationData => ({ pages: [{ records, hasMore: false }], pageParams: [undefined] });
const pushed = (over: Partial<ChatMessage>) => ({
  type: 'chat' as const,
  cursor: '2026-03-01T08:01:00.000Z',
  chat: {
    ...held,
    id: 'm2',
    from: 'agent' as const,
    text: '请讲',
    timeSend: '2026-03-01T08:01:00.000Z',
    userId: 'u1',
    userName: '张思远',
    mpName: '教务处',
    ...over,
  },
});

describe('chat pushes', () => {
  it("should add a reply to the user's open conversation and not to another user's of the same account", () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.messages('jwc'), page([held]));
    applyChatEvent(client, pushed({}), 'u1');
    expect(flattenConversation(client.getQueryData(chatKeys.messages('jwc'))).map((m) => m.text)).toEqual(['你好', '请讲']);
    // The same account's conversation of someone else (this caller being its agent) stays out of the caller's own.
    applyChatEvent(
      client,
      {
        ...pushed({ id: 'm3', text: '别人的', conversationId: 'c9' }),
        chat: { ...pushed({}).chat, id: 'm3', text: '别人的', conversationId: 'c9', userId: 'u2' },
      },
      'u1',
    );
    expect(flattenConversation(client.getQueryData(chatKeys.messages('jwc')))).toHaveLength(2);
  });

  it("should add a user's message to the agent's open conversation", () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.agentMessages('c1'), page([held]));
    applyChatEvent(client, pushed({ id: 'm4', from: 'user', text: '还有一个问题' }), 'agent1');
    expect(flattenConversation(client.getQueryData(chatKeys.agentMessages('c1'))).map((m) => m.text)).toEqual(['你好', '还有一个问题']);
  });
});
