import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { ThreeListsCategoriesTable, ThreeListsConfigTable, ThreeListsDeptInfoTable } from './tables.ts';

/** Queries of the three-lists tables (docs/design/three-lists.md). */

export const configRow = (db: Db, tenantId: string) =>
  db.selectFrom('three_lists_config').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();

export async function upsertConfig(db: Db, row: ThreeListsConfigTable): Promise<void> {
  const { tenant_id: _, ...changes } = row;
  await db
    .insertInto('three_lists_config')
    .values(row)
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(changes))
    .execute();
}

export const categories = (db: Db, tenantId: string) =>
  db.selectFrom('three_lists_categories').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('name').execute();

export async function insertCategories(db: Db, rows: Insertable<ThreeListsCategoriesTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('three_lists_categories').values(rows).execute();
}

export async function updateCategory(db: Db, tenantId: string, id: string, name: string, sort: number, shown: number): Promise<void> {
  await db
    .updateTable('three_lists_categories')
    .set({ name, sort, shown })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Moves every category out of the way of the names being saved (unique per tenant) before they are written again. */
export async function renameCategoriesAside(db: Db, tenantId: string): Promise<void> {
  await db
    .updateTable('three_lists_categories')
    // '#' and a 32-character id: longer than any category name may be, so it takes no name being saved.
    .set({ name: sql<string>`'#' || id` })
    .where('tenant_id', '=', tenantId)
    .execute();
}

export async function deleteCategories(db: Db, tenantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('three_lists_categories').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
}

/** A department holding one of the categories, if any. */
export const deptInCategories = (db: Db, tenantId: string, ids: readonly string[]) =>
  db
    .selectFrom('three_lists_dept_info')
    .select(['dept_id', 'category_id'])
    .where('tenant_id', '=', tenantId)
    .where('category_id', 'in', ids)
    .limit(1)
    .executeTakeFirst();

export const deptInfos = (db: Db, tenantId: string) =>
  db.selectFrom('three_lists_dept_info').selectAll().where('tenant_id', '=', tenantId).execute();

export async function upsertDeptInfo(db: Db, row: ThreeListsDeptInfoTable): Promise<void> {
  const { dept_id: _, ...changes } = row;
  await db
    .insertInto('three_lists_dept_info')
    .values(row)
    .onConflict((oc) => oc.column('dept_id').doUpdateSet(changes))
    .execute();
}

export const administeredDeptIds = async (db: Db, tenantId: string, userId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('three_lists_dept_admins')
      .select('dept_id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .execute()
  ).map((r) => r.dept_id);

/** Every administrator assignment of the tenant. */
export const deptAdminRows = (db: Db, tenantId: string) =>
  db.selectFrom('three_lists_dept_admins').select(['user_id', 'dept_id']).where('tenant_id', '=', tenantId).execute();

/** Assigns departments to a user; an assignment already there is kept as it is. */
export async function insertDeptAdmins(db: Db, tenantId: string, userId: string, deptIds: readonly string[]): Promise<void> {
  if (deptIds.length === 0) return;
  await db
    .insertInto('three_lists_dept_admins')
    .values(deptIds.map((deptId) => ({ tenant_id: tenantId, user_id: userId, dept_id: deptId })))
    .onConflict((oc) => oc.columns(['user_id', 'dept_id']).doNothing())
    .execute();
}

export async function deleteDeptAdmins(db: Db, tenantId: string, userId: string, deptIds: readonly string[]): Promise<void> {
  await db
    .deleteFrom('three_lists_dept_admins')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('dept_id', 'in', [...deptIds])
    .execute();
}

export const links = (db: Db, tenantId: string) =>
  db.selectFrom('three_lists_duty_services').select(['duty_id', 'service_id']).where('tenant_id', '=', tenantId).execute();

export const linkedServiceIds = async (db: Db, tenantId: string, dutyId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('three_lists_duty_services')
      .select('service_id')
      .where('tenant_id', '=', tenantId)
      .where('duty_id', '=', dutyId)
      .execute()
  ).map((r) => r.service_id);

export async function insertLinks(db: Db, tenantId: string, dutyId: string, serviceIds: readonly string[], now: string): Promise<void> {
  if (serviceIds.length === 0) return;
  await db
    .insertInto('three_lists_duty_services')
    .values(serviceIds.map((serviceId) => ({ tenant_id: tenantId, duty_id: dutyId, service_id: serviceId, created_at: now })))
    .onConflict((oc) => oc.columns(['duty_id', 'service_id']).doNothing())
    .execute();
}

export async function deleteLinks(db: Db, tenantId: string, dutyId: string, serviceIds: readonly string[]): Promise<void> {
  await db
    .deleteFrom('three_lists_duty_services')
    .where('tenant_id', '=', tenantId)
    .where('duty_id', '=', dutyId)
    .where('service_id', 'in', serviceIds)
    .execute();
}
