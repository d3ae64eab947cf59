import { CompiledQuery, sql } from 'kysely';
import { type Condition, whereConditions } from '../../db/conditions.ts';
import type { Db } from '../../db/schema.ts';
import type { DeptDutiesTable } from './tables.ts';

/** Searchable field keys → columns (the duty list's fields; see transfer/lists/dept-duty.ts). */
export const DUTY_COLUMNS: Readonly<Record<string, string>> = {
  id: 'd.id',
  deptId: 'd.dept_id',
  deptCode: 'p.code',
  deptName: 'p.name',
  dutyDescription: 'd.duty_description',
  dutyType: 'd.duty_type',
  basis: 'd.basis',
  sort: 'd.sort',
};

export interface DutyRow {
  id: string;
  dept_id: string;
  dept_code: string;
  dept_name: string;
  duty_description: string;
  duty_type: string;
  basis: string;
  sort: number;
  updated_at: string;
}

function base(db: Db, tenantId: string, conditions: readonly Condition[]) {
  return db
    .selectFrom('dept_duties as d')
    .innerJoin('depts as p', 'p.id', 'd.dept_id')
    .where('d.tenant_id', '=', tenantId)
    .where((eb) => whereConditions(eb, conditions, DUTY_COLUMNS));
}

const COLUMNS = [
  'd.id',
  'd.dept_id',
  'p.code as dept_code',
  'p.name as dept_name',
  'd.duty_description',
  'd.duty_type',
  'd.basis',
  'd.sort',
  'd.updated_at',
] as const;

