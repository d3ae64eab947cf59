import { createWriteStream, existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import type { FileStore } from '../platform/files/files.ts';
import { LocalFileStore } from '../platform/files/local-file-store.ts';
import { createDb, migrateToLatest } from './index.ts';
import type { Database } from './schema.ts';

/*
 * Moving an embedded installation to production (docs/design/migrate-to-production.md):
 * every table of its SQLite database into an empty PostgreSQL database at the
 * same migration, parents before children, in one transaction; every file of
 * its files folder into the production file store; then both counted again.
 */

export interface MoveSource {
  sqliteFile: string;
  filesDir: string;
}

export interface MoveTarget {
  databaseUrl: string;
  files: FileStore;
}

export interface MoveReport {
  tables: { table: string; source: number; target: number }[];
  files: { source: number; target: number };
  ok: boolean;
}

/** Kysely's own bookkeeping: each side keeps its own, written by its migrations. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);
/** Rows per INSERT, below PostgreSQL's 65,535 parameters per statement for any table here. */
const BATCH_ROWS = 500;
const PG_MAX_PARAMS = 65_535;

type Row = Record<string, unknown>;
interface TableInfo {
  name: string;
  columns: string[];
  /** Tables its foreign keys point to. */
  parents: Set<string>;
  /** A foreign key to itself (a tree such as depts): the column and the column it points to. */
  selfKey?: { column: string; references: string };
}

/** Copies data and files; throws before copying anything when the target database holds rows. */
export async function moveToProduction(source: MoveSource, target: MoveTarget, progress: (line: string) => void): Promise<MoveReport> {
  if (!existsSync(source.sqliteFile)) throw new Error(`No SQLite database at ${source.sqliteFile}`);
  // The source at this release's schema, as its embedded node would make it at its next start.
  const migrated = createDb(source.sqliteFile);
  try {
    await migrateToLatest(migrated.db);
  } finally {
    await migrated.db.destroy();
  }
  const { db } = createDb(target.databaseUrl, { poolSize: 2 });
  const sqlite = new SQLite(source.sqliteFile, { readonly: true, fileMustExist: true });
  try {
    await migrateToLatest(db);
    const tables = await targetTables(db);
    checkSameTables(sqlite, tables);
    await refuseNonEmpty(db, tables);
    // One read transaction: every table is read, and counted, at the same moment of the source.
    sqlite.exec('begin');
    await db.transaction().execute(async (trx) => {
      for (const table of dependencyOrder(tables)) {
        const copied = await copyTable(sqlite, trx, table);
        progress(`${table.name}: ${copied} rows`);
      }
    });
    const counts = [];
    for (const table of [...tables.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      const source = Number((sqlite.prepare(`select count(*) as n from ${quote(table.name)}`).get() as { n: number }).n);
      counts.push({ table: table.name, source, target: await countRows(db, table.name) });
    }
    sqlite.exec('commit');
    const files = await copyFiles(source.filesDir, target.files, progress);
    return { tables: counts, files, ok: files.source === files.target && counts.every((c) => c.source === c.target) };
  } finally {
    sqlite.close();
    await db.destroy();
  }
}

/** The report as a table for a terminal. */
export function formatReport(report: MoveReport): string {
  const width = Math.max(...report.tables.map((t) => t.table.length), 'table'.length);
  const line = (name: string, source: number | string, target: number | string, mark = '') =>
    `${name.padEnd(width)}  ${String(source).padStart(10)}  ${String(target).padStart(10)}${mark}`;
  return [
    line('table', 'SQLite', 'PostgreSQL'),
    ...report.tables.map((t) => line(t.table, t.source, t.target, t.source === t.target ? '' : '  ← differs')),
    '',
    line('files', report.files.source, report.files.target, report.files.source === report.files.target ? '' : '  ← differs'),
    '',
    report.ok ? 'Every table and file was copied.' : 'Some counts differ: the target is not a complete copy.',
  ].join('\n');
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function targetTables(db: Kysely<Database>): Promise<Map<string, TableInfo>> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, TableInfo>();
  for (const { table_name, column_name } of columns.rows) {
    if (MIGRATION_TABLES.has(table_name)) continue;
    const table = tables.get(table_name) ?? { name: table_name, columns: [], parents: new Set<string>() };
    table.columns.push(column_name);
    tables.set(table_name, table);
  }
  const keys = await sql<{ child: string; parent: string; column: string; references: string }>`
    select child.relname as child, parent.relname as parent, ca.attname as column, pa.attname as references
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_attribute ca on ca.attrelid = c.conrelid and ca.attnum = c.conkey[1]
    join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(db);
  for (const key of keys.rows) {
    const table = tables.get(key.child);
    if (!table) continue;
    if (key.child === key.parent) table.selfKey = { column: key.column, references: key.references };
    else table.parents.add(key.parent);
  }
  return tables;
}

function checkSameTables(sqlite: SQLite.Database, tables: Map<string, TableInfo>): void {
  const names = (
    sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as { name: string }[]
  )
    .map((r) => r.name)
    .filter((name) => !MIGRATION_TABLES.has(name));
  const missing = names.filter((name) => !tables.has(name));
  const extra = [...tables.keys()].filter((name) => !names.includes(name));
  if (missing.length > 0 || extra.length > 0)
    throw new Error(
      `The two databases are not at the same migration (only in SQLite: ${missing.join(', ') || '-'}; only in PostgreSQL: ${extra.join(', ') || '-'})`,
    );
}

async function countRows(db: Kysely<Database>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

async function refuseNonEmpty(db: Kysely<Database>, tables: Map<string, TableInfo>): Promise<void> {
  const filled: string[] = [];
  for (const name of tables.keys()) {
    const n = await countRows(db, name);
    if (n > 0) filled.push(`${name}: ${n}`);
  }
  if (filled.length > 0) throw new Error(`The target database is not empty (${filled.join(', ')}); move into a new, empty database only`);
}

/** Parents before children, so every foreign key finds its row. */
function dependencyOrder(tables: Map<string, TableInfo>): TableInfo[] {
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: TableInfo, chain: string[]) => {
    if (state.get(table.name) === 'done') return;
    if (state.get(table.name) === 'visiting') throw new Error(`Foreign keys form a cycle: ${[...chain, table.name].join(' → ')}`);
    state.set(table.name, 'visiting');
    for (const parent of [...table.parents].sort()) {
      const info = tables.get(parent);
      if (info) visit(info, [...chain, table.name]);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const name of [...tables.keys()].sort()) visit(tables.get(name) as TableInfo, []);
  return ordered;
}

/** Integers come as BigInt so none loses digits; sent as text, PostgreSQL reads them as its column's type. */
const toParam = (value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

async function copyTable(sqlite: SQLite.Database, trx: Kysely<Database>, table: TableInfo): Promise<number> {
  const select = sqlite.prepare(`select ${table.columns.map(quote).join(', ')} from ${quote(table.name)}`).safeIntegers(true);
  const perBatch = Math.max(1, Math.min(BATCH_ROWS, Math.floor(PG_MAX_PARAMS / table.columns.length)));
  const insert = (rows: Row[]) =>
    sql`insert into ${sql.table(table.name)} (${sql.join(table.columns.map((c) => sql.ref(c)))}) values ${sql.join(
      rows.map((row) => sql`(${sql.join(table.columns.map((c) => toParam(row[c])))})`),
    )}`.execute(trx);
  const rows: Iterable<Row> = table.selfKey ? treeOrder(select.all() as Row[], table.selfKey) : (select.iterate() as Iterable<Row>);
  let batch: Row[] = [];
  let copied = 0;
  for (const row of rows) {
    batch.push(row);
    if (batch.length === perBatch) {
      await insert(batch);
      copied += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
  return copied + batch.length;
}

/** A tree's rows with every parent before its children (such tables are small: departments). */
function treeOrder(rows: Row[], key: { column: string; references: string }): Row[] {
  const present = new Set(rows.map((r) => String(r[key.references])));
  const placed = new Set<string>();
  const ordered: Row[] = [];
  let left = rows;
  while (left.length > 0) {
    const next = left.filter((r) => {
      const parent = r[key.column];
      const ready = parent === null || !present.has(String(parent)) || placed.has(String(parent));
      if (ready) {
        ordered.push(r);
        placed.add(String(r[key.references]));
      }
      return !ready;
    });
    if (next.length === left.length) throw new Error(`Rows of a tree point to each other in a cycle (${key.column})`);
    left = next;
  }
  return ordered;
}

/** Every file key under a folder ('/'-separated), leaving out the store's scratch files and anything hidden. */
async function* fileKeys(root: string, dir = ''): AsyncGenerator<string> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const key = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* fileKeys(root, key);
    else if (entry.isFile()) yield key;
  }
}

/** Streams each file into the store, then counts those the store holds at their full size. */
async function copyFiles(filesDir: string, target: FileStore, progress: (line: string) => void): Promise<MoveReport['files']> {
  const local = new LocalFileStore(filesDir);
  let source = 0;
  let verified = 0;
  for await (const key of fileKeys(filesDir)) {
    source += 1;
    const { stream } = await local.open(key);
    await target.produce(key, (file) => pipeline(stream, createWriteStream(file)));
    const { size } = await stat(path.join(filesDir, ...key.split('/')));
    if ((await target.size(key)) === size) verified += 1;
  }
  progress(`files: ${source}`);
  return { source, target: verified };
}
