/** Row types of the users module's tables, as Kysely sees them (db/schema.ts composes every module's). */

export interface TenantsTable {
  id: string;
  name: string;
  created_at: string;
}

export interface DeptsTable {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  name: string;
  code: string;
  sort: number;
}

export type RoleAlias = 'student' | 'teacher' | 'staff' | 'admin';

export interface RolesTable {
  id: string;
  tenant_id: string;
  role_name: string;
  role_alias: RoleAlias;
  role_type: string;
}

export interface UsersTable {
  id: string;
  tenant_id: string;
  account: string;
  nick_name: string;
  real_name: string;
  /** argon2id PHC string. */
  password_hash: string;
  dept_id: string | null;
  /** 1 active, 0 disabled. */
  status: number;
  created_at: string;
  /** 1 when the user must change the password at next sign-in (accounts created by an import); 0005_transfer. */
  must_change_password?: number;
}

export interface UserRolesTable {
  user_id: string;
  role_id: string;
}

/** A configuration page a role may open; together they form a user's configurationMenu. */
export interface RolePagesTable {
  role_id: string;
  path: string;
  name: string;
}
