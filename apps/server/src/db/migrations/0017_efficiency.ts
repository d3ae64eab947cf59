import type { Kysely } from 'kysely';

/*
 * Efficiency supervision (issue 16, docs/design/efficiency.md): the
 * configuration, one fact row per process record, the daily roll-ups the
 * reports read (per department; per department and service; per node name;
 * per handler), the open nodes, and the generated reports. The roll-ups are
 * kept by the efficiency module from the changes the to-do integration
 * announces, never by scanning the process tables per request. Process
 * records learn which service they carry out (todo_processes.service_id).
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('todo_processes').addColumn('service_id', 'text').execute();
  // A handler's nodes (personal efficiency report).
  await db.schema
    .createIndex('todo_process_nodes_handler_idx')
    .on('todo_process_nodes')
    .columns(['tenant_id', 'handler_user_id', 'finish_time'])
    .execute();
  // Visits of the campus in a period (heat ranking, overview).
  await db.schema.createIndex('service_visits_time_idx').on('service_visits').columns(['tenant_id', 'created_at']).execute();

  await db.schema
    .createTable('eff_config')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id'))
    // JSON: layout, thresholds, semesters, schedule.
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('eff_process_facts')
    // The todo_processes id.
    .addColumn('process_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    // '' when the process names no (known) service.
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .addColumn('service_id', 'text', (c) => c.notNull())
    .addColumn('process_name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('finish_time', 'text')
    .addColumn('start_day', 'text', (c) => c.notNull())
    .addColumn('finish_day', 'text')
    .addColumn('minutes', 'integer')
    // The pushed deadline, or start plus the threshold of its process type.
    .addColumn('deadline', 'text', (c) => c.notNull())
    // 1 when finished after the deadline.
    .addColumn('late', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('eff_facts_start_idx').on('eff_process_facts').columns(['tenant_id', 'start_day']).execute();
  await db.schema.createIndex('eff_facts_service_idx').on('eff_process_facts').columns(['tenant_id', 'service_id', 'start_day']).execute();
  // Processes running past their deadline (time-out list, overdue counts).
  await db.schema.createIndex('eff_facts_open_idx').on('eff_process_facts').columns(['tenant_id', 'state', 'deadline']).execute();

  const counts = ['finished', 'late', 'minutes'] as const;
  await db.schema
    .createTable('eff_daily_dept')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('dept_id', 'text', (c) => c.notNull())
    // Started that day; finished, late and handling minutes by finish day.
    .addColumn('started', 'integer', (c) => c.notNull())
    .$call((t) => counts.reduce((acc, col) => acc.addColumn(col, 'integer', (c) => c.notNull()), t))
    // Handling-time histogram of the finished ones: "bucket:count,…" (rules/efficiency.ts durationBucket).
    .addColumn('hist', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('eff_daily_dept_pk', ['tenant_id', 'day', 'dept_id'])
    .execute();

  // The same per month ('YYYY-MM'): a year's medians merge a dozen histograms per department, not 365.
  await db.schema
    .createTable('eff_monthly_dept')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .addColumn('started', 'integer', (c) => c.notNull())
    .$call((t) => counts.reduce((acc, col) => acc.addColumn(col, 'integer', (c) => c.notNull()), t))
    .addColumn('hist', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('eff_monthly_dept_pk', ['tenant_id', 'month', 'dept_id'])
    .execute();

  await db.schema
    .createTable('eff_daily_service')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .addColumn('service_id', 'text', (c) => c.notNull())
    .addColumn('started', 'integer', (c) => c.notNull())
    .$call((t) => counts.reduce((acc, col) => acc.addColumn(col, 'integer', (c) => c.notNull()), t))
    .addPrimaryKeyConstraint('eff_daily_service_pk', ['tenant_id', 'day', 'dept_id', 'service_id'])
    .execute();

  await db.schema
    .createTable('eff_node_daily')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .addColumn('process_name', 'text', (c) => c.notNull())
    .addColumn('node_name', 'text', (c) => c.notNull())
    .$call((t) => counts.reduce((acc, col) => acc.addColumn(col, 'integer', (c) => c.notNull()), t))
    .addColumn('hist', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('eff_node_daily_pk', ['tenant_id', 'day', 'dept_id', 'process_name', 'node_name'])
    .execute();

  await db.schema
    .createTable('eff_handler_daily')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    // The handler's department ('' without one).
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .$call((t) => counts.reduce((acc, col) => acc.addColumn(col, 'integer', (c) => c.notNull()), t))
    .addColumn('hist', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('eff_handler_daily_pk', ['tenant_id', 'day', 'user_id', 'dept_id'])
    .execute();
  await db.schema.createIndex('eff_handler_dept_idx').on('eff_handler_daily').columns(['tenant_id', 'dept_id', 'day']).execute();

  // Unfinished nodes: who has what waiting, and which node names hold processes past their deadline.
  await db.schema
    .createTable('eff_open_nodes')
    .addColumn('process_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .addColumn('process_name', 'text', (c) => c.notNull())
    .addColumn('node_name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('deadline', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('eff_open_nodes_pk', ['process_id', 'seq'])
    .execute();
  await db.schema.createIndex('eff_open_nodes_user_idx').on('eff_open_nodes').columns(['tenant_id', 'user_id']).execute();
  await db.schema.createIndex('eff_open_nodes_deadline_idx').on('eff_open_nodes').columns(['tenant_id', 'deadline']).execute();

  await db.schema
    .createTable('eff_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    // MONTHLY.
    .addColumn('kind', 'text', (c) => c.notNull())
    // YYYY-MM.
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    // PENDING, READY or FAILED.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text')
    .addColumn('file_size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('eff_reports_month_unique', ['tenant_id', 'kind', 'month'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'eff_reports',
    'eff_open_nodes',
    'eff_handler_daily',
    'eff_node_daily',
    'eff_daily_service',
    'eff_monthly_dept',
    'eff_daily_dept',
    'eff_process_facts',
    'eff_config',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('service_visits_time_idx').ifExists().execute();
  await db.schema.dropIndex('todo_process_nodes_handler_idx').ifExists().execute();
  await db.schema.alterTable('todo_processes').dropColumn('service_id').execute();
}
