import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { PreloginCardsTable, PreloginConfigTable, PreloginLinksTable } from './tables.ts';

export type ConfigRow = Selectable<PreloginConfigTable>;
export type CardRow = Selectable<PreloginCardsTable>;
export type LinkRow = Selectable<PreloginLinksTable>;
export type LinkTable = 'prelogin_nav_items' | 'prelogin_carousel' | 'prelogin_tools' | 'prelogin_third_party';

export const findConfig = (db: Db, tenantId: string) =>
  db.selectFrom('prelogin_config').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();

export async function insertConfig(db: Db, row: Insertable<PreloginConfigTable>): Promise<void> {
  await db.insertInto('prelogin_config').values(row).execute();
}

export async function updateConfig(db: Db, tenantId: string, changes: Updateable<PreloginConfigTable>): Promise<void> {
  await db.updateTable('prelogin_config').set(changes).where('tenant_id', '=', tenantId).execute();
}

export const listCards = (db: Db, tenantId: string) =>
  db.selectFrom('prelogin_cards').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('card_name').execute();

export const findCard = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('prelogin_cards').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

/** A card of the tenant with this name, other than `exceptId`. */
export const cardByName = (db: Db, tenantId: string, name: string, exceptId: string | null) => {
  let query = db.selectFrom('prelogin_cards').select('id').where('tenant_id', '=', tenantId).where('card_name', '=', name);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
};

export async function insertCard(db: Db, row: Insertable<PreloginCardsTable>): Promise<void> {
  await db.insertInto('prelogin_cards').values(row).execute();
}

export async function updateCard(db: Db, tenantId: string, id: string, changes: Updateable<PreloginCardsTable>): Promise<void> {
  await db.updateTable('prelogin_cards').set(changes).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function deleteCard(db: Db, tenantId: string, id: string): Promise<number> {
  const result = await db.deleteFrom('prelogin_cards').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Addresses of every tenant's enabled common tools, which open in the portal's frame page. */
export async function enabledToolUrls(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('prelogin_tools')
    .select('url')
    .distinct()
    .where('enabled', '=', 1)
    .where('url', 'like', 'http%')
    .execute();
  return rows.map((r) => r.url);
}

export const listLinks = (db: Db, table: LinkTable, tenantId: string) =>
  db.selectFrom(table).selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute();

export const findLink = (db: Db, table: LinkTable, tenantId: string, id: string) =>
  db.selectFrom(table).selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export async function replaceLinks(db: Db, table: LinkTable, tenantId: string, rows: Insertable<PreloginLinksTable>[]): Promise<void> {
  await db.deleteFrom(table).where('tenant_id', '=', tenantId).execute();
  if (rows.length > 0) await db.insertInto(table).values(rows).execute();
}

export async function upsertLink(db: Db, table: LinkTable, row: Insertable<PreloginLinksTable>): Promise<void> {
  const { id, tenant_id, ...changes } = row;
  const updated = await db.updateTable(table).set(changes).where('tenant_id', '=', tenant_id).where('id', '=', id).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto(table).values(row).execute();
}

export async function deleteLink(db: Db, table: LinkTable, tenantId: string, id: string): Promise<number> {
  const result = await db.deleteFrom(table).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
