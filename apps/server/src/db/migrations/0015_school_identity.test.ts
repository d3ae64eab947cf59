import { type Kysely, Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '../index.ts';
import { migrations } from './index.ts';

/*
 * An installation from before the school identity keeps its school: the
 * landing's name, logo and footer, and what only the signed-in footer had.
 */

const NOW = '2026-03-01T08:00:00.000Z';

describe('migration 0015: the school identity carries the existing configuration over', () => {
  // biome-ignore lint/suspicious/noExplicitAny: the tables as they were before 0015, not the app's current types
  type OldDb = Kysely<any>;
  let db: OldDb | undefined;
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
  });

  const migrator = (handle: OldDb) => new Migrator({ db: handle, provider: { getMigrations: async () => migrations } });

  async function before0015(): Promise<OldDb> {
    const handle = createDb(':memory:').db as unknown as OldDb;
    db = handle;
    const result = await migrator(handle).migrateTo('0014_card_preferences');
    expect(result.error).toBeUndefined();
    await handle
      .insertInto('tenants')
      .values([
        { id: 'A', name: '甲', created_at: NOW },
        { id: 'B', name: '乙', created_at: NOW },
      ])
      .execute();
    // Tenant A configured both pages, the signed-in footer with an e-mail the landing left empty; B only the signed-in footer.
    await handle
      .insertInto('prelogin_config')
      .values({
        tenant_id: 'A',
        school_name: '东海海洋大学研究生院暨继续教育学院联合办学中心',
        school_logo: '/static/prelogin/logo.svg',
        title: '东海大学服务大厅',
        footer_content: '<p>主办：信息中心</p>',
        footer_address: '东海路 1 号',
        footer_phone: '0532-66781234',
        footer_email: '',
        footer_copyright: '© 东海大学',
        footer_icp: '鲁ICP备05012345号',
        footer_links: JSON.stringify([{ name: '主页', url: 'https://www.donghai.edu.cn' }]),
        updated_by: 'u1',
        updated_at: NOW,
      })
      .execute();
    await handle
      .insertInto('navigation_footer')
      .values([
        {
          tenant_id: 'A',
          copyright: '© 其他',
          address: '其他地址',
          phone: '0000',
          email: 'it@donghai.edu.cn',
          icp: '',
          links: '[]',
          is_show_msg: 0,
          updated_at: NOW,
        },
        {
          tenant_id: 'B',
          copyright: '© 西山学院',
          address: '西山路 5 号',
          phone: '0871-65031234',
          email: 'nic@xishan.edu.cn',
          icp: '滇ICP备08012345号',
          links: JSON.stringify([{ name: '图书馆', url: '/lib' }]),
          is_show_msg: 1,
          updated_at: NOW,
        },
      ])
      .execute();
    return handle;
  }

  it('should keep the landing’s identity, fill what it left empty from the signed-in footer, and keep the pop-up switch', async () => {
    const handle = await before0015();
    expect((await migrator(handle).migrateToLatest()).error).toBeUndefined();

    const rows = await handle.selectFrom('school_identity').selectAll().orderBy('tenant_id').execute();
    expect(rows).toEqual([
      {
        tenant_id: 'A',
        school_name: '东海海洋大学研究生院暨继续教育学院联合办学中心',
        short_name: '东海海洋大学研究生院暨继续教育学院联合办',
        logo: '/static/prelogin/logo.svg',
        address: '东海路 1 号',
        phone: '0532-66781234',
        email: 'it@donghai.edu.cn',
        website: '',
        copyright: '© 东海大学',
        icp: '鲁ICP备05012345号',
        police_record: '',
        footer_note: '<p>主办：信息中心</p>',
        links: JSON.stringify([{ name: '主页', url: 'https://www.donghai.edu.cn' }]),
        updated_by: 'u1',
        updated_at: NOW,
      },
      {
        tenant_id: 'B',
        school_name: '网上服务大厅',
        short_name: '网上服务大厅',
        logo: null,
        address: '西山路 5 号',
        phone: '0871-65031234',
        email: 'nic@xishan.edu.cn',
        website: '',
        copyright: '© 西山学院',
        icp: '滇ICP备08012345号',
        police_record: '',
        footer_note: '',
        links: JSON.stringify([{ name: '图书馆', url: '/lib' }]),
        updated_by: null,
        updated_at: NOW,
      },
    ]);
    // The landing keeps its own settings; the signed-in footer keeps only its switch.
    expect(await handle.selectFrom('prelogin_config').selectAll().execute()).toEqual([
      expect.objectContaining({ tenant_id: 'A', title: '东海大学服务大厅' }),
    ]);
    expect(await handle.selectFrom('navigation_footer').selectAll().orderBy('tenant_id').execute()).toEqual([
      { tenant_id: 'A', is_show_msg: 0, updated_at: NOW },
      { tenant_id: 'B', is_show_msg: 1, updated_at: NOW },
    ]);
  });

  it('should put the identity back into both places when rolled back', async () => {
    const handle = await before0015();
    await migrator(handle).migrateToLatest();
    await handle.updateTable('school_identity').set({ phone: '0532-66789999' }).where('tenant_id', '=', 'A').execute();
    expect((await migrator(handle).migrateTo('0014_card_preferences')).error).toBeUndefined();

    expect(await handle.selectFrom('prelogin_config').select(['school_name', 'footer_phone', 'footer_email']).execute()).toEqual([
      { school_name: '东海海洋大学研究生院暨继续教育学院联合办学中心', footer_phone: '0532-66789999', footer_email: 'it@donghai.edu.cn' },
    ]);
    const footers = await handle.selectFrom('navigation_footer').select(['tenant_id', 'phone']).orderBy('tenant_id').execute();
    expect(footers).toEqual([
      { tenant_id: 'A', phone: '0532-66789999' },
      { tenant_id: 'B', phone: '0871-65031234' },
    ]);
  });
});
