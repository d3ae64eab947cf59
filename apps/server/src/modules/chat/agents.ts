import { type ChatAgentAccount, type ChatConversation, type ChatMessage, ChatMessages } from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { accountNames } from '../messages/accounts.ts';
import { peopleAmong } from '../users/service.ts';
import { checkText, messageTime, pageOf } from './conversations.ts';
import { publishChat } from './push.ts';
import * as repo from './repo.ts';
import { toMessage } from './shapes.ts';

/*
 * The agents' side: staff answering for a message account (its "department
 * account") see the conversations addressed to it and reply. Whoever is no
 * agent of the conversation's account is refused, whether or not the id
 * exists, so an id tells nothing.
 */

/** Conversations one list shows; older ones wait for a search (not built). */
const CONVERSATIONS_MAX = 200;

export async function agentAccounts(platform: Platform, principal: Principal): Promise<ChatAgentAccount[]> {
  const ids = await repo.accountsOfAgent(platform.db, principal.tenantId, principal.userId);
  const [accounts, unread] = await Promise.all([
    accountNames(platform, principal.tenantId),
    repo.unreadConversationsByAccount(platform.db, principal.tenantId, ids),
  ]);
  return ids
    .flatMap((id) => {
      const a = accounts.get(id);
      return a ? [{ mpId: id, mpName: a.mp_name, deptName: a.dept_name, unread: unread.get(id) ?? 0, sort: a.sort }] : [];
    })
    .sort((a, b) => a.sort - b.sort)
    .map(({ sort: _, ...a }) => a);
}

async function checkAgent(platform: Platform, principal: Principal, accountId: string): Promise<void> {
  const ids = await repo.accountsOfAgent(platform.db, principal.tenantId, principal.userId);
  if (!ids.includes(accountId)) throw forbidden(ChatMessages.notAgent);
}

async function agentConversation(platform: Platform, principal: Principal, conversationId: string): Promise<repo.ConversationRow> {
  const conversation = await repo.findConversation(platform.db, principal.tenantId, conversationId);
  if (!conversation) throw forbidden(ChatMessages.notAgent);
  await checkAgent(platform, principal, conversation.account_id);
  return conversation;
}

export async function conversations(platform: Platform, principal: Principal, mpId: string): Promise<ChatConversation[]> {
  await checkAgent(platform, principal, mpId);
  const rows = await repo.conversationsOfAccount(platform.db, principal.tenantId, mpId, CONVERSATIONS_MAX);
  const [accounts, people] = await Promise.all([
    accountNames(platform, principal.tenantId),
    peopleAmong(
      platform,
      principal.tenantId,
      rows.map((r) => r.user_id),
    ),
  ]);
  const byId = new Map(people.map((p) => [p.userId, p]));
  return rows.map((r) => ({
    id: r.id,
    mpId: r.account_id,
    mpName: accounts.get(r.account_id)?.mp_name ?? '',
    userName: byId.get(r.user_id)?.realName ?? '',
    account: byId.get(r.user_id)?.account ?? '',
    timeSend: r.last_message_at ?? '',
    lastText: r.last_text,
    unread: r.agent_unread,
  }));
}

export async function messages(
  platform: Platform,
  principal: Principal,
  conversationId: string,
  beforeId: string | undefined,
  size: number,
) {
  const conversation = await agentConversation(platform, principal, conversationId);
  return pageOf(platform, conversation.id, beforeId, size);
}

export async function reply(platform: Platform, principal: Principal, conversationId: string, rawText: string): Promise<ChatMessage> {
  const text = checkText(rawText);
  const conversation = await agentConversation(platform, principal, conversationId);
  const row = await platform.db.transaction().execute(async (trx) => {
    const fresh = (await repo.findConversation(trx, principal.tenantId, conversation.id)) ?? conversation;
    const message: repo.ChatMessageRow = {
      id: platform.newId(),
      tenant_id: principal.tenantId,
      conversation_id: conversation.id,
      account_id: conversation.account_id,
      user_id: conversation.user_id,
      sender: 'agent',
      sender_id: principal.userId,
      sender_name: principal.nickName,
      text,
      created_at: messageTime(platform, fresh.last_message_at),
    };
    await repo.insertMessage(trx, message);
    await repo.touchConversation(trx, conversation.id, message.created_at, text, 'user');
    return message;
  });
  const [accounts, people] = await Promise.all([
    accountNames(platform, principal.tenantId),
    peopleAmong(platform, principal.tenantId, [conversation.user_id]),
  ]);
  await publishChat(platform, row, {
    ...toMessage(row),
    userId: row.user_id,
    userName: people[0]?.realName ?? '',
    mpName: accounts.get(conversation.account_id)?.mp_name ?? '',
  });
  return toMessage(row);
}

export async function read(platform: Platform, principal: Principal, conversationId: string): Promise<null> {
  const conversation = await agentConversation(platform, principal, conversationId);
  await repo.clearUnread(platform.db, conversation.id, 'agent');
  return null;
}

/** Makes these users agents of the account (demo seed; an administrators' page is not built yet). */
export async function addAgents(platform: Platform, tenantId: string, accountId: string, userIds: readonly string[]): Promise<void> {
  const now = platform.clock.now().toISOString();
  await repo.addAgents(
    platform.db,
    userIds.map((user_id) => ({ tenant_id: tenantId, account_id: accountId, user_id, created_at: now })),
  );
}
