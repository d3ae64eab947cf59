import type { Kysely } from 'kysely';

/*
 * Question feedback tickets (issue 18, docs/design/robot-feedback.md): what
 * the asker filed, where the ticket stands, and its timeline, one row per
 * change. Names (asker, scene, department, actor) are kept as they were at
 * the time, so a ticket reads the same after a rename.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('robot_feedback_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_account', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('scene_id', 'text', (c) => c.notNull())
    .addColumn('scene_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    // JSON: {id, url, name}[] of common/upload images, at most 3.
    .addColumn('images', 'text', (c) => c.notNull())
    // submitted | accepted | inProgress | answered | closed | rejected.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('dept_id', 'text')
    .addColumn('dept_name', 'text', (c) => c.notNull())
    .addColumn('reply', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    // 1 once the asker reopened it (allowed once).
    .addColumn('reopened', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('robot_feedback_tickets_user_idx')
    .on('robot_feedback_tickets')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('robot_feedback_tickets_state_idx')
    .on('robot_feedback_tickets')
    .columns(['tenant_id', 'state', 'created_at'])
    .execute();

  await db.schema
    .createTable('robot_feedback_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('robot_feedback_tickets.id'))
    // Order within the ticket: two changes may share a millisecond.
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addUniqueConstraint('robot_feedback_events_seq_unique', ['ticket_id', 'seq'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('robot_feedback_events').execute();
  await db.schema.dropTable('robot_feedback_tickets').execute();
}
