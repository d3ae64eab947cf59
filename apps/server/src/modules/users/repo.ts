import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

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
