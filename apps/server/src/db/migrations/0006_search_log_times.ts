import type { Kysely } from 'kysely';

/*
 * Search logs are written in batches; equal searches of one batch (same
 * tenant, user, keyword and hit count) become one row counted by `times`.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('service_search_logs')
    .addColumn('times', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('service_search_logs').dropColumn('times').execute();
}
