import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type Config, loadConfig } from '../src/config.ts';
import type { Clock, Platform } from '../src/platform/context.ts';
import { closePlatform, createPlatform } from '../src/platform/create-platform.ts';
import { newId } from '../src/platform/ids.ts';
import type { JobLog } from '../src/platform/jobs/job-queue.ts';

/**
 * The two installation modes every API and repository test runs in (ARCHITECTURE
 * "The same migrations and the same test suite run against both modes").
 */
export type TestMode = 'embedded' | 'production';

/**
 * Production mode joins when the machine offers PostgreSQL and Redis for
 * tests. `npm test` runs the embedded suite first and then, with
 * TEST_MODE=production, only the files that call this, in production mode
 * alone: nothing runs twice in the same mode.
 */
export function testModes(): TestMode[] {
  const production = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
  if (process.env.TEST_MODE === 'production') {
    if (!production) throw new Error('TEST_MODE=production needs TEST_DATABASE_URL and TEST_REDIS_URL');
    return ['production'];
  }
  return production ? ['embedded', 'production'] : ['embedded'];
}

/**
 * Databases test/global-setup.ts migrated once for the run: a SQLite file to
 * copy and a PostgreSQL template to create from. Unset outside vitest (a bench),
 * where each platform migrates its own database.
 */
export const SQLITE_TEMPLATE_ENV = 'ONEHALL_TEST_SQLITE_TEMPLATE';
export const PG_TEMPLATE_ENV = 'ONEHALL_TEST_PG_TEMPLATE';

export interface TestClock extends Clock {
  advance(ms: number): void;
  set(at: Date | string | number): void;
}

/** A clock that moves only when told, so expiry and timestamps are deterministic. */
export function createTestClock(start: Date | string | number = '2025-09-01T08:00:00.000Z'): TestClock {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (at) => {
      now = new Date(at).getTime();
    },
  };
}

export interface TestPlatformOptions {
  config?: Partial<Config>;
  clock?: Clock;
  newId?: () => string;
  /** Where failed background jobs are logged (a test captures it). */
  log?: JobLog;
}

export interface TestPlatform {
  platform: Platform;
  /** Stops the platform as a process exit would and starts it again on the same data; `platform` is the new one. */
  restart(): Promise<void>;
  /** Closes the platform and removes everything it created (database, Redis keys, files). */
  close(): Promise<void>;
}

/**
 * A fresh, isolated platform. Embedded: a SQLite file of its own (its files
 * folder beside it) and in-process services. Production: a new PostgreSQL
 * database, a unique Redis key prefix and a files folder, all removed on close, so test files can run in parallel. Jobs run in
 * process unless `config.RUN_JOBS` is false, as on an API node of `main.ts`.
 */
export async function createTestPlatform(mode: TestMode, opts: TestPlatformOptions = {}): Promise<TestPlatform> {
  const options = { clock: opts.clock, newId: opts.newId, log: opts.log };
  if (mode === 'embedded') {
    // A file, as `npm start` uses: reads then run on the read-only connection beside the writer.
    const dir = mkdtempSync(path.join(tmpdir(), 'onehall-test-db-'));
    const config = loadConfig({ NODE_ENV: 'test' }, { DATABASE_URL: path.join(dir, 'onehall.db'), ...opts.config });
    const template = process.env[SQLITE_TEMPLATE_ENV];
    if (template && config.DATABASE_URL === path.join(dir, 'onehall.db')) copyFileSync(template, config.DATABASE_URL);
    const start = async () => {
      const platform = await createPlatform(config, options);
      if (config.RUN_JOBS) await platform.jobs.startWorker();
      return platform;
    };
    const test: TestPlatform = {
      platform: await start(),
      restart: async () => {
        await closePlatform(test.platform);
        test.platform = await start();
      },
      close: async () => {
        await closePlatform(test.platform);
        rmSync(dir, { recursive: true, force: true });
      },
    };
    return test;
  }

  const adminUrl = required('TEST_DATABASE_URL');
  const redisUrl = required('TEST_REDIS_URL');
  const suffix = newId();
  const database = `onehall_t_${suffix}`;
  const keyPrefix = `onehall_t:${suffix}:`;
  const template = process.env[PG_TEMPLATE_ENV];
  await adminQuery(adminUrl, `CREATE DATABASE ${database}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;

  // No database file to sit beside: the files folder is a temporary one of this platform's own.
  const filesDir = mkdtempSync(path.join(tmpdir(), 'onehall-test-files-'));
  const config = loadConfig(
    { NODE_ENV: 'test' },
    { DATABASE_URL: url.toString(), REDIS_URL: redisUrl, FILES_DIR: filesDir, ...opts.config },
  );
  const start = async () => {
    const platform = await createPlatform(config, { ...options, keyPrefix });
    if (config.RUN_JOBS) await platform.jobs.startWorker();
    return platform;
  };
  let platform: Platform;
  try {
    platform = await start();
  } catch (error) {
    await removeTestData(adminUrl, database, redisUrl, keyPrefix);
    rmSync(filesDir, { recursive: true, force: true });
    throw error;
  }
  const test: TestPlatform = {
    platform,
    restart: async () => {
      await closePlatform(test.platform);
      test.platform = await start();
    },
    close: async () => {
      try {
        await closePlatform(test.platform);
      } finally {
        await removeTestData(adminUrl, database, redisUrl, keyPrefix);
        rmSync(filesDir, { recursive: true, force: true });
      }
    },
  };
  return test;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set to run tests in production mode`);
  return value;
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function removeTestData(adminUrl: string, database: string, redisUrl: string, keyPrefix: string): Promise<void> {
  // FORCE ends connections a failed test may have left open.
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await removeRedisKeys(redisUrl, keyPrefix);
}

/** Deletes every Redis key under `keyPrefix`. */
export async function removeRedisKeys(redisUrl: string, keyPrefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
