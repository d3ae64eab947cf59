import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, testModes } from '../../test/platforms.ts';
import { migrateToLatest } from '../db/index.ts';

describe.each(testModes())('platform (%s)', (mode) => {
  let t: TestPlatform;
  afterEach(() => t.close());

  it('should pick the implementations of its mode', async () => {
    t = await createTestPlatform(mode);
    expect(t.platform.dialect).toBe(mode === 'embedded' ? 'sqlite' : 'postgres');
    expect(t.platform.newId()).toMatch(/^[0-9a-f]{32}$/);
    expect(await t.platform.cache.ping()).toBe(true);
  });

  it('should run migrations twice without error', async () => {
    t = await createTestPlatform(mode);
    await migrateToLatest(t.platform.db);
    await migrateToLatest(t.platform.db);
    const { rows } = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(t.platform.db);
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect(await t.platform.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('should use injected ids and clock', async () => {
    let n = 0;
    const at = new Date('2025-09-01T08:00:00.000Z');
    t = await createTestPlatform(mode, { newId: () => String(++n).padStart(32, 'a'), clock: { now: () => at } });
    const session = await t.platform.sso.create('u', 't', 60);
    expect(session.tgt).toBe(`${'a'.repeat(31)}1`);
    expect(t.platform.clock.now()).toBe(at);
  });
});
