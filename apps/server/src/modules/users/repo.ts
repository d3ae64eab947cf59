import type { Insertable } from 'kysely';
import { type Condition, whereConditions } from '../../db/conditions.ts';
import type { Db } from '../../db/schema.ts';
import type { RoleAlias, UsersTable } from './tables.ts';

export function findUserByAccount(db: Db, tenantId: string, account: string) {
  return db
    .selectFrom('users')
    .select(['id', 'tenant_id', 'account', 'nick_name', 'password_hash', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('account', '=', account)
    .executeTakeFirst();
}

export function findUserById(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('depts', 'depts.id', 'users.dept_id')
    .select([
      'users.id',
      'users.tenant_id',
      'users.account',
      'users.nick_name',
      'users.real_name',
      'users.dept_id',
      'users.status',
      'depts.name as dept_name',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export function rolesOfUser(db: Db, userId: string) {
  return db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.id', 'roles.role_name', 'roles.role_alias', 'roles.role_type'])
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.id')
    .execute();
}

export function rolesOfTenant(db: Db, tenantId: string) {
  return db
    .selectFrom('roles')
    .select(['id', 'role_name', 'role_alias', 'role_type'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute();
}

export function findRole(db: Db, tenantId: string, roleId: string) {
  return db.selectFrom('roles').select(['id']).where('tenant_id', '=', tenantId).where('id', '=', roleId).executeTakeFirst();
}

export function pagesOfRoles(db: Db, roleIds: string[]) {
  if (roleIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('role_pages').select(['role_id', 'path', 'name']).where('role_id', 'in', roleIds).orderBy('path').execute();
}

/** Whether any role of the user has a page whose route name or path is `menu` (SPEC §6). */
export async function userHoldsPage(db: Db, userId: string, menu: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('role_pages', 'role_pages.role_id', 'user_roles.role_id')
    .select('role_pages.role_id')
    .where('user_roles.user_id', '=', userId)
    .where((eb) => eb.or([eb('role_pages.name', '=', menu), eb('role_pages.path', '=', menu)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function replaceRolePages(db: Db, roleId: string, pages: { path: string; name: string }[]): Promise<void> {
  await db.deleteFrom('role_pages').where('role_id', '=', roleId).execute();
  if (pages.length > 0)
    await db
      .insertInto('role_pages')
      .values(pages.map((p) => ({ role_id: roleId, path: p.path, name: p.name })))
      .execute();
}

// ── Bulk import and export of accounts (modules/transfer/lists/users.ts) ──

/** Searchable field keys → columns of the accounts list. */
export const USER_COLUMNS: Readonly<Record<string, string>> = {
  id: 'u.id',
  account: 'u.account',
  realName: 'u.real_name',
  nickName: 'u.nick_name',
  deptCode: 'p.code',
  deptName: 'p.name',
  roleAlias: 'r.role_alias',
  status: 'u.status',
};

function accountsQuery(db: Db, tenantId: string, conditions: readonly Condition[]) {
  return db
    .selectFrom('users as u')
    .leftJoin('depts as p', 'p.id', 'u.dept_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('user_roles as ur')
          .innerJoin('roles', 'roles.id', 'ur.role_id')
          .select(['ur.user_id', (e) => e.fn.min('roles.role_alias').as('role_alias')])
          .groupBy('ur.user_id')
          .as('r'),
      (join) => join.onRef('r.user_id', '=', 'u.id'),
    )
    .where('u.tenant_id', '=', tenantId)
    .where((eb) => whereConditions(eb, conditions, USER_COLUMNS));
}

export async function countAccounts(db: Db, tenantId: string, conditions: readonly Condition[]): Promise<number> {
  const row = await accountsQuery(db, tenantId, conditions)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A batch of accounts after an id (keyset paging); never selects the password hash. */
export function accountsAfter(db: Db, tenantId: string, conditions: readonly Condition[], afterId: string | null, limit: number) {
  let q = accountsQuery(db, tenantId, conditions).select([
    'u.id',
    'u.account',
    'u.real_name',
    'u.nick_name',
    'u.status',
    'p.code as dept_code',
    'p.name as dept_name',
    'r.role_alias',
  ]);
  if (afterId) q = q.where('u.id', '>', afterId);
  return q.orderBy('u.id').limit(limit).execute();
}

export async function userIdsByAccount(db: Db, tenantId: string, accounts: readonly string[]): Promise<Map<string, string>> {
  if (accounts.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'account'])
    .where('tenant_id', '=', tenantId)
    .where('account', 'in', [...accounts])
    .execute();
  return new Map(rows.map((r) => [r.account, r.id]));
}

export function deptsOfTenant(db: Db, tenantId: string) {
  return db.selectFrom('depts').select(['id', 'code', 'name']).where('tenant_id', '=', tenantId).orderBy('sort').orderBy('code').execute();
}

/** Every department of the tenant with its parent, in department order (the three lists' tree). */
export function deptRows(db: Db, tenantId: string) {
  return db
    .selectFrom('depts')
    .select(['id', 'code', 'name', 'parent_id', 'sort'])
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .orderBy('code')
    .execute();
}

export async function insertAccount(db: Db, user: Insertable<UsersTable>, roleId: string): Promise<void> {
  await db.insertInto('users').values(user).execute();
  await db.insertInto('user_roles').values({ user_id: user.id, role_id: roleId }).execute();
}

/** Overwrites profile, department, status and role; the password stays. */
export async function overwriteAccount(
  db: Db,
  userId: string,
  fields: Pick<UsersTable, 'real_name' | 'nick_name' | 'dept_id' | 'status'>,
  roleId: string,
): Promise<void> {
  await db.updateTable('users').set(fields).where('id', '=', userId).execute();
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  await db.insertInto('user_roles').values({ user_id: userId, role_id: roleId }).execute();
}

// Groups of users other modules count things by (the recommendation's peers), as subqueries of user ids.

export const deptMemberIds = (db: Db, tenantId: string, deptId: string) =>
  db.selectFrom('users').select('users.id as user_id').where('users.tenant_id', '=', tenantId).where('users.dept_id', '=', deptId);

export const roleHolderIds = (db: Db, tenantId: string, roles: readonly RoleAlias[]) =>
  db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('user_roles.user_id')
    .where('roles.tenant_id', '=', tenantId)
    .where('roles.role_alias', 'in', roles.length > 0 ? [...roles] : ['' as RoleAlias]);

/** Holders of any of `roles` in one department: a classmate or colleague of the same role. */
export const deptRoleHolderIds = (db: Db, tenantId: string, deptId: string, roles: readonly RoleAlias[]) =>
  roleHolderIds(db, tenantId, roles).where('user_roles.user_id', 'in', deptMemberIds(db, tenantId, deptId));

export type UserIdsQuery = ReturnType<typeof deptMemberIds> | ReturnType<typeof roleHolderIds>;

export const deptOfUser = async (db: Db, tenantId: string, userId: string): Promise<string | null> =>
  (await db.selectFrom('users').select('dept_id').where('tenant_id', '=', tenantId).where('id', '=', userId).executeTakeFirst())?.dept_id ??
  null;

/** A user's tenant and status with each of their role aliases (one row per role; none when the user has no role). */
export function accessRows(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .leftJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['users.tenant_id', 'users.status', 'roles.role_alias'])
    .where('users.id', '=', userId)
    .orderBy('roles.id')
    .execute();
}

// ── People pickers (three-lists department administrators) ──

const PERSON_COLUMNS = { account: 'u.account', realName: 'u.real_name' } as const;

function peopleQuery(db: Db, tenantId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('depts as p', 'p.id', 'u.dept_id')
    .select(['u.id', 'u.account', 'u.real_name', 'p.name as dept_name'])
    .where('u.tenant_id', '=', tenantId);
}

/** Active users whose account or real name contains `keyword`, by account. */
export const activeUsersMatching = (db: Db, tenantId: string, keyword: string, limit: number) =>
  peopleQuery(db, tenantId)
    .where('u.status', '=', 1)
    .where((eb) =>
      eb.or([
        whereConditions(eb, [{ field: 'account', operator: 'like', value: keyword }], PERSON_COLUMNS),
        whereConditions(eb, [{ field: 'realName', operator: 'like', value: keyword }], PERSON_COLUMNS),
      ]),
    )
    .orderBy('u.account')
    .limit(limit)
    .execute();

/** Users of the tenant among `ids` (any status), by account. */
export const usersAmong = (db: Db, tenantId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : peopleQuery(db, tenantId)
        .select('u.status')
        .where('u.id', 'in', [...ids])
        .orderBy('u.account')
        .execute();

/** Name and department of each of these users of the tenant (unknown ids left out). */
export async function profilesOf(db: Db, tenantId: string, userIds: readonly string[]) {
  const out: { id: string; real_name: string; dept_id: string | null }[] = [];
  for (let i = 0; i < userIds.length; i += 500) {
    const chunk = userIds.slice(i, i + 500);
    out.push(
      ...(await db
        .selectFrom('users')
        .select(['id', 'real_name', 'dept_id'])
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', chunk)
        .execute()),
    );
  }
  return out;
}

// ── Audiences (the message centre's recipients): enabled users only ──

const enabledUsers = (db: Db, tenantId: string) =>
  db.selectFrom('users').select(['users.id']).where('users.tenant_id', '=', tenantId).where('users.status', '=', 1);

export const enabledUserIds = async (db: Db, tenantId: string): Promise<string[]> =>
  (await enabledUsers(db, tenantId).execute()).map((r) => r.id);

export const enabledRoleHolderIds = async (db: Db, tenantId: string, roleIds: readonly string[]): Promise<string[]> =>
  roleIds.length === 0
    ? []
    : (
        await enabledUsers(db, tenantId)
          .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
          .where('user_roles.role_id', 'in', [...roleIds])
          .execute()
      ).map((r) => r.id);

export const enabledDeptMemberIds = async (db: Db, tenantId: string, deptIds: readonly string[]): Promise<string[]> =>
  deptIds.length === 0
    ? []
    : (
        await enabledUsers(db, tenantId)
          .where('users.dept_id', 'in', [...deptIds])
          .execute()
      ).map((r) => r.id);

export const enabledByAccount = (db: Db, tenantId: string, accounts: readonly string[]) =>
  accounts.length === 0
    ? Promise.resolve([])
    : enabledUsers(db, tenantId)
        .select('users.account')
        .where('users.account', 'in', [...accounts])
        .execute();

/** Enabled holders of each role of the tenant. */
export const enabledRoleCounts = (db: Db, tenantId: string) =>
  db
    .selectFrom('roles')
    .leftJoin('user_roles', 'user_roles.role_id', 'roles.id')
    .leftJoin('users', (join) => join.onRef('users.id', '=', 'user_roles.user_id').on('users.status', '=', 1))
    .select(['roles.id', 'roles.role_name', 'roles.role_alias', (eb) => eb.fn.count<string | number>('users.id').as('n')])
    .where('roles.tenant_id', '=', tenantId)
    .groupBy(['roles.id', 'roles.role_name', 'roles.role_alias'])
    .orderBy('roles.id')
    .execute();
