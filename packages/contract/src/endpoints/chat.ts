import { type Static, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { defineEndpoint, signedIn } from '../endpoint.ts';
import { ASSISTANT_CHAT_ID } from '../limits.ts';

/*
 * The chat window (SPEC's instant messaging, issue 18, docs/design/chat.md):
 * a signed-in user talks with the message-platform accounts (公众号, mpType)
 * in conversations of their own, one per account; the staff who answer for
 * an account (its agents) reply from the same window. The assistant (id
 * CHAT_ASSISTANT_ID) is the help robot: its conversation lives in the
 * browser's session (robotChat) and uses the robot's calls (robot.ts).
 * New messages are pushed over the realtime socket as `chat` events.
 */

const P = Services.platform;
const CHAT = `${P}/chat`;
const Id = Type.String({ minLength: 1, maxLength: 64 });
const NoBody = Type.Union([Type.Object({}), Type.Null()]);

/** SPEC §3/§9: the contact id of the assistant, always pinned first (ids travel as strings in the contact list). */
export const CHAT_ASSISTANT_ID = String(ASSISTANT_CHAT_ID);
export const CHAT_TEXT_MAX = 1000;
export const CHAT_PAGE_SIZE_MAX = 50;
export const CHAT_PAGE_SIZE = 20;

export const ChatMessages = {
  accountUnknown: '消息号不存在或已停用，无法发送消息',
  conversationUnknown: '该会话不存在或不属于您',
  notAgent: '您不是该消息号的值班人员，无法查看或回复该会话',
  textEmpty: '请输入消息内容',
  textTooLong: `消息不能超过 ${CHAT_TEXT_MAX} 个字`,
  assistantPinned: '智能客服助手始终置顶，无需设置',
  /** SPEC §4: the notice shown when the chat window closes, naming the assistant. */
  closed: (assistant: string) => `${assistant}已结束本次会话，如需帮助可随时再次打开聊天窗口`,
} as const;

/** SPEC §3 "Chat friend entry", with what the list shows. */
export const ChatContactSchema = Type.Object({
  /** The account id, or CHAT_ASSISTANT_ID. */
  id: Type.String(),
  name: Type.String(),
  icon: Type.String(),
  /** The account's code (公众号 type); '' for the assistant. */
  mpType: Type.String(),
  deptName: Type.String(),
  /** Time of the last message (chat or message centre), ISO; '' when none. */
  timeSend: Type.String(),
  /** When the user pinned it, ISO; null when not pinned (the assistant is always first). */
  openTopChatTime: Type.Union([Type.String(), Type.Null()]),
  /** Unread chat replies. */
  unread: Type.Integer({ minimum: 0 }),
  lastText: Type.String(),
  /** Disabled accounts keep their history but take no new messages. */
  enabled: Type.Boolean(),
});
export type ChatContact = Static<typeof ChatContactSchema>;

export const ChatSenderSchema = Type.Union([Type.Literal('user'), Type.Literal('agent')]);
export type ChatSender = Static<typeof ChatSenderSchema>;

export const ChatMessageSchema = Type.Object({
  id: Type.String(),
  conversationId: Type.String(),
  mpId: Type.String(),
  /** Who wrote it: the user of the conversation, or an agent of the account. */
  from: ChatSenderSchema,
  senderName: Type.String(),
  text: Type.String(),
  timeSend: Type.String(),
});
export type ChatMessage = Static<typeof ChatMessageSchema>;

/** Ascending by time; `hasMore` when older messages exist before the first. */
export const ChatMessagePageSchema = Type.Object({
  records: Type.Array(ChatMessageSchema),
  hasMore: Type.Boolean(),
});
export type ChatMessagePage = Static<typeof ChatMessagePageSchema>;

const PageQuery = {
  /** The id of the oldest message held: answers the ones before it. */
  beforeId: Type.Optional(Id),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: CHAT_PAGE_SIZE_MAX, default: CHAT_PAGE_SIZE })),
};
const Text = Type.String({ maxLength: CHAT_TEXT_MAX });

export const chatContacts = defineEndpoint({
  name: 'chatContacts',
  method: 'POST',
  path: `${CHAT}/contacts`,
  access: signedIn,
  summary: "The caller's contact list: the assistant, then the accounts they talk with or get messages from, pinned first, newest first",
  body: NoBody,
  result: Type.Array(ChatContactSchema),
});

