import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { AuthRefreshTokensTable, PasswordPoliciesTable } from './tables.ts';

export async function insertRefreshToken(db: Db, row: Insertable<AuthRefreshTokensTable>): Promise<void> {
  await db.insertInto('auth_refresh_tokens').values(row).execute();
}

export function findRefreshToken(db: Db, tokenHash: string) {
  return db.selectFrom('auth_refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Marks a token used only if nobody did first; false means a concurrent use won.
 * On PostgreSQL the row lock makes a second transaction wait and then match nothing.
 */
export async function markRefreshTokenUsed(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('auth_refresh_tokens')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeRefreshTokenFamily(db: Db, familyId: string, at: string): Promise<void> {
  await db
    .updateTable('auth_refresh_tokens')
    .set({ revoked_at: at })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Whether the account must change its password before using the portal (accounts created by an import). */
export async function mustChangePassword(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('must_change_password').where('id', '=', userId).executeTakeFirst();
  return row?.must_change_password === 1;
}

export function passwordHashOf(db: Db, userId: string, tenantId: string) {
  return db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
    .then((row) => row?.password_hash);
}

/** Sets a new password hash and clears a pending forced change. */
export async function setPassword(db: Db, userId: string, tenantId: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, must_change_password: 0 })
    .where('id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .execute();
}

/** Replaces a hash by the same password's hash at today's cost, unless the password changed meanwhile. */
export async function replaceHash(db: Db, userId: string, oldHash: string, newHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: newHash }).where('id', '=', userId).where('password_hash', '=', oldHash).execute();
}

export function passwordPolicyOf(db: Db, tenantId: string) {
  return db
    .selectFrom('password_policies')
    .select(['min_length', 'require_mixed_case', 'require_symbol'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

export async function savePasswordPolicy(db: Db, row: PasswordPoliciesTable): Promise<void> {
  const { tenant_id: _, ...fields } = row;
  await db
    .insertInto('password_policies')
    .values(row)
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(fields))
    .execute();
}

/** The sign-ins of a user that are still alive, but one. */
export async function liveFamiliesOfUser(db: Db, userId: string, exceptFamily: string): Promise<string[]> {
  const rows = await db
    .selectFrom('auth_refresh_tokens')
    .select('family_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('family_id', '!=', exceptFamily)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.map((r) => r.family_id);
}
