import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { PersonalAvatarsTable } from './tables.ts';

/* Queries of the personal centre's own table. */

export const avatarOf = (db: Db, tenantId: string, userId: string) =>
  db.selectFrom('personal_avatars').selectAll().where('user_id', '=', userId).where('tenant_id', '=', tenantId).executeTakeFirst();

export async function saveAvatar(db: Db, row: Insertable<PersonalAvatarsTable>): Promise<void> {
  await db
    .insertInto('personal_avatars')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ tenant_id: row.tenant_id, image_id: row.image_id, image_url: row.image_url, updated_at: row.updated_at }),
    )
    .execute();
}
