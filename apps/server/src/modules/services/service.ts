import {
  type checkScore,
  frameOriginOf,
  HEAT_WORDS_MAX,
  type NamedOption,
  type ospServiceCount,
  QUICK_SCORE_LABELS,
  type ResultOf,
  SAFE_LINK_RULE,
  SERVICE_ICON_PATH,
  type ServiceDetail,
  type ServiceGuide,
  type ServiceListItem,
  type ServicePageQuery,
  type ServiceSaveBody,
  safeLink,
  sensitiveWordMessage,
  type serviceRateDetail,
} from '@onehall/contract';
import type { Kysely } from 'kysely';
import type { Condition } from '../../db/conditions.ts';
import type { Database, ServicesTable } from '../../db/schema.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { sanitizeSvg } from '../../platform/html/svg.ts';
import { badRequest, business, forbidden, notFound } from '../../platform/http/app-error.ts';
import { type JsonText, jsonArray } from '../../platform/http/endpoints.ts';
import * as repo from './repo.ts';
import { SERVICES_CHANGED, type SearchLogBuffer, type ServiceSearchIndex } from './search-index.ts';

/** What every service call needs: the platform and this node's search index (ready once built). */
export interface ServicesContext {
  platform: Platform;
  index: ServiceSearchIndex;
  ready: Promise<void>;
  /** Absent in contexts other modules build for calls that never search. */
  searchLog?: SearchLogBuffer;
}

const registered = new WeakMap<Platform, ServicesContext>();

/** Registers the node's context (routes.ts), so other modules can use the ranked search through `contextFor`. */
export function register(ctx: ServicesContext): void {
  registered.set(ctx.platform, ctx);
}

/** The context of the node serving `platform`; undefined before the services routes are registered. */
export function contextFor(platform: Platform): ServicesContext | undefined {
  return registered.get(platform);
}

/**
 * A context for the calls that read only the database (listings, details,
 * favourites), which other modules may make without the node's search index.
 */
export function listingContext(platform: Platform): ServicesContext {
  return registered.get(platform) ?? { platform, index: undefined as never, ready: Promise.resolve() };
}

type Page<T> = { records: T[]; total: number; current: number; size: number };

const KNOWN_ROLES = ['student', 'teacher', 'staff', 'admin'];
const HEAT_WORD_DAYS = 30;
const NOT_VISIBLE = '服务不存在或您无权查看';

export function viewerOf(principal: Principal | null, tenantId: string): repo.Viewer {
  return principal
    ? { tenantId: principal.tenantId, userId: principal.userId, roles: principal.roles }
    : { tenantId, userId: null, roles: null };
}

const configViewer = (principal: Principal): repo.Viewer => ({
  tenantId: principal.tenantId,
  userId: principal.userId,
  roles: principal.roles,
  includeUnshelved: true,
});

function parseList<T = string>(json: string): T[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function guideOf(row: repo.ServiceRow): ServiceGuide {
  return {
    materials: parseList(row.guide_materials),
    steps: parseList(row.guide_steps),
    conditions: row.guide_conditions,
    fees: row.guide_fees,
    timeLimit: row.guide_time_limit,
    contact: row.guide_contact,
    attachments: parseList(row.guide_attachments),
  };
}

const hasGuide = (g: ServiceGuide) => g.materials.length > 0 || g.steps.length > 0 || g.conditions !== '' || g.attachments.length > 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

function toItem(row: repo.ServiceRow): ServiceListItem {
  return {
    serviceId: row.id,
    serviceName: row.name,
    serviceIcon: row.icon,
    serviceDeptName: row.dept_name,
    serviceSceneName: row.scene_name,
    processType: row.process_type,
    hasGuide: hasGuide(guideOf(row)),
    visitCount: Number(row.visit_count),
    accessWay: Number(row.access_way),
    openWay: Number(row.open_way),
    serviceUrl: row.service_url,
    serviceDeptId: row.dept_id,
    serviceSceneId: row.scene_id,
    serviceTypeId: row.type_id,
    serviceTypeName: row.type_name,
    centre: row.centre as ServiceListItem['centre'],
    visitorVisible: row.visitor_visible === 1,
    collected: Number(row.collected ?? 0) > 0,
    avgScore: round1(Number(row.avg_score ?? 0)),
    rateCount: Number(row.rate_count ?? 0),
    launchedAt: row.launched_at,
  };
}

async function toDetails(db: Platform['db'], rows: repo.ServiceRow[]): Promise<ServiceDetail[]> {
  const roles = await repo.rolesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...toItem(row),
    description: row.description,
    keywords: row.keywords,
    guide: guideOf(row),
    roles: roles.filter((r) => r.service_id === row.id).map((r) => r.role_alias),
    shelf: row.shelf === 1,
    sort: Number(row.sort),
  }));
}

function filtersOf(q: ServicePageQuery): repo.ListFilters {
  return {
    name: q.serviceName?.trim(),
    deptId: q.deptId,
    sceneId: q.sceneId,
    typeId: q.typeId,
    centre: q.serviceType,
    processType: q.processType,
  };
}

