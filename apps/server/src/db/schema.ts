/**
 * Row types of every table, as Kysely sees them (snake_case, as in the
 * migrations). Timestamps are ISO-8601 UTC strings on both dialects
 * (db/index.ts). Later migrations add their tables here.
 */

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

export interface AuthRefreshTokensTable {
  id: string;
  /** One sign-in; every rotation stays in the family, reuse revokes it whole. */
  family_id: string;
  user_id: string;
  tenant_id: string;
  /** SHA-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

export interface Database {
  tenants: TenantsTable;
  depts: DeptsTable;
  roles: RolesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  role_pages: RolePagesTable;
  auth_refresh_tokens: AuthRefreshTokensTable;
}
