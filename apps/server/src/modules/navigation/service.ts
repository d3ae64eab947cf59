import {
  type BusinessConfigMenuItem,
  CONFIG_PAGE_TITLES,
  CONFIG_PAGES,
  GOVERNED_CONFIG_PAGES,
  type getHoliday,
  type HomeFooterInfo,
  type IdentityCard,
  MAX_CUSTOM_NAVIGATIONS,
  NAV_BUILT_IN,
  NAV_CUSTOM,
  type NavigationConfigAction,
  type NavigationConfigEntry,
  NavigationMessages,
  type NavigationSubmit,
  NavigationType,
  type NavigationTypeName,
  type QuickNavigation,
  type ResultOf,
  type SchoolIdentity,
  type ServiceListItem,
  type ServiceSpecial,
  safeLink,
  type TopMenuItem,
} from '@onehall/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Principal, rolesKey } from '../../platform/auth/principal.ts';
import { type Awaitable, andThen } from '../../platform/cache/memo.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError, badRequest, business, notFound } from '../../platform/http/app-error.ts';
import { HOME_CHANGED } from '../cards/changes.ts';
import * as school from '../school/identity.ts';
import * as serviceListing from '../services/listing.ts';
import * as serviceShapes from '../services/shapes.ts';
import { administersSomeDept } from '../three-lists/dept-admins.ts';
import * as users from '../users/service.ts';
import * as repo from './repo.ts';

/**
 * What every home page reads (entries, the notice switch, quick links; the
 * footer's contacts are the school module's) is kept in each
 * node's memory (platform.memo); a change drops the tenant's entries on every
 * node, and the message on the shared channel lets the areas that cache home
 * data built from navigation drop theirs (docs/design/home.md).
 */
const memoPrefix = (tenantId: string) => `navigation:${tenantId}:`;

function remembered<T>(platform: Platform, tenantId: string, what: string, load: () => Promise<T>): Promise<T> {
  return platform.memo.get(`${memoPrefix(tenantId)}${what}`, load);
}

async function homeChanged(platform: Platform, tenantId: string): Promise<void> {
  await platform.memo.forgetPrefix(memoPrefix(tenantId));
  await platform.pubsub.publish(HOME_CHANGED, { tenantId, area: 'navigation' });
}

const ENABLED = 1;

function toEntry(row: repo.EntryRow, identities: Map<string, string[]>): NavigationConfigEntry {
  return {
    id: row.id,
    navigationName: row.navigation_name,
    navigationType: row.navigation_type as NavigationTypeName,
    isBuilt: row.is_built === NAV_BUILT_IN ? NAV_BUILT_IN : NAV_CUSTOM,
    configPath: row.config_path,
    isAuto: Number(row.is_auto),
    path: row.path,
    sort: Number(row.sort),
    identities: identities.get(row.id) ?? [],
  };
}

async function entryList(db: Kysely<Database>, tenantId: string): Promise<NavigationConfigEntry[]> {
  const [rows, identities] = await Promise.all([repo.entries(db, tenantId), repo.identitiesOf(db, tenantId)]);
  return rows.map((r) => toEntry(r, identities));
}

/**
 * Serialises writers of one tenant's entries on PostgreSQL, so two
 * administrators adding at once cannot both pass the limit of 6 (SQLite
 * runs one write transaction at a time anyway).
 */
async function lockTenant(platform: Platform, trx: Kysely<Database>, tenantId: string): Promise<void> {
  if (platform.dialect === 'postgres') await trx.selectFrom('tenants').select('id').where('id', '=', tenantId).forUpdate().execute();
}

export async function detail(platform: Platform, tenantId: string) {
  const list = await entryList(platform.db, tenantId);
  return { list, customCount: list.filter((e) => e.isBuilt === NAV_CUSTOM).length, customMax: MAX_CUSTOM_NAVIGATIONS };
}

function pathOf(raw: string | undefined): string {
  if (!raw?.trim()) throw business(NavigationMessages.pathRequired);
  const value = safeLink(raw);
  if (value === null) throw business(NavigationMessages.pathInvalid);
  return value;
}

