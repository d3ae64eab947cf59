import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/schema.ts';
import type { RoleAlias } from '../../users/tables.ts';
import type { CardSourceApisTable } from '../tables.ts';

export type ApiRow = Selectable<CardSourceApisTable>;

// Registered external APIs.

export const listApis = (db: Db, tenantId: string, name?: string) => {
  let q = db.selectFrom('card_source_apis').selectAll().where('tenant_id', '=', tenantId);
  if (name) q = q.where('name', 'like', `%${name.replace(/[%_\\]/g, '')}%`);
  return q.orderBy('name').orderBy('id').execute();
};

export const findApi = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('card_source_apis').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const findApiByName = (db: Db, tenantId: string, name: string) =>
  db.selectFrom('card_source_apis').select('id').where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirst();

export async function insertApi(db: Db, row: Insertable<CardSourceApisTable>): Promise<void> {
  await db.insertInto('card_source_apis').values(row).execute();
}

export async function updateApi(db: Db, row: Insertable<CardSourceApisTable>): Promise<void> {
  const { id, tenant_id, created_at: _created, ...changes } = row;
  await db.updateTable('card_source_apis').set(changes).where('tenant_id', '=', tenant_id).where('id', '=', id).execute();
}

export async function deleteApi(db: Db, tenantId: string, id: string): Promise<number> {
  const result = await db.deleteFrom('card_source_apis').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Visits (read-only; service_visits belongs to modules/services, which records them).

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

/** How many distinct other users of one group opened each service since `since`. */
async function peerUsers(
  db: Db,
  tenantId: string,
  userId: string,
  since: string,
  peers: (qb: ReturnType<typeof visitsOfOthers>) => ReturnType<typeof visitsOfOthers>,
): Promise<Map<string, number>> {
  const rows = await peers(visitsOfOthers(db, tenantId, userId, since))
    .select(['v.service_id', (eb) => eb.fn.count<number | string>('v.user_id').distinct().as('n')])
    .groupBy('v.service_id')
    .execute();
  return new Map(rows.map((r) => [r.service_id, Number(r.n)]));
}

function visitsOfOthers(db: Db, tenantId: string, userId: string, since: string) {
  return db
    .selectFrom('service_visits as v')
    .where('v.tenant_id', '=', tenantId)
    .where('v.created_at', '>=', since)
    .where('v.user_id', 'is not', null)
    .where('v.user_id', '<>', userId);
}

/** Distinct users of the same department who opened each service. */
export function deptPeerUsers(db: Db, tenantId: string, userId: string, deptId: string, since: string) {
  return peerUsers(db, tenantId, userId, since, (q) =>
    q.where('v.user_id', 'in', db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('dept_id', '=', deptId)),
  );
}

/** Distinct users holding one of `roles` (aliases) who opened each service. */
export function rolePeerUsers(db: Db, tenantId: string, userId: string, roles: readonly string[], since: string) {
  return peerUsers(db, tenantId, userId, since, (q) =>
    q.where(
      'v.user_id',
      'in',
      db
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select('user_roles.user_id')
        .where('roles.tenant_id', '=', tenantId)
        .where('roles.role_alias', 'in', (roles.length > 0 ? roles : ['']) as RoleAlias[]),
    ),
  );
}

export const userDept = async (db: Db, tenantId: string, userId: string): Promise<string | null> =>
  (await db.selectFrom('users').select('dept_id').where('tenant_id', '=', tenantId).where('id', '=', userId).executeTakeFirst())?.dept_id ??
  null;

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
