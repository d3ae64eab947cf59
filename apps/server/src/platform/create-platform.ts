import pino from 'pino';
import type { Config } from '../config.ts';
import { createDb, migrateToLatest } from '../db/index.ts';
import type { Cache } from './cache/cache.ts';
import { MemoryCache } from './cache/memory-cache.ts';
import { NodeMemo } from './cache/node-memo.ts';
import { SqlCache } from './cache/sql-cache.ts';
import { type Clock, type Platform, systemClock } from './context.ts';
import { createFileStore } from './files/create-file-store.ts';
import type { FileStore } from './files/files.ts';
import { newId as randomId } from './ids.ts';
import type { JobLog, JobQueue } from './jobs/job-queue.ts';
import { MemoryJobQueue } from './jobs/memory-queue.ts';
import { MemoryPubSub } from './pubsub/memory-pubsub.ts';
import type { PubSub } from './pubsub/pubsub.ts';
import { CacheSsoStore } from './sso/cache-sso-store.ts';

export interface PlatformOptions {
  clock?: Clock;
  newId?: () => string;
  /** Prefix of every Redis key and channel; lets installations and test runs share one Redis. */
  keyPrefix?: string;
  /** Where failed background jobs are logged; a pino logger at LOG_LEVEL unless given (tests capture it). */
  log?: JobLog;
}

export const DEFAULT_KEY_PREFIX = 'onehall:';

/**
 * Builds the services every module uses, choosing each implementation from
 * configuration only: SQLite or PostgreSQL from DATABASE_URL, in-process or
 * Redis from REDIS_URL, a folder or object storage from FILE_STORE. Without REDIS_URL nothing opens a network connection.
 * The database is migrated before this returns.
 */
export async function createPlatform(config: Config, opts: PlatformOptions = {}): Promise<Platform> {
  const clock = opts.clock ?? systemClock;
  const newId = opts.newId ?? randomId;
  const keyPrefix = opts.keyPrefix ?? DEFAULT_KEY_PREFIX;
  const log = opts.log ?? pino({ level: config.LOG_LEVEL });

  const { db, dialect, pool } = createDb(config.DATABASE_URL, { poolSize: config.DB_POOL_SIZE });
  let cache: Cache | undefined;
  let store: Cache | undefined;
  let jobs: JobQueue | undefined;
  let pubsub: PubSub | undefined;
  let memo: NodeMemo | undefined;
  let files: FileStore | undefined;
  try {
    await migrateToLatest(db);
    files = await createFileStore(config);
    if (config.REDIS_URL) {
      // Loaded only in production mode: ioredis and BullMQ add ~40 MB to a node that never uses them.
      const [{ RedisCache }, { BullMqJobQueue }, { RedisPubSub }] = await Promise.all([
        import('./cache/redis-cache.ts'),
        import('./jobs/bullmq-queue.ts'),
        import('./pubsub/redis-pubsub.ts'),
      ]);
      cache = new RedisCache(config.REDIS_URL, keyPrefix);
      // Fail the start now with a clear reason rather than on the first request.
      await cache.ping().catch((error: unknown) => {
        throw new Error(`Cannot reach Redis at REDIS_URL: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      });
      store = cache;
      jobs = new BullMqJobQueue(config.REDIS_URL, keyPrefix, cache, newId, log);
      pubsub = new RedisPubSub(config.REDIS_URL, keyPrefix);
    } else {
      cache = new MemoryCache(clock);
      store = new SqlCache(db, clock);
      jobs = new MemoryJobQueue(cache, newId, log);
      pubsub = new MemoryPubSub();
    }
    memo = await NodeMemo.open(pubsub, clock);
  } catch (error) {
    memo?.close();
    await Promise.allSettled([jobs?.close(), pubsub?.close(), cache?.close(), store !== cache && store?.close(), files?.close()]);
    await db.destroy();
    throw error;
  }

  const sso = new CacheSsoStore(cache, clock, newId);
  return { config, db, dialect, ...(pool ? { pool } : {}), cache, store, sso, memo, jobs, pubsub, files, clock, newId };
}

/** Closes in dependency order: jobs finish (they write to the cache and database) before those close. */
export async function closePlatform(platform: Platform): Promise<void> {
  await platform.jobs.close();
  platform.memo.close();
  await platform.pubsub.close();
  await platform.cache.close();
  if (platform.store !== platform.cache) await platform.store.close();
  await platform.files.close();
  await platform.db.destroy();
}