export async function page(
  ctx: ServicesContext,
  viewer: repo.Viewer,
  q: ServicePageQuery,
  extra: repo.ListFilters = {},
): Promise<Page<ServiceListItem>> {
  const current = q.current ?? 1;
  const size = q.size ?? 12;
  const { rows, total } = await repo.page(
    ctx.platform.db,
    viewer,
    { ...filtersOf(q), ...extra },
    q.orderBy ?? 'default',
    (current - 1) * size,
    size,
  );
  return { records: rows.map(toItem), total, current, size };
}

/**
 * Every service the viewer may see with their `collected` flags, most visited
 * first: from this node's search index when the services routes run here (no
 * query over the catalogue, which the home-page cards read on every load),
 * else from the database.
 */
export async function visibleItems(platform: Platform, viewer: repo.Viewer, limit: number): Promise<ServiceListItem[]> {
  const ctx = contextFor(platform);
  if (!ctx) {
    return (await page(listingContext(platform), viewer, { current: 1, size: limit, orderBy: 'hot' })).records;
  }
  await ctx.ready;
  return withCollected(platform, viewer, ctx.index.visibleRows(viewer, limit));
}

/** The services of `ids` the viewer may see, in that order, with their `collected` flags (from the index when it runs here). */
export async function visibleItemsAmong(platform: Platform, viewer: repo.Viewer, ids: readonly string[]): Promise<ServiceListItem[]> {
  const ctx = contextFor(platform);
  if (!ctx) {
    return withCollected(platform, viewer, await inOrder(listingContext(platform), viewer, [...ids]));
  }
  await ctx.ready;
  const { index } = ctx;
  return withCollected(
    platform,
    viewer,
    ids.flatMap((id) => (index.visible(id, viewer) ? (index.row(id) ?? []) : [])),
  );
}

async function withCollected(platform: Platform, viewer: repo.Viewer, rows: repo.ServiceRow[]): Promise<ServiceListItem[]> {
  const collected = new Set(viewer.userId ? (await repo.favouriteIds(platform.db, viewer.userId)).map((f) => f.service_id) : []);
  return rows.map((r) => ({ ...indexedItem(r), collected: collected.has(r.id) }));
}

/** List items of index rows, kept per row object (the index replaces a row when its service changes). */
const itemCache = new WeakMap<repo.ServiceRow, ServiceListItem>();

function indexedItem(row: repo.ServiceRow): ServiceListItem {
  let item = itemCache.get(row);
  if (!item) {
    item = toItem(row);
    itemCache.set(row, item);
  }
  return item;
}

export async function pageRoles(ctx: ServicesContext, principal: Principal, q: ServicePageQuery & { roleAlias?: string }) {
  if (q.roleAlias && !principal.roles.includes(q.roleAlias)) throw forbidden('只能按本人所属角色查询服务');
  return page(ctx, viewerOf(principal, principal.tenantId), q, q.roleAlias ? { onlyRole: q.roleAlias } : {});
}

