import {
  CHAT_PAGE_SIZE,
  chatAgentAccounts,
  chatAgentConversations,
  chatAgentMessages,
  chatAgentRead,
  chatAgentReply,
  chatContacts,
  chatMessages,
  chatPin,
  chatRead,
  chatSend,
} from '@onehall/contract';
import type { Platform } from '../../platform/context.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import * as agents from './agents.ts';
import * as conversations from './conversations.ts';

/** The chat window (docs/design/chat.md): signed-in only; whose conversation and which agent are checked in the services. */
export function registerChatRoutes(platform: Platform, { route }: Router): void {
  route(chatContacts, ({ principal }) => conversations.contacts(platform, principal));
  route(chatPin, ({ principal, body }) => conversations.pin(platform, principal, body.mpId, body.pinned));
  route(chatMessages, ({ principal, body }) => conversations.messages(platform, principal, body));
  route(chatSend, ({ principal, body }) => conversations.send(platform, principal, body.mpId, body.text));
  route(chatRead, ({ principal, body }) => conversations.read(platform, principal, body.mpId));

  route(chatAgentAccounts, ({ principal }) => agents.agentAccounts(platform, principal));
  route(chatAgentConversations, ({ principal, body }) => agents.conversations(platform, principal, body.mpId));
  route(chatAgentMessages, ({ principal, body }) =>
    agents.messages(platform, principal, body.conversationId, body.beforeId, body.size ?? CHAT_PAGE_SIZE),
  );
  route(chatAgentReply, ({ principal, body }) => agents.reply(platform, principal, body.conversationId, body.text));
  route(chatAgentRead, ({ principal, body }) => agents.read(platform, principal, body.conversationId));
}
