import type { Insertable, Selectable, Updateable } from 'kysely';
import { whereConditions } from '../../db/conditions.ts';
import type { Db } from '../../db/schema.ts';
import type { CentreMessagesTable, MessageAccountsTable, MessageFilesTable, MessageRecipientsTable } from './tables.ts';

/** Queries of the message centre's tables (0018); the news items' are in repo.ts. */

export type AccountRow = Selectable<MessageAccountsTable>;
export type CentreMessageRow = Selectable<CentreMessagesTable>;
export type FileRow = Selectable<MessageFilesTable>;

/** Rows per multi-row insert: 8 columns each stays well under SQLite's and PostgreSQL's parameter limits. */
const RECIPIENT_CHUNK = 1000;

// ── Accounts ──

export const listAccounts = (db: Db, tenantId: string): Promise<AccountRow[]> =>
  db.selectFrom('message_accounts').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('code').execute();

export const findAccount = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('message_accounts').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const findAccountByCode = (db: Db, tenantId: string, code: string) =>
  db.selectFrom('message_accounts').selectAll().where('tenant_id', '=', tenantId).where('code', '=', code).executeTakeFirst();

export const accountsByCodeOrName = (db: Db, tenantId: string, code: string, name: string) =>
  db
    .selectFrom('message_accounts')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('code', '=', code), eb('mp_name', '=', name)]))
    .execute();

export async function insertAccount(db: Db, row: Insertable<MessageAccountsTable>): Promise<void> {
  await db.insertInto('message_accounts').values(row).execute();
}

