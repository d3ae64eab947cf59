import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { MessageColumnsTable, MessagesTable } from './tables.ts';

export type ColumnRow = Selectable<MessageColumnsTable>;
export type MessageRow = Selectable<MessagesTable>;
export function listColumns(db: Db, tenantId: string, enabledOnly: boolean): Promise<ColumnRow[]> {
  let query = db.selectFrom('message_columns').selectAll().where('tenant_id', '=', tenantId);
  if (enabledOnly) query = query.where('enabled', '=', 1);
  return query.orderBy('sort').orderBy('id').execute();
}

export async function upsertColumn(db: Db, row: Insertable<MessageColumnsTable>): Promise<void> {
  const updated = await db
    .updateTable('message_columns')
    .set({ column_name: row.column_name, column_type: row.column_type, sort: row.sort, enabled: row.enabled })
    .where('id', '=', row.id)
    .where('tenant_id', '=', row.tenant_id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('message_columns').values(row).execute();
}

export async function deleteColumns(db: Db, tenantId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('message_columns').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
}

/** Ids among `columnIds` that still hold messages not deleted. */
export async function columnsInUse(db: Db, tenantId: string, columnIds: string[]): Promise<string[]> {
  if (columnIds.length === 0) return [];
  const rows = await db
    .selectFrom('messages')
    .select('column_id')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('column_id', 'in', columnIds)
    .where('deleted', '=', 0)
    .execute();
  return rows.map((r) => r.column_id);
}

export type PublishedMessageRow = MessageRow & { column_name: string };

/** Published, not deleted, released by `nowIso`, in an enabled column. */
function published(db: Db, tenantId: string, nowIso: string) {
  return db
    .selectFrom('messages')
    .innerJoin('message_columns', 'message_columns.id', 'messages.column_id')
    .where('messages.tenant_id', '=', tenantId)
    .where('messages.published', '=', 1)
    .where('messages.deleted', '=', 0)
    .where('messages.release_time', '<=', nowIso)
    .where('message_columns.enabled', '=', 1);
}

export async function pagePublished(
  db: Db,
  tenantId: string,
  nowIso: string,
  columnIds: string[] | null,
  offset: number,
  limit: number,
): Promise<{ rows: PublishedMessageRow[]; total: number }> {
  let base = published(db, tenantId, nowIso);
  if (columnIds) base = base.where('messages.column_id', 'in', columnIds.length > 0 ? columnIds : ['']);
  const [rows, count] = await Promise.all([
    base
      .selectAll('messages')
      .select('message_columns.column_name')
      .orderBy('messages.release_time', 'desc')
      .orderBy('messages.id')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function countPublished(db: Db, tenantId: string, nowIso: string): Promise<number> {
  const row = await published(db, tenantId, nowIso)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findPublished(db: Db, tenantId: string, nowIso: string, id: string): Promise<PublishedMessageRow | undefined> {
  return published(db, tenantId, nowIso)
    .where('messages.id', '=', id)
    .selectAll('messages')
    .select('message_columns.column_name')
    .executeTakeFirst();
}

export async function addView(db: Db, id: string): Promise<void> {
  await db
    .updateTable('messages')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
