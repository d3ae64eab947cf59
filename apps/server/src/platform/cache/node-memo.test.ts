import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, testModes } from '../../../test/platforms.ts';
import { closePlatform, createPlatform } from '../create-platform.ts';
import type { Memo } from './memo.ts';

/** A loader that counts its calls and answers the current `value`. */
function counter<T>(value: T) {
  const state = { value, calls: 0 };
  return {
    state,
    load: async () => {
      state.calls++;
      return state.value;
    },
  };
}

describe.each(testModes())('node memo (%s)', (mode) => {
  let t: TestPlatform;
  let memo: Memo;

  beforeEach(async () => {
    t = await createTestPlatform(mode);
    memo = t.platform.memo;
  });
  afterEach(() => t.close());

  it('should load once and answer the kept value until the key is forgotten', async () => {
    const source = counter('张思远');
    expect(await memo.get('users:profile:u1', source.load)).toBe('张思远');
    source.state.value = '李明';
    expect(await memo.get('users:profile:u1', source.load)).toBe('张思远');
    expect(source.state.calls).toBe(1);

    await memo.forget(['users:profile:u1']);
    expect(await memo.get('users:profile:u1', source.load)).toBe('李明');
    expect(source.state.calls).toBe(2);
  });

  it('should answer a kept value as it is, not in a promise, and read again once forgotten', async () => {
    const source = counter(['student']);
    const first = memo.read('users:access:u1', source.load);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toEqual(['student']);
    expect(memo.read('users:access:u1', source.load)).toEqual(['student']);

    source.state.value = ['student', 'admin'];
    await memo.forget(['users:access:u1']);
    const again = memo.read('users:access:u1', source.load);
    expect(again).toBeInstanceOf(Promise);
    expect(await again).toEqual(['student', 'admin']);
    expect(source.state.calls).toBe(2);
  });

  it('should drop every key under a prefix and nothing else', async () => {
    await memo.get('cards:000000:roles:student', async () => 'a');
    await memo.get('cards:000000:settings:u1', async () => 'b');
    await memo.get('cards:000001:roles:student', async () => 'c');
    await memo.forgetPrefix('cards:000000:');
    expect(await memo.get('cards:000000:roles:student', async () => 'a2')).toBe('a2');
    expect(await memo.get('cards:000000:settings:u1', async () => 'b2')).toBe('b2');
    expect(await memo.get('cards:000001:roles:student', async () => 'c2')).toBe('c');
  });

  it('should not keep what was loaded while the key was being forgotten', async () => {
    let release = () => {};
    const slowRead = memo.get(
      'auth:revoked:token:t1',
      () =>
        new Promise<boolean>((resolve) => {
          release = () => resolve(false);
        }),
    );
    // The revocation lands while the read that saw "not revoked" is still out.
    await memo.forget(['auth:revoked:token:t1']);
    release();
    expect(await slowRead).toBe(false);
    expect(await memo.get('auth:revoked:token:t1', async () => true)).toBe(true);
  });

  it('should reload after a shortened time to live, and not keep what `keep` refuses', async () => {
    const shortLived = counter({ list: [{ error: null }] });
    await memo.get('cards:000000:data:c1:u1', shortLived.load, { ttlMs: 0 });
    await memo.get('cards:000000:data:c1:u1', shortLived.load, { ttlMs: 0 });
    expect(shortLived.state.calls).toBe(2);

    const failing = counter({ list: [{ error: '数据源超时' }] });
    const keep = (data: { list: { error: string | null }[] }) => data.list.every((c) => c.error === null);
    await memo.get('cards:000000:data:c2:u1', failing.load, { keep });
    await memo.get('cards:000000:data:c2:u1', failing.load, { keep });
    expect(failing.state.calls).toBe(2);
  });

  it.runIf(mode === 'production')('should drop an entry on every node when one node forgets it', async () => {
    const prefix = `onehall_memo_nodes_${Date.now()}:`;
    const [nodeA, nodeB] = await Promise.all([
      createPlatform(t.platform.config, { keyPrefix: prefix }),
      createPlatform(t.platform.config, { keyPrefix: prefix }),
    ]);
    try {
      const source = counter(['student']);
      expect(await nodeB.memo.get('users:access:u1', source.load)).toEqual(['student']);
      source.state.value = ['student', 'admin'];
      await nodeA.memo.forget(['users:access:u1']);
      await expect.poll(() => nodeB.memo.get('users:access:u1', source.load), { timeout: 5000 }).toEqual(['student', 'admin']);
    } finally {
      await Promise.all([closePlatform(nodeA), closePlatform(nodeB)]);
    }
  });

  it.runIf(mode === 'production')(
    'should drop everything when its connection to Redis drops, as changes may have been missed',
    async () => {
      const prefix = `onehall_memo_cut_${Date.now()}:`;
      const node = await createPlatform(t.platform.config, { keyPrefix: prefix });
      const admin = new Redis(t.platform.config.REDIS_URL as string);
      try {
        const source = counter('before');
        await node.memo.get('navigation:000000:footer', source.load);
        source.state.value = 'after';
        const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
        const id = /id=(\d+)\s.*name=(\S+)/.exec(clients.split('\n').find((line) => line.includes(`name=${prefix}subscriber`)) ?? '')?.[1];
        expect(id).toBeDefined();
        await admin.call('CLIENT', 'KILL', 'ID', id as string);
        await expect.poll(() => node.memo.get('navigation:000000:footer', source.load), { timeout: 5000 }).toBe('after');
      } finally {
        admin.disconnect();
        await closePlatform(node);
      }
    },
  );
});
