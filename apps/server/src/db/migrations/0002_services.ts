import type { Kysely } from 'kysely';

/*
 * Service hall: scenes, types, services (with guide, visibility, shelf state
 * and centre), allowed roles, favourites, ratings, visit and search logs,
 * centre display lists, icons, sensitive words and their hits. Departments
 * are the identity `depts`. Frozen once released; ISO-8601 text timestamps;
 * JSON lists as text so both dialects read them alike.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['service_scenes', 'service_types']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint(`${table}_tenant_name_unique`, ['tenant_id', 'name'])
      .execute();
  }

  await db.schema
    .createTable('services')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('dept_id', 'text', (c) => c.notNull().references('depts.id'))
    .addColumn('scene_id', 'text', (c) => c.references('service_scenes.id'))
    .addColumn('type_id', 'text', (c) => c.references('service_types.id'))
    // APPLICATION, PROCESS or BOTH.
    .addColumn('centre', 'text', (c) => c.notNull())
    // OFFLINE or ONLINE.
    .addColumn('process_type', 'text', (c) => c.notNull())
    .addColumn('access_way', 'integer', (c) => c.notNull())
    // 1001 in page, 1002 pop-up window, 1003 new tab.
    .addColumn('open_way', 'integer', (c) => c.notNull())
    .addColumn('service_url', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('guide_materials', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('guide_steps', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('guide_conditions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('guide_fees', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('guide_time_limit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('guide_contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('guide_attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('visitor_visible', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shelf', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visit_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('launched_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('services_tenant_sort_idx').on('services').columns(['tenant_id', 'shelf', 'sort']).execute();
  await db.schema.createIndex('services_dept_idx').on('services').column('dept_id').execute();

  // No rows: every signed-in user may see the service.
  await db.schema
    .createTable('service_roles')
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('role_alias', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('service_roles_pk', ['service_id', 'role_alias'])
    .execute();

  await db.schema
    .createTable('service_favourites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('service_favourites_pk', ['user_id', 'service_id'])
    .execute();

  await db.schema
    .createTable('service_ratings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('labels', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('service_ratings_one_per_user', ['service_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('service_visits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('service_visits_service_idx').on('service_visits').column('service_id').execute();

  await db.schema
    .createTable('service_search_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('service_search_logs_tenant_time_idx')
    .on('service_search_logs')
    .columns(['tenant_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('service_centre_display')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('centre', 'text', (c) => c.notNull())
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('service_centre_display_pk', ['tenant_id', 'centre', 'service_id'])
    .execute();

  await db.schema
    .createTable('service_icons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    // Base64, so one column type serves both dialects; icons are small.
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sensitive_words')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addUniqueConstraint('sensitive_words_tenant_word_unique', ['tenant_id', 'word'])
    .execute();

  await db.schema
    .createTable('sensitive_word_hits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sensitive_word_hits',
    'sensitive_words',
    'service_icons',
    'service_centre_display',
    'service_search_logs',
    'service_visits',
    'service_ratings',
    'service_favourites',
    'service_roles',
    'services',
    'service_types',
    'service_scenes',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
