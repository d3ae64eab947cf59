import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { HomeCardColumnsTable, HomeCardRolesTable, HomeCardsTable, HomeCardTypesTable, HomeCardUserSettingsTable } from './tables.ts';

export type TypeRow = Selectable<HomeCardTypesTable>;
export type CardRow = Selectable<HomeCardsTable>;
export type ColumnRow = Selectable<HomeCardColumnsTable>;
export type RoleTarget = HomeCardRolesTable['target'];

// Types.

export const listTypes = (db: Db, tenantId: string) =>
  db.selectFrom('home_card_types').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute();

export const findType = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('home_card_types').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const findTypeByName = (db: Db, tenantId: string, name: string) =>
  db.selectFrom('home_card_types').select('id').where('tenant_id', '=', tenantId).where('type_name', '=', name).executeTakeFirst();

export async function nextTypeSort(db: Db, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('home_card_types')
    .select((eb) => eb.fn.max('sort').as('max'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row?.max == null ? 0 : Number(row.max) + 1;
}

export async function insertType(db: Db, row: Insertable<HomeCardTypesTable>): Promise<void> {
  await db.insertInto('home_card_types').values(row).execute();
}

export async function updateType(db: Db, tenantId: string, id: string, changes: Updateable<HomeCardTypesTable>): Promise<void> {
  await db.updateTable('home_card_types').set(changes).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function deleteTypes(db: Db, tenantId: string, ids: readonly string[]): Promise<number> {
  const result = await db.deleteFrom('home_card_types').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Cards.

export const listCards = (db: Db, tenantId: string) =>
  db.selectFrom('home_cards').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute();

/** The configured frame of every enabled frame card, of every tenant (the CSP is sent before anyone signs in). */
export const enabledFrameCardUrls = async (db: Db) =>
  (await db.selectFrom('home_cards').select('url').where('kind', '=', 'frame').where('enabled', '=', 1).execute()).map((r) => r.url);

export const cardsOfType = (db: Db, tenantId: string, typeId: string | null) => {
  const query = db.selectFrom('home_cards').selectAll().where('tenant_id', '=', tenantId);
  return (typeId === null ? query.where('type_id', 'is', null) : query.where('type_id', '=', typeId))
    .orderBy('sort')
    .orderBy('id')
    .execute();
};

export const findCard = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('home_cards').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const findCards = (db: Db, tenantId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([] as CardRow[])
    : db.selectFrom('home_cards').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();

export const findCardByName = (db: Db, tenantId: string, name: string) =>
  db.selectFrom('home_cards').select('id').where('tenant_id', '=', tenantId).where('card_name', '=', name).executeTakeFirst();

export async function typesWithCards(db: Db, tenantId: string, typeIds: readonly string[]): Promise<string[]> {
  if (typeIds.length === 0) return [];
  const rows = await db
    .selectFrom('home_cards')
    .select('type_id')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('type_id', 'in', typeIds)
    .execute();
  return rows.map((r) => r.type_id).filter((id): id is string => id !== null);
}

export async function nextCardSort(db: Db, tenantId: string, typeId: string | null): Promise<number> {
  const query = db
    .selectFrom('home_cards')
    .select((eb) => eb.fn.max('sort').as('max'))
    .where('tenant_id', '=', tenantId);
  const row = await (typeId === null ? query.where('type_id', 'is', null) : query.where('type_id', '=', typeId)).executeTakeFirst();
  return row?.max == null ? 0 : Number(row.max) + 1;
}

export async function insertCard(db: Db, row: Insertable<HomeCardsTable>): Promise<void> {
  await db.insertInto('home_cards').values(row).execute();
}

export async function updateCard(db: Db, tenantId: string, id: string, changes: Updateable<HomeCardsTable>): Promise<void> {
  await db.updateTable('home_cards').set(changes).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** Takes the cards of a type that are not in `keep` out of it. */
export async function unplaceCards(db: Db, tenantId: string, typeId: string, keep: readonly string[], now: string): Promise<void> {
  let query = db
    .updateTable('home_cards')
    .set({ type_id: null, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('type_id', '=', typeId);
  if (keep.length > 0) query = query.where('id', 'not in', keep);
  await query.execute();
}

export async function unplaceCardsById(db: Db, tenantId: string, ids: readonly string[], now: string): Promise<number> {
  const result = await db
    .updateTable('home_cards')
    .set({ type_id: null, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteCards(db: Db, tenantId: string, ids: readonly string[]): Promise<number> {
  const columnIds = (
    await db.selectFrom('home_card_columns').select('id').where('tenant_id', '=', tenantId).where('card_id', 'in', ids).execute()
  ).map((r) => r.id);
  await deleteRoles(db, tenantId, 'column', columnIds);
  await deleteRoles(db, tenantId, 'card', ids);
  await db.deleteFrom('home_card_columns').where('tenant_id', '=', tenantId).where('card_id', 'in', ids).execute();
  await db.deleteFrom('home_card_user_settings').where('tenant_id', '=', tenantId).where('card_id', 'in', ids).execute();
  const result = await db.deleteFrom('home_cards').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function columnCounts(db: Db, tenantId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('home_card_columns')
    .select(['card_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .groupBy('card_id')
    .execute();
  return new Map(rows.map((r) => [r.card_id, Number(r.n)]));
}

// Columns.

export const columnsOfCard = (db: Db, tenantId: string, cardId: string) =>
  db
    .selectFrom('home_card_columns')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('card_id', '=', cardId)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export const findColumn = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('home_card_columns').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const findColumns = (db: Db, tenantId: string, ids: readonly string[]) =>
  db.selectFrom('home_card_columns').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();

/** Columns of the other cards of a kind, with their card's name (what a card may copy). */
export const columnsOfKind = (db: Db, tenantId: string, kind: string, exceptCardId: string) =>
  db
    .selectFrom('home_card_columns as c')
    .innerJoin('home_cards as k', 'k.id', 'c.card_id')
    .select(['c.id', 'c.column_name', 'c.data_source', 'c.card_id', 'k.card_name'])
    .where('c.tenant_id', '=', tenantId)
    .where('k.kind', '=', kind)
    .where('k.id', '!=', exceptCardId)
    .orderBy('k.card_name')
    .orderBy('c.sort')
    .execute();

/** Names of the columns that read a registered API. */
export async function columnsUsingApi(db: Db, tenantId: string, apiId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('home_card_columns')
    .select('column_name')
    .where('tenant_id', '=', tenantId)
    .where('api_id', '=', apiId)
    .orderBy('column_name')
    .execute();
  return rows.map((r) => r.column_name);
}

export async function nextColumnSort(db: Db, tenantId: string, cardId: string): Promise<number> {
  const row = await db
    .selectFrom('home_card_columns')
    .select((eb) => eb.fn.max('sort').as('max'))
    .where('tenant_id', '=', tenantId)
    .where('card_id', '=', cardId)
    .executeTakeFirst();
  return row?.max == null ? 0 : Number(row.max) + 1;
}

export async function insertColumn(db: Db, row: Insertable<HomeCardColumnsTable>): Promise<void> {
  await db.insertInto('home_card_columns').values(row).execute();
}

export async function updateColumn(db: Db, tenantId: string, id: string, changes: Updateable<HomeCardColumnsTable>): Promise<void> {
  await db.updateTable('home_card_columns').set(changes).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function deleteColumns(db: Db, tenantId: string, ids: readonly string[]): Promise<number> {
  await deleteRoles(db, tenantId, 'column', ids);
  const result = await db.deleteFrom('home_card_columns').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Roles.

/** Role aliases by target id, for every target of the kind in the tenant. */
export async function rolesOf(db: Db, tenantId: string, target: RoleTarget): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('home_card_roles')
    .select(['target_id', 'role_alias'])
    .where('tenant_id', '=', tenantId)
    .where('target', '=', target)
    .orderBy('role_alias')
    .execute();
  const out = new Map<string, string[]>();
  for (const r of rows) {
    const list = out.get(r.target_id);
    if (list) list.push(r.role_alias);
    else out.set(r.target_id, [r.role_alias]);
  }
  return out;
}

export async function rolesOfTarget(db: Db, tenantId: string, target: RoleTarget, id: string): Promise<string[]> {
  const rows = await db
    .selectFrom('home_card_roles')
    .select('role_alias')
    .where('tenant_id', '=', tenantId)
    .where('target', '=', target)
    .where('target_id', '=', id)
    .orderBy('role_alias')
    .execute();
  return rows.map((r) => r.role_alias);
}

export async function deleteRoles(db: Db, tenantId: string, target: RoleTarget, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('home_card_roles')
    .where('tenant_id', '=', tenantId)
    .where('target', '=', target)
    .where('target_id', 'in', ids)
    .execute();
}

export async function setRoles(db: Db, tenantId: string, target: RoleTarget, id: string, roles: readonly string[]): Promise<void> {
  await deleteRoles(db, tenantId, target, [id]);
  if (roles.length === 0) return;
  await db
    .insertInto('home_card_roles')
    .values(roles.map((role_alias) => ({ tenant_id: tenantId, target, target_id: id, role_alias })))
    .execute();
}

// Users' card settings (card management).

export type UserSettingRow = Selectable<HomeCardUserSettingsTable>;

export const userSettings = (db: Db, tenantId: string, userId: string) =>
  db.selectFrom('home_card_user_settings').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();

/** Replaces all of one user's settings. */
export async function replaceUserSettings(
  db: Db,
  tenantId: string,
  userId: string,
  rows: readonly Insertable<HomeCardUserSettingsTable>[],
): Promise<void> {
  await db.deleteFrom('home_card_user_settings').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
  if (rows.length > 0) await db.insertInto('home_card_user_settings').values(rows).execute();
}
