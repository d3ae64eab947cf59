import type { Kysely } from 'kysely';

/*
 * Moderated heat words (issue 13): each search log row that found something
 * carries the service found on top and the word it counts as (that service's
 * name or the keyword typed), and administrators pin or block words per tenant.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite alters a table one column at a time.
  await db.schema.alterTable('service_search_logs').addColumn('service_id', 'text').execute();
  await db.schema.alterTable('service_search_logs').addColumn('word', 'text').execute();
  await db.schema
    .createTable('service_heat_word_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('word_key', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('service_heat_word_rules_tenant_word_unique', ['tenant_id', 'word_key'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('service_heat_word_rules').ifExists().execute();
  await db.schema.alterTable('service_search_logs').dropColumn('word').execute();
  await db.schema.alterTable('service_search_logs').dropColumn('service_id').execute();
}
