import type { Db } from '../../db/schema.ts';
import type { UserIdsQuery } from '../users/service.ts';

/* Visits and role targets of services, as other modules count them (the home page's recommendation). */

export interface VisitCount {
  service_id: string;
  n: number;
  last_at: string;
}

/** The user's own visits per service since `since`, most opened first, then most recent. */
export async function ownVisits(db: Db, tenantId: string, userId: string, since: string): Promise<VisitCount[]> {
  const rows = await db
    .selectFrom('service_visits')
    .select(['service_id', (eb) => eb.fn.countAll<number | string>().as('n'), (eb) => eb.fn.max('created_at').as('last_at')])
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .where('tenant_id', '=', tenantId)
    .groupBy('service_id')
    .execute();
  return rows
    .map((r) => ({ service_id: r.service_id, n: Number(r.n), last_at: String(r.last_at) }))
    .sort((a, b) => b.n - a.n || b.last_at.localeCompare(a.last_at) || a.service_id.localeCompare(b.service_id));
}

/** How many distinct other users among `peers` (a subquery of user ids) opened each service since `since`. */
export async function peerUsers(
  db: Db,
  tenantId: string,
  userId: string,
  since: string,
  peers: UserIdsQuery,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('service_visits as v')
    .where('v.tenant_id', '=', tenantId)
    .where('v.created_at', '>=', since)
    .where('v.user_id', 'is not', null)
    .where('v.user_id', '<>', userId)
    .where('v.user_id', 'in', peers)
    .select(['v.service_id', (eb) => eb.fn.count<number | string>('v.user_id').distinct().as('n')])
    .groupBy('v.service_id')
    .execute();
  return new Map(rows.map((r) => [r.service_id, Number(r.n)]));
}

/** Services meant for particular roles (rows of service_roles); a service without rows is open to every signed-in user. */
export async function serviceRoles(db: Db, serviceIds: readonly string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (serviceIds.length === 0) return map;
  const rows = await db
    .selectFrom('service_roles')
    .selectAll()
    .where('service_id', 'in', [...serviceIds])
    .execute();
  for (const r of rows) map.set(r.service_id, [...(map.get(r.service_id) ?? []), r.role_alias]);
  return map;
}

/** Visits per service (every visitor, signed in or not) since `since`: the campus-wide trend. */
export async function allVisitsSince(db: Db, tenantId: string, since: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('service_visits')
    .select(['service_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>=', since)
    .groupBy('service_id')
    .execute();
  return new Map(rows.map((r) => [r.service_id, Number(r.n)]));
}
