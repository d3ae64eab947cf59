import type { Kysely } from 'kysely';

/*
 * The school's one identity (docs/design/school.md): name, short name, logo,
 * contacts, registration numbers and links move out of the landing
 * configuration and the signed-in footer into one row per tenant, so the two
 * can no longer differ. An installation keeps what it had: the landing's
 * values first, a field it left empty taken from the signed-in footer.
 */

const PRELOGIN_MOVED = [
  'school_name',
  'school_logo',
  'footer_content',
  'footer_address',
  'footer_phone',
  'footer_email',
  'footer_copyright',
  'footer_icp',
  'footer_links',
] as const;
const FOOTER_MOVED = ['copyright', 'address', 'phone', 'email', 'icp', 'links'] as const;
const SHORT_NAME_MAX = 20;

type Row = Record<string, string | null>;

const firstFilled = (...values: (string | null | undefined)[]) => values.find((v) => v?.trim()) ?? '';
const hasLinks = (json: string | null | undefined) => !!json && json.trim() !== '' && json.trim() !== '[]';

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('school_identity')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('school_name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('website', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('copyright', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icp', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('police_record', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('footer_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('links', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  const landing: Row[] = await db
    .selectFrom('prelogin_config')
    .select(['tenant_id', ...PRELOGIN_MOVED, 'updated_by', 'updated_at'])
    .execute();
  const footers: Row[] = await db
    .selectFrom('navigation_footer')
    .select(['tenant_id', ...FOOTER_MOVED, 'updated_at'])
    .execute();
  const footerOf = new Map(footers.map((f) => [f.tenant_id, f]));
  const tenants = new Set([...landing.map((l) => l.tenant_id), ...footers.map((f) => f.tenant_id)]);
  const landingOf = new Map(landing.map((l) => [l.tenant_id, l]));

  const rows = [...tenants].map((tenantId) => {
    const l = landingOf.get(tenantId);
    const f = footerOf.get(tenantId);
    const name = firstFilled(l?.school_name) || '网上服务大厅';
    return {
      tenant_id: tenantId,
      school_name: name,
      short_name: name.slice(0, SHORT_NAME_MAX),
      logo: l?.school_logo?.trim() ? l.school_logo : null,
      address: firstFilled(l?.footer_address, f?.address),
      phone: firstFilled(l?.footer_phone, f?.phone),
      email: firstFilled(l?.footer_email, f?.email),
      website: '',
      copyright: firstFilled(l?.footer_copyright, f?.copyright),
      icp: firstFilled(l?.footer_icp, f?.icp),
      police_record: '',
      footer_note: l?.footer_content ?? '',
      links: hasLinks(l?.footer_links) ? l?.footer_links : hasLinks(f?.links) ? f?.links : '[]',
      updated_by: l?.updated_by ?? null,
      updated_at: firstFilled(l?.updated_at, f?.updated_at),
    };
  });
  if (rows.length > 0) await db.insertInto('school_identity').values(rows).execute();

  // One column per statement: SQLite drops one at a time.
  for (const column of PRELOGIN_MOVED) await db.schema.alterTable('prelogin_config').dropColumn(column).execute();
  for (const column of FOOTER_MOVED) await db.schema.alterTable('navigation_footer').dropColumn(column).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of PRELOGIN_MOVED) {
    await db.schema
      .alterTable('prelogin_config')
      .addColumn(column, 'text', (c) => (column === 'school_logo' ? c : c.notNull().defaultTo(column === 'footer_links' ? '[]' : '')))
      .execute();
  }
  for (const column of FOOTER_MOVED) {
    await db.schema
      .alterTable('navigation_footer')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(column === 'links' ? '[]' : ''))
      .execute();
  }
  const rows: Row[] = await db.selectFrom('school_identity').selectAll().execute();
  for (const r of rows) {
    await db
      .updateTable('prelogin_config')
      .set({
        school_name: r.school_name,
        school_logo: r.logo,
        footer_content: r.footer_note,
        footer_address: r.address,
        footer_phone: r.phone,
        footer_email: r.email,
        footer_copyright: r.copyright,
        footer_icp: r.icp,
        footer_links: r.links,
      })
      .where('tenant_id', '=', r.tenant_id)
      .execute();
    await db
      .updateTable('navigation_footer')
      .set({ copyright: r.copyright, address: r.address, phone: r.phone, email: r.email, icp: r.icp, links: r.links })
      .where('tenant_id', '=', r.tenant_id)
      .execute();
  }
  await db.schema.dropTable('school_identity').execute();
}