export const chatPin = defineEndpoint({
  name: 'chatPin',
  method: 'POST',
  path: `${CHAT}/pin`,
  access: signedIn,
  summary: 'Pins or unpins an account in the caller’s contact list (openTopChatTime)',
  body: Type.Object({ mpId: Id, pinned: Type.Boolean() }),
  result: Type.Null(),
});

export const chatMessages = defineEndpoint({
  name: 'chatMessages',
  method: 'POST',
  path: `${CHAT}/messages`,
  access: signedIn,
  summary: "The caller's conversation with an account, ascending by time, paged backwards",
  body: Type.Object({ mpId: Id, ...PageQuery }),
  result: ChatMessagePageSchema,
});

export const chatSend = defineEndpoint({
  name: 'chatSend',
  method: 'POST',
  path: `${CHAT}/send`,
  access: signedIn,
  summary: 'Sends a message to an account; it reaches the account’s agents at once',
  body: Type.Object({ mpId: Id, text: Text }),
  result: ChatMessageSchema,
});

export const chatRead = defineEndpoint({
  name: 'chatRead',
  method: 'POST',
  path: `${CHAT}/read`,
  access: signedIn,
  summary: "Marks the replies in the caller's conversation with an account read",
  body: Type.Object({ mpId: Id }),
  result: Type.Null(),
});

// ── Agents: staff answering for an account ──

export const ChatAgentAccountSchema = Type.Object({
  mpId: Type.String(),
  mpName: Type.String(),
  deptName: Type.String(),
  /** Conversations with user messages no agent has read. */
  unread: Type.Integer({ minimum: 0 }),
});
export type ChatAgentAccount = Static<typeof ChatAgentAccountSchema>;

export const ChatConversationSchema = Type.Object({
  id: Type.String(),
  mpId: Type.String(),
  mpName: Type.String(),
  userName: Type.String(),
  account: Type.String(),
  timeSend: Type.String(),
  lastText: Type.String(),
  /** User messages not yet read by an agent. */
  unread: Type.Integer({ minimum: 0 }),
});
export type ChatConversation = Static<typeof ChatConversationSchema>;

export const chatAgentAccounts = defineEndpoint({
  name: 'chatAgentAccounts',
  method: 'POST',
  path: `${CHAT}/agent/accounts`,
  access: signedIn,
  summary: 'The accounts the caller answers for (empty for anyone who is no agent)',
  body: NoBody,
  result: Type.Array(ChatAgentAccountSchema),
});

export const chatAgentConversations = defineEndpoint({
  name: 'chatAgentConversations',
  method: 'POST',
  path: `${CHAT}/agent/conversations`,
  access: signedIn,
  summary: 'Conversations addressed to an account the caller answers for, newest first',
  body: Type.Object({ mpId: Id }),
  result: Type.Array(ChatConversationSchema),
});

export const chatAgentMessages = defineEndpoint({
  name: 'chatAgentMessages',
  method: 'POST',
  path: `${CHAT}/agent/messages`,
  access: signedIn,
  summary: 'A conversation addressed to an account the caller answers for, ascending by time, paged backwards',
  body: Type.Object({ conversationId: Id, ...PageQuery }),
  result: ChatMessagePageSchema,
});

export const chatAgentReply = defineEndpoint({
  name: 'chatAgentReply',
  method: 'POST',
  path: `${CHAT}/agent/reply`,
  access: signedIn,
  summary: 'Replies in a conversation addressed to an account the caller answers for',
  body: Type.Object({ conversationId: Id, text: Text }),
  result: ChatMessageSchema,
});

export const chatAgentRead = defineEndpoint({
  name: 'chatAgentRead',
  method: 'POST',
  path: `${CHAT}/agent/read`,
  access: signedIn,
  summary: "Marks the user's messages in a conversation read by the account's agents",
  body: Type.Object({ conversationId: Id }),
  result: Type.Null(),
});

/** SPEC §4 contact list rules: only the assistant and entries with an mpType; pinned (and the assistant) first, then timeSend descending. */
export function sortContacts<T extends Pick<ChatContact, 'id' | 'mpType' | 'timeSend' | 'openTopChatTime'>>(list: readonly T[]): T[] {
  const pinned = (c: T) => c.id === CHAT_ASSISTANT_ID || c.openTopChatTime !== null;
  const rank = (c: T) => (c.id === CHAT_ASSISTANT_ID ? 0 : pinned(c) ? 1 : 2);
  return list
    .filter((c) => c.id === CHAT_ASSISTANT_ID || c.mpType !== '')
    .sort((a, b) => rank(a) - rank(b) || (a.timeSend < b.timeSend ? 1 : a.timeSend > b.timeSend ? -1 : 0));
}
