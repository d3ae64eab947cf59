import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { PoolStats } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import type { Cache } from './cache/cache.ts';
import type { Memo } from './cache/memo.ts';
import type { FileStore } from './files/files.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { PubSub } from './pubsub/pubsub.ts';
import type { SsoStore } from './sso/sso-store.ts';

/** Injected so tests are deterministic (ARCHITECTURE "Server rules"). */
export interface Clock {
  now(): Date;
}

export interface Platform {
  config: Config;
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  /** The PostgreSQL connection pool's counters (for /metrics); SQLite has none. */
  pool?: PoolStats;
  cache: Cache;
  /**
   * Expiring state that must outlive a restart (token revocations, sign-in
   * counters, push nonces): Redis when configured, else the database.
   */
  store: Cache;
  sso: SsoStore;
  /** This node's memory of what every signed-in request asks, dropped on every node on change (cache/node-memo.ts). */
  memo: Memo;
  jobs: JobQueue;
  pubsub: PubSub;
  /** Uploaded and generated files: a folder or object storage (files/files.ts). */
  files: FileStore;
  clock: Clock;
  /** 32-character ids (SPEC §9). */
  newId(): string;
}

export const systemClock: Clock = { now: () => new Date() };
