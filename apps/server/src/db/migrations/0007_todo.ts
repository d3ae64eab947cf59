import type { Kysely } from 'kysely';

/*
 * Unified to-do and process records (issue 4, docs/design/todo.md): the
 * business systems registered to push them, their to-do items (one row per
 * item and assignee), process records with their nodes, and the per-tenant
 * to-do number reminder. Times are ISO-8601 UTC strings, so text order is
 * time order on both dialects.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('todo_systems')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('system_code', 'text', (c) => c.notNull())
    .addColumn('system_name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    // The key is derived from SIGNING_SECRET, the id and this version; a reset bumps it.
    .addColumn('key_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('todo_systems_code_unique', ['tenant_id', 'system_code'])
    .addUniqueConstraint('todo_systems_name_unique', ['tenant_id', 'system_name'])
    .execute();

  await db.schema
    .createTable('todo_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('system_id', 'text', (c) => c.notNull().references('todo_systems.id'))
    // The business system's own id of the item: the idempotency key together with the assignee.
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('deadline', 'text')
    // OPEN or DONE.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('done_time', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('todo_items_external_unique', ['system_id', 'external_id', 'user_id'])
    .execute();
  // The to-do card: a user's open items by column, newest first; the done list by done time.
  await db.schema.createIndex('todo_items_user_idx').on('todo_items').columns(['tenant_id', 'user_id', 'status', 'start_time']).execute();
  await db.schema
    .createIndex('todo_items_user_done_idx')
    .on('todo_items')
    .columns(['tenant_id', 'user_id', 'status', 'done_time'])
    .execute();
  // Counts per system (registration list) and time-outs of the efficiency reports.
  await db.schema.createIndex('todo_items_system_idx').on('todo_items').columns(['system_id', 'status']).execute();
  await db.schema.createIndex('todo_items_deadline_idx').on('todo_items').columns(['tenant_id', 'status', 'deadline']).execute();

  await db.schema
    .createTable('todo_processes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('system_id', 'text', (c) => c.notNull().references('todo_systems.id'))
    .addColumn('external_id', 'text', (c) => c.notNull())
    // Who started the process (personal matters); handlers are on the nodes.
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('process_name', 'text', (c) => c.notNull())
    // RUNNING, FINISHED or REJECTED.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('current_node', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('handler_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('finish_time', 'text')
    .addColumn('deadline', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('todo_processes_external_unique', ['system_id', 'external_id'])
    .execute();
  await db.schema.createIndex('todo_processes_user_idx').on('todo_processes').columns(['tenant_id', 'user_id', 'start_time']).execute();
  await db.schema.createIndex('todo_processes_state_idx').on('todo_processes').columns(['tenant_id', 'state', 'deadline']).execute();
  await db.schema.createIndex('todo_processes_trend_idx').on('todo_processes').columns(['tenant_id', 'start_time']).execute();

  await db.schema
    .createTable('todo_process_nodes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('process_id', 'text', (c) => c.notNull().references('todo_processes.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('node_name', 'text', (c) => c.notNull())
    .addColumn('handler_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('handler_name', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('finish_time', 'text')
    .addColumn('deadline', 'text')
    .addUniqueConstraint('todo_process_nodes_seq_unique', ['process_id', 'seq'])
    .execute();
  // Node time-outs of the efficiency reports (timeoutNode).
  await db.schema.createIndex('todo_process_nodes_deadline_idx').on('todo_process_nodes').columns(['tenant_id', 'deadline']).execute();

  await db.schema
    .createTable('todo_remind_configs')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id'))
    // JSON of the contract's TodoRemindConfig.
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['todo_remind_configs', 'todo_process_nodes', 'todo_processes', 'todo_items', 'todo_systems']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
