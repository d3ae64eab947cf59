import type { Kysely } from 'kysely';

/*
 * The personal centre (issue 19, docs/design/personal-centre.md): each
 * user's avatar, a common/upload image they uploaded themselves. One row per
 * user; the image stays where the message centre keeps uploaded images.
 * 我的评价 reads the ratings by user: the services module's unique
 * (service_id, user_id) cannot serve that, so an index by user is added.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('personal_avatars')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('image_id', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('service_ratings_user_idx').on('service_ratings').columns(['user_id', 'updated_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('service_ratings_user_idx').ifExists().execute();
  await db.schema.dropTable('personal_avatars').execute();
}
