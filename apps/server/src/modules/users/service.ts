import {
  CONFIG_PAGES,
  type ConfigMenuEntry,
  type getRolePageList,
  type ResultOf,
  ROLE_PAGES_MENU,
  type RoleSchema,
  type UserInfoSchema,
} from '@onehall/contract';
import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Condition } from '../../db/conditions.ts';
import type { Database } from '../../db/schema.ts';
import type { UserAccess } from '../../platform/auth/access.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Awaitable } from '../../platform/cache/memo.ts';
import type { Platform } from '../../platform/context.ts';
import { business, unauthorized } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';
import type { RoleAlias } from './tables.ts';

export type Role = Static<typeof RoleSchema>;

const toRole = (row: { id: string; role_name: string; role_alias: string; role_type: string }): Role => ({
  id: row.id,
  roleName: row.role_name,
  roleAlias: row.role_alias,
  roleType: row.role_type,
});

/** What sign-in needs to know about an account; `passwordHash` never leaves the server. */
export interface SignInUser {
  id: string;
  tenantId: string;
  account: string;
  nickName: string;
  passwordHash: string;
  active: boolean;
}

export async function findSignInUser(platform: Platform, tenantId: string, account: string): Promise<SignInUser | undefined> {
  const row = await repo.findUserByAccount(platform.db, tenantId, account);
  return (
    row && {
      id: row.id,
      tenantId: row.tenant_id,
      account: row.account,
      nickName: row.nick_name,
      passwordHash: row.password_hash,
      active: row.status === 1,
    }
  );
}

/** An active user with roles, as tokens are issued for them; undefined when gone or disabled. */
export async function findActiveUser(
  platform: Platform,
  userId: string,
): Promise<{ id: string; tenantId: string; account: string; nickName: string; roles: Role[] } | undefined> {
  const user = await repo.findUserById(platform.db, userId);
  if (user?.status !== 1) return undefined;
  const roles = (await repo.rolesOfUser(platform.db, userId)).map(toRole);
  return { id: user.id, tenantId: user.tenant_id, account: user.account, nickName: user.nick_name, roles };
}

function uniqueByPath(pages: ConfigMenuEntry[]): ConfigMenuEntry[] {
  const byPath = new Map(pages.map((p) => [p.path, { path: p.path, name: p.name }]));
  return [...byPath.values()];
}

export type UserInfo = Static<typeof UserInfoSchema>;

/** A user's profile, roles and configuration menu, as every signed-in page asks for them. */
interface Profile {
  active: boolean;
  /** getUserInfo's answer, built once per load: the same object while it is remembered, so its JSON is kept too. */
  info: UserInfo;
  /** The configuration-menu entries by name and by path, for the access check of every `config` endpoint. */
  menus: ReadonlySet<string>;
}

const USERS_PREFIX = 'users:';
const PROFILE_PREFIX = `${USERS_PREFIX}profile:`;
const profileKey = (userId: string) => `${PROFILE_PREFIX}${userId}`;

/** Kept in this node's memory (platform.memo) until the user, their roles or their roles' pages change. */
function profileOf(platform: Platform, userId: string): Awaitable<Profile | null> {
  return platform.memo.read(profileKey(userId), async () => {
    const user = await repo.findUserById(platform.db, userId);
    if (!user) return null;
    const roles = await repo.rolesOfUser(platform.db, user.id);
    const pages = uniqueByPath(
      await repo.pagesOfRoles(
        platform.db,
        roles.map((r) => r.id),
      ),
    );
    const info: UserInfo = {
      user_id: user.id,
      tenant_id: user.tenant_id,
      account: user.account,
      nick_name: user.nick_name,
      real_name: user.real_name,
      dept_id: user.dept_id,
      dept_name: user.dept_name,
      roles: roles.map(toRole),
      configurationMenu: pages,
    };
    return { active: user.status === 1, info, menus: new Set(pages.flatMap((p) => [p.name, p.path])) };
  });
}

/** Answered as it is, not in a promise, when the profile is remembered (docs/design/performance.md). */
export function getUserInfo(platform: Platform, principal: Principal): Awaitable<UserInfo> {
  const profile = profileOf(platform, principal.userId);
  return profile instanceof Promise ? profile.then(activeInfo) : activeInfo(profile);
}

function activeInfo(profile: Profile | null): UserInfo {
  // A token outlives a disabled or deleted account by at most an hour; it must not read the profile meanwhile.
  if (!profile?.active) throw unauthorized();
  return profile.info;
}

