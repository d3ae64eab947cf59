import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestClock,
  createTestPlatform,
  type TestClock,
  type TestMode,
  type TestPlatform,
  testModes,
} from '../../../test/platforms.ts';
import { loadConfig } from '../../config.ts';
import { closePlatform, createPlatform } from '../create-platform.ts';
import type { Cache } from './cache.ts';

/** Every implementation: the in-process cache and the database store (embedded), Redis for both (production). */
type Implementation = { mode: TestMode; which: 'cache' | 'store' };
const implementations = testModes().flatMap((mode): Implementation[] =>
  mode === 'embedded'
    ? [
        { mode, which: 'cache' },
        { mode, which: 'store' },
      ]
    : [{ mode, which: 'cache' }],
);

describe.each(implementations)('cache ($mode $which)', ({ mode, which }) => {
  let clock: TestClock;
  let t: TestPlatform;
  let cache: Cache;

  beforeEach(async () => {
    clock = createTestClock();
    t = await createTestPlatform(mode, { clock });
    cache = t.platform[which];
  });
  afterEach(() => t.close());

  /** Moves the injected clock; Redis keeps real time, so production also waits. */
  async function elapse(ms: number): Promise<void> {
    clock.advance(ms);
    if (mode === 'production') await new Promise((resolve) => setTimeout(resolve, ms + 20));
  }

  it('should return a stored value as a copy', async () => {
    const value = { name: '一站式服务大厅', tags: ['a', 'b'], count: 3 };
    await cache.set('hall', value);
    const read = await cache.get<typeof value>('hall');
    expect(read).toEqual(value);
    expect(read).not.toBe(value);
  });

  it('should return undefined for a key that was never set', async () => {
    expect(await cache.get('missing')).toBeUndefined();
  });

  it('should expire a key after its ttl', async () => {
    await cache.set('short', 'lived', 200);
    expect(await cache.get('short')).toBe('lived');
    await elapse(250);
    expect(await cache.get('short')).toBeUndefined();
    expect(await cache.ttl('short')).toBe(-2);
  });

  it('should report the ttl of a key, -1 without one and -2 when missing', async () => {
    await cache.set('timed', 1, 5000);
    await cache.set('forever', 1);
    const left = await cache.ttl('timed');
    expect(left).toBeGreaterThan(4000);
    expect(left).toBeLessThanOrEqual(5000);
    expect(await cache.ttl('forever')).toBe(-1);
    expect(await cache.ttl('missing')).toBe(-2);
  });

  it('should replace the ttl when a key is set again', async () => {
    await cache.set('k', 1, 200);
    await cache.set('k', 2);
    await elapse(250);
    expect(await cache.get('k')).toBe(2);
  });

  it('should delete a key', async () => {
    await cache.set('gone', true);
    await cache.del('gone');
    expect(await cache.get('gone')).toBeUndefined();
    await cache.del('never-there');
  });

  it('should count up with incr and keep the ttl set when the key was created', async () => {
    expect(await cache.incr('hits', 500)).toBe(1);
    await elapse(100);
    expect(await cache.incr('hits', 500)).toBe(2);
    expect(await cache.incr('hits', 500)).toBe(3);
    expect(await cache.get('hits')).toBe(3);
    await elapse(450);
    expect(await cache.incr('hits', 500)).toBe(1);
  });

  it('should count every one of many concurrent increments', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => cache.incr('burst', 10_000)));
    expect(new Set(results).size).toBe(50);
    expect(Math.max(...results)).toBe(50);
  });

  it('should count down with a negative step', async () => {
    expect(await cache.incr('inflight', 10_000)).toBe(1);
    expect(await cache.incr('inflight', 10_000)).toBe(2);
    expect(await cache.incr('inflight', 10_000, -1)).toBe(1);
    expect(await cache.get('inflight')).toBe(1);
  });

  it('should answer a ping', async () => {
    expect(await cache.ping()).toBe(true);
  });
});

describe('the store of an installation without Redis', () => {
  it('should keep its entries and their expiry across a restart, and drop expired ones', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'onehall-store-'));
    const clock = createTestClock();
    const config = loadConfig({ NODE_ENV: 'test' }, { DATABASE_URL: path.join(dir, 'onehall.db') });
    try {
      const first = await createPlatform(config, { clock });
      await first.store.set('auth:revoked:token:t1', 1, 60_000);
      await first.store.set('short', 1, 1000);
      await first.store.incr('auth:fail:account:x', 60_000);
      await first.store.incr('auth:fail:account:x', 60_000);
      await closePlatform(first);

      clock.advance(5000);
      const second = await createPlatform(config, { clock });
      expect(await second.store.get('auth:revoked:token:t1')).toBe(1);
      expect(await second.store.incr('auth:fail:account:x', 60_000)).toBe(3);
      expect(await second.store.get('short')).toBeUndefined();
      const left = await second.store.ttl('auth:revoked:token:t1');
      expect(left).toBeGreaterThan(50_000);
      expect(left).toBeLessThanOrEqual(55_000);
      await closePlatform(second);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
