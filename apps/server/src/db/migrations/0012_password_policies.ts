import type { Kysely } from 'kysely';

/*
 * A tenant's password policy (modules/auth/password-rule.ts). No row means the
 * default: 8 characters, a letter and a digit.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_policies')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id'))
    .addColumn('min_length', 'integer', (c) => c.notNull())
    .addColumn('require_mixed_case', 'integer', (c) => c.notNull())
    .addColumn('require_symbol', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_policies').ifExists().execute();
}