/** The configuration-menu rule of SPEC §6, used by every `config` endpoint: a page of any of the user's roles, by name or path. */
export function holdsConfigMenu(platform: Platform, principal: Pick<Principal, 'userId'>, menu: string): Awaitable<boolean> {
  const profile = profileOf(platform, principal.userId);
  if (profile instanceof Promise) return profile.then((p) => p?.menus.has(menu) ?? false);
  return profile?.menus.has(menu) ?? false;
}

export async function roleList(platform: Platform, tenantId: string): Promise<Role[]> {
  return (await repo.rolesOfTenant(platform.db, tenantId)).map(toRole);
}

export async function rolePageList(platform: Platform, tenantId: string, roleId?: string): Promise<ResultOf<typeof getRolePageList>> {
  const roles = (await repo.rolesOfTenant(platform.db, tenantId)).filter((r) => !roleId || r.id === roleId);
  const pages = await repo.pagesOfRoles(
    platform.db,
    roles.map((r) => r.id),
  );
  return roles.map((role) => ({
    roleId: role.id,
    roleName: role.role_name,
    roleAlias: role.role_alias,
    pages: pages.filter((p) => p.role_id === role.id).map(({ path, name }) => ({ path, name })),
  }));
}

const knownPages = new Map(CONFIG_PAGES.map((p) => [p.path, p.name]));

/**
 * Replaces one role's pages in one transaction. Refuses pages that are not
 * configuration pages, and a change that would lock the caller out of this
 * very configuration (otherwise a tenant could be left with nobody able to undo it).
 */
export async function saveRolePageList(platform: Platform, principal: Principal, roleId: string, pages: ConfigMenuEntry[]): Promise<null> {
  const unknown = pages.find((p) => knownPages.get(p.path) !== p.name);
  if (unknown) throw business(`不是可配置的页面：${unknown.name}（${unknown.path}）`);
  await platform.db.transaction().execute(async (trx) => {
    if (!(await repo.findRole(trx, principal.tenantId, roleId))) throw business('角色不存在');
    await repo.replaceRolePages(trx, roleId, uniqueByPath(pages));
    if (!(await repo.userHoldsPage(trx, principal.userId, ROLE_PAGES_MENU))) {
      throw business('保存后您将无法再管理角色页面，请保留至少一个您所属角色的该页面权限');
    }
  });
  // Every holder of the role sees the new menu: their profiles are dropped on every node.
  await platform.memo.forgetPrefix(PROFILE_PREFIX);
  return null;
}

// ── Bulk import and export of accounts (modules/transfer/lists/users.ts) ──

export type AccountRow = Awaited<ReturnType<typeof repo.accountsAfter>>[number];

export function countAccounts(db: Kysely<Database>, tenantId: string, conditions: readonly Condition[]): Promise<number> {
  return repo.countAccounts(db, tenantId, conditions);
}

export function accountsAfter(
  db: Kysely<Database>,
  tenantId: string,
  conditions: readonly Condition[],
  afterId: string | null,
  limit: number,
) {
  return repo.accountsAfter(db, tenantId, conditions, afterId, limit);
}

export function departments(db: Kysely<Database>, tenantId: string) {
  return repo.deptsOfTenant(db, tenantId);
}

export const deptRows = (platform: Platform, tenantId: string) => repo.deptRows(platform.db, tenantId);

export function rolesOf(db: Kysely<Database>, tenantId: string) {
  return repo.rolesOfTenant(db, tenantId);
}

export interface AccountImportRow {
  account: string;
  realName: string;
  nickName: string;
  deptId: string | null;
  roleId: string;
  status: number;
  /** argon2id hash of the initial password, computed before the import's transaction. */
  passwordHash: string;
}

/**
 * Writes a batch of imported accounts inside the caller's transaction. New
 * accounts must change their initial password at first sign-in; an
 * overwrite changes profile, department, role and status, never the password.
 */
