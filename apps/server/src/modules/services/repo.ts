import { OpenWay } from '@onehall/contract';
import { type ExpressionBuilder, type Insertable, type SelectQueryBuilder, type SqlBool, sql, type Updateable } from 'kysely';
import type { Database, Db } from '../../db/schema.ts';
import type { ServiceSearchLogsTable, ServicesTable } from './tables.ts';

type From = Database & { s: ServicesTable };

/** Who is looking: visitors have no roles (null); configuration views see unshelved services too. */
export interface Viewer {
  tenantId: string;
  userId: string | null;
  roles: string[] | null;
  includeUnshelved?: boolean;
}

export interface ListFilters {
  name?: string;
  deptId?: string;
  sceneId?: string;
  typeId?: string;
  centre?: 'APPLICATION' | 'PROCESS' | '';
  processType?: 'OFFLINE' | 'ONLINE' | '';
  shelf?: boolean;
  /** Only services open to this role (no role rows, or a row for it). */
  onlyRole?: string;
}

export type OrderBy = 'default' | 'hot' | 'new';

function roleVisible(eb: ExpressionBuilder<From, 's'>, roles: string[]) {
  const anyRoleRow = eb.selectFrom('service_roles as r').select('r.service_id').whereRef('r.service_id', '=', 's.id');
  const open = eb.not(eb.exists(anyRoleRow));
  if (roles.length === 0) return open;
  return eb.or([open, eb.exists(anyRoleRow.where('r.role_alias', 'in', roles))]);
}

/**
 * The visibility rule in SQL; `search-index.ts` applies the same rule in
 * memory. For a lookup by ids, tenant and shelf are compared as expressions
 * so the planner looks the ids up by primary key instead of walking the whole
 * tenant through the (tenant, shelf, sort) index (SQLite has no statistics to
 * tell the two apart; `|| ''` and `+ 0` are no-ops on both dialects).
 */
function visibleTo<O>(qb: SelectQueryBuilder<From, 's', O>, viewer: Viewer, byId = false): SelectQueryBuilder<From, 's', O> {
  let q = byId
    ? qb.where(sql<string>`${sql.ref('s.tenant_id')} || ''`, '=', viewer.tenantId)
    : qb.where('s.tenant_id', '=', viewer.tenantId);
  if (!viewer.includeUnshelved) q = byId ? q.where(sql<number>`${sql.ref('s.shelf')} + 0`, '=', 1) : q.where('s.shelf', '=', 1);
  if (viewer.includeUnshelved) return q;
  if (viewer.roles === null) return q.where('s.visitor_visible', '=', 1);
  const roles = viewer.roles;
  return q.where((eb) => roleVisible(eb, roles));
}

function filtered(db: Db, viewer: Viewer, f: ListFilters, byId = false) {
  let q = visibleTo(db.selectFrom('services as s') as SelectQueryBuilder<From, 's', object>, viewer, byId);
  if (f.name) q = q.where('s.name', 'like', `%${f.name.replace(/[%_\\]/g, '')}%`);
  if (f.deptId) q = q.where('s.dept_id', '=', f.deptId);
  if (f.sceneId) q = q.where('s.scene_id', '=', f.sceneId);
  if (f.typeId) q = q.where('s.type_id', '=', f.typeId);
  if (f.centre) q = q.where('s.centre', 'in', [f.centre, 'BOTH']);
  if (f.processType === 'OFFLINE') q = q.where('s.process_type', '=', 'OFFLINE');
  if (f.processType === 'ONLINE') q = q.where('s.process_type', '<>', 'OFFLINE');
  if (f.shelf !== undefined) q = q.where('s.shelf', '=', f.shelf ? 1 : 0);
  if (f.onlyRole) {
    const role = f.onlyRole;
    q = q.where((eb) => roleVisible(eb, [role]));
  }
  return q;
}

function withItemColumns<O>(q: SelectQueryBuilder<From, 's', O>, userId: string | null) {
  return q
    .innerJoin('depts as d', 'd.id', 's.dept_id')
    .leftJoin('service_scenes as sc', 'sc.id', 's.scene_id')
    .leftJoin('service_types as t', 't.id', 's.type_id')
    .selectAll('s')
    .select(['d.name as dept_name', 'sc.name as scene_name', 't.name as type_name'])
    .select((eb) => [
      eb
        .selectFrom('service_ratings as g')
        .select((g) => g.fn.avg<number | string>('g.score').as('a'))
        .whereRef('g.service_id', '=', 's.id')
        .as('avg_score'),
      eb
        .selectFrom('service_ratings as g')
        .select((g) => g.fn.countAll<number | string>().as('c'))
        .whereRef('g.service_id', '=', 's.id')
        .as('rate_count'),
      userId
        ? eb
            .selectFrom('service_favourites as f')
            .select((f) => f.fn.countAll<number | string>().as('c'))
            .whereRef('f.service_id', '=', 's.id')
            .where('f.user_id', '=', userId)
            .as('collected')
        : sql<number>`0`.as('collected'),
    ]);
}