function optionalPath(raw: string | null | undefined): string | null {
  return raw?.trim() ? pathOf(raw) : null;
}

async function checkedIdentities(platform: Platform, tenantId: string, aliases: readonly string[]): Promise<string[]> {
  const known = new Set((await users.roleList(platform, tenantId)).map((r) => r.roleAlias));
  const unique = [...new Set(aliases)];
  if (unique.some((a) => !known.has(a))) throw business(NavigationMessages.identityUnknown);
  return unique;
}

/** Adds a custom entry (no id) or changes one; built-ins keep their type, address and configuration page. */
export async function submit(platform: Platform, tenantId: string, body: NavigationSubmit): Promise<NavigationConfigEntry> {
  const name = body.navigationName.trim();
  if (!name) throw business(NavigationMessages.nameRequired);
  const identities = await checkedIdentities(platform, tenantId, body.identities);
  const now = platform.clock.now().toISOString();
  const id = await platform.db.transaction().execute(async (trx) => {
    await lockTenant(platform, trx, tenantId);
    const existing = body.id ? await repo.findEntry(trx, tenantId, body.id) : undefined;
    if (body.id && !existing) throw business(NavigationMessages.notFound);
    if (await repo.nameTaken(trx, tenantId, name, existing?.id ?? null)) throw business(NavigationMessages.nameDuplicate);
    if (existing) {
      const custom = existing.is_built !== NAV_BUILT_IN;
      await repo.updateEntry(trx, tenantId, existing.id, {
        navigation_name: name,
        is_auto: body.isAuto,
        updated_at: now,
        ...(custom ? { path: pathOf(body.path), config_path: optionalPath(body.configPath) } : {}),
      });
      await repo.replaceIdentities(trx, existing.id, identities);
      return existing.id;
    }
    if ((await repo.countCustom(trx, tenantId, NAV_CUSTOM)) >= MAX_CUSTOM_NAVIGATIONS) throw business(NavigationMessages.limit);
    const newId = platform.newId();
    await repo.insertEntry(trx, {
      id: newId,
      tenant_id: tenantId,
      navigation_name: name,
      navigation_type: NavigationType.ADD,
      is_built: NAV_CUSTOM,
      path: pathOf(body.path),
      config_path: optionalPath(body.configPath),
      is_auto: body.isAuto,
      sort: (await repo.maxSort(trx, tenantId)) + 1,
      created_at: now,
      updated_at: now,
    });
    await repo.replaceIdentities(trx, newId, identities);
    return newId;
  });
  await homeChanged(platform, tenantId);
  const saved = (await entryList(platform.db, tenantId)).find((e) => e.id === id);
  if (!saved) throw business(NavigationMessages.notFound);
  return saved;
}

/** Switch on/off, remove (custom only) or reorder; answers the list as it now is. */
export async function configure(platform: Platform, tenantId: string, action: NavigationConfigAction): Promise<NavigationConfigEntry[]> {
  const now = platform.clock.now().toISOString();
  await platform.db.transaction().execute(async (trx) => {
    await lockTenant(platform, trx, tenantId);
    if (action.action === 'order') {
      const rows = await repo.entries(trx, tenantId);
      const ids = new Set(action.ids);
      if (ids.size !== action.ids.length || ids.size !== rows.length || rows.some((r) => !ids.has(r.id))) {
        throw business(NavigationMessages.orderMismatch);
      }
      for (const [i, id] of action.ids.entries()) await repo.updateEntry(trx, tenantId, id, { sort: i + 1, updated_at: now });
      return;
    }
    const entry = await repo.findEntry(trx, tenantId, action.id);
    if (!entry) throw business(NavigationMessages.notFound);
    if (action.action === 'enable') {
      await repo.updateEntry(trx, tenantId, entry.id, { is_auto: action.isAuto, updated_at: now });
    } else {
      if (entry.is_built === NAV_BUILT_IN) throw business(NavigationMessages.builtInRemove);
      await repo.deleteEntry(trx, tenantId, entry.id);
    }
  });
  await homeChanged(platform, tenantId);
  return entryList(platform.db, tenantId);
}

