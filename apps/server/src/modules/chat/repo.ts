import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { ChatConversationsTable, ChatMessagesTable } from './tables.ts';

/** Queries of the chat module's tables (0021). */

export type ConversationRow = Selectable<ChatConversationsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;

// ── Conversations ──

export const conversationsOfUser = (db: Db, tenantId: string, userId: string): Promise<ConversationRow[]> =>
  db.selectFrom('chat_conversations').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();

export const findConversation = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('chat_conversations').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const findUserConversation = (db: Db, tenantId: string, userId: string, accountId: string) =>
  db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();

/** Creates the user's conversation with the account unless it exists (a concurrent first message cannot add a second). */
export async function ensureConversation(db: Db, row: Insertable<ChatConversationsTable>): Promise<ConversationRow> {
  await db
    .insertInto('chat_conversations')
    .values(row)
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'account_id']).doNothing())
    .execute();
  const found = await findUserConversation(db, row.tenant_id, row.user_id, row.account_id);
  if (!found) throw new Error('conversation vanished after insert');
  return found;
}

export async function setPinned(db: Db, id: string, pinnedAt: string | null): Promise<void> {
  await db.updateTable('chat_conversations').set({ pinned_at: pinnedAt }).where('id', '=', id).execute();
}

/** Records a new message on its conversation: last time and text, and one more unread for the other side. */
export async function touchConversation(db: Db, id: string, at: string, text: string, unreadSide: 'user' | 'agent'): Promise<void> {
  const column = unreadSide === 'user' ? 'user_unread' : 'agent_unread';
  await db
    .updateTable('chat_conversations')
    .set({ last_message_at: at, last_text: text, [column]: sql`${sql.ref(column)} + 1` })
    .where('id', '=', id)
    .execute();
}

export async function clearUnread(db: Db, id: string, side: 'user' | 'agent'): Promise<void> {
  await db
    .updateTable('chat_conversations')
    .set(side === 'user' ? { user_unread: 0 } : { agent_unread: 0 })
    .where('id', '=', id)
    .execute();
}

/** Conversations with at least one message addressed to the account, newest first. */
export const conversationsOfAccount = (db: Db, tenantId: string, accountId: string, limit: number): Promise<ConversationRow[]> =>
  db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('account_id', '=', accountId)
    .where('last_message_at', 'is not', null)
    .orderBy('last_message_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** Per account, the conversations with user messages no agent read yet. */
export async function unreadConversationsByAccount(db: Db, tenantId: string, accountIds: readonly string[]): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('chat_conversations')
    .select(['account_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('account_id', 'in', accountIds)
    .where('agent_unread', '>', 0)
    .groupBy('account_id')
    .execute();
  return new Map(rows.map((r) => [r.account_id, Number(r.n)]));
}

// ── Messages ──

export async function insertMessage(db: Db, row: Insertable<ChatMessagesTable>): Promise<void> {
  await db.insertInto('chat_messages').values(row).execute();
}

export const findMessage = (db: Db, conversationId: string, id: string) =>
  db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId).where('id', '=', id).executeTakeFirst();

/** The newest `limit` messages of a conversation before `before` (time, then id), newest first. */
export function messagesBefore(
  db: Db,
  conversationId: string,
  before: { at: string; id: string } | null,
  limit: number,
): Promise<ChatMessageRow[]> {
  let query = db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId);
  if (before) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', before.at), eb.and([eb('created_at', '=', before.at), eb('id', '<', before.id)])]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Messages at or after `from` in the user's conversations or addressed to the accounts they answer for, newest first. */
export function messagesSince(db: Db, tenantId: string, userId: string, accountIds: readonly string[], from: string, limit: number) {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>=', from)
    .where((eb) =>
      accountIds.length > 0 ? eb.or([eb('user_id', '=', userId), eb('account_id', 'in', accountIds)]) : eb('user_id', '=', userId),
    )
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

// ── Agents ──

export const accountsOfAgent = async (db: Db, tenantId: string, userId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('chat_account_agents')
      .select('account_id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .execute()
  ).map((r) => r.account_id);

export const agentsOfAccount = async (db: Db, tenantId: string, accountId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('chat_account_agents')
      .select('user_id')
      .where('tenant_id', '=', tenantId)
      .where('account_id', '=', accountId)
      .execute()
  ).map((r) => r.user_id);

export async function addAgents(
  db: Db,
  rows: { tenant_id: string; account_id: string; user_id: string; created_at: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('chat_account_agents')
    .values(rows)
    .onConflict((oc) => oc.columns(['tenant_id', 'account_id', 'user_id']).doNothing())
    .execute();
}
