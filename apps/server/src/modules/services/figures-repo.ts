import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';

/** Counts over services' visits, ratings and favourites in a time window, for the efficiency reports (figures.ts). */

export async function visitsByService(db: Db, tenantId: string, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('service_visits')
    .select(['service_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy('service_id')
    .execute();
  return new Map(rows.map((r) => [r.service_id, Number(r.n)]));
}

export async function ratingsByService(
  db: Db,
  tenantId: string,
  from: string,
  to: string,
): Promise<Map<string, { sum: number; count: number }>> {
  const rows = await db
    .selectFrom('service_ratings as r')
    .innerJoin('services as s', 's.id', 'r.service_id')
    .select(['r.service_id', sql<number | string>`sum(r.score)`.as('total'), (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('s.tenant_id', '=', tenantId)
    .where('r.created_at', '>=', from)
    .where('r.created_at', '<', to)
    .groupBy('r.service_id')
    .execute();
  return new Map(rows.map((r) => [r.service_id, { sum: Number(r.total), count: Number(r.n) }]));
}

export async function favouritesByService(
  db: Db,
  tenantId: string,
  from: string,
  to: string,
): Promise<Map<string, { likes: number; newLikes: number }>> {
  const rows = await db
    .selectFrom('service_favourites as f')
    .innerJoin('services as s', 's.id', 'f.service_id')
    .select([
      'f.service_id',
      (eb) => eb.fn.countAll<number | string>().as('n'),
      sql<number | string>`sum(case when f.created_at >= ${from} and f.created_at < ${to} then 1 else 0 end)`.as('added'),
    ])
    .where('s.tenant_id', '=', tenantId)
    .groupBy('f.service_id')
    .execute();
  return new Map(rows.map((r) => [r.service_id, { likes: Number(r.n), newLikes: Number(r.added) }]));
}

export async function serviceDepts(db: Db, tenantId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('services').select(['id', 'dept_id']).where('tenant_id', '=', tenantId).execute();
  return new Map(rows.map((r) => [r.id, r.dept_id]));
}
