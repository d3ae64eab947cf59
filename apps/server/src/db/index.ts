import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import type PgModule from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { EmbeddedSqliteDriver } from './sqlite-driver.ts';
import { WalCheckpointer } from './wal-checkpointer.ts';

/*
 * Conventions every migration and repository follows so one schema runs on both
 * dialects:
 * - Timestamps are ISO-8601 UTC text (`Date#toISOString()`, column type `text`):
 *   they sort and compare correctly as strings on SQLite and PostgreSQL alike,
 *   and read back as the same string on both.
 * - Ids are `text` (32 hex characters); counters are `integer` or `bigint`;
 *   booleans are `integer` 0/1 (SQLite has no boolean type).
 */

export type Dialect = 'sqlite' | 'postgres';

/** What a connection pool tells about its use (pg.Pool's own counters), for /metrics. */
export interface PoolStats {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export interface DbHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL's pool; SQLite has none. */
  pool?: PoolStats;
}

const PG_INT8_OID = 20;

/** pg, required when a PostgreSQL URL is given: an embedded node never loads it (docs/design/transfer.md, "The node's memory before an import"). */
const loadPg = () => createRequire(import.meta.url)('pg') as typeof PgModule;

/** `postgres://…` (or `postgresql://…`) opens a pool of `poolSize` connections; anything else is a SQLite file path or `:memory:`. */
export function createDb(databaseUrl: string, { poolSize = 10 }: { poolSize?: number } = {}): DbHandle {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pg = loadPg();
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: poolSize,
      // count(*) and bigint columns come back as strings from pg by default; numbers
      // keep results identical to SQLite. Set per pool so other pg users are unaffected.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === PG_INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof PgModule.types.getTypeParser,
      },
    });
    // A client losing its connection (server restart, fail-over) must not crash the process.
    // Idle, the pool reports it here and drops it. Checked out, pg emits it on the client
    // unless a query is running (which then fails with it): the pool drops that client on
    // release, and the next query opens a fresh one.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', pool };
  }

  const file = databaseUrl.replace(/^sqlite:(\/\/)?/, '');
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const writer = new SQLite(file);
  // WAL lets readers run while a writer commits; busy_timeout makes a second
  // process (a worker) wait for the lock instead of failing at once.
  writer.pragma('journal_mode = WAL');
  writer.pragma('foreign_keys = ON');
  writer.pragma('busy_timeout = 5000');
  writer.pragma('synchronous = NORMAL');
  let checkpointer: WalCheckpointer | null = null;
  if (!inMemory) {
    writer.pragma('wal_autocheckpoint = 0');
    checkpointer = new WalCheckpointer(file, () => writer.pragma('wal_autocheckpoint = 1000'));
  }
  const reader = inMemory ? null : new SQLite(file, { readonly: true });
  if (reader) {
    // As on the writer, so `pragma foreign_keys`, answered here, reads the same.
    reader.pragma('foreign_keys = ON');
    reader.pragma('busy_timeout = 5000');
  }
  const driver = new EmbeddedSqliteDriver(writer, reader, checkpointer);
  return {
    db: new Kysely<Database>({
      dialect: {
        createAdapter: () => new SqliteAdapter(),
        createDriver: () => driver,
        createIntrospector: (db) => new SqliteIntrospector(db),
        createQueryCompiler: () => new SqliteQueryCompiler(),
      },
    }),
    dialect: 'sqlite',
  };
}

/** Applies every pending migration; throws naming the migration that failed, and rolls it back. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed ?? '(before any migration ran)'} failed: ${reason}`, { cause: error });
  }
}