export type ServiceRow = ServicesTable & {
  dept_name: string;
  scene_name: string | null;
  type_name: string | null;
  avg_score: number | string | null;
  rate_count: number | string | null;
  collected: number | string | null;
};

export async function page(
  db: Db,
  viewer: Viewer,
  f: ListFilters,
  orderBy: OrderBy,
  offset: number,
  limit: number,
): Promise<{ rows: ServiceRow[]; total: number }> {
  const base = filtered(db, viewer, f);
  const totalRow = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  let q = withItemColumns(base, viewer.userId);
  if (orderBy === 'hot') q = q.orderBy('s.visit_count', 'desc');
  if (orderBy === 'new') q = q.orderBy('s.launched_at', 'desc');
  const rows = await q.orderBy('s.sort').orderBy('s.id').limit(limit).offset(offset).execute();
  return { rows: rows as ServiceRow[], total: Number(totalRow?.n ?? 0) };
}

export async function byIds(db: Db, viewer: Viewer, ids: string[]): Promise<ServiceRow[]> {
  if (ids.length === 0) return [];
  const rows = await withItemColumns(filtered(db, viewer, {}, true).where('s.id', 'in', ids), viewer.userId).execute();
  return rows as ServiceRow[];
}

export async function rolesOf(db: Db, serviceIds: string[]): Promise<{ service_id: string; role_alias: string }[]> {
  if (serviceIds.length === 0) return [];
  return db.selectFrom('service_roles').selectAll().where('service_id', 'in', serviceIds).execute();
}

