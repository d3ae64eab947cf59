import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock, createTestPlatform, type TestClock, type TestPlatform, testModes } from '../../../test/platforms.ts';
import type { SsoStore } from './sso-store.ts';

describe.each(testModes())('SSO store (%s)', (mode) => {
  let clock: TestClock;
  let t: TestPlatform;
  let sso: SsoStore;

  beforeEach(async () => {
    clock = createTestClock();
    t = await createTestPlatform(mode, { clock });
    sso = t.platform.sso;
  });
  afterEach(() => t.close());

  it('should create a session with a 32-character ticket and its full lifetime left', async () => {
    const session = await sso.create('user-1', '000000', 1800);
    expect(session.tgt).toMatch(/^[0-9a-f]{32}$/);
    expect(session).toMatchObject({ userId: 'user-1', tenantId: '000000', expireTime: 1800 });
    expect(await sso.get(session.tgt)).toEqual(session);
    expect(await sso.remaining(session.tgt)).toBe(1800);
  });

  it('should count the remaining seconds down with the clock', async () => {
    const { tgt } = await sso.create('user-1', '000000', 1800);
    clock.advance(600_000);
    expect(await sso.remaining(tgt)).toBe(1200);
    clock.advance(500);
    expect(await sso.remaining(tgt)).toBe(1199);
  });

  it('should extend a live session to its full lifetime again', async () => {
    const { tgt } = await sso.create('user-1', '000000', 1800);
    clock.advance(1_000_000);
    expect(await sso.extend(tgt)).toBe(1800);
    expect(await sso.remaining(tgt)).toBe(1800);
    clock.advance(1_000_000);
    expect(await sso.remaining(tgt)).toBe(800);
  });

  it('should end a session when its lifetime has passed', async () => {
    const { tgt } = await sso.create('user-1', '000000', 60);
    clock.advance(60_000);
    expect(await sso.remaining(tgt)).toBe(0);
    expect(await sso.get(tgt)).toBeUndefined();
    expect(await sso.extend(tgt)).toBe(0);
    expect(await sso.remaining(tgt)).toBe(0);
  });

  it('should remove a session', async () => {
    const { tgt } = await sso.create('user-1', '000000', 1800);
    await sso.remove(tgt);
    expect(await sso.remaining(tgt)).toBe(0);
    expect(await sso.get(tgt)).toBeUndefined();
    expect(await sso.extend(tgt)).toBe(0);
  });

  it('should answer 0 for a ticket it never issued', async () => {
    expect(await sso.remaining('0123456789abcdef0123456789abcdef')).toBe(0);
  });
});
