/** Row types of the auth module's tables, as Kysely sees them (db/schema.ts composes every module's). */

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

export interface PasswordPoliciesTable {
  tenant_id: string;
  min_length: number;
  /** 1: an upper- and a lower-case letter. */
  require_mixed_case: number;
  /** 1: a character that is neither letter nor digit. */
  require_symbol: number;
  updated_at: string;
}