export async function countsBy(
  db: Db,
  viewer: Viewer,
  f: ListFilters,
  column: 'dept_id' | 'scene_id' | 'type_id',
): Promise<{ key: string | null; n: number | string }[]> {
  return filtered(db, viewer, f)
    .select([`s.${column} as key`, (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy(`s.${column}`)
    .execute();
}

export async function countVisible(db: Db, viewer: Viewer, f: ListFilters): Promise<number> {
  const row = await filtered(db, viewer, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const deptsOfTenant = (db: Db, tenantId: string) =>
  db.selectFrom('depts').select(['id', 'name', 'sort', 'parent_id']).where('tenant_id', '=', tenantId).orderBy('sort').execute();

export const optionsOf = (db: Db, table: 'service_scenes' | 'service_types', tenantId: string) =>
  db.selectFrom(table).select(['id', 'name', 'sort']).where('tenant_id', '=', tenantId).orderBy('sort').orderBy('name').execute();

export const findDept = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('depts').select(['id', 'name', 'sort']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const findOption = (db: Db, table: 'service_scenes' | 'service_types', tenantId: string, id: string) =>
  db.selectFrom(table).select(['id', 'name', 'sort']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const optionByName = (db: Db, table: 'service_scenes' | 'service_types' | 'depts', tenantId: string, name: string) =>
  db.selectFrom(table).select(['id']).where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirst();

export async function insertOption(
  db: Db,
  table: 'service_scenes' | 'service_types',
  row: { id: string; tenant_id: string; name: string; sort: number },
) {
  await db.insertInto(table).values(row).execute();
}

export async function updateOption(
  db: Db,
  table: 'service_scenes' | 'service_types' | 'depts',
  tenantId: string,
  id: string,
  name: string,
  sort?: number,
) {
  await db
    .updateTable(table)
    .set({ name, ...(sort === undefined ? {} : { sort }) })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function insertDept(
  db: Db,
  row: { id: string; tenant_id: string; parent_id: string | null; name: string; code: string; sort: number },
) {
  await db.insertInto('depts').values(row).execute();
}

export const rootDept = (db: Db, tenantId: string) =>
  db.selectFrom('depts').select('id').where('tenant_id', '=', tenantId).where('parent_id', 'is', null).executeTakeFirst();

// Favourites.

export const favouriteIds = (db: Db, userId: string) =>
  db.selectFrom('service_favourites').select(['service_id', 'sort']).where('user_id', '=', userId).orderBy('sort').execute();

export async function addFavourite(db: Db, userId: string, serviceId: string, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const exists = await trx
      .selectFrom('service_favourites')
      .select('sort')
      .where('user_id', '=', userId)
      .where('service_id', '=', serviceId)
      .executeTakeFirst();
    if (exists) return;
    const max = await trx
      .selectFrom('service_favourites')
      .select((eb) => eb.fn.max<number | null>('sort').as('m'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    await trx
      .insertInto('service_favourites')
      .values({ user_id: userId, service_id: serviceId, sort: Number(max?.m ?? 0) + 1, created_at: now })
      .execute();
  });
}

export async function removeFavourite(db: Db, userId: string, serviceId: string): Promise<void> {
  await db.deleteFrom('service_favourites').where('user_id', '=', userId).where('service_id', '=', serviceId).execute();
}

export async function reorderFavourites(db: Db, userId: string, serviceIds: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [i, serviceId] of serviceIds.entries()) {
      await trx
        .updateTable('service_favourites')
        .set({ sort: i + 1 })
        .where('user_id', '=', userId)
        .where('service_id', '=', serviceId)
        .execute();
    }
  });
}

// Ratings.

export const findRating = (db: Db, serviceId: string, userId: string) =>
  db.selectFrom('service_ratings').selectAll().where('service_id', '=', serviceId).where('user_id', '=', userId).executeTakeFirst();

export async function upsertRating(
  db: Db,
  row: { id: string; service_id: string; user_id: string; score: number; labels: string; comment: string; now: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await findRating(trx, row.service_id, row.user_id);
    if (existing) {
      await trx
        .updateTable('service_ratings')
        .set({ score: row.score, labels: row.labels, comment: row.comment, updated_at: row.now })
        .where('id', '=', existing.id)
        .execute();
    } else {
      await trx
        .insertInto('service_ratings')
        .values({
          id: row.id,
          service_id: row.service_id,
          user_id: row.user_id,
          score: row.score,
          labels: row.labels,
          comment: row.comment,
          created_at: row.now,
          updated_at: row.now,
        })
        .execute();
    }
  });
}

export const ratingsOf = (db: Db, serviceId: string) =>
  db
    .selectFrom('service_ratings as g')
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .select(['g.user_id', 'g.score', 'g.labels', 'g.comment', 'g.updated_at', 'u.nick_name'])
    .where('g.service_id', '=', serviceId)
    .orderBy('g.updated_at', 'desc')
    .execute();

/** Every rating of one user, latest first (the personal centre's 我的评价). */
export const ratingsByUser = (db: Db, userId: string) =>
  db.selectFrom('service_ratings').selectAll().where('user_id', '=', userId).orderBy('updated_at', 'desc').execute();

// Sensitive words.

export const sensitiveWords = (db: Db, tenantId: string) =>
  db.selectFrom('sensitive_words').select('word').where('tenant_id', '=', tenantId).execute();

export async function recordSensitiveHit(
  db: Db,
  row: { id: string; tenant_id: string; user_id: string | null; word: string; source: string; content: string; created_at: string },
): Promise<void> {
  await db.insertInto('sensitive_word_hits').values(row).execute();
}

// Visits and searches.

export async function recordVisit(
  db: Db,
  row: { id: string; tenant_id: string; service_id: string; user_id: string | null; created_at: string },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('service_visits').values(row).execute();
    await trx
      .updateTable('services')
      .set((eb) => ({ visit_count: eb('visit_count', '+', 1) }))
      .where('id', '=', row.service_id)
      .execute();
    const after = await trx.selectFrom('services').select('visit_count').where('id', '=', row.service_id).executeTakeFirstOrThrow();
    return Number(after.visit_count);
  });
}

// Configuration.

export const findService = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('services').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export async function saveService(db: Db, row: Insertable<ServicesTable>, isNew: boolean, roles: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (isNew) await trx.insertInto('services').values(row).execute();
    else {
      const { id, tenant_id, created_at, launched_at, visit_count, ...changes } = row;
      await trx.updateTable('services').set(changes).where('id', '=', id).where('tenant_id', '=', tenant_id).execute();
    }
    await trx.deleteFrom('service_roles').where('service_id', '=', row.id).execute();
    if (roles.length > 0)
      await trx
        .insertInto('service_roles')
        .values(roles.map((role_alias) => ({ service_id: row.id, role_alias })))
        .execute();
  });
}

