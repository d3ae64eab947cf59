import { Redis } from 'ioredis';
import type { Cache } from './cache.ts';

/** INCRBY and, only when this call created the key, PEXPIRE — in one atomic step. */
const INCR_WITH_TTL = `
local created = redis.call('EXISTS', KEYS[1]) == 0
local n = redis.call('INCRBY', KEYS[1], ARGV[2])
if created then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * While Redis is away a call fails within seconds (the error handler answers
 * 503) instead of waiting in ioredis' offline queue through every reconnect:
 * a caller that hangs holds its balancer connection and its user.
 */
export const REDIS_FAIL_FAST = { maxRetriesPerRequest: 1, commandTimeout: 3_000 } as const;

/**
 * The production cache, shared by every API node. Keys carry the instance's
 * prefix so several installations (or test runs) can share one Redis.
 */
export class RedisCache implements Cache {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, { lazyConnect: false, ...REDIS_FAIL_FAST });
    this.redis.defineCommand('incrWithTtl', { numberOfKeys: 1, lua: INCR_WITH_TTL });
  }

  async get<T = unknown>(key: string): Promise<T | undefined> {
    const raw = await this.redis.get(this.prefix + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  async set(key: string, value: unknown, ttlMs?: number): Promise<void> {
    const json = JSON.stringify(value);
    if (ttlMs === undefined) await this.redis.set(this.prefix + key, json);
    else await this.redis.set(this.prefix + key, json, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  async del(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async incr(key: string, ttlMs: number, by = 1): Promise<number> {
    const run = (this.redis as unknown as { incrWithTtl(key: string, ttl: number, by: number): Promise<number> }).incrWithTtl;
    return run.call(this.redis, this.prefix + key, Math.max(1, Math.ceil(ttlMs)), by);
  }

  async ttl(key: string): Promise<number> {
    return this.redis.pttl(this.prefix + key);
  }

  async ping(): Promise<boolean> {
    return (await this.redis.ping()) === 'PONG';
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
