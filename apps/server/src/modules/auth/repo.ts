import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AuthRefreshTokensTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

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
