import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { SchoolIdentityTable } from './tables.ts';

export type IdentityRow = Selectable<SchoolIdentityTable>;

export const findIdentity = (db: Db, tenantId: string) =>
  db.selectFrom('school_identity').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();

/** Writes the tenant's whole identity, adding the row the first time. */
export async function saveIdentity(db: Db, row: Insertable<SchoolIdentityTable>): Promise<void> {
  const { tenant_id: _tenant, ...changes } = row;
  await db
    .insertInto('school_identity')
    .values(row)
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(changes))
    .execute();
}
