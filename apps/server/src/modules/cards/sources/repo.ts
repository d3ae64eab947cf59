import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/schema.ts';
import type { CardSourceApisTable } from '../tables.ts';

export type ApiRow = Selectable<CardSourceApisTable>;

// Registered external APIs.

export const listApis = (db: Db, tenantId: string, name?: string) => {
  let q = db.selectFrom('card_source_apis').selectAll().where('tenant_id', '=', tenantId);
  if (name) q = q.where('name', 'like', `%${name.replace(/[%_\\]/g, '')}%`);
  return q.orderBy('name').orderBy('id').execute();
};

export const findApi = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('card_source_apis').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const findApiByName = (db: Db, tenantId: string, name: string) =>
  db.selectFrom('card_source_apis').select('id').where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirst();

export async function insertApi(db: Db, row: Insertable<CardSourceApisTable>): Promise<void> {
  await db.insertInto('card_source_apis').values(row).execute();
}

export async function updateApi(db: Db, row: Insertable<CardSourceApisTable>): Promise<void> {
  const { id, tenant_id, created_at: _created, ...changes } = row;
  await db.updateTable('card_source_apis').set(changes).where('tenant_id', '=', tenant_id).where('id', '=', id).execute();
}

export async function deleteApi(db: Db, tenantId: string, id: string): Promise<number> {
  const result = await db.deleteFrom('card_source_apis').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
