import type { Kysely } from 'kysely';

/*
 * Three lists (docs/design/three-lists.md): the page configuration per tenant,
 * department categories, the three-lists information of each department,
 * who administers which department, and which services carry out which duty.
 * A link goes with its duty or its service; a department's information and
 * administrators go with the department.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('three_lists_config')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('introduction', 'text', (c) => c.notNull())
    .addColumn('show_duties', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_services', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_relation', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('visitor_allowed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_duty_type_must', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden_dept_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('three_lists_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('shown', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('three_lists_categories_name_uq', ['tenant_id', 'name'])
    .execute();

  await db.schema
    .createTable('three_lists_dept_info')
    .addColumn('dept_id', 'text', (c) => c.primaryKey().references('depts.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.references('three_lists_categories.id').onDelete('set null'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('three_lists_dept_info_tenant_idx').on('three_lists_dept_info').column('tenant_id').execute();

  await db.schema
    .createTable('three_lists_dept_admins')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('dept_id', 'text', (c) => c.notNull().references('depts.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('three_lists_dept_admins_pk', ['user_id', 'dept_id'])
    .execute();

  await db.schema
    .createTable('three_lists_duty_services')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('duty_id', 'text', (c) => c.notNull().references('dept_duties.id').onDelete('cascade'))
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('three_lists_duty_services_pk', ['duty_id', 'service_id'])
    .execute();
  await db.schema
    .createIndex('three_lists_duty_services_tenant_idx')
    .on('three_lists_duty_services')
    .columns(['tenant_id', 'service_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'three_lists_duty_services',
    'three_lists_dept_admins',
    'three_lists_dept_info',
    'three_lists_categories',
    'three_lists_config',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