/** Rows in the order of `ids`, only those the viewer may see. */
async function inOrder(ctx: ServicesContext, viewer: repo.Viewer, ids: string[]): Promise<repo.ServiceRow[]> {
  const rows = await repo.byIds(ctx.platform.db, viewer, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function customPage(ctx: ServicesContext, viewer: repo.Viewer, centre: 'APPLICATION' | 'PROCESS', current = 1, size = 12) {
  const ids = (await repo.centreDisplayIds(ctx.platform.db, viewer.tenantId, centre)).map((r) => r.service_id);
  const rows = await inOrder(ctx, viewer, ids);
  return { records: rows.slice((current - 1) * size, current * size).map(toItem), total: rows.length, current, size };
}

async function visibleRow(ctx: ServicesContext, viewer: repo.Viewer, serviceId: string): Promise<repo.ServiceRow> {
  const [row] = await repo.byIds(ctx.platform.db, viewer, [serviceId]);
  if (!row) throw notFound(NOT_VISIBLE);
  return row;
}

export async function details(ctx: ServicesContext, viewer: repo.Viewer, serviceId: string): Promise<ServiceDetail> {
  const [detail] = await toDetails(ctx.platform.db, [await visibleRow(ctx, viewer, serviceId)]);
  if (!detail) throw notFound(NOT_VISIBLE);
  return detail;
}

export async function guideInfo(ctx: ServicesContext, viewer: repo.Viewer, serviceId: string) {
  const row = await visibleRow(ctx, viewer, serviceId);
  const guide = guideOf(row);
  return { serviceId: row.id, serviceName: row.name, hasGuide: hasGuide(guide), guide };
}

export async function casServiceList(ctx: ServicesContext, principal: Principal): Promise<ServiceListItem[]> {
  const { rows } = await repo.page(ctx.platform.db, viewerOf(principal, principal.tenantId), { processType: 'ONLINE' }, 'default', 0, 500);
  return rows.map(toItem);
}

export async function shelfList(
  ctx: ServicesContext,
  principal: Principal,
  q: ServicePageQuery & { shelf?: boolean },
): Promise<Page<ServiceDetail>> {
  const current = q.current ?? 1;
  const size = q.size ?? 12;
  const { rows, total } = await repo.page(
    ctx.platform.db,
    configViewer(principal),
    { ...filtersOf(q), shelf: q.shelf },
    q.orderBy ?? 'default',
    (current - 1) * size,
    size,
  );
  return { records: await toDetails(ctx.platform.db, rows), total, current, size };
}

export async function topList(
  ctx: ServicesContext,
  viewer: repo.Viewer,
  centre: 'APPLICATION' | 'PROCESS' | '' | undefined,
  size: number,
  orderBy: 'hot' | 'new',
) {
  const { rows } = await repo.page(ctx.platform.db, viewer, { centre }, orderBy, 0, size);
  return rows.map(toItem);
}

export async function serviceCount(ctx: ServicesContext, viewer: repo.Viewer): Promise<ResultOf<typeof ospServiceCount>> {
  const db = ctx.platform.db;
  const [total, application, process, offline] = await Promise.all([
    repo.countVisible(db, viewer, {}),
    repo.countVisible(db, viewer, { centre: 'APPLICATION' }),
    repo.countVisible(db, viewer, { centre: 'PROCESS' }),
    repo.countVisible(db, viewer, { processType: 'OFFLINE' }),
  ]);
  return { total, application, process, online: total - offline, offline };
}

export async function listByUser(
  ctx: ServicesContext,
  viewer: repo.Viewer,
  kind: 'dept' | 'scene' | 'type',
  centre?: 'APPLICATION' | 'PROCESS' | '',
): Promise<NamedOption[]> {
  const db = ctx.platform.db;
  const column = kind === 'dept' ? 'dept_id' : kind === 'scene' ? 'scene_id' : 'type_id';
  const counts = new Map((await repo.countsBy(db, viewer, { centre }, column)).map((c) => [c.key, Number(c.n)]));
  const options =
    kind === 'dept'
      ? await repo.deptsOfTenant(db, viewer.tenantId)
      : await repo.optionsOf(db, kind === 'scene' ? 'service_scenes' : 'service_types', viewer.tenantId);
  return options
    .filter((o) => (counts.get(o.id) ?? 0) > 0)
    .map((o) => ({ id: o.id, name: o.name, sort: Number(o.sort), serviceCount: counts.get(o.id) ?? 0 }));
}

// Favourites.

export async function myCollect(ctx: ServicesContext, principal: Principal): Promise<ServiceListItem[]> {
  const ids = (await repo.favouriteIds(ctx.platform.db, principal.userId)).map((f) => f.service_id);
  return (await inOrder(ctx, viewerOf(principal, principal.tenantId), ids)).map(toItem);
}

export async function collect(ctx: ServicesContext, principal: Principal, serviceId: string): Promise<null> {
  await visibleRow(ctx, viewerOf(principal, principal.tenantId), serviceId);
  await repo.addFavourite(ctx.platform.db, principal.userId, serviceId, ctx.platform.clock.now().toISOString());
  return null;
}

export async function cancelCollect(ctx: ServicesContext, principal: Principal, serviceId: string): Promise<null> {
  await repo.removeFavourite(ctx.platform.db, principal.userId, serviceId);
  return null;
}

export async function changeOrder(ctx: ServicesContext, principal: Principal, serviceIds: string[]): Promise<null> {
  const own = new Set((await repo.favouriteIds(ctx.platform.db, principal.userId)).map((f) => f.service_id));
  if (serviceIds.length !== own.size || serviceIds.some((id) => !own.has(id))) {
    throw badRequest('排序列表必须恰好包含您收藏的全部服务，请刷新后重试');
  }
  await repo.reorderFavourites(ctx.platform.db, principal.userId, serviceIds);
  return null;
}

// Ratings.

type MyRating = NonNullable<ResultOf<typeof checkScore>>;

function toMyRating(row: { service_id: string; score: number; labels: string; comment: string; updated_at: string }): MyRating {
  return {
    serviceId: row.service_id,
    score: Number(row.score),
    labels: parseList(row.labels),
    comment: row.comment,
    updatedAt: row.updated_at,
  };
}

/**
 * Refuses a comment holding a configured sensitive word: the hit is logged,
 * nothing else is stored, and the caller gets SPEC §5's dialog text (1004).
 */
async function checkSensitive(ctx: ServicesContext, principal: Principal, source: string, text: string): Promise<void> {
  if (!text) return;
  const lower = text.toLowerCase();
  const words = await repo.sensitiveWords(ctx.platform.db, principal.tenantId);
  const hit = words.map((w) => w.word).find((w) => w && lower.includes(w.toLowerCase()));
  if (!hit) return;
  await repo.recordSensitiveHit(ctx.platform.db, {
    id: ctx.platform.newId(),
    tenant_id: principal.tenantId,
    user_id: principal.userId,
    word: hit,
    source,
    content: text,
    created_at: ctx.platform.clock.now().toISOString(),
  });
  throw business(sensitiveWordMessage(hit));
}

export async function rate(
  ctx: ServicesContext,
  principal: Principal,
  body: { serviceId: string; score: number; labels?: string[]; comment?: string },
): Promise<MyRating> {
  await visibleRow(ctx, viewerOf(principal, principal.tenantId), body.serviceId);
  const labels = [...new Set(body.labels ?? [])];
  const unknown = labels.find((l) => !QUICK_SCORE_LABELS.includes(l));
  if (unknown) throw badRequest(`不支持的评价标签：${unknown}`);
  const comment = (body.comment ?? '').trim();
  await checkSensitive(ctx, principal, `rating:${body.serviceId}`, comment);
  await repo.upsertRating(ctx.platform.db, {
    id: ctx.platform.newId(),
    service_id: body.serviceId,
    user_id: principal.userId,
    score: body.score,
    labels: JSON.stringify(labels),
    comment,
    now: ctx.platform.clock.now().toISOString(),
  });
  const saved = await repo.findRating(ctx.platform.db, body.serviceId, principal.userId);
  if (!saved) throw notFound(NOT_VISIBLE);
  // Search results carry the average score, so the index (on every node) reloads this service.
  await changed(ctx, [body.serviceId]);
  return toMyRating(saved);
}

export async function myRating(ctx: ServicesContext, principal: Principal, serviceId: string): Promise<MyRating | null> {
  await visibleRow(ctx, viewerOf(principal, principal.tenantId), serviceId);
  const row = await repo.findRating(ctx.platform.db, serviceId, principal.userId);
  return row ? toMyRating(row) : null;
}

export async function canUserRate(ctx: ServicesContext, principal: Principal, serviceId: string) {
  const [row] = await repo.byIds(ctx.platform.db, viewerOf(principal, principal.tenantId), [serviceId]);
  if (!row) return { canRate: false, rated: false, reason: NOT_VISIBLE };
  const rated = Boolean(await repo.findRating(ctx.platform.db, serviceId, principal.userId));
  return { canRate: true, rated, reason: rated ? '您已评价过该服务，再次提交将更新评价' : '' };
}

const RECENT_COMMENTS = 10;

/**
 * A rater's name as others see it in the rating detail: the first character
 * and one `*` whatever the length (张三 and 欧阳修 → 张* and 欧*), so the
 * comment is not tied to a person and the length does not narrow it down.
 */
export function maskedName(name: string): string {
  const [first = ''] = Array.from(name.trim());
  return `${first}*`;
}

export async function rateDetail(
  ctx: ServicesContext,
  viewer: repo.Viewer,
  serviceId: string,
): Promise<ResultOf<typeof serviceRateDetail>> {
  await visibleRow(ctx, viewer, serviceId);
  const ratings = await repo.ratingsOf(ctx.platform.db, serviceId);
  const distribution = [0, 0, 0, 0, 0];
  const labelCounts = new Map<string, number>();
  let sum = 0;
  for (const r of ratings) {
    const score = Number(r.score);
    sum += score;
    distribution[score - 1] = (distribution[score - 1] ?? 0) + 1;
    for (const label of parseList(r.labels)) labelCounts.set(label, (labelCounts.get(label) ?? 0) + 1);
  }
  return {
    serviceId,
    avgScore: ratings.length ? round1(sum / ratings.length) : 0,
    rateCount: ratings.length,
    distribution,
    labelCounts: [...labelCounts].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count),
    recent: ratings
      .filter((r) => r.comment !== '')
      .slice(0, RECENT_COMMENTS)
      .map((r) => ({
        // Only the rater sees their own name; visitors and other users see it masked.
        userName: viewer.userId !== null && r.user_id === viewer.userId ? r.nick_name : maskedName(r.nick_name),
        score: Number(r.score),
        labels: parseList(r.labels),
        comment: r.comment,
        updatedAt: r.updated_at,
      })),
  };
}

// Search, visits, heat words.

/** Ranked, visible rows for a keyword and which of them the caller collected. */
async function ranked(
  ctx: ServicesContext,
  viewer: repo.Viewer,
  keyword: string,
  centre: 'APPLICATION' | 'PROCESS' | '' | undefined,
  size: number,
  log: boolean,
): Promise<{ rows: repo.ServiceRow[]; collected: Set<string> }> {
  await ctx.ready;
  const trimmed = keyword.trim();
  // Answered from the index's rows: visibility was applied by the index (kept current on every node), so no query is needed.
  const rows: repo.ServiceRow[] = [];
  for (const id of ctx.index.search(trimmed, viewer, centre || undefined, size)) {
    const row = ctx.index.row(id);
    if (row) rows.push(row);
  }
  if (log && trimmed) {
    ctx.searchLog?.add({ tenant_id: viewer.tenantId, keyword: trimmed, user_id: viewer.userId, hits: rows.length });
  }
  const collected = viewer.userId
    ? await repo.collectedAmong(
        ctx.platform.db,
        viewer.userId,
        rows.map((r) => r.id),
      )
    : new Set<string>();
  return { rows, collected };
}

export async function search(...args: Parameters<typeof ranked>): Promise<JsonText<ServiceListItem[]>> {
  const { rows, collected } = await ranked(...args);
  return jsonArray(rows.map((r) => itemJson(r, collected.has(r.id))));
}

export async function searchItems(...args: Parameters<typeof ranked>): Promise<ServiceListItem[]> {
  const { rows, collected } = await ranked(...args);
  return rows.map((r) => ({ ...toItem(r), collected: collected.has(r.id) }));
}

/**
 * The JSON of each indexed row's list item, both ways of `collected`: search
 * traffic repeats, and serialising 20 items was most of a search's cost. Keyed
 * by the row object, which the index replaces whenever the service changes.
 */
const itemJsonCache = new WeakMap<repo.ServiceRow, [Buffer, Buffer]>();

function itemJson(row: repo.ServiceRow, collected: boolean): Buffer {
  let pair = itemJsonCache.get(row);
  if (!pair) {
    const item = indexedItem(row);
    pair = [Buffer.from(JSON.stringify({ ...item, collected: false })), Buffer.from(JSON.stringify({ ...item, collected: true }))];
    itemJsonCache.set(row, pair);
  }
  return pair[collected ? 1 : 0];
}

export async function heatWords(ctx: ServicesContext, tenantId: string) {
  await ctx.searchLog?.flush();
  const since = new Date(ctx.platform.clock.now().getTime() - HEAT_WORD_DAYS * 86_400_000).toISOString();
  return (await repo.heatWords(ctx.platform.db, tenantId, since, HEAT_WORDS_MAX)).map((r) => ({ word: r.keyword, count: Number(r.n) }));
}

export async function click(ctx: ServicesContext, viewer: repo.Viewer, serviceId: string) {
  await visibleRow(ctx, viewer, serviceId);
  const visitCount = await repo.recordVisit(ctx.platform.db, {
    id: ctx.platform.newId(),
    tenant_id: viewer.tenantId,
    service_id: serviceId,
    user_id: viewer.userId,
    created_at: ctx.platform.clock.now().toISOString(),
  });
  ctx.index.setVisits(serviceId, visitCount);
  return { visitCount };
}

// Frames (docs/design/security-headers.md).

function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    const origin = frameOriginOf(url);
    if (origin) origins.add(origin);
  }
  return [...origins].sort();
}

