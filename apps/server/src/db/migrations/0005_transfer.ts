import type { Kysely } from 'kysely';

/*
 * Import and export jobs. Progress lives in the cache; this record is what
 * outlives a restart: who may download a job's files, and whether a job that
 * was running when its process died must read as failed. Accounts created by
 * an import must change their initial password at first sign-in.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('transfer_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('list_key', 'text', (c) => c.notNull())
    // export | import
    .addColumn('kind', 'text', (c) => c.notNull())
    // waiting | active | completed | failed
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('file_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('error_key', 'text')
    .addColumn('heartbeat_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('transfer_jobs_state_idx').on('transfer_jobs').columns(['state', 'heartbeat_at']).execute();

  await db.schema
    .createTable('transfer_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('list_key', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    // .xls | .xlsx
    .addColumn('extension', 'text', (c) => c.notNull())
    // The header row read at upload (JSON array of texts), so starting the import need not read the file again.
    .addColumn('header_line', 'integer', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
  await db.schema.dropTable('transfer_uploads').ifExists().execute();
  await db.schema.dropTable('transfer_jobs').ifExists().execute();
}