export async function countDuties(db: Db, tenantId: string, conditions: readonly Condition[]): Promise<number> {
  const row = await base(db, tenantId, conditions)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function pageDuties(db: Db, tenantId: string, conditions: readonly Condition[], offset: number, limit: number): Promise<DutyRow[]> {
  return base(db, tenantId, conditions)
    .select(COLUMNS)
    .orderBy('p.sort')
    .orderBy('p.code')
    .orderBy('d.sort')
    .orderBy('d.id')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** Position of a row in `batchOfDuties` order. */
export interface DutyCursor {
  deptId: string;
  sort: number;
  id: string;
}

/**
 * One batch in (department, sort, id) order after a cursor: keyset paging,
 * so each batch costs the same however deep the export is, and no
 * long-running read holds the embedded database's one connection.
 */
export function batchOfDuties(
  db: Db,
  tenantId: string,
  conditions: readonly Condition[],
  after: DutyCursor | null,
  limit: number,
): Promise<DutyRow[]> {
  let q = base(db, tenantId, conditions).select(COLUMNS);
  if (after) q = q.where(sql<boolean>`(d.dept_id, d.sort, d.id) > (${after.deptId}, ${after.sort}, ${after.id})`);
  return q.orderBy('d.dept_id').orderBy('d.sort').orderBy('d.id').limit(limit).execute();
}

/** Every duty of the tenant, by department then sort (the three lists keep them in memory). */
export function allDuties(db: Db, tenantId: string): Promise<DutyRow[]> {
  return base(db, tenantId, []).select(COLUMNS).orderBy('d.dept_id').orderBy('d.sort').orderBy('d.id').execute();
}

export function findDuty(db: Db, tenantId: string, id: string): Promise<DutyRow | undefined> {
  return base(db, tenantId, []).select(COLUMNS).where('d.id', '=', id).executeTakeFirst();
}

/** Ids of existing duties by (department, description), for the duplicate check of a batch. */
export async function dutyIdsByKey(
  db: Db,
  tenantId: string,
  keys: readonly { deptId: string; description: string }[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (keys.length === 0) return found;
  // Row-value IN probes the unique index once per pair (IN lists per column would probe every combination).
  const pairs = sql.join(keys.map((k) => sql`(${k.deptId}, ${k.description})`));
  const rows = await db
    .selectFrom('dept_duties')
    .select(['id', 'dept_id', 'duty_description'])
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`(dept_id, duty_description) in (values ${pairs})`)
    .execute();
  for (const r of rows) found.set(dutyKey(r.dept_id, r.duty_description), r.id);
  return found;
}

export const dutyKey = (deptId: string, description: string) => `${deptId}\u0000${description}`;

export async function insertDuties(db: Db, rows: DeptDutiesTable[]): Promise<void> {
  // 9 columns × 1000 rows stays under the bound-parameter limits of SQLite (32,766 since 3.32) and PostgreSQL (65,535).
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('dept_duties')
      .values(rows.slice(i, i + 1000))
      .execute();
}

const DUTY_INSERT_COLUMNS = [
  'id',
  'tenant_id',
  'dept_id',
  'duty_description',
  'duty_type',
  'basis',
  'sort',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof DeptDutiesTable)[];

/**
 * SQL of "insert these n duties unless taken", per database handle and n.
 * Kysely builds and compiles a 1,000-row insert value by value, which cost
 * about a seventh of SQLite's own work on an import; the text only depends
 * on the row count.
 */
const insertNewSql = new WeakMap<Db, Map<number, string>>();

function insertNewDutiesSql(db: Db, rows: number): string {
  let byCount = insertNewSql.get(db);
  if (!byCount) {
    byCount = new Map();
    insertNewSql.set(db, byCount);
  }
  let text = byCount.get(rows);
  if (!text) {
    const blank = Object.fromEntries(DUTY_INSERT_COLUMNS.map((c) => [c, null])) as unknown as DeptDutiesTable;
    text = db
      .insertInto('dept_duties')
      .values(Array.from({ length: rows }, () => blank))
      .onConflict((oc) => oc.columns(['tenant_id', 'dept_id', 'duty_description']).doNothing())
      .compile().sql;
    byCount.set(rows, text);
  }
  return text;
}

/**
 * Inserts the rows whose department and description are not taken yet;
 * answers how many it inserted. No `returning id`: the import only counts,
 * and returning a row object per insert cost SQLite about 40% more time.
 */
export async function insertNewDuties(db: Db, rows: DeptDutiesTable[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000);
    // Values in the compiled text's order: row by row, DUTY_INSERT_COLUMNS within a row. A plain
    // loop: flatMap's array per row cost a sixth of the job thread's own time on a large import.
    const values: unknown[] = new Array(batch.length * DUTY_INSERT_COLUMNS.length);
    let k = 0;
    for (const r of batch) for (const c of DUTY_INSERT_COLUMNS) values[k++] = r[c];
    const written = await db.executeQuery(CompiledQuery.raw(insertNewDutiesSql(db, batch.length), values));
    inserted += Number(written.numAffectedRows ?? 0);
  }
  return inserted;
}

/** Rows of every tenant: the sort index spans them all. */
export async function countAllDuties(db: Db): Promise<number> {
  const row = await db
    .selectFrom('dept_duties')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The index of migration 0003 that keeps a department's duties in their order (list pages, keyset export).
 * createSortIndex must build it exactly as the migration did: the import tests compare its definition.
 */
const SORT_INDEX = 'dept_duties_tenant_sort_idx';

export async function dropSortIndex(db: Db): Promise<void> {
  await db.schema.dropIndex(SORT_INDEX).execute();
}

export async function createSortIndex(db: Db): Promise<void> {
  await db.schema.createIndex(SORT_INDEX).on('dept_duties').columns(['tenant_id', 'dept_id', 'sort']).execute();
}

export async function updateDuty(
  db: Db,
  tenantId: string,
  id: string,
  fields: Pick<DeptDutiesTable, 'dept_id' | 'duty_description' | 'duty_type' | 'basis' | 'sort' | 'updated_at'>,
): Promise<number> {
  const r = await db.updateTable('dept_duties').set(fields).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function deleteDuties(db: Db, tenantId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const r = await db.deleteFrom('dept_duties').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** The departments of the tenant's duties among `ids`. */
export async function deptIdsOfDuties(db: Db, tenantId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('dept_duties')
    .select('dept_id')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.dept_id);
}

export function deptsOfTenant(db: Db, tenantId: string): Promise<{ id: string; code: string; name: string }[]> {
  return db.selectFrom('depts').select(['id', 'code', 'name']).where('tenant_id', '=', tenantId).orderBy('sort').orderBy('code').execute();
}
