import type { Kysely } from 'kysely';

/*
 * Tenants, departments, users, roles, the configuration pages each role may
 * open, and refresh tokens. Frozen once released: it uses `Kysely<any>`, never
 * the app's types, and only column types both SQLite and PostgreSQL know
 * (timestamps are ISO-8601 text, see db/index.ts).
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('depts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('parent_id', 'text', (c) => c.references('depts.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('depts_tenant_code_unique', ['tenant_id', 'code'])
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('role_name', 'text', (c) => c.notNull())
    .addColumn('role_alias', 'text', (c) => c.notNull())
    .addColumn('role_type', 'text', (c) => c.notNull())
    .addUniqueConstraint('roles_tenant_alias_unique', ['tenant_id', 'role_alias'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('nick_name', 'text', (c) => c.notNull())
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('dept_id', 'text', (c) => c.references('depts.id'))
    // 1 active, 0 disabled: a disabled account cannot sign in or refresh.
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('users_tenant_account_unique', ['tenant_id', 'account'])
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('user_roles_role_idx').on('user_roles').column('role_id').execute();

  await db.schema
    .createTable('role_pages')
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_pages_pk', ['role_id', 'path'])
    .execute();

  await db.schema
    .createTable('auth_refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('auth_refresh_tokens_family_idx').on('auth_refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('auth_refresh_tokens_expires_idx').on('auth_refresh_tokens').column('expires_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['auth_refresh_tokens', 'role_pages', 'user_roles', 'users', 'roles', 'depts', 'tenants']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
