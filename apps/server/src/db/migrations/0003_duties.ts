import type { Kysely } from 'kysely';

/*
 * Department duties of the "three lists" (SPEC §7 ospDeptDutyListConfig).
 * A department states each duty once: the description is unique per
 * department, which is also the duplicate key of its import.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dept_duties')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('dept_id', 'text', (c) => c.notNull().references('depts.id').onDelete('cascade'))
    .addColumn('duty_description', 'text', (c) => c.notNull())
    .addColumn('duty_type', 'text', (c) => c.notNull())
    .addColumn('basis', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('dept_duties_dept_description_unique', ['tenant_id', 'dept_id', 'duty_description'])
    .execute();
  await db.schema.createIndex('dept_duties_tenant_sort_idx').on('dept_duties').columns(['tenant_id', 'dept_id', 'sort']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dept_duties').ifExists().execute();
}