export async function identityCards(platform: Platform, tenantId: string, navigationId?: string): Promise<IdentityCard[]> {
  const roles = await users.roleList(platform, tenantId);
  let chosen = new Set<string>();
  if (navigationId) {
    if (!(await repo.findEntry(platform.db, tenantId, navigationId))) throw business(NavigationMessages.notFound);
    chosen = new Set((await repo.identitiesOf(platform.db, tenantId)).get(navigationId) ?? []);
  }
  return roles.map((r) => ({ roleAlias: r.roleAlias, roleName: r.roleName, checked: chosen.has(r.roleAlias) }));
}

// Home page.

const FIXED_HEAD: TopMenuItem[] = [
  { id: 'homePage', navigationName: '首页', path: '/home/homePage', navigationType: null, external: false },
];
const FIXED_TAIL: TopMenuItem[] = [
  { id: 'threelists', navigationName: '三清单', path: '/home/threelists', navigationType: null, external: false },
  {
    id: 'effectivenessSupervision',
    navigationName: '效能监督',
    path: '/home/effectivenessSupervision',
    navigationType: null,
    external: false,
  },
];

/** Enabled entries whose identities include one of the caller's roles (no identities: everyone). */
/**
 * The top menu of a set of roles, kept until the entries change: the same
 * array for every caller with those roles, so the route sends its JSON again.
 */
export function topMenu(platform: Platform, principal: Principal): TopMenuItem[] | Promise<TopMenuItem[]> {
  const roles = rolesKey(principal.roles);
  return platform.memo.read(`${memoPrefix(principal.tenantId)}top-menu:${roles}`, async () => {
    const all = await remembered(platform, principal.tenantId, 'entries', () => entryList(platform.db, principal.tenantId));
    const mine = all.filter(
      (e) => e.isAuto === ENABLED && (e.identities.length === 0 || e.identities.some((r) => principal.roles.includes(r))),
    );
    const entries = mine.map((e) => ({
      id: e.id,
      navigationName: e.navigationName,
      path: e.path ?? '',
      navigationType: e.navigationType,
      external: /^https?:\/\//i.test(e.path ?? ''),
    }));
    return [...FIXED_HEAD, ...entries, ...FIXED_TAIL];
  });
}

/**
 * Each user's configuration menu, by the profile it was made from: without and with the department duty page,
 * the same arrays while the profile is remembered.
 */
const businessMenus = new WeakMap<object, readonly [BusinessConfigMenuItem[], BusinessConfigMenuItem[]]>();

/** The caller's configuration menu (users module), with titles, in the order of CONFIG_PAGES, each governed page after its entry. */
export function businessConfigMenu(platform: Platform, principal: Principal): Awaitable<BusinessConfigMenuItem[]> {
  return andThen(users.getUserInfo(platform, principal), (info) => {
    const [without, withDuties] = menusOf(info);
    // A department administrator without the menu maintains their departments there (docs/design/three-lists.md).
    if (without === withDuties) return without;
    return andThen(administersSomeDept(platform, principal), (administers) => (administers ? withDuties : without));
  });
}

function menusOf(info: users.UserInfo): readonly [BusinessConfigMenuItem[], BusinessConfigMenuItem[]] {
  let menus = businessMenus.get(info);
  if (!menus) {
    const held = new Set(info.configurationMenu.map((p) => p.name));
    const item = (p: { path: string; name: string }) => ({ path: p.path, name: p.name, title: CONFIG_PAGE_TITLES[p.name] ?? p.name });
    const items = CONFIG_PAGES.filter((p) => held.has(p.name)).flatMap((p) => [
      item(p),
      ...GOVERNED_CONFIG_PAGES.filter((g) => g.governedBy === p.name).map(item),
    ]);
    const duties = GOVERNED_CONFIG_PAGES.find((g) => g.name === DEPT_DUTY_PAGE);
    menus = [items, duties && !items.some((i) => i.name === DEPT_DUTY_PAGE) ? [...items, item(duties)] : items];
    businessMenus.set(info, menus);
  }
  return menus;
}

const DEPT_DUTY_PAGE = 'deptResponsibilityListConfig';

// Footer and notice pop-up switch.