/** Origins the web may frame on /home/serviceIframPage for this viewer: their visible in-page services only. */
export async function framableOrigins(ctx: ServicesContext, viewer: repo.Viewer): Promise<string[]> {
  return originsOf(await repo.inPageServiceUrls(ctx.platform.db, viewer));
}

/**
 * Every tenant's in-page service origins, for the CSP frame-src: the header
 * goes out before anyone signs in, so it cannot be cut to one user's view.
 */
export async function policyFrameOrigins(platform: Platform): Promise<string[]> {
  return originsOf(await repo.inPageServiceUrls(platform.db, null));
}

// Configuration.

/** Updates this node's index now (so the caller's next search sees the change) and tells the other nodes. */
async function changed(ctx: ServicesContext, ids: string[]): Promise<void> {
  await ctx.ready;
  await ctx.index.load(ctx.platform, ids);
  await ctx.platform.pubsub.publish(SERVICES_CHANGED, { ids });
}

function checkRoles(roles: string[]): void {
  const unknown = roles.find((r) => !KNOWN_ROLES.includes(r));
  if (unknown) throw badRequest(`未知角色：${unknown}`);
}

export async function configDetail(ctx: ServicesContext, principal: Principal, serviceId: string): Promise<ServiceDetail> {
  return details(ctx, configViewer(principal), serviceId);
}

