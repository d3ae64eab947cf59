import type { Platform } from '../context.ts';

/** What a signed-in user may see: read from the database, never from the token, so a role change applies at once. */
export interface UserAccess {
  tenantId: string;
  active: boolean;
  /** Role aliases: student | teacher | staff | admin. */
  roles: string[];
}

const accessKey = (userId: string) => `auth:access:${userId}`;
/** Every signed-in request asks; writers forget the entry, the expiry only bounds a missed invalidation. */
const ACCESS_CACHE_MS = 5 * 60 * 1000;

/** The user's tenant, status and roles; null for an unknown user. */
export async function accessOf(platform: Platform, userId: string): Promise<UserAccess | null> {
  const cached = await platform.cache.get<UserAccess | 0>(accessKey(userId));
  if (cached !== undefined) return cached === 0 ? null : cached;
  const rows = await platform.db
    .selectFrom('users')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .leftJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['users.tenant_id', 'users.status', 'roles.role_alias'])
    .where('users.id', '=', userId)
    .orderBy('roles.id')
    .execute();
  const first = rows[0];
  const access = first
    ? { tenantId: first.tenant_id, active: first.status === 1, roles: rows.flatMap((r) => (r.role_alias ? [r.role_alias] : [])) }
    : null;
  await platform.cache.set(accessKey(userId), access ?? 0, ACCESS_CACHE_MS);
  return access;
}

/** Called after a change to users' status or roles has committed. */
export async function forgetAccess(platform: Platform, userIds: Iterable<string>): Promise<void> {
  await Promise.all([...userIds].map((id) => platform.cache.del(accessKey(id))));
}