export async function importAccounts(
  trx: Kysely<Database>,
  tenantId: string,
  rows: readonly AccountImportRow[],
  onDuplicate: 'skip' | 'overwrite',
  now: string,
  newId: () => string,
  /** Receives the ids of overwritten accounts, whose remembered access and profile the caller forgets after commit (forgetUsers). */
  overwritten: Set<string>,
): Promise<('inserted' | 'updated' | 'skipped')[]> {
  const existing = await repo.userIdsByAccount(
    trx,
    tenantId,
    rows.map((r) => r.account),
  );
  const outcomes: ('inserted' | 'updated' | 'skipped')[] = [];
  for (const r of rows) {
    const id = existing.get(r.account);
    if (id === undefined) {
      const userId = newId();
      await repo.insertAccount(
        trx,
        {
          id: userId,
          tenant_id: tenantId,
          account: r.account,
          nick_name: r.nickName,
          real_name: r.realName,
          password_hash: r.passwordHash,
          dept_id: r.deptId,
          status: r.status,
          created_at: now,
          must_change_password: 1,
        },
        r.roleId,
      );
      existing.set(r.account, userId);
      outcomes.push('inserted');
    } else if (onDuplicate === 'overwrite') {
      await repo.overwriteAccount(trx, id, { real_name: r.realName, nick_name: r.nickName, dept_id: r.deptId, status: r.status }, r.roleId);
      overwritten.add(id);
      outcomes.push('updated');
    } else {
      outcomes.push('skipped');
    }
  }
  return outcomes;
}

// Groups of users for other modules' counts (the home page's recommendation).

export type { UserIdsQuery } from './repo.ts';

/** The ids of a department's users, as a subquery another module's query can filter by. */
export const deptMembers = (platform: Platform, tenantId: string, deptId: string) => repo.deptMemberIds(platform.db, tenantId, deptId);

/** The ids of the users holding any of `roles`, as a subquery. */
export const roleHolders = (platform: Platform, tenantId: string, roles: readonly string[]) =>
  repo.roleHolderIds(platform.db, tenantId, roles as RoleAlias[]);

/** The ids of the users of a department holding any of `roles`, as a subquery. */
export const deptRoleHolders = (platform: Platform, tenantId: string, deptId: string, roles: readonly string[]) =>
  repo.deptRoleHolderIds(platform.db, tenantId, deptId, roles as RoleAlias[]);

export const deptOf = (platform: Platform, tenantId: string, userId: string) => repo.deptOfUser(platform.db, tenantId, userId);

export interface UserProfile {
  name: string;
  deptId: string | null;
}

/** Name and department of each of these users (unknown ids left out). */
export async function profiles(platform: Platform, tenantId: string, userIds: Iterable<string>): Promise<Map<string, UserProfile>> {
  const rows = await repo.profilesOf(platform.db, tenantId, [...new Set(userIds)]);
  return new Map(rows.map((r) => [r.id, { name: r.real_name, deptId: r.dept_id }]));
}

// What a signed-in user may see, for every signed-in request (platform/auth/tokens.ts asks through the resolver app.ts hands it).

const accessKey = (userId: string) => `${USERS_PREFIX}access:${userId}`;

/** The user's tenant, status and roles; null for an unknown user. Kept in this node's memory until forgotten. */
export function accessOf(platform: Platform, userId: string): Awaitable<UserAccess | null> {
  return platform.memo.read(accessKey(userId), async () => {
    const rows = await repo.accessRows(platform.db, userId);
    const first = rows[0];
    return first
      ? { tenantId: first.tenant_id, active: first.status === 1, roles: rows.flatMap((r) => (r.role_alias ? [r.role_alias] : [])) }
      : null;
  });
}

/** Beyond this many users one message drops every user's entries rather than naming each (a large import). */
const FORGET_BY_NAME_MAX = 1000;

/** Called after a change to users' profile, status or roles has committed: every node reads them anew. */
export async function forgetUsers(platform: Platform, userIds: Iterable<string>): Promise<void> {
  const ids = [...userIds];
  if (ids.length > FORGET_BY_NAME_MAX) await platform.memo.forgetPrefix(USERS_PREFIX);
  else await platform.memo.forget(ids.flatMap((id) => [accessKey(id), profileKey(id)]));
}

/** A person as pickers show them: account, name and own department. */
export interface Person {
  userId: string;
  account: string;
  realName: string;
  userDeptName: string;
  active: boolean;
}

const toPerson = (r: { id: string; account: string; real_name: string; dept_name: string | null; status?: number }): Person => ({
  userId: r.id,
  account: r.account,
  realName: r.real_name,
  userDeptName: r.dept_name ?? '',
  active: r.status === undefined || Number(r.status) === 1,
});

/** Active users of the tenant whose account or name contains `keyword`, by account. */
export async function activePeopleMatching(platform: Platform, tenantId: string, keyword: string, limit: number): Promise<Person[]> {
  return (await repo.activeUsersMatching(platform.db, tenantId, keyword, limit)).map(toPerson);
}

/** Users of the tenant among `ids`, by account; ids of other tenants or unknown ones are left out. */
export async function peopleAmong(platform: Platform, tenantId: string, ids: readonly string[]): Promise<Person[]> {
  return (await repo.usersAmong(platform.db, tenantId, ids)).map(toPerson);
}