/**
 * An address an administrator typed on a service (its address, icon, guide
 * attachments): a site path or an http(s) address, blank where the field is
 * optional; anything else is refused naming the field, before anything is written.
 */
function serviceLink(raw: string, field: string): string {
  const link = safeLink(raw);
  if (link === null) throw badRequest(`${field}地址无效：${SAFE_LINK_RULE}`);
  return link;
}
const optionalServiceLink = (raw: string | null | undefined, field: string) => (raw?.trim() ? serviceLink(raw, field) : null);

export async function saveService(ctx: ServicesContext, principal: Principal, body: ServiceSaveBody): Promise<ServiceDetail> {
  const { db, clock } = ctx.platform;
  const tenantId = principal.tenantId;
  checkRoles(body.roles);
  if (!(await repo.findDept(db, tenantId, body.deptId))) throw badRequest('所属部门不存在');
  if (body.sceneId && !(await repo.findOption(db, 'service_scenes', tenantId, body.sceneId))) throw badRequest('服务场景不存在');
  if (body.typeId && !(await repo.findOption(db, 'service_types', tenantId, body.typeId))) throw badRequest('服务类型不存在');
  const existing = body.serviceId ? await repo.findService(db, tenantId, body.serviceId) : undefined;
  if (body.serviceId && !existing) throw notFound('服务不存在');
  const serviceUrl = optionalServiceLink(body.serviceUrl, '服务') ?? '';
  const serviceIcon = optionalServiceLink(body.serviceIcon, '服务图标');
  const guide = body.guide && {
    ...body.guide,
    attachments: body.guide.attachments.map((a) => ({ ...a, url: serviceLink(a.url, `附件“${a.name}”`) })),
  };
  const now = clock.now().toISOString();
  const id = existing?.id ?? ctx.platform.newId();
  await repo.saveService(
    db,
    {
      id,
      tenant_id: tenantId,
      name: body.serviceName.trim(),
      icon: serviceIcon,
      dept_id: body.deptId,
      scene_id: body.sceneId ?? null,
      type_id: body.typeId ?? null,
      centre: body.centre,
      process_type: body.processType,
      access_way: body.accessWay,
      open_way: body.openWay,
      service_url: serviceUrl,
      keywords: body.keywords?.trim() ?? '',
      description: body.description?.trim() ?? '',
      guide_materials: JSON.stringify(guide?.materials ?? []),
      guide_steps: JSON.stringify(guide?.steps ?? []),
      guide_conditions: guide?.conditions ?? '',
      guide_fees: guide?.fees ?? '',
      guide_time_limit: guide?.timeLimit ?? '',
      guide_contact: guide?.contact ?? '',
      guide_attachments: JSON.stringify(guide?.attachments ?? []),
      visitor_visible: body.visitorVisible ? 1 : 0,
      shelf: body.shelf === undefined ? (existing?.shelf ?? 1) : body.shelf ? 1 : 0,
      sort: existing?.sort ?? 0,
      visit_count: existing?.visit_count ?? 0,
      launched_at: existing?.launched_at ?? now,
      created_at: existing?.created_at ?? now,
      updated_at: now,
    },
    !existing,
    body.roles,
  );
  await changed(ctx, [id]);
  return configDetail(ctx, principal, id);
}

