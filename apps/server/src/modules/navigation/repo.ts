import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { NavigationEntriesTable, NavigationFooterTable, NavigationHolidaysTable, NavigationQuickLinksTable } from './tables.ts';

export type EntryRow = Selectable<NavigationEntriesTable>;
export type QuickLinkRow = Selectable<NavigationQuickLinksTable>;
export type FooterRow = Selectable<NavigationFooterTable>;
export type HolidayRow = Selectable<NavigationHolidaysTable>;

// Navigation entries.

export function entries(db: Db, tenantId: string): Promise<EntryRow[]> {
  return db.selectFrom('navigation_entries').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('created_at').execute();
}

export function findEntry(db: Db, tenantId: string, id: string): Promise<EntryRow | undefined> {
  return db.selectFrom('navigation_entries').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** Role aliases per entry of the tenant. */
export async function identitiesOf(db: Db, tenantId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('navigation_entry_identities as i')
    .innerJoin('navigation_entries as e', 'e.id', 'i.navigation_id')
    .select(['i.navigation_id', 'i.role_alias'])
    .where('e.tenant_id', '=', tenantId)
    .orderBy('i.role_alias')
    .execute();
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.navigation_id, [...(out.get(r.navigation_id) ?? []), r.role_alias]);
  return out;
}

export async function countCustom(db: Db, tenantId: string, customType: number): Promise<number> {
  const row = await db
    .selectFrom('navigation_entries')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('is_built', '=', customType)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function maxSort(db: Db, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('navigation_entries')
    .select((eb) => eb.fn.max('sort').as('m'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return Number(row?.m ?? 0);
}

export function nameTaken(db: Db, tenantId: string, name: string, exceptId: string | null) {
  let q = db.selectFrom('navigation_entries').select('id').where('tenant_id', '=', tenantId).where('navigation_name', '=', name);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst().then(Boolean);
}

export async function insertEntry(db: Db, row: Insertable<NavigationEntriesTable>): Promise<void> {
  await db.insertInto('navigation_entries').values(row).execute();
}

export async function updateEntry(db: Db, tenantId: string, id: string, patch: Updateable<NavigationEntriesTable>): Promise<void> {
  await db.updateTable('navigation_entries').set(patch).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function replaceIdentities(db: Db, navigationId: string, aliases: readonly string[]): Promise<void> {
  await db.deleteFrom('navigation_entry_identities').where('navigation_id', '=', navigationId).execute();
  if (aliases.length > 0) {
    await db
      .insertInto('navigation_entry_identities')
      .values(aliases.map((role_alias) => ({ navigation_id: navigationId, role_alias })))
      .execute();
  }
}

export async function deleteEntry(db: Db, tenantId: string, id: string): Promise<void> {
  await db.deleteFrom('navigation_entry_identities').where('navigation_id', '=', id).execute();
  await db.deleteFrom('navigation_entries').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

// Quick navigation.

export function quickLinks(db: Db, tenantId: string, onlyShown: boolean): Promise<QuickLinkRow[]> {
  let q = db.selectFrom('navigation_quick_links').selectAll().where('tenant_id', '=', tenantId);
  if (onlyShown) q = q.where('is_show', '=', 1);
  return q.orderBy('sort').orderBy('created_at').execute();
}

export function findQuickLink(db: Db, tenantId: string, id: string): Promise<QuickLinkRow | undefined> {
  return db.selectFrom('navigation_quick_links').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function insertQuickLink(db: Db, row: Insertable<NavigationQuickLinksTable>): Promise<void> {
  await db.insertInto('navigation_quick_links').values(row).execute();
}

export async function updateQuickLink(db: Db, tenantId: string, id: string, patch: Updateable<NavigationQuickLinksTable>): Promise<void> {
  await db.updateTable('navigation_quick_links').set(patch).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function deleteQuickLinks(db: Db, tenantId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const r = await db.deleteFrom('navigation_quick_links').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
  return Number(r.numDeletedRows);
}

// Footer.

export function footer(db: Db, tenantId: string): Promise<FooterRow | undefined> {
  return db.selectFrom('navigation_footer').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
}

export async function saveFooter(db: Db, row: Insertable<NavigationFooterTable>): Promise<void> {
  const { tenant_id: _tenant, ...changes } = row;
  await db
    .insertInto('navigation_footer')
    .values(row)
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(changes))
    .execute();
}

// Holidays.

export function holidays(db: Db, tenantId: string, academicYear: string): Promise<HolidayRow[]> {
  return db
    .selectFrom('navigation_holidays')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('academic_year', '=', academicYear)
    .orderBy('start_date')
    .execute();
}

// Special services.

export function specials(db: Db, tenantId: string) {
  return db
    .selectFrom('navigation_specials')
    .select(['id', 'special_name', 'description', 'icon'])
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .execute();
}

/** Service ids of enabled groups of the tenant, in group order (all groups, or one). */
export function specialServiceIds(db: Db, tenantId: string, specialId?: string) {
  let q = db
    .selectFrom('navigation_special_services as ss')
    .innerJoin('navigation_specials as sp', 'sp.id', 'ss.special_id')
    .select(['ss.special_id', 'ss.service_id'])
    .where('sp.tenant_id', '=', tenantId)
    .where('sp.enabled', '=', 1);
  if (specialId) q = q.where('sp.id', '=', specialId);
  return q.orderBy('ss.special_id').orderBy('ss.sort').execute();
}

export function findSpecial(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('navigation_specials')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
}
