import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestPlatform, type TestPlatform, testModes } from '../../../test/platforms.ts';
import type { PubSub } from './pubsub.ts';

const WAIT = { timeout: 5_000, interval: 10 };

describe.each(testModes())('pub/sub (%s)', (mode) => {
  let t: TestPlatform;
  let pubsub: PubSub;

  beforeEach(async () => {
    t = await createTestPlatform(mode);
    pubsub = t.platform.pubsub;
  });
  afterEach(() => t.close());

  it('should deliver a published message to every subscriber of the channel', async () => {
    const first: unknown[] = [];
    const second: unknown[] = [];
    await pubsub.subscribe('chat:room-1', (m) => first.push(m));
    await pubsub.subscribe('chat:room-1', (m) => second.push(m));
    await pubsub.publish('chat:room-1', { from: 'u1', text: '你好' });
    await vi.waitFor(() => {
      expect(first).toEqual([{ from: 'u1', text: '你好' }]);
      expect(second).toEqual([{ from: 'u1', text: '你好' }]);
    }, WAIT);
  });

  it('should not deliver a message to subscribers of another channel', async () => {
    const other: unknown[] = [];
    const mine: unknown[] = [];
    await pubsub.subscribe('notice:b', (m) => other.push(m));
    await pubsub.subscribe('notice:a', (m) => mine.push(m));
    await pubsub.publish('notice:a', 1);
    await vi.waitFor(() => expect(mine).toEqual([1]), WAIT);
    expect(other).toEqual([]);
  });

  it('should stop delivering after unsubscribe while other subscribers still receive', async () => {
    const leaving: unknown[] = [];
    const staying: unknown[] = [];
    const unsubscribe = await pubsub.subscribe('chat:room-2', (m) => leaving.push(m));
    await pubsub.subscribe('chat:room-2', (m) => staying.push(m));
    await pubsub.publish('chat:room-2', 'before');
    await vi.waitFor(() => expect(leaving).toEqual(['before']), WAIT);

    await unsubscribe();
    await pubsub.publish('chat:room-2', 'after');
    await vi.waitFor(() => expect(staying).toEqual(['before', 'after']), WAIT);
    expect(leaving).toEqual(['before']);
  });

  it('should hear nothing once the last subscriber of a channel has left', async () => {
    const received: unknown[] = [];
    const probe: unknown[] = [];
    const unsubscribe = await pubsub.subscribe('chat:room-3', (m) => received.push(m));
    await unsubscribe();
    await pubsub.subscribe('chat:probe', (m) => probe.push(m));
    await pubsub.publish('chat:room-3', 'lost');
    await pubsub.publish('chat:probe', 'heard');
    await vi.waitFor(() => expect(probe).toEqual(['heard']), WAIT);
    expect(received).toEqual([]);
  });
});