async function requireAll(ctx: ServicesContext, tenantId: string, ids: string[]) {
  const found = await repo.existingIds(ctx.platform.db, tenantId, ids);
  if (found.length !== ids.length) throw notFound('部分服务不存在，请刷新后重试');
  return found;
}

export async function shelf(ctx: ServicesContext, principal: Principal, ids: string[], onShelf: boolean): Promise<null> {
  await requireAll(ctx, principal.tenantId, ids);
  const now = ctx.platform.clock.now().toISOString();
  // Going back on the shelf counts as a new launch, so it shows under "newly launched".
  await repo.updateServices(
    ctx.platform.db,
    principal.tenantId,
    ids,
    onShelf ? { shelf: 1, launched_at: now, updated_at: now } : { shelf: 0, updated_at: now },
  );
  await changed(ctx, ids);
  return null;
}

export async function order(ctx: ServicesContext, principal: Principal, ids: string[]): Promise<null> {
  await requireAll(ctx, principal.tenantId, ids);
  await repo.orderServices(ctx.platform.db, principal.tenantId, ids, ctx.platform.clock.now().toISOString());
  return null;
}

export async function setVisibility(
  ctx: ServicesContext,
  principal: Principal,
  serviceId: string,
  visitorVisible: boolean,
  roles: string[],
): Promise<null> {
  checkRoles(roles);
  await requireAll(ctx, principal.tenantId, [serviceId]);
  await repo.setVisibility(ctx.platform.db, principal.tenantId, serviceId, visitorVisible, roles, ctx.platform.clock.now().toISOString());
  await changed(ctx, [serviceId]);
  return null;
}

export async function optionList(ctx: ServicesContext, principal: Principal) {
  const viewer = configViewer(principal);
  const count = async (kind: 'dept' | 'scene' | 'type') => {
    const column = kind === 'dept' ? 'dept_id' : kind === 'scene' ? 'scene_id' : 'type_id';
    const counts = new Map((await repo.countsBy(ctx.platform.db, viewer, {}, column)).map((c) => [c.key, Number(c.n)]));
    const options =
      kind === 'dept'
        ? (await repo.deptsOfTenant(ctx.platform.db, principal.tenantId)).filter((d) => d.parent_id !== null)
        : await repo.optionsOf(ctx.platform.db, kind === 'scene' ? 'service_scenes' : 'service_types', principal.tenantId);
    return options.map((o) => ({ id: o.id, name: o.name, sort: Number(o.sort), serviceCount: counts.get(o.id) ?? 0 }));
  };
  return { depts: await count('dept'), scenes: await count('scene'), types: await count('type') };
}

export async function saveOption(
  ctx: ServicesContext,
  principal: Principal,
  kind: 'dept' | 'scene' | 'type',
  body: { id?: string; name: string; sort?: number },
): Promise<NamedOption> {
  const db = ctx.platform.db;
  const tenantId = principal.tenantId;
  const table = kind === 'dept' ? 'depts' : kind === 'scene' ? 'service_scenes' : 'service_types';
  const name = body.name.trim();
  if (!name) throw badRequest('名称不能为空');
  const same = await repo.optionByName(db, table, tenantId, name);
  if (same && same.id !== body.id) throw business(`名称「${name}」已存在`);
  let id = body.id;
  if (id) {
    const found =
      kind === 'dept' ? await repo.findDept(db, tenantId, id) : await repo.findOption(db, table as 'service_scenes', tenantId, id);
    if (!found) throw notFound('要修改的记录不存在');
    await repo.updateOption(db, table, tenantId, id, name, body.sort);
  } else {
    id = ctx.platform.newId();
    const sort = body.sort ?? 1000;
    if (kind === 'dept') {
      const root = await repo.rootDept(db, tenantId);
      await repo.insertDept(db, {
        id,
        tenant_id: tenantId,
        parent_id: root?.id ?? null,
        name,
        code: `SVC_${id.slice(0, 8).toUpperCase()}`,
        sort,
      });
    } else await repo.insertOption(db, table as 'service_scenes', { id, tenant_id: tenantId, name, sort });
  }
  // Names are indexed (department and scene), so every service under it is reindexed.
  if (kind !== 'type') {
    const all = await repo.page(db, configViewer(principal), kind === 'dept' ? { deptId: id } : { sceneId: id }, 'default', 0, 10_000);
    await changed(
      ctx,
      all.rows.map((r) => r.id),
    );
  }
  const saved =
    kind === 'dept' ? await repo.findDept(db, tenantId, id) : await repo.findOption(db, table as 'service_scenes', tenantId, id);
  const total = await repo.countVisible(
    db,
    configViewer(principal),
    kind === 'dept' ? { deptId: id } : kind === 'scene' ? { sceneId: id } : { typeId: id },
  );
  return { id, name: saved?.name ?? name, sort: Number(saved?.sort ?? 0), serviceCount: total };
}

