import type { Kysely } from 'kysely';

/*
 * The help robot (issue 18, docs/design/robot.md): its basic configuration,
 * question scenes, the knowledge base, the questions it could not answer
 * (one row per normalised question, counted) and whether answers solved
 * what was asked.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('robot_config')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id'))
    .addColumn('robot_name', 'text', (c) => c.notNull())
    .addColumn('robot_avatar', 'text', (c) => c.notNull())
    .addColumn('greeting', 'text', (c) => c.notNull())
    // The 帮助与反馈 address; '' hides the entry.
    .addColumn('help_feedback_url', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('visitor_allowed', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('robot_scenes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addUniqueConstraint('robot_scenes_name_unique', ['tenant_id', 'name'])
    .execute();

  await db.schema
    .createTable('robot_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('scene_id', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    // JSON: string[] of other ways to ask it.
    .addColumn('similar', 'text', (c) => c.notNull())
    // Sanitised rich text.
    .addColumn('answer', 'text', (c) => c.notNull())
    // JSON: string[] of linked service ids.
    .addColumn('service_ids', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    // 1: offered with the greeting; 1: among the recommended questions.
    .addColumn('common', 'integer', (c) => c.notNull())
    .addColumn('recommended', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('robot_entries_tenant_idx').on('robot_entries').columns(['tenant_id', 'scene_id']).execute();

  await db.schema
    .createTable('robot_unanswered')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    // Lower case, without spaces and punctuation: the same question asked again is counted, not added.
    .addColumn('normalized', 'text', (c) => c.notNull())
    // As first asked.
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('ask_count', 'integer', (c) => c.notNull())
    .addColumn('visitor_count', 'integer', (c) => c.notNull())
    .addColumn('first_asked_at', 'text', (c) => c.notNull())
    .addColumn('last_asked_at', 'text', (c) => c.notNull())
    // The last signed-in asker; null when only visitors asked.
    .addColumn('last_user_id', 'text')
    .addUniqueConstraint('robot_unanswered_unique', ['tenant_id', 'normalized'])
    .execute();

  await db.schema
    .createTable('robot_feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('solved', 'integer', (c) => c.notNull())
    // null for a visitor.
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('robot_feedback_entry_idx').on('robot_feedback').columns(['tenant_id', 'entry_id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['robot_feedback', 'robot_unanswered', 'robot_entries', 'robot_scenes', 'robot_config']) {
    await db.schema.dropTable(table).execute();
  }
}
