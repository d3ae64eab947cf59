import type { Kysely } from 'kysely';

/*
 * Expiring key–value state that must outlive a restart when there is no Redis
 * (platform/cache/sql-cache.ts): token revocations, sign-in failure counters
 * and to-do push nonces. `expires_at` is epoch milliseconds, null for never.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('expiring_entries')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .execute();
  await db.schema.createIndex('expiring_entries_expires_idx').on('expiring_entries').column('expires_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('expiring_entries').ifExists().execute();
}
