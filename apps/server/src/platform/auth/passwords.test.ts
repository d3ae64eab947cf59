import argon2 from 'argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallerGone, hashPassword, verifyPassword } from './passwords.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('password checks', () => {
  it('should check the right password and refuse a wrong one, an unknown account and a malformed hash', async () => {
    const hash = await hashPassword('Campus2025');
    expect(await verifyPassword(hash, 'Campus2025')).toBe(true);
    expect(await verifyPassword(hash, 'campus2025')).toBe(false);
    expect(await verifyPassword(undefined, 'Campus2025')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Campus2025')).toBe(false);
  });

  it('should work out no more than 4 checks at once however many arrive, and every one of them', async () => {
    const hash = await hashPassword('Campus2025');
    const real = argon2.verify.bind(argon2);
    let running = 0;
    let most = 0;
    vi.spyOn(argon2, 'verify').mockImplementation(async (...args: Parameters<typeof argon2.verify>) => {
      running++;
      most = Math.max(most, running);
      try {
        return await real(...args);
      } finally {
        running--;
      }
    });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => verifyPassword(hash, i % 2 ? 'Campus2025' : 'wrong')));
    expect(most).toBe(4);
    expect(results.filter(Boolean)).toHaveLength(10);
  });

  it('should drop a queued check whose caller has gone without working it out', async () => {
    const hash = await hashPassword('Campus2025');
    const verify = vi.spyOn(argon2, 'verify');
    let callerLeft = false;
    const busy = Array.from({ length: 4 }, () => verifyPassword(hash, 'Campus2025'));
    const queued = verifyPassword(hash, 'Campus2025', () => callerLeft);
    callerLeft = true;
    await expect(queued).rejects.toBeInstanceOf(CallerGone);
    expect(await Promise.all(busy)).toEqual([true, true, true, true]);
    expect(verify).toHaveBeenCalledTimes(4);
  });
});
