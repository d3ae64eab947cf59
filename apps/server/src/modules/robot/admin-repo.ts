import { type Insertable, type SqlBool, sql, type Updateable } from 'kysely';
import { type Condition, whereConditions } from '../../db/conditions.ts';
import type { Db } from '../../db/schema.ts';
import type { EntryRow, SceneRow } from './repo.ts';
import type { RobotConfigTable, RobotEntriesTable, RobotScenesTable } from './tables.ts';

/** Queries of the administrators' calls and of the knowledge base's import and export. */

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function upsertConfig(db: Db, row: RobotConfigTable): Promise<void> {
  const { tenant_id: _, ...changes } = row;
  await db
    .insertInto('robot_config')
    .values(row)
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(changes))
    .execute();
}

// ── Scenes ──

export async function allScenes(db: Db, tenantId: string): Promise<SceneRow[]> {
  return db.selectFrom('robot_scenes').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute();
}

export async function scene(db: Db, tenantId: string, id: string): Promise<SceneRow | undefined> {
  return db.selectFrom('robot_scenes').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function sceneNamed(db: Db, tenantId: string, name: string): Promise<SceneRow | undefined> {
  return db.selectFrom('robot_scenes').selectAll().where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirst();
}

export async function insertScene(db: Db, row: Insertable<RobotScenesTable>): Promise<void> {
  await db.insertInto('robot_scenes').values(row).execute();
}

export async function updateScene(db: Db, tenantId: string, id: string, changes: Updateable<RobotScenesTable>): Promise<void> {
  await db.updateTable('robot_scenes').set(changes).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function removeScene(db: Db, tenantId: string, id: string): Promise<void> {
  await db.deleteFrom('robot_scenes').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** Entries per scene, enabled or not. */
export async function entryCounts(db: Db, tenantId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('robot_entries')
    .select(['scene_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .groupBy('scene_id')
    .execute();
  return new Map(rows.map((r) => [r.scene_id, Number(r.n)]));
}

// ── Entries ──

export interface EntryFilter {
  keyword?: string;
  sceneId?: string;
  enabled?: boolean;
}

function filtered(db: Db, tenantId: string, f: EntryFilter) {
  let q = db.selectFrom('robot_entries as e').innerJoin('robot_scenes as s', 's.id', 'e.scene_id').where('e.tenant_id', '=', tenantId);
  if (f.sceneId) q = q.where('e.scene_id', '=', f.sceneId);
  if (f.enabled !== undefined) q = q.where('e.enabled', '=', f.enabled ? 1 : 0);
  const keyword = f.keyword;
  if (keyword) {
    q = q.where(
      (eb) =>
        sql<SqlBool>`(${eb.ref('e.question')} like ${like(keyword)} escape '\\' or ${eb.ref('e.similar')} like ${like(keyword)} escape '\\')`,
    );
  }
  return q;
}

export async function pageEntries(
  db: Db,
  tenantId: string,
  f: EntryFilter,
  offset: number,
  limit: number,
): Promise<{ rows: (EntryRow & { scene_name: string })[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, tenantId, f)
      .selectAll('e')
      .select('s.name as scene_name')
      .orderBy('s.sort')
      .orderBy('s.id')
      .orderBy('e.sort')
      .orderBy('e.id')
      .offset(offset)
      .limit(limit)
      .execute(),
    filtered(db, tenantId, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function entry(db: Db, tenantId: string, id: string): Promise<EntryRow | undefined> {
  return db.selectFrom('robot_entries').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** Entries asking any of `questions`, exactly as stored (questions are unique in a tenant). */
export async function entriesAsking(db: Db, tenantId: string, questions: readonly string[]): Promise<EntryRow[]> {
  if (questions.length === 0) return [];
  return db.selectFrom('robot_entries').selectAll().where('tenant_id', '=', tenantId).where('question', 'in', questions).execute();
}

export async function insertEntries(db: Db, rows: Insertable<RobotEntriesTable>[]): Promise<void> {
  // 15 columns × 500 rows stays under SQLite's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('robot_entries')
      .values(rows.slice(i, i + 500))
      .execute();
}

export async function updateEntry(db: Db, tenantId: string, id: string, changes: Updateable<RobotEntriesTable>): Promise<void> {
  await db.updateTable('robot_entries').set(changes).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function countEntries(db: Db, tenantId: string, ids: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('robot_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function removeEntries(db: Db, tenantId: string, ids: readonly string[]): Promise<number> {
  const result = await db.deleteFrom('robot_entries').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Searchable field keys of the transfer list → columns; other keys are refused by `whereConditions`. */
const TRANSFER_COLUMNS: Readonly<Record<string, string>> = {
  sceneId: 'e.scene_id',
  question: 'e.question',
  enabled: 'e.enabled',
};

export async function countForTransfer(db: Db, tenantId: string, conditions: readonly Condition[]): Promise<number> {
  const row = await db
    .selectFrom('robot_entries as e')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('e.tenant_id', '=', tenantId)
    .where((eb) => whereConditions(eb, conditions, TRANSFER_COLUMNS))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Keyset-paged by id: the export reads in batches without holding a long read. */
export async function transferBatch(
  db: Db,
  tenantId: string,
  conditions: readonly Condition[],
  afterId: string | null,
  limit: number,
): Promise<EntryRow[]> {
  let q = db
    .selectFrom('robot_entries as e')
    .selectAll('e')
    .where('e.tenant_id', '=', tenantId)
    .where((eb) => whereConditions(eb, conditions, TRANSFER_COLUMNS));
  if (afterId !== null) q = q.where('e.id', '>', afterId);
  return q.orderBy('e.id').limit(limit).execute();
}

// ── Unanswered questions ──

function unansweredFiltered(db: Db, tenantId: string, keyword?: string) {
  let q = db.selectFrom('robot_unanswered').where('tenant_id', '=', tenantId);
  if (keyword) q = q.where(sql<SqlBool>`question like ${like(keyword)} escape '\\'`);
  return q;
}

export async function pageUnanswered(
  db: Db,
  tenantId: string,
  keyword: string | undefined,
  orderBy: 'count' | 'last',
  offset: number,
  limit: number,
) {
  const ordered =
    orderBy === 'count'
      ? unansweredFiltered(db, tenantId, keyword).selectAll().orderBy('ask_count', 'desc').orderBy('last_asked_at', 'desc')
      : unansweredFiltered(db, tenantId, keyword).selectAll().orderBy('last_asked_at', 'desc').orderBy('ask_count', 'desc');
  const [rows, count] = await Promise.all([
    ordered.orderBy('id').offset(offset).limit(limit).execute(),
    unansweredFiltered(db, tenantId, keyword)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function unanswered(db: Db, tenantId: string, id: string) {
  return db.selectFrom('robot_unanswered').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function countUnanswered(db: Db, tenantId: string, ids: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('robot_unanswered')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function removeUnanswered(db: Db, tenantId: string, ids: readonly string[]): Promise<number> {
  const result = await db.deleteFrom('robot_unanswered').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
