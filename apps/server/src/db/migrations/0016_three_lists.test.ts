import { type Kysely, Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '../index.ts';
import { migrations } from './index.ts';

const NOW = '2026-03-01T08:00:00.000Z';

describe('migration 0016: the three-lists tables', () => {
  // biome-ignore lint/suspicious/noExplicitAny: the tables as the migrations leave them, not the app's current types
  let db: Kysely<any> | undefined;
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
  });

  it('should let a duty and a department go with their three-lists rows, and migrate down cleanly', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    const handle = createDb(':memory:').db as unknown as Kysely<any>;
    db = handle;
    const migrator = new Migrator({ db: handle, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0016_three_lists')).error).toBeUndefined();
    await handle.insertInto('tenants').values({ id: 'A', name: '甲', created_at: NOW }).execute();
    await handle.insertInto('depts').values({ id: 'd1', tenant_id: 'A', parent_id: null, name: '教务处', code: 'JWC', sort: 1 }).execute();
    await handle
      .insertInto('dept_duties')
      .values({
        id: 'u1',
        tenant_id: 'A',
        dept_id: 'd1',
        duty_description: '排课',
        duty_type: '',
        basis: '',
        sort: 1,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await handle
      .insertInto('three_lists_dept_info')
      .values({ dept_id: 'd1', tenant_id: 'A', category_id: null, sort: 1, description: '', contact: '', updated_at: NOW })
      .execute();
    await handle.deleteFrom('dept_duties').where('id', '=', 'u1').execute();
    await handle.deleteFrom('depts').where('id', '=', 'd1').execute();
    expect(await handle.selectFrom('three_lists_dept_info').selectAll().execute()).toEqual([]);

    expect((await migrator.migrateTo('0015_school_identity')).error).toBeUndefined();
    const tables = (await handle.introspection.getTables()).map((t) => t.name);
    expect(tables.filter((t) => t.startsWith('three_lists'))).toEqual([]);
  });
});