/** Whether the home page pops up important notices; never saved: it does. */
function showMsg(platform: Platform, tenantId: string): Promise<0 | 1> {
  return remembered(platform, tenantId, 'show-msg', async () => ((await repo.footer(platform.db, tenantId))?.is_show_msg === 0 ? 0 : 1));
}

const contactsOf = ({ copyright, address, phone, email, icp, policeRecord, links }: SchoolIdentity) => ({
  copyright,
  address,
  phone,
  email,
  icp,
  policeRecord,
  links,
});

/** The signed-in footer: the school's one identity (school/identity.ts), the same as the landing's, and the pop-up switch. */
export async function footer(platform: Platform, tenantId: string): Promise<HomeFooterInfo> {
  const [id, isShowMsg] = await Promise.all([school.identity(platform, tenantId), showMsg(platform, tenantId)]);
  return { ...contactsOf(id), isShowMsg };
}

/** The footer's contacts by the identity they were taken from: the same object while the identity is remembered. */
const homeFooters = new WeakMap<SchoolIdentity, Omit<HomeFooterInfo, 'isShowMsg'>>();

/** The home page's footer (getFooterInfo): the contacts without the pop-up switch, which has a call of its own. */
export function homeFooter(platform: Platform, tenantId: string): Awaitable<Omit<HomeFooterInfo, 'isShowMsg'>> {
  const id = school.identityNow(platform, tenantId);
  return id instanceof Promise ? id.then(footerContacts) : footerContacts(id);
}

function footerContacts(id: SchoolIdentity): Omit<HomeFooterInfo, 'isShowMsg'> {
  let contacts = homeFooters.get(id);
  if (!contacts) {
    contacts = contactsOf(id);
    homeFooters.set(id, contacts);
  }
  return contacts;
}

/** Saves the footer's contacts to the school's identity (refused there with nothing changed), then the switch. */
export async function saveFooter(platform: Platform, principal: Principal, info: HomeFooterInfo): Promise<HomeFooterInfo> {
  const { isShowMsg, policeRecord, ...contacts } = info;
  await school.changeIdentity(platform, principal.tenantId, principal.userId, {
    ...contacts,
    ...(policeRecord === undefined ? {} : { policeRecord }),
  });
  await repo.saveFooter(platform.db, {
    tenant_id: principal.tenantId,
    is_show_msg: isShowMsg,
    updated_at: platform.clock.now().toISOString(),
  });
  await homeChanged(platform, principal.tenantId);
  return footer(platform, principal.tenantId);
}

// Quick navigation.

const toQuickNav = (r: repo.QuickLinkRow): QuickNavigation => ({
  id: r.id,
  navigationName: r.navigation_name,
  url: r.url,
  icon: r.icon,
  openWay: Number(r.open_way),
  isShow: Number(r.is_show),
  sort: Number(r.sort),
});

export function quickLinks(platform: Platform, tenantId: string, onlyShown: boolean): Promise<QuickNavigation[]> {
  return remembered(platform, tenantId, `quick-links:${onlyShown ? 'shown' : 'all'}`, async () =>
    (await repo.quickLinks(platform.db, tenantId, onlyShown)).map(toQuickNav),
  );
}

export interface QuickLinkInput {
  id?: string;
  navigationName: string;
  url: string;
  icon?: string | null;
  openWay: number;
  isShow: number;
  sort?: number;
}

export async function saveQuickLink(platform: Platform, tenantId: string, input: QuickLinkInput): Promise<QuickNavigation> {
  const name = input.navigationName.trim();
  if (!name) throw business(NavigationMessages.nameRequired);
  const url = safeLink(input.url);
  if (url === null) throw business(NavigationMessages.quickNavUrlInvalid);
  const icon = input.icon?.trim() ? safeLink(input.icon) : null;
  if (input.icon?.trim() && icon === null) throw business(NavigationMessages.quickNavUrlInvalid);
  const now = platform.clock.now().toISOString();
  const fields = {
    navigation_name: name,
    url,
    icon,
    open_way: input.openWay,
    is_show: input.isShow,
    sort: input.sort ?? 0,
    updated_at: now,
  };
  let id = input.id;
  if (id) {
    if (!(await repo.findQuickLink(platform.db, tenantId, id))) throw business(NavigationMessages.quickNavNotFound);
    await repo.updateQuickLink(platform.db, tenantId, id, fields);
  } else {
    id = platform.newId();
    await repo.insertQuickLink(platform.db, { id, tenant_id: tenantId, created_at: now, ...fields });
  }
  await homeChanged(platform, tenantId);
  return toQuickNav((await repo.findQuickLink(platform.db, tenantId, id)) as repo.QuickLinkRow);
}

