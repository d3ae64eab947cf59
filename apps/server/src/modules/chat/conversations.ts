import {
  type BodyOf,
  CHAT_ASSISTANT_ID,
  CHAT_PAGE_SIZE,
  type ChatContact,
  type ChatMessage,
  type ChatMessagePage,
  ChatMessages,
  type chatMessages,
  sortContacts,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { badRequest, business } from '../../platform/http/app-error.ts';
import { accountNames } from '../messages/accounts.ts';
import { inboxAccounts } from '../messages/centre.ts';
import { baseInfo } from '../robot/config.ts';
import { publishChat } from './push.ts';
import * as repo from './repo.ts';
import { toMessage, toPage } from './shapes.ts';

/*
 * The user's side of the chat window: their contact list and their own
 * conversations, addressed by account id, so no id of another user's record
 * can be named (docs/design/chat.md).
 */

const later = (a: string, b: string) => (a > b ? a : b);

/** The text as sent, trimmed; refused when empty (nothing is stored). */
export function checkText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw badRequest(ChatMessages.textEmpty);
  return trimmed;
}

/** A message's time: now, or just after the conversation's last one, so a conversation never goes back in time. */
export function messageTime(platform: Platform, last: string | null): string {
  const now = platform.clock.now();
  if (last && last >= now.toISOString()) return new Date(Date.parse(last) + 1).toISOString();
  return now.toISOString();
}

/**
 * SPEC §4: the assistant first, then the accounts the user talks with or
 * receives messages from (the message centre), pinned ones first, newest
 * first. timeSend is the later of the last chat message and the last
 * message-centre message.
 */
export async function contacts(platform: Platform, principal: Principal): Promise<ChatContact[]> {
  const { tenantId, userId } = principal;
  const [conversations, inbox, accounts, robot] = await Promise.all([
    repo.conversationsOfUser(platform.db, tenantId, userId),
    inboxAccounts(platform, principal),
    accountNames(platform, tenantId),
    baseInfo(platform, tenantId),
  ]);
  const byAccount = new Map<string, ChatContact>();
  for (const box of inbox) {
    const account = accounts.get(box.mpId);
    if (!account) continue;
    byAccount.set(box.mpId, {
      id: box.mpId,
      name: account.mp_name,
      icon: account.icon,
      mpType: account.code,
      deptName: account.dept_name,
      timeSend: box.lastTime,
      openTopChatTime: null,
      unread: 0,
      lastText: box.lastTitle,
      enabled: account.enabled === 1,
    });
  }
  for (const c of conversations) {
    const account = accounts.get(c.account_id);
    if (!account) continue;
    const known = byAccount.get(c.account_id);
    const chatTime = c.last_message_at ?? '';
    const timeSend = later(known?.timeSend ?? '', chatTime);
    byAccount.set(c.account_id, {
      id: c.account_id,
      name: account.mp_name,
      icon: account.icon,
      mpType: account.code,
      deptName: account.dept_name,
      timeSend,
      openTopChatTime: c.pinned_at,
      unread: c.user_unread,
      lastText: chatTime && chatTime === timeSend ? c.last_text : (known?.lastText ?? ''),
      enabled: account.enabled === 1,
    });
  }
  const assistant: ChatContact = {
    id: CHAT_ASSISTANT_ID,
    name: robot.robotName,
    icon: robot.robotAvatar,
    mpType: '',
    deptName: '',
    timeSend: '',
    openTopChatTime: null,
    unread: 0,
    lastText: '',
    enabled: robot.enabled,
  };
  return sortContacts([assistant, ...byAccount.values()]);
}

async function accountOf(platform: Platform, tenantId: string, mpId: string, forSending: boolean) {
  const account = (await accountNames(platform, tenantId)).get(mpId);
  if (!account || (forSending && account.enabled !== 1)) throw business(ChatMessages.accountUnknown);
  return account;
}

export async function pin(platform: Platform, principal: Principal, mpId: string, pinned: boolean): Promise<null> {
  if (mpId === CHAT_ASSISTANT_ID) throw business(ChatMessages.assistantPinned);
  await accountOf(platform, principal.tenantId, mpId, false);
  const now = platform.clock.now().toISOString();
  await platform.db.transaction().execute(async (trx) => {
    const conversation = await repo.ensureConversation(trx, newConversation(platform, principal, mpId, now));
    await repo.setPinned(trx, conversation.id, pinned ? (conversation.pinned_at ?? now) : null);
  });
  return null;
}

const newConversation = (platform: Platform, principal: Principal, accountId: string, now: string) => ({
  id: platform.newId(),
  tenant_id: principal.tenantId,
  user_id: principal.userId,
  account_id: accountId,
  pinned_at: null,
  last_message_at: null,
  last_text: '',
  user_unread: 0,
  agent_unread: 0,
  created_at: now,
});

/** A page of a conversation: the newest `size` before `beforeId` (the oldest held), ascending. */
export async function pageOf(
  platform: Platform,
  conversationId: string,
  beforeId: string | undefined,
  size: number,
): Promise<ChatMessagePage> {
  let before: { at: string; id: string } | null = null;
  if (beforeId) {
    const anchor = await repo.findMessage(platform.db, conversationId, beforeId);
    // An id not of this conversation pages nothing rather than another conversation's messages.
    if (!anchor) return { records: [], hasMore: false };
    before = { at: anchor.created_at, id: anchor.id };
  }
  return toPage(await repo.messagesBefore(platform.db, conversationId, before, size + 1), size);
}

export async function messages(platform: Platform, principal: Principal, body: BodyOf<typeof chatMessages>): Promise<ChatMessagePage> {
  if (body.mpId === CHAT_ASSISTANT_ID) return { records: [], hasMore: false };
  const conversation = await repo.findUserConversation(platform.db, principal.tenantId, principal.userId, body.mpId);
  if (!conversation) {
    await accountOf(platform, principal.tenantId, body.mpId, false);
    return { records: [], hasMore: false };
  }
  return pageOf(platform, conversation.id, body.beforeId, body.size ?? CHAT_PAGE_SIZE);
}

export async function send(platform: Platform, principal: Principal, mpId: string, rawText: string): Promise<ChatMessage> {
  const text = checkText(rawText);
  const account = await accountOf(platform, principal.tenantId, mpId, true);
  const row = await platform.db.transaction().execute(async (trx) => {
    const conversation = await repo.ensureConversation(trx, newConversation(platform, principal, mpId, platform.clock.now().toISOString()));
    const message: repo.ChatMessageRow = {
      id: platform.newId(),
      tenant_id: principal.tenantId,
      conversation_id: conversation.id,
      account_id: mpId,
      user_id: principal.userId,
      sender: 'user',
      sender_id: principal.userId,
      sender_name: principal.nickName,
      text,
      created_at: messageTime(platform, conversation.last_message_at),
    };
    await repo.insertMessage(trx, message);
    await repo.touchConversation(trx, conversation.id, message.created_at, text, 'agent');
    return message;
  });
  await publishChat(platform, row, { ...toMessage(row), userId: row.user_id, userName: principal.nickName, mpName: account.mp_name });
  return toMessage(row);
}

export async function read(platform: Platform, principal: Principal, mpId: string): Promise<null> {
  if (mpId === CHAT_ASSISTANT_ID) return null;
  const conversation = await repo.findUserConversation(platform.db, principal.tenantId, principal.userId, mpId);
  if (conversation) await repo.clearUnread(platform.db, conversation.id, 'user');
  else await accountOf(platform, principal.tenantId, mpId, false);
  return null;
}