export async function updateServices(db: Db, tenantId: string, ids: string[], changes: Updateable<ServicesTable>): Promise<number> {
  const result = await db.updateTable('services').set(changes).where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function setVisibility(
  db: Db,
  tenantId: string,
  id: string,
  visitorVisible: boolean,
  roles: string[],
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('services')
      .set({ visitor_visible: visitorVisible ? 1 : 0, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('service_roles').where('service_id', '=', id).execute();
    if (roles.length > 0)
      await trx
        .insertInto('service_roles')
        .values(roles.map((role_alias) => ({ service_id: id, role_alias })))
        .execute();
  });
}

/** The given services go first, in this order; the others keep their relative order after them. */
export async function orderServices(db: Db, tenantId: string, ids: string[], now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('services')
      .set((eb) => ({ sort: eb('sort', '+', ids.length) }))
      .where('tenant_id', '=', tenantId)
      .where('id', 'not in', ids)
      .execute();
    for (const [i, id] of ids.entries()) {
      await trx
        .updateTable('services')
        .set({ sort: i + 1, updated_at: now })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    }
  });
}

export const existingIds = (db: Db, tenantId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('services').select(['id', 'centre']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();

export const centreDisplayIds = (db: Db, tenantId: string, centre: string) =>
  db
    .selectFrom('service_centre_display')
    .select('service_id')
    .where('tenant_id', '=', tenantId)
    .where('centre', '=', centre)
    .orderBy('sort')
    .execute();

export async function replaceCentreDisplay(db: Db, tenantId: string, centre: string, ids: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('service_centre_display').where('tenant_id', '=', tenantId).where('centre', '=', centre).execute();
    if (ids.length > 0)
      await trx
        .insertInto('service_centre_display')
        .values(ids.map((service_id, i) => ({ tenant_id: tenantId, centre, service_id, sort: i + 1 })))
        .execute();
  });
}

export async function insertIcon(db: Db, row: { id: string; tenant_id: string; mime: string; data: string; created_at: string }) {
  await db.insertInto('service_icons').values(row).execute();
}

export const findIcon = (db: Db, id: string) =>
  db.selectFrom('service_icons').select(['mime', 'data']).where('id', '=', id).executeTakeFirst();

/** Everything the search index holds (full list rows, unshelved too), for some services or all (start-up). */
export async function indexRows(db: Db, ids?: string[]) {
  let q = withItemColumns(db.selectFrom('services as s') as SelectQueryBuilder<From, 's', object>, null);
  if (ids) q = q.where('s.id', 'in', ids);
  const rows = (await q.execute()) as ServiceRow[];
  const roles = await (ids ? rolesOf(db, ids) : db.selectFrom('service_roles').selectAll().execute());
  return { rows, roles };
}

/**
 * Distinct absolute addresses of shelved services that open in the portal's
 * frame (open way 1001): those the viewer may see, or every tenant's without one.
 */
export async function inPageServiceUrls(db: Db, viewer: Viewer | null): Promise<string[]> {
  const from = db.selectFrom('services as s') as SelectQueryBuilder<From, 's', object>;
  const q = (viewer ? visibleTo(from, viewer) : from.where('s.shelf', '=', 1))
    .select('s.service_url')
    .distinct()
    .where('s.open_way', '=', OpenWay.IN_PAGE)
    .where('s.service_url', 'like', 'http%');
  return (await q.execute()).map((r) => r.service_url);
}

/** Which of these services the user has collected. */
export async function collectedAmong(db: Db, userId: string, serviceIds: string[]): Promise<Set<string>> {
  if (serviceIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('service_favourites')
    .select('service_id')
    .where('user_id', '=', userId)
    .where('service_id', 'in', serviceIds)
    .execute();
  return new Set(rows.map((r) => r.service_id));
}

export async function recordSearches(db: Db, rows: Insertable<ServiceSearchLogsTable>[]) {
  if (rows.length > 0) await db.insertInto('service_search_logs').values(rows).execute();
}

/** Services on the shelf, optionally by part of the name, for pickers (the card column form). */
export const shelfServices = (db: Db, tenantId: string, name: string, limit: number) => {
  let query = db
    .selectFrom('services as s')
    .leftJoin('depts as d', 'd.id', 's.dept_id')
    .select(['s.id', 's.name', 'd.name as dept_name'])
    .where('s.tenant_id', '=', tenantId)
    .where('s.shelf', '=', 1);
  if (name) query = query.where(sql<SqlBool>`s.name like ${`%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`);
  return query.orderBy('s.sort').orderBy('s.id').limit(limit).execute();
};
