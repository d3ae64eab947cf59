import type { Kysely } from 'kysely';

/*
 * Navigation entries and the home-page frame (docs/design/navigation.md):
 * top-menu entries with the identities they apply to, quick navigation,
 * the signed-in footer, school-calendar holidays and special-service groups.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('navigation_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('navigation_name', 'text', (c) => c.notNull())
    .addColumn('navigation_type', 'text', (c) => c.notNull())
    .addColumn('is_built', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('config_path', 'text')
    .addColumn('is_auto', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('navigation_entries_name_unique', ['tenant_id', 'navigation_name'])
    .execute();
  await db.schema.createIndex('navigation_entries_tenant_sort_idx').on('navigation_entries').columns(['tenant_id', 'sort']).execute();

  await db.schema
    .createTable('navigation_entry_identities')
    .addColumn('navigation_id', 'text', (c) => c.notNull().references('navigation_entries.id').onDelete('cascade'))
    .addColumn('role_alias', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('navigation_entry_identities_pk', ['navigation_id', 'role_alias'])
    .execute();

  await db.schema
    .createTable('navigation_quick_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('navigation_name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('open_way', 'integer', (c) => c.notNull())
    .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('navigation_quick_links_tenant_sort_idx')
    .on('navigation_quick_links')
    .columns(['tenant_id', 'sort'])
    .execute();

  await db.schema
    .createTable('navigation_footer')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id'))
    .addColumn('copyright', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('icp', 'text', (c) => c.notNull())
    /** JSON array of { name, url }. */
    .addColumn('links', 'text', (c) => c.notNull())
    .addColumn('is_show_msg', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('navigation_holidays')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('academic_year', 'text', (c) => c.notNull())
    .addColumn('holiday_name', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('navigation_holidays_year_idx')
    .on('navigation_holidays')
    .columns(['tenant_id', 'academic_year', 'start_date'])
    .execute();

  await db.schema
    .createTable('navigation_specials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('special_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'text')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('navigation_special_services')
    .addColumn('special_id', 'text', (c) => c.notNull().references('navigation_specials.id').onDelete('cascade'))
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('navigation_special_services_pk', ['special_id', 'service_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'navigation_special_services',
    'navigation_specials',
    'navigation_holidays',
    'navigation_footer',
    'navigation_quick_links',
    'navigation_entry_identities',
    'navigation_entries',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
