import { type Insertable, type SelectQueryBuilder, sql, type Updateable } from 'kysely';
import { type Condition, whereConditions } from '../../db/conditions.ts';
import type { Database, Db } from '../../db/schema.ts';
import type { ServicesTable } from './tables.ts';

type From = Database & { s: ServicesTable };

// Bulk import and export (modules/transfer/lists/services.ts).

/** Searchable field keys of the transfer list → columns; unknown keys are refused by `whereConditions`. */
const TRANSFER_COLUMNS: Readonly<Record<string, string>> = {
  id: 's.id',
  serviceName: 's.name',
  deptId: 's.dept_id',
  sceneId: 's.scene_id',
  typeId: 's.type_id',
  centre: 's.centre',
  processType: 's.process_type',
  openWay: 's.open_way',
  accessWay: 's.access_way',
  serviceUrl: 's.service_url',
  visitorVisible: 's.visitor_visible',
  shelf: 's.shelf',
  sort: 's.sort',
  keywords: 's.keywords',
  description: 's.description',
  guideConditions: 's.guide_conditions',
  guideMaterials: 's.guide_materials',
  guideSteps: 's.guide_steps',
  guideFees: 's.guide_fees',
  guideTimeLimit: 's.guide_time_limit',
  guideContact: 's.guide_contact',
};

function transferBase(db: Db, tenantId: string, conditions: readonly Condition[]) {
  return (db.selectFrom('services as s') as SelectQueryBuilder<From, 's', object>)
    .where('s.tenant_id', '=', tenantId)
    .where((eb) => whereConditions(eb, conditions, TRANSFER_COLUMNS));
}

export async function countForTransfer(db: Db, tenantId: string, conditions: readonly Condition[]): Promise<number> {
  const row = await transferBase(db, tenantId, conditions)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The next `limit` matching services after id `after`, by id (keyset paging: no long read holds the connection). */
export function transferBatch(
  db: Db,
  tenantId: string,
  conditions: readonly Condition[],
  after: string | null,
  limit: number,
): Promise<ServicesTable[]> {
  let q = transferBase(db, tenantId, conditions).selectAll('s');
  if (after) q = q.where('s.id', '>', after);
  return q.orderBy('s.id').limit(limit).execute();
}

export const serviceKey = (deptId: string, name: string) => `${deptId}\u0000${name}`;

/** Existing services by (department, name), for the duplicate check of an import batch; the oldest id wins if a pair repeats. */
export async function servicesByKey(
  db: Db,
  tenantId: string,
  keys: readonly { deptId: string; name: string }[],
): Promise<Map<string, { id: string; shelf: number }>> {
  const found = new Map<string, { id: string; shelf: number }>();
  if (keys.length === 0) return found;
  const pairs = sql.join(keys.map((k) => sql`(${k.deptId}, ${k.name})`));
  const rows = await db
    .selectFrom('services')
    .select(['id', 'dept_id', 'name', 'shelf'])
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`(dept_id, name) in (values ${pairs})`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const key = serviceKey(r.dept_id, r.name);
    if (!found.has(key)) found.set(key, { id: r.id, shelf: Number(r.shelf) });
  }
  return found;
}

export async function insertServices(db: Db, rows: readonly Insertable<ServicesTable>[]): Promise<void> {
  // 28 columns × 500 rows stays under SQLite's 32,766 bound parameters.
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('services')
      .values(rows.slice(i, i + 500))
      .execute();
}

export async function updateService(db: Db, tenantId: string, id: string, changes: Updateable<ServicesTable>): Promise<void> {
  await db.updateTable('services').set(changes).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}