export async function centreDisplay(
  ctx: ServicesContext,
  principal: Principal,
  centre: 'APPLICATION' | 'PROCESS',
): Promise<ServiceListItem[]> {
  const ids = (await repo.centreDisplayIds(ctx.platform.db, principal.tenantId, centre)).map((r) => r.service_id);
  return (await inOrder(ctx, configViewer(principal), ids)).map(toItem);
}

export async function saveCentreDisplay(ctx: ServicesContext, principal: Principal, centre: 'APPLICATION' | 'PROCESS', ids: string[]) {
  const found = await requireAll(ctx, principal.tenantId, ids);
  const wrong = found.find((s) => s.centre !== centre && s.centre !== 'BOTH');
  if (wrong) throw business('所选服务不属于该服务中心');
  await repo.replaceCentreDisplay(ctx.platform.db, principal.tenantId, centre, ids);
  return centreDisplay(ctx, principal, centre);
}

// Icons.

const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 4).toString('ascii') === 'GIF8',
  'image/webp': (b) => b.subarray(0, 4).toString('ascii') === 'RIFF' && b.subarray(8, 12).toString('ascii') === 'WEBP',
};

const ICON_MISMATCH = '图标文件内容与格式不符';

/**
 * The bytes to store for an icon whose declared type and content agree.
 * Icons are served from the portal's origin, so an SVG is stored as the SVG
 * sanitiser rewrote it (no script, handler, animation or outside reference).
 */
function iconBytes(mime: string, data: Buffer): Buffer {
  if (mime === 'image/svg+xml') {
    const clean = data.length > 0 ? sanitizeSvg(data) : null;
    if (!clean) throw badRequest(ICON_MISMATCH);
    return clean;
  }
  const check = SIGNATURES[mime];
  if (!check) throw badRequest('图标格式不支持，请上传 PNG、JPG、GIF、WebP 或 SVG 图片');
  if (data.length === 0 || !check(data)) throw badRequest(ICON_MISMATCH);
  return data;
}

export async function saveIcon(ctx: ServicesContext, principal: Principal, mime: string, data: Buffer): Promise<{ url: string }> {
  const stored = iconBytes(mime, data);
  const id = ctx.platform.newId();
  await repo.insertIcon(ctx.platform.db, {
    id,
    tenant_id: principal.tenantId,
    mime,
    data: stored.toString('base64'),
    created_at: ctx.platform.clock.now().toISOString(),
  });
  return { url: `${SERVICE_ICON_PATH}/${id}` };
}

export async function icon(ctx: ServicesContext, id: string): Promise<{ mime: string; data: Buffer } | undefined> {
  const row = await repo.findIcon(ctx.platform.db, id);
  return row && { mime: row.mime, data: Buffer.from(row.data, 'base64') };
}

const OPTION_TABLES = { dept: 'depts', scene: 'service_scenes', type: 'service_types' } as const;
const OPTION_TEXT = { dept: '部门', scene: '场景', type: '类型' } as const;

/** Why a department, scene or type is still needed, in the words the configuration page shows. */
function inUseMessage(kind: 'dept' | 'scene' | 'type', use: repo.OptionInUse): string {
  const what = `该${OPTION_TEXT[kind]}「${use.name}」`;
  if (use.root) return `${what}是学校根部门，无法删除`;
  if (use.services > 0) return `${what}下仍有 ${use.services} 个服务，无法删除`;
  if (use.children > 0) return `${what}下仍有 ${use.children} 个下级部门，无法删除`;
  if (use.users > 0) return `${what}下仍有 ${use.users} 名用户，无法删除`;
  return `${what}下仍有 ${use.duties} 条部门职责，无法删除`;
}

/**
 * Deletes departments, scenes or types (comma list, all or none). Only
 * unused ones go, so no service changes and the search index, which holds
 * names only through services, needs no reload.
 */
export async function removeOptions(
  ctx: ServicesContext,
  principal: Principal,
  kind: 'dept' | 'scene' | 'type',
  idList: string,
): Promise<number> {
  const ids = [...new Set(idList.split(',').map((id) => id.trim()))].filter(Boolean);
  if (ids.length === 0) throw badRequest(`请选择要删除的${OPTION_TEXT[kind]}`);
  if (ids.some((id) => id.length > 64)) throw badRequest('编号格式不正确');
  const outcome = await repo.removeOptions(ctx.platform.db, OPTION_TABLES[kind], principal.tenantId, ids);
  if ('missing' in outcome) throw notFound(`要删除的${OPTION_TEXT[kind]}不存在，请刷新后重试`);
  if ('inUse' in outcome) throw business(inUseMessage(kind, outcome.inUse));
  return outcome.removed;
}

// Bulk import and export (modules/transfer/lists/services.ts).

export type ServiceTransferRow = ServicesTable;

export function countForExport(db: Kysely<Database>, tenantId: string, conditions: readonly Condition[]): Promise<number> {
  return repo.countForTransfer(db, tenantId, conditions);
}

