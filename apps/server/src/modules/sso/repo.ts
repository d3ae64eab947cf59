import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { SsoBindingsTable, SsoLoginConfigTable } from './tables.ts';

export type LoginConfigRow = Selectable<SsoLoginConfigTable>;
export type BindingRow = Selectable<SsoBindingsTable>;

export function loginConfigOf(db: Db, tenantId: string): Promise<LoginConfigRow | undefined> {
  return db.selectFrom('sso_login_config').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
}

export async function saveLoginConfig(db: Db, row: Insertable<SsoLoginConfigTable>): Promise<void> {
  const { tenant_id: _, ...changes } = row;
  await db
    .insertInto('sso_login_config')
    .values(row)
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(changes))
    .execute();
}

export function bindingOf(db: Db, tenantId: string, kind: BindingRow['kind'], externalId: string): Promise<BindingRow | undefined> {
  return db
    .selectFrom('sso_bindings')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
}

export function bindingsOfUser(db: Db, userId: string): Promise<BindingRow[]> {
  return db.selectFrom('sso_bindings').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

/**
 * The user's bindings, locked until the transaction ends on PostgreSQL, so two
 * removals cannot both see a second binding (SQLite runs one writer at a time).
 */
export function lockBindingsOfUser(db: Db, userId: string, dialect: 'sqlite' | 'postgres'): Promise<BindingRow[]> {
  const query = db.selectFrom('sso_bindings').selectAll().where('user_id', '=', userId);
  return (dialect === 'postgres' ? query.forUpdate() : query).execute();
}

/** Binds unless the identity is bound already (to anyone): the first binding stays. */
export async function insertBinding(db: Db, row: Insertable<SsoBindingsTable>): Promise<void> {
  await db
    .insertInto('sso_bindings')
    .values(row)
    .onConflict((oc) => oc.columns(['tenant_id', 'kind', 'external_id']).doNothing())
    .execute();
}

export async function deleteBinding(db: Db, id: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('sso_bindings').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