export async function updateAccount(db: Db, tenantId: string, id: string, set: Updateable<MessageAccountsTable>): Promise<void> {
  await db.updateTable('message_accounts').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function deleteAccount(db: Db, tenantId: string, id: string): Promise<void> {
  await db.deleteFrom('message_accounts').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function messageCountsByAccount(db: Db, tenantId: string, accountId?: string): Promise<Map<string, number>> {
  let query = db
    .selectFrom('centre_messages')
    .select(['account_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .groupBy('account_id');
  if (accountId) query = query.where('account_id', '=', accountId);
  return new Map((await query.execute()).map((r) => [r.account_id, Number(r.n)]));
}

// ── Sending and withdrawing ──

export const findSystemMessage = (db: Db, systemId: string, systemMessageId: string) =>
  db
    .selectFrom('centre_messages')
    .selectAll()
    .where('system_id', '=', systemId)
    .where('system_message_id', '=', systemMessageId)
    .executeTakeFirst();

export const findMessage = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('centre_messages').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export async function insertMessage(db: Db, row: Insertable<CentreMessagesTable>): Promise<void> {
  await db.insertInto('centre_messages').values(row).execute();
}

export async function insertRecipients(db: Db, rows: readonly Insertable<MessageRecipientsTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += RECIPIENT_CHUNK) {
    await db
      .insertInto('message_recipients')
      .values(rows.slice(i, i + RECIPIENT_CHUNK))
      .execute();
  }
}

/** Marks the message and each recipient's row withdrawn; false when it already was. */
export async function withdraw(db: Db, tenantId: string, id: string, at: string): Promise<boolean> {
  const done = await db
    .updateTable('centre_messages')
    .set({ withdrawn_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) return false;
  await db.updateTable('message_recipients').set({ withdrawn: 1 }).where('message_id', '=', id).execute();
  return true;
}

export const recipientIds = async (db: Db, messageId: string): Promise<string[]> =>
  (await db.selectFrom('message_recipients').select('user_id').where('message_id', '=', messageId).execute()).map((r) => r.user_id);

export interface SentFilter {
  keyword?: string;
  accountId?: string;
  source?: 'admin' | 'system';
  state?: 'sent' | 'withdrawn';
}

export async function pageSent(db: Db, tenantId: string, filter: SentFilter, offset: number, limit: number) {
  let base = db.selectFrom('centre_messages').where('tenant_id', '=', tenantId);
  if (filter.keyword)
    base = base.where((eb) => whereConditions(eb, [{ field: 'title', operator: 'like', value: filter.keyword ?? '' }], TITLE));
  if (filter.accountId) base = base.where('account_id', '=', filter.accountId);
  if (filter.source) base = base.where('source', '=', filter.source);
  if (filter.state) base = base.where('withdrawn_at', filter.state === 'sent' ? 'is' : 'is not', null);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

const TITLE = { title: 'centre_messages.title' } as const;

export async function readCounts(db: Db, messageIds: readonly string[]): Promise<Map<string, number>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('message_recipients')
    .select(['message_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('message_id', 'in', [...messageIds])
    .where('read_at', 'is not', null)
    .groupBy('message_id')
    .execute();
  return new Map(rows.map((r) => [r.message_id, Number(r.n)]));
}

// ── Files ──

export async function insertFiles(db: Db, rows: readonly Insertable<MessageFilesTable>[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('message_files')
      .values([...rows])
      .execute();
}

export const findFile = (db: Db, id: string) => db.selectFrom('message_files').selectAll().where('id', '=', id).executeTakeFirst();

/** Files of the tenant among `ids` of one kind; with `unsent`, only those no message was sent with yet. */
export function filesAmong(db: Db, tenantId: string, kind: 'image' | 'attachment', ids: readonly string[], unsent: boolean) {
  if (ids.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('message_files')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('id', 'in', [...ids]);
  if (unsent) query = query.where('message_id', 'is', null);
  return query.execute();
}

export async function bindFiles(db: Db, ids: readonly string[], messageId: string): Promise<void> {
  for (const [sort, id] of ids.entries()) {
    await db
      .updateTable('message_files')
      .set({ message_id: messageId, sort })
      .where('id', '=', id)
      .where('message_id', 'is', null)
      .execute();
  }
}

export const filesOf = (db: Db, messageId: string) =>
  db.selectFrom('message_files').selectAll().where('message_id', '=', messageId).orderBy('kind').orderBy('sort').execute();

// ── A user's messages ──

const inbox = (db: Db, tenantId: string, userId: string) =>
  db.selectFrom('message_recipients as r').where('r.user_id', '=', userId).where('r.tenant_id', '=', tenantId).where('r.withdrawn', '=', 0);

export const findRecipient = (db: Db, tenantId: string, userId: string, messageId: string) =>
  db
    .selectFrom('message_recipients')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('message_id', '=', messageId)
    .executeTakeFirst();

export async function unreadCounts(db: Db, tenantId: string, userId: string): Promise<{ unread: number; important: number }> {
  const rows = await inbox(db, tenantId, userId)
    .where('r.read_at', 'is', null)
    .select(['r.important', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('r.important')
    .execute();
  const important = Number(rows.find((r) => r.important === 1)?.n ?? 0);
  return { unread: rows.reduce((sum, r) => sum + Number(r.n), 0), important };
}

export const accountCounts = (db: Db, tenantId: string, userId: string) =>
  inbox(db, tenantId, userId)
    .select([
      'r.account_id',
      (eb) => eb.fn.countAll<string | number>().as('total'),
      (eb) => eb.fn.count<string | number>('r.message_id').filterWhere('r.read_at', 'is', null).as('unread'),
      (eb) => eb.fn.max('r.sent_at').as('last_time'),
    ])
    .groupBy('r.account_id')
    .execute();

export const latestOfAccount = (db: Db, tenantId: string, userId: string, accountId: string) =>
  inbox(db, tenantId, userId)
    .innerJoin('centre_messages as m', 'm.id', 'r.message_id')
    .where('r.account_id', '=', accountId)
    .select(['m.title', 'r.sent_at'])
    .orderBy('r.sent_at', 'desc')
    .limit(1)
    .executeTakeFirst();

export interface InboxFilter {
  accountId?: string;
  keyword?: string;
  unreadOnly?: boolean;
}

const SEARCHED = { title: 'm.title', summary: 'm.summary' } as const;

/** A page of the user's messages, newest first, with the message's columns. */
export async function pageInbox(db: Db, tenantId: string, userId: string, filter: InboxFilter, offset: number, limit: number) {
  let base = inbox(db, tenantId, userId).innerJoin('centre_messages as m', 'm.id', 'r.message_id');
  if (filter.accountId) base = base.where('r.account_id', '=', filter.accountId);
  if (filter.unreadOnly) base = base.where('r.read_at', 'is', null);
  const keyword = filter.keyword;
  if (keyword)
    base = base.where((eb) =>
      eb.or([
        whereConditions(eb, [{ field: 'title', operator: 'like', value: keyword }], SEARCHED),
        whereConditions(eb, [{ field: 'summary', operator: 'like', value: keyword }], SEARCHED),
      ]),
    );
  const [rows, count] = await Promise.all([
    base.selectAll('m').select('r.read_at').orderBy('r.sent_at', 'desc').orderBy('r.message_id').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function markRead(db: Db, userId: string, messageId: string, at: string): Promise<void> {
  await db
    .updateTable('message_recipients')
    .set({ read_at: at })
    .where('message_id', '=', messageId)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

export async function markAllRead(db: Db, tenantId: string, userId: string, accountId: string | undefined, at: string): Promise<number> {
  let query = db
    .updateTable('message_recipients')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .where('withdrawn', '=', 0)
    .where('read_at', 'is', null);
  if (accountId) query = query.where('account_id', '=', accountId);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/** The user's unread important notices, newest first. */
export const unreadImportant = (db: Db, tenantId: string, userId: string, limit: number) =>
  inbox(db, tenantId, userId)
    .innerJoin('centre_messages as m', 'm.id', 'r.message_id')
    .where('r.read_at', 'is', null)
    .where('r.important', '=', 1)
    .selectAll('m')
    .orderBy('r.sent_at', 'desc')
    .orderBy('r.message_id')
    .limit(limit)
    .execute();

// ── Catching up (push.ts) ──

/** The user's messages sent at or after `since`, newest first. */
export const sentSince = (db: Db, tenantId: string, userId: string, since: string, limit: number) =>
  inbox(db, tenantId, userId)
    .innerJoin('centre_messages as m', 'm.id', 'r.message_id')
    .where('r.sent_at', '>=', since)
    .selectAll('m')
    .orderBy('r.sent_at', 'desc')
    .limit(limit)
    .execute();

/** The user's messages withdrawn at or after `since`, newest first. */
export const withdrawnSince = (db: Db, tenantId: string, userId: string, since: string, limit: number) =>
  db
    .selectFrom('centre_messages as m')
    .innerJoin('message_recipients as r', (join) => join.onRef('r.message_id', '=', 'm.id').on('r.user_id', '=', userId))
    .where('m.tenant_id', '=', tenantId)
    .where('m.withdrawn_at', '>=', since)
    .select(['m.id', 'm.withdrawn_at'])
    .orderBy('m.withdrawn_at', 'desc')
    .limit(limit)
    .execute();

// ── Visitors ──

export const findPublic = (db: Db, tenantId: string, id: string) =>
  db
    .selectFrom('centre_messages')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('is_public', '=', 1)
    .where('everyone', '=', 1)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();

export async function addView(db: Db, id: string): Promise<void> {
  await db
    .updateTable('centre_messages')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