export async function removeQuickLinks(platform: Platform, tenantId: string, ids: string): Promise<number> {
  const list = [
    ...new Set(
      ids
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const n = await repo.deleteQuickLinks(platform.db, tenantId, list);
  if (n > 0) await homeChanged(platform, tenantId);
  return n;
}

// Holidays of the school calendar.

/** The school calendar is kept in China Standard Time, whatever the server's zone. */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

/** Academic year holding a date: from 1 September to 31 August. */
export function academicYearOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return month >= 9 ? `${year}-${year + 1}` : `${year - 1}-${year}`;
}

export async function holidays(platform: Platform, tenantId: string, academicYear?: string): Promise<ResultOf<typeof getHoliday>> {
  const today = new Date(platform.clock.now().getTime() + CST_OFFSET_MS).toISOString().slice(0, 10);
  const year = academicYear ?? academicYearOf(today);
  const [first, second] = year.split('-').map(Number);
  if (first === undefined || second !== first + 1) throw badRequest('学年格式应为相邻两年，例如 2026-2027');
  const rows = await repo.holidays(platform.db, tenantId, year);
  const list = rows.map((r) => ({
    id: r.id,
    holidayName: r.holiday_name,
    startDate: r.start_date,
    endDate: r.end_date,
    days: Math.round((Date.parse(r.end_date) - Date.parse(r.start_date)) / DAY_MS) + 1,
  }));
  const current = list.find((h) => h.startDate <= today && today <= h.endDate);
  return { academicYear: year, today: current?.holidayName ?? null, holidays: list };
}

// Special services.

/** The services among `ids` the caller may see (the services module decides visibility). */
async function visibleServices(platform: Platform, principal: Principal, ids: readonly string[]): Promise<Map<string, ServiceListItem>> {
  const viewer = serviceShapes.viewerOf(principal, principal.tenantId);
  const found = await Promise.all(
    [...new Set(ids)].map((id) =>
      serviceListing.details(platform, viewer, id).catch((e: unknown) => {
        if (e instanceof AppError && e.status === 404) return null;
        throw e;
      }),
    ),
  );
  const out = new Map<string, ServiceListItem>();
  for (const d of found) {
    if (!d) continue;
    const { description: _d, keywords: _k, guide: _g, roles: _r, shelf: _s, sort: _o, ...item } = d;
    out.set(d.serviceId, item);
  }
  return out;
}

export async function specials(platform: Platform, principal: Principal): Promise<ServiceSpecial[]> {
  const [groups, links] = await Promise.all([
    repo.specials(platform.db, principal.tenantId),
    repo.specialServiceIds(platform.db, principal.tenantId),
  ]);
  const visible = await visibleServices(
    platform,
    principal,
    links.map((l) => l.service_id),
  );
  const counts = new Map<string, number>();
  for (const l of links) if (visible.has(l.service_id)) counts.set(l.special_id, (counts.get(l.special_id) ?? 0) + 1);
  return groups
    .filter((g) => (counts.get(g.id) ?? 0) > 0)
    .map((g) => ({ id: g.id, specialName: g.special_name, description: g.description, icon: g.icon, serviceCount: counts.get(g.id) ?? 0 }));
}

export async function specialServices(platform: Platform, principal: Principal, specialId: string): Promise<ServiceListItem[]> {
  if (!(await repo.findSpecial(platform.db, principal.tenantId, specialId))) throw notFound(NavigationMessages.specialNotFound);
  const ids = (await repo.specialServiceIds(platform.db, principal.tenantId, specialId)).map((l) => l.service_id);
  const visible = await visibleServices(platform, principal, ids);
  return ids.flatMap((id) => visible.get(id) ?? []);
}
