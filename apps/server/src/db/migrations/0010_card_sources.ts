import type { Kysely } from 'kysely';

/*
 * Data sources of card columns (docs/design/card-sources.md): the external
 * HTTP APIs an administrator registers, per tenant, with their request
 * parameters and returned fields (JSON columns: they are always read and
 * written whole with the API). Also an index for the "common services" and
 * "recommend" sources, which read a user's own visits.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('card_source_apis')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('request_params', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('return_params', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('list_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('total_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('card_source_apis_name_unique', ['tenant_id', 'name'])
    .execute();
  await db.schema.createIndex('service_visits_user_idx').on('service_visits').columns(['user_id', 'created_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('service_visits_user_idx').ifExists().execute();
  await db.schema.dropTable('card_source_apis').ifExists().execute();
}