export function exportBatch(
  db: Kysely<Database>,
  tenantId: string,
  conditions: readonly Condition[],
  afterId: string | null,
  limit: number,
): Promise<ServiceTransferRow[]> {
  return repo.transferBatch(db, tenantId, conditions, afterId, limit);
}

/** Departments, scenes and types of a tenant (id, name), for the list's dictionaries. */
export function departments(db: Kysely<Database>, tenantId: string) {
  return repo.deptsOfTenant(db, tenantId);
}

export function scenes(db: Kysely<Database>, tenantId: string) {
  return repo.optionsOf(db, 'service_scenes', tenantId);
}

export function types(db: Kysely<Database>, tenantId: string) {
  return repo.optionsOf(db, 'service_types', tenantId);
}

/** One validated sheet row. `shelf` and `sort` null: on the shelf and 0 for a new service, unchanged for an overwritten one. */
export interface ServiceImportRow {
  name: string;
  deptId: string;
  sceneId: string | null;
  typeId: string | null;
  centre: string;
  processType: string;
  openWay: number;
  accessWay: number;
  serviceUrl: string;
  visitorVisible: boolean;
  shelf: boolean | null;
  sort: number | null;
  keywords: string;
  description: string;
  guide: { conditions: string; materials: string[]; steps: string[]; fees: string; timeLimit: string; contact: string };
}

export type ImportOutcome = 'inserted' | 'updated' | 'skipped';

/**
 * Writes one batch of validated rows inside the caller's transaction.
 * Duplicates (same department and name, in the table or earlier in the same
 * import) are skipped or overwritten as the rule says. Overwriting keeps what
 * the sheet does not describe: icon, visible roles, visits, ratings, and the
 * shelf state and order when their cells are empty. Answers each row's
 * outcome and the ids written, for `servicesImported` once committed.
 */
export async function importBatch(
  trx: Kysely<Database>,
  tenantId: string,
  rows: readonly ServiceImportRow[],
  onDuplicate: 'skip' | 'overwrite',
  now: string,
  newId: () => string,
): Promise<{ outcomes: ImportOutcome[]; ids: string[] }> {
  const existing = await repo.servicesByKey(
    trx,
    tenantId,
    rows.map((r) => ({ deptId: r.deptId, name: r.name })),
  );
  const inserts: ServicesTable[] = [];
  const outcomes: ImportOutcome[] = [];
  const ids: string[] = [];
  for (const r of rows) {
    const key = repo.serviceKey(r.deptId, r.name);
    const found = existing.get(key);
    const columns = {
      name: r.name,
      dept_id: r.deptId,
      scene_id: r.sceneId,
      type_id: r.typeId,
      centre: r.centre,
      process_type: r.processType,
      access_way: r.accessWay,
      open_way: r.openWay,
      service_url: r.serviceUrl,
      keywords: r.keywords,
      description: r.description,
      guide_materials: JSON.stringify(r.guide.materials),
      guide_steps: JSON.stringify(r.guide.steps),
      guide_conditions: r.guide.conditions,
      guide_fees: r.guide.fees,
      guide_time_limit: r.guide.timeLimit,
      guide_contact: r.guide.contact,
      visitor_visible: r.visitorVisible ? 1 : 0,
      updated_at: now,
    };
    if (found === undefined) {
      const id = newId();
      const shelf = r.shelf === false ? 0 : 1;
      existing.set(key, { id, shelf });
      inserts.push({
        ...columns,
        id,
        tenant_id: tenantId,
        icon: null,
        guide_attachments: '[]',
        shelf,
        sort: r.sort ?? 0,
        visit_count: 0,
        launched_at: now,
        created_at: now,
      });
      outcomes.push('inserted');
      ids.push(id);
    } else if (onDuplicate === 'overwrite') {
      // A duplicate of a row inserted by this same batch must overwrite that row, so flush first.
      if (inserts.length > 0) await repo.insertServices(trx, inserts.splice(0));
      const shelf = r.shelf === null ? found.shelf : r.shelf ? 1 : 0;
      await repo.updateService(trx, tenantId, found.id, {
        ...columns,
        shelf,
        // Going back on the shelf counts as a new launch, as with the shelf action.
        ...(shelf === 1 && found.shelf === 0 ? { launched_at: now } : {}),
        ...(r.sort === null ? {} : { sort: r.sort }),
      });
      existing.set(key, { id: found.id, shelf });
      outcomes.push('updated');
      ids.push(found.id);
    } else outcomes.push('skipped');
  }
  await repo.insertServices(trx, inserts);
  return { outcomes, ids };
}

/** Services reloaded by one index reload (one id list per query and per published message). */
const RELOAD_CHUNK = 500;

/**
 * After an import has committed: refreshes the search index on every node
 * the way a configuration change does. Without this node's context (a
 * worker process that serves no searches) it only tells the API nodes.
 */
export async function servicesImported(platform: Platform, ids: readonly string[]): Promise<void> {
  const ctx = contextFor(platform);
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += RELOAD_CHUNK) {
    const chunk = unique.slice(i, i + RELOAD_CHUNK);
    if (ctx) await changed(ctx, chunk);
    else await platform.pubsub.publish(SERVICES_CHANGED, { ids: chunk });
  }
}
