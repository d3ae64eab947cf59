import type { Kysely } from 'kysely';

/*
 * Single sign-on (modules/sso, docs/design/sso.md): each tenant's login
 * configuration (no row: password sign-in only), and the outside identities
 * bound to accounts (a CAS user, an OIDC subject, a WeCom user id).
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sso_login_config')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id'))
    .addColumn('password_on', 'integer', (c) => c.notNull())
    .addColumn('cas_on', 'integer', (c) => c.notNull())
    .addColumn('oidc_on', 'integer', (c) => c.notNull())
    .addColumn('micro_on', 'integer', (c) => c.notNull())
    .addColumn('cas_server_url', 'text', (c) => c.notNull())
    .addColumn('cas_service_url', 'text', (c) => c.notNull())
    .addColumn('cas_account_attribute', 'text', (c) => c.notNull())
    .addColumn('oidc_issuer', 'text', (c) => c.notNull())
    .addColumn('oidc_client_id', 'text', (c) => c.notNull())
    .addColumn('oidc_client_secret', 'text', (c) => c.notNull())
    .addColumn('oidc_redirect_uri', 'text', (c) => c.notNull())
    .addColumn('oidc_scopes', 'text', (c) => c.notNull())
    .addColumn('oidc_account_claim', 'text', (c) => c.notNull())
    .addColumn('micro_secret', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sso_bindings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('sso_bindings_identity', ['tenant_id', 'kind', 'external_id'])
    .execute();
  await db.schema.createIndex('sso_bindings_user').on('sso_bindings').column('user_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sso_bindings').ifExists().execute();
  await db.schema.dropTable('sso_login_config').ifExists().execute();
}
