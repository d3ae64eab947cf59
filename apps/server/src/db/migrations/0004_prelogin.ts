import type { Kysely } from 'kysely';

/*
 * The visitor landing page and its configuration, news and notice columns and
 * items (the messages module; the message centre extends it). Frozen once released: `Kysely<any>` and column
 * types both SQLite and PostgreSQL know; timestamps are ISO-8601 text, flags
 * are 0/1 integers, small lists are JSON text.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('prelogin_config')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('school_name', 'text', (c) => c.notNull())
    .addColumn('school_logo', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('landing_type', 'text', (c) => c.notNull().defaultTo('landing'))
    .addColumn('theme_color', 'text', (c) => c.notNull().defaultTo('#087EEB'))
    .addColumn('heat_words', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('search_placeholder', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('footer_content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('footer_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('footer_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('footer_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('footer_copyright', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('footer_icp', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('footer_links', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('prelogin_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('card_name', 'text', (c) => c.notNull())
    .addColumn('card_introduction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('card_type', 'text', (c) => c.notNull())
    .addColumn('display_rows', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('column_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('prelogin_cards_tenant_name_unique', ['tenant_id', 'card_name'])
    .execute();

  // Navigation entries, carousel images, common tools and third-party systems share one shape of ordered links.
  for (const table of ['prelogin_nav_items', 'prelogin_carousel', 'prelogin_tools', 'prelogin_third_party']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('icon', 'text')
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('link_url', 'text')
      .addColumn('open_in_new_tab', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('type_names', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.createIndex(`${table}_tenant_idx`).on(table).columns(['tenant_id', 'sort']).execute();
  }

  await db.schema
    .createTable('message_columns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('column_name', 'text', (c) => c.notNull())
    .addColumn('column_type', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('column_id', 'text', (c) => c.notNull().references('message_columns.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    // Sanitised rich text.
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_img', 'text')
    .addColumn('field_set', 'text')
    .addColumn('publisher', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('release_time', 'text', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_column_release_idx').on('messages').columns(['tenant_id', 'column_id', 'release_time']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'messages',
    'message_columns',
    'prelogin_third_party',
    'prelogin_tools',
    'prelogin_carousel',
    'prelogin_nav_items',
    'prelogin_cards',
    'prelogin_config',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
