import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDb, migrateToLatest } from '../src/db/index.ts';
import { newId } from '../src/platform/ids.ts';
import { PG_TEMPLATE_ENV, SQLITE_TEMPLATE_ENV } from './platforms.ts';

/*
 * Every test platform used to run all migrations on its fresh database: about
 * 3.5 s of PostgreSQL DDL and commits per production-mode platform, 0.5 s of
 * CPU per SQLite one, for a few hundred platforms a run (docs/design/ci-time.md).
 * Here the migrations run once; createTestPlatform copies the result (CREATE
 * DATABASE … TEMPLATE, a file copy) and its own migrateToLatest finds nothing
 * to do. Without this set-up (a bench importing platforms.ts) platforms
 * migrate themselves as before.
 */

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');

/** Changes whenever a migration is added or edited, so a stale PostgreSQL template is never used. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(MIGRATIONS_DIR, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

async function migrate(databaseUrl: string): Promise<void> {
  const { db } = createDb(databaseUrl);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

/** A migrated SQLite file for this run, closed cleanly (no -wal beside it), so a plain copy is a whole database. */
async function sqliteTemplate(dir: string): Promise<string> {
  const file = path.join(dir, 'template.db');
  await migrate(file);
  if (existsSync(`${file}-wal`)) throw new Error(`the SQLite template ${file} was left with a write-ahead log`);
  return file;
}

const PG_OBJECT_IN_USE = '55006';
const PG_DUPLICATE_DATABASE = '42P04';

/**
 * The migrated PostgreSQL template for these migrations, built if missing. It
 * outlives the run (named after the admin database and the migrations' hash),
 * so later runs and parallel ones skip the migrations; templates of the same
 * admin database for other migrations are dropped.
 */
async function pgTemplate(adminUrl: string): Promise<string> {
  const base =
    new URL(adminUrl).pathname
      .slice(1)
      .replace(/[^a-z0-9_]/gi, '_')
      .toLowerCase() || 'postgres';
  const prefix = `${base}_tmpl_`;
  const name = `${prefix}${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const stale = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datname <> $2',
      [prefix, name],
    );
    for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;

    // Built under a name of its own and renamed when complete: a parallel run sees either nothing or a whole template.
    const building = `${base}_tbuild_${newId().slice(0, 12)}`;
    await admin.query(`CREATE DATABASE ${building}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      await migrate(url.toString());
      // A connection to a template makes every copy of it fail; nothing needs one.
      await admin.query(`ALTER DATABASE ${building} ALLOW_CONNECTIONS false`);
      await renameWhenClosed(admin, building, name);
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      if ((error as { code?: string }).code !== PG_DUPLICATE_DATABASE) throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** The migration's pool has closed its connections, but the server may not have ended those sessions yet. */
async function renameWhenClosed(admin: pg.Client, from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`ALTER DATABASE ${from} RENAME TO ${to}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== PG_OBJECT_IN_USE || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'onehall-test-template-'));
  process.env[SQLITE_TEMPLATE_ENV] = await sqliteTemplate(dir);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl && process.env.TEST_REDIS_URL) process.env[PG_TEMPLATE_ENV] = await pgTemplate(adminUrl);
  return () => rmSync(dir, { recursive: true, force: true });
}
