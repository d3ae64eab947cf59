import {
  type BodyOf,
  DEPT_ADMIN_USER_OPTIONS_MAX,
  type DeptAdmin,
  type DeptAdminUser,
  type deptAdminList,
  THREE_LISTS_MENU,
  ThreeListsMessages,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import { type Awaitable, andThen } from '../../platform/cache/memo.ts';
import type { Platform } from '../../platform/context.ts';
import { business, forbidden } from '../../platform/http/app-error.ts';
import type { MenuResolver } from '../../platform/http/endpoints.ts';
import type { ServicesContext } from '../services/context.ts';
import * as users from '../users/service.ts';
import * as repo from './repo.ts';
import { type Snapshot, snapshot } from './snapshot.ts';

/**
 * Department administrators (docs/design/three-lists.md, "Who may do what"):
 * holders of the threeListsConfig menu administer every department and assign
 * the others theirs. What a user administers is kept in each node's memory
 * (the navigation menu asks on every home page) and dropped on every node by
 * an assignment or a removal, so either counts at once. The duties module and
 * the navigation menu ask `administeredScope` too.
 */

const administeredKey = (tenantId: string, userId: string) => `three-lists:dept-admins:${tenantId}:${userId}`;

const administered = (platform: Platform, tenantId: string, userId: string): Awaitable<string[]> =>
  platform.memo.read(administeredKey(tenantId, userId), () => repo.administeredDeptIds(platform.db, tenantId, userId));

/** The departments the caller administers: all of them, or some ids (empty for most users). */
export type DeptScope = 'all' | ReadonlySet<string>;

export async function administeredScope(platform: Platform, holdsMenu: MenuResolver, principal: Principal): Promise<DeptScope> {
  if (await holdsMenu(principal, THREE_LISTS_MENU)) return 'all';
  return new Set(await administered(platform, principal.tenantId, principal.userId));
}

/** The departments assigned to the caller, whatever menus they hold (feedback tickets of these reach them). */
export const assignedDeptIds = async (platform: Platform, principal: Principal): Promise<string[]> =>
  administered(platform, principal.tenantId, principal.userId);

/**
 * Whether departments are assigned to the user (without the menu, they open the department duty list page).
 * Answered at once when this node remembers it: the home page's configuration menu asks on every load.
 */
export function administersSomeDept(platform: Platform, principal: Principal): Awaitable<boolean> {
  return andThen(administered(platform, principal.tenantId, principal.userId), (ids) => ids.length > 0);
}

/** Refuses a caller who administers no department (403 noDeptAdmin); answers the scope otherwise. */
export async function requireSomeDept(platform: Platform, holdsMenu: MenuResolver, principal: Principal): Promise<DeptScope> {
  const scope = await administeredScope(platform, holdsMenu, principal);
  if (scope !== 'all' && scope.size === 0) throw forbidden(ThreeListsMessages.noDeptAdmin);
  return scope;
}

type Page<T> = { records: T[]; total: number; current: number; size: number };

const userOf = (p: users.Person): DeptAdminUser => ({
  userId: p.userId,
  account: p.account,
  realName: p.realName,
  userDeptName: p.userDeptName,
});

/** Each administrator's departments, in tree order (departments gone from the tree are left out). */
function withDepts(snap: Snapshot, people: readonly users.Person[], rows: readonly { user_id: string; dept_id: string }[]): DeptAdmin[] {
  const order = new Map(snap.depts.map((d, i) => [d.id, i]));
  return people.map((p) => ({
    ...userOf(p),
    depts: rows
      .filter((r) => r.user_id === p.userId && order.has(r.dept_id))
      .sort((a, b) => (order.get(a.dept_id) ?? 0) - (order.get(b.dept_id) ?? 0))
      .map((r) => {
        const d = snap.deptById.get(r.dept_id);
        return { id: r.dept_id, code: d?.code ?? '', name: d?.name ?? '' };
      }),
  }));
}

export async function list(ctx: ServicesContext, tenantId: string, body: BodyOf<typeof deptAdminList>): Promise<Page<DeptAdmin>> {
  const [snap, rows] = await Promise.all([snapshot(ctx, tenantId), repo.deptAdminRows(ctx.platform.db, tenantId)]);
  const chosen = body.deptId ? rows.filter((r) => r.dept_id === body.deptId) : rows;
  const people = await users.peopleAmong(ctx.platform, tenantId, [...new Set(chosen.map((r) => r.user_id))]);
  const needle = body.keyword?.trim().toLowerCase() ?? '';
  const matches = withDepts(snap, people, rows).filter(
    (a) => a.depts.length > 0 && (!needle || a.account.toLowerCase().includes(needle) || a.realName.toLowerCase().includes(needle)),
  );
  const current = body.current ?? 1;
  const size = body.size ?? 10;
  return { records: matches.slice((current - 1) * size, current * size), total: matches.length, current, size };
}

export async function userOptions(platform: Platform, tenantId: string, keyword: string): Promise<DeptAdminUser[]> {
  const needle = keyword.trim();
  if (!needle) return [];
  return (await users.activePeopleMatching(platform, tenantId, needle, DEPT_ADMIN_USER_OPTIONS_MAX)).map(userOf);
}

/** The user (active, of the tenant) and the departments (of the tenant's tree), or a clear refusal. */
async function checked(ctx: ServicesContext, tenantId: string, userId: string, deptIds: readonly string[]) {
  const [snap, [person]] = await Promise.all([snapshot(ctx, tenantId), users.peopleAmong(ctx.platform, tenantId, [userId])]);
  if (!person?.active) throw business(ThreeListsMessages.userUnknown);
  const ids = [...new Set(deptIds)];
  if (ids.some((id) => !snap.deptById.has(id))) throw business(ThreeListsMessages.deptUnknown);
  return { snap, person, ids };
}

export async function assign(ctx: ServicesContext, tenantId: string, userId: string, deptIds: readonly string[]): Promise<DeptAdmin> {
  const { snap, person, ids } = await checked(ctx, tenantId, userId, deptIds);
  await repo.insertDeptAdmins(ctx.platform.db, tenantId, userId, ids);
  await ctx.platform.memo.forget([administeredKey(tenantId, userId)]);
  const rows = await repo.deptAdminRows(ctx.platform.db, tenantId);
  return withDepts(snap, [person], rows)[0] as DeptAdmin;
}

export async function remove(ctx: ServicesContext, tenantId: string, userId: string, deptIds: readonly string[]): Promise<number> {
  const [person] = await users.peopleAmong(ctx.platform, tenantId, [userId]);
  // A disabled user's assignments may still be taken away.
  if (!person) throw business(ThreeListsMessages.userUnknown);
  await repo.deleteDeptAdmins(ctx.platform.db, tenantId, userId, [...new Set(deptIds)]);
  await ctx.platform.memo.forget([administeredKey(tenantId, userId)]);
  return (await administered(ctx.platform, tenantId, userId)).length;
}
