import type { Kysely } from 'kysely';

/*
 * Themes (issue 19, docs/design/theme.md): the school's default theme, one
 * row per tenant, and each user's own choice, one row per user. The themes
 * themselves are the contract's fixed list, so only their ids are stored.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('theme_school')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('theme_id', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('theme_user')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('theme_id', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('theme_user').execute();
  await db.schema.dropTable('theme_school').execute();
}
