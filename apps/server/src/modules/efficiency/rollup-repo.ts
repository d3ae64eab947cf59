import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { emptySums, histText, keyOf, parseHist, type Rollups, SEP, type Sums } from './contributions.ts';
import type { EffOpenNodesTable, EffProcessFactsTable } from './tables.ts';

/** Writes and whole-table reads of the roll-up tables (the reports' reads are in repo.ts). */

export type RollupKind = keyof Rollups;

interface TableShape {
  table: string;
  keys: readonly string[];
  started: boolean;
  hist: boolean;
}

export const SHAPES: Record<RollupKind, TableShape> = {
  dept: { table: 'eff_daily_dept', keys: ['day', 'dept_id'], started: true, hist: true },
  month: { table: 'eff_monthly_dept', keys: ['month', 'dept_id'], started: true, hist: true },
  service: { table: 'eff_daily_service', keys: ['day', 'dept_id', 'service_id'], started: true, hist: false },
  node: { table: 'eff_node_daily', keys: ['day', 'dept_id', 'process_name', 'node_name'], started: false, hist: true },
  handler: { table: 'eff_handler_daily', keys: ['day', 'user_id', 'dept_id'], started: false, hist: true },
};
export const KINDS = Object.keys(SHAPES) as RollupKind[];

/** Rows per statement: under SQLite's 32,766 bound parameters at 14 columns. */
const CHUNK = 2000;

// The four tables share one shape, so they are written through one untyped handle.
// biome-ignore lint/suspicious/noExplicitAny: table names vary by roll-up kind
const loose = (db: Db) => db as unknown as Kysely<any>;

type RawRow = Record<string, string | number | null>;

function sumsOf(shape: TableShape, r: RawRow): Sums {
  const s = emptySums();
  s.started = shape.started ? Number(r.started) : 0;
  s.finished = Number(r.finished);
  s.late = Number(r.late);
  s.minutes = Number(r.minutes);
  if (shape.hist) parseHist(String(r.hist ?? ''), s.hist);
  return s;
}

function rowOf(shape: TableShape, tenantId: string, key: string, s: Sums): RawRow {
  const parts = key.split(SEP);
  const row: RawRow = { tenant_id: tenantId };
  shape.keys.forEach((k, i) => {
    row[k] = parts[i] ?? '';
  });
  if (shape.started) row.started = s.started;
  row.finished = s.finished;
  row.late = s.late;
  row.minutes = s.minutes;
  if (shape.hist) row.hist = histText(s.hist);
  return row;
}

/** The stored rows of these days (months for the monthly kind), by key. */
export async function rowsOfDays(db: Db, kind: RollupKind, tenantId: string, days: readonly string[]): Promise<Map<string, Sums>> {
  const shape = SHAPES[kind];
  const period = shape.keys[0] as string;
  const out = new Map<string, Sums>();
  for (let i = 0; i < days.length; i += 500) {
    const rows: RawRow[] = await loose(db)
      .selectFrom(shape.table)
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where(period, 'in', days.slice(i, i + 500))
      .execute();
    for (const r of rows) out.set(keyOf(...shape.keys.map((k) => String(r[k]))), sumsOf(shape, r));
  }
  return out;
}

/** Every stored row of the tenant (the recomputation test). */
export async function allRows(db: Db, kind: RollupKind, tenantId: string): Promise<Map<string, Sums>> {
  const shape = SHAPES[kind];
  const rows: RawRow[] = await loose(db).selectFrom(shape.table).selectAll().where('tenant_id', '=', tenantId).execute();
  return new Map(rows.map((r) => [keyOf(...shape.keys.map((k) => String(r[k]))), sumsOf(shape, r)]));
}

/** Writes these rows as they are (inserted, or replacing the stored row of the key). */
export async function upsertRows(db: Db, kind: RollupKind, tenantId: string, rows: ReadonlyMap<string, Sums>): Promise<void> {
  const shape = SHAPES[kind];
  const values = [...rows.entries()].map(([k, s]) => rowOf(shape, tenantId, k, s));
  const columns = ['finished', 'late', 'minutes', ...(shape.started ? ['started'] : []), ...(shape.hist ? ['hist'] : [])];
  for (let i = 0; i < values.length; i += CHUNK) {
    await loose(db)
      .insertInto(shape.table)
      .values(values.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(['tenant_id', ...shape.keys]).doUpdateSet(Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)]))),
      )
      .execute();
  }
}

export async function deleteRows(db: Db, kind: RollupKind, tenantId: string, keys: readonly string[]): Promise<void> {
  const shape = SHAPES[kind];
  for (const key of keys) {
    const parts = key.split(SEP);
    let q = loose(db).deleteFrom(shape.table).where('tenant_id', '=', tenantId);
    shape.keys.forEach((k, i) => {
      q = q.where(k, '=', parts[i] ?? '');
    });
    await q.execute();
  }
}

export async function clearTenant(db: Db, tenantId: string): Promise<void> {
  for (const kind of KINDS) await loose(db).deleteFrom(SHAPES[kind].table).where('tenant_id', '=', tenantId).execute();
  await db.deleteFrom('eff_process_facts').where('tenant_id', '=', tenantId).execute();
  await db.deleteFrom('eff_open_nodes').where('tenant_id', '=', tenantId).execute();
}

/** Replaces the facts and open nodes of these processes with the ones given. */
export async function replaceFacts(
  db: Db,
  processIds: readonly string[],
  facts: readonly EffProcessFactsTable[],
  openNodes: readonly EffOpenNodesTable[],
): Promise<void> {
  for (let i = 0; i < processIds.length; i += 500) {
    const chunk = processIds.slice(i, i + 500);
    await db.deleteFrom('eff_process_facts').where('process_id', 'in', chunk).execute();
    await db.deleteFrom('eff_open_nodes').where('process_id', 'in', chunk).execute();
  }
  for (let i = 0; i < facts.length; i += CHUNK)
    await db
      .insertInto('eff_process_facts')
      .values(facts.slice(i, i + CHUNK))
      .execute();
  for (let i = 0; i < openNodes.length; i += CHUNK)
    await db
      .insertInto('eff_open_nodes')
      .values(openNodes.slice(i, i + CHUNK))
      .execute();
}

/** Serialises roll-up writers of a tenant (SQLite runs one write transaction at a time anyway). */
export async function lockTenant(trx: Db, dialect: 'sqlite' | 'postgres', tenantId: string): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`efficiency-rollup:${tenantId}`}))`.execute(trx);
}
