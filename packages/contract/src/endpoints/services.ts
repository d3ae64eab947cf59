import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { configMenu, defineEndpoint, signedIn, visitor } from '../endpoint.ts';
import { ServiceItemSchema } from '../entities.ts';
import { PAGE_CURRENT_MAX } from '../limits.ts';
import { isSitePath, safeLink } from '../rules/links.ts';

/**
 * Service hall (SPEC §7 "Service centre", "Rating and search", visit log).
 * Listing, details and search endpoints are `visitor` with a `nobody` twin:
 * the same handler answers both, and a token, when sent, widens what the
 * caller sees (visibility is decided on the server from the token only).
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.String({ minLength: 1, maxLength: 64 });

// Constants and pure rules shared by server and web.

/** Which service centre a service belongs to (route meta serviceType of SPEC §2). */
export const ServiceCentre = { APPLICATION: 'APPLICATION', PROCESS: 'PROCESS', BOTH: 'BOTH' } as const;
export type ServiceCentreCode = (typeof ServiceCentre)[keyof typeof ServiceCentre];
const CentreSchema = Type.Union([Type.Literal('APPLICATION'), Type.Literal('PROCESS'), Type.Literal('BOTH')]);
/** Filter value: a centre filter of APPLICATION also matches services of BOTH centres. */
const CentreFilterSchema = Type.Union([Type.Literal('APPLICATION'), Type.Literal('PROCESS')]);

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
export const RATING_COMMENT_MAX = 500;
export const RATING_LABELS_MAX = 6;
export const SEARCH_KEYWORD_MAX = 50;
export const SERVICE_PAGE_SIZE_MAX = 100;
export const HEAT_WORDS_MAX = 10;
/** Icon upload: small raster or SVG images only. */
export const SERVICE_ICON_MAX_BYTES = 512 * 1024;
export const SERVICE_ICON_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;

/** Quick score labels offered beside the stars (server validates submitted labels against this list). */
export const QUICK_SCORE_LABELS: readonly string[] = ['办理便捷', '指南清晰', '响应及时', '服务热情', '流程繁琐', '材料过多', '等待太久'];

/** SPEC §5 sensitive-word dialog text, naming the flagged word. */
export function sensitiveWordMessage(word: string): string {
  return `您提交的意见中包含敏感词「${word}」，已触发安全策略并被记录，请修改后重新提交`;
}

/**
 * `http(s)://host[:port]` whose host is letters, digits, dots and hyphens (or
 * a bracketed IPv6 address). URL parsing lets `*`, `;` and `,` into a host,
 * which a CSP would read as a wildcard or a separator.
 */
const FRAME_ORIGIN = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** Whether the text is an origin that may be put in the CSP frame-src. */
export function isFrameOrigin(value: string): boolean {
  return FRAME_ORIGIN.test(value);
}

/**
 * The origin (`https://host[:port]`) of an absolute http(s) address, as the
 * portal's frame rule compares addresses (docs/design/security-headers.md);
 * null for a site path (same origin anyway) and for anything else.
 */
export function frameOriginOf(address: string): string | null {
  const link = safeLink(address);
  if (link === null || isSitePath(link)) return null;
  const origin = new URL(link).origin;
  return isFrameOrigin(origin) ? origin : null;
}

/** Shown instead of a frame whose address no administrator configured to open in the portal. */
export const FRAME_NOT_ALLOWED_TEXT = '该地址未被管理员配置为可嵌入页面，无法打开';

/** Empty-state texts of SPEC §8 used by the service pages. */
export const SERVICE_EMPTY_TEXT = '暂无数据';
export const FAVOURITES_EMPTY_TEXT = '暂无收藏服务';

// Schemas.

/** A service as listed: the SPEC §3 "Service item" fields plus what cards and filters show. */
export const ServiceListItemSchema = Type.Composite([
  ServiceItemSchema,
  Type.Object({
    serviceDeptId: Nullable(Type.String()),
    serviceSceneId: Nullable(Type.String()),
    serviceTypeId: Nullable(Type.String()),
    serviceTypeName: Nullable(Type.String()),
    centre: CentreSchema,
    /** Whether a visitor may open it without signing in. */
    visitorVisible: Type.Boolean(),
    /** Set for signed-in callers: whether the service is in their collection. */
    collected: Type.Boolean(),
    /** Average score 0–5 with one decimal; 0 when unrated. */
    avgScore: Type.Number(),
    rateCount: Type.Integer({ minimum: 0 }),
    /** When it went on the shelf (ISO), for "newly launched". */
    launchedAt: Type.String(),
  }),
]);
export type ServiceListItem = Static<typeof ServiceListItemSchema>;

export const GuideAttachmentSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  url: Type.String({ minLength: 1, maxLength: 500 }),
});

export const ServiceGuideSchema = Type.Object({
  /** 申请材料 */
  materials: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }),
  /** 办理流程 */
  steps: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }),
  /** 办理条件 */
  conditions: Type.String({ maxLength: 2000 }),
  /** 收费标准 */
  fees: Type.String({ maxLength: 500 }),
  /** 办理时限 */
  timeLimit: Type.String({ maxLength: 200 }),
  /** 咨询方式 */
  contact: Type.String({ maxLength: 200 }),
  attachments: Type.Array(GuideAttachmentSchema, { maxItems: 20 }),
});
export type ServiceGuide = Static<typeof ServiceGuideSchema>;

export const ServiceDetailSchema = Type.Composite([
  ServiceListItemSchema,
  Type.Object({
    description: Type.String(),
    keywords: Type.String(),
    guide: ServiceGuideSchema,
    /** Role aliases allowed to see it; empty means every signed-in user. */
    roles: Type.Array(Type.String()),
    /** On the shelf (listed); only configuration holders ever see an unshelved one. */
    shelf: Type.Boolean(),
    sort: Type.Integer(),
  }),
]);
export type ServiceDetail = Static<typeof ServiceDetailSchema>;

export const PageSchema = <T extends TSchema>(item: T) =>
  Type.Object({
    records: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    current: Type.Integer({ minimum: 1 }),
    size: Type.Integer({ minimum: 1 }),
  });

export const ServicePageQuerySchema = Type.Object({
  current: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_CURRENT_MAX, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: SERVICE_PAGE_SIZE_MAX, default: 12 })),
  /** Name contains (plain filter; ranked search is `searchService`). */
  serviceName: Type.Optional(Type.String({ maxLength: SEARCH_KEYWORD_MAX })),
  deptId: Type.Optional(Id),
  sceneId: Type.Optional(Id),
  typeId: Type.Optional(Id),
  /** Route meta serviceType; empty means the whole hall. */
  serviceType: Type.Optional(Type.Union([CentreFilterSchema, Type.Literal('')])),
  /** "OFFLINE" or "ONLINE". */
  processType: Type.Optional(Type.Union([Type.Literal('OFFLINE'), Type.Literal('ONLINE'), Type.Literal('')])),
  /** hot: most visited first; new: newest first; default: configured order. */
  orderBy: Type.Optional(Type.Union([Type.Literal('default'), Type.Literal('hot'), Type.Literal('new')])),
});
export type ServicePageQuery = Static<typeof ServicePageQuerySchema>;

const ServiceIdBody = Type.Object({ serviceId: Id });
const CentreBody = Type.Object({
  serviceType: Type.Optional(Type.Union([CentreFilterSchema, Type.Literal('')])),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 8 })),
});

export const NamedOptionSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  sort: Type.Integer(),
  /** Services of this option the caller may see. */
  serviceCount: Type.Integer({ minimum: 0 }),
});
export type NamedOption = Static<typeof NamedOptionSchema>;

export const RatingBodySchema = Type.Object({
  serviceId: Id,
  score: Type.Integer({ minimum: SCORE_MIN, maximum: SCORE_MAX }),
  labels: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: RATING_LABELS_MAX })),
  comment: Type.Optional(Type.String({ maxLength: RATING_COMMENT_MAX })),
});

export const MyRatingSchema = Type.Object({
  serviceId: Type.String(),
  score: Type.Integer(),
  labels: Type.Array(Type.String()),
  comment: Type.String(),
  updatedAt: Type.String(),
});

export const RateDetailSchema = Type.Object({
  serviceId: Type.String(),
  avgScore: Type.Number(),
  rateCount: Type.Integer(),
  /** Count per star, index 0 is one star. */
  distribution: Type.Array(Type.Integer(), { minItems: 5, maxItems: 5 }),
  labelCounts: Type.Array(Type.Object({ label: Type.String(), count: Type.Integer() })),
  recent: Type.Array(
    Type.Object({
      userName: Type.String(),
      score: Type.Integer(),
      labels: Type.Array(Type.String()),
      comment: Type.String(),
      updatedAt: Type.String(),
    }),
  ),
});

export const SearchBodySchema = Type.Object({
  keyword: Type.String({ maxLength: SEARCH_KEYWORD_MAX }),
  serviceType: Type.Optional(Type.Union([CentreFilterSchema, Type.Literal('')])),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});

const SP = Services.platform;
const WB = Services.workbench;

// Listing.

export const servicePage = defineEndpoint({
  name: 'servicePage',
  method: 'POST',
  path: `${SP}/serverCenter/page`,
  visitorPath: `${SP}/nobody/serverCenter/page`,
  access: visitor,
  summary: 'Paged services the caller may see, filtered by department, scene, type, centre and online/offline',
  body: ServicePageQuerySchema,
  result: PageSchema(ServiceListItemSchema),
});

export const serviceCustomPage = defineEndpoint({
  name: 'serviceCustomPage',
  method: 'POST',
  path: `${SP}/serverCenter/customPage`,
  visitorPath: `${SP}/nobody/serverCenter/customPage`,
  access: visitor,
  summary: "A centre's configured display list (what the centre shows), in its configured order, visible ones only",
  body: Type.Object({
    serviceType: CentreFilterSchema,
    current: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_CURRENT_MAX, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: SERVICE_PAGE_SIZE_MAX, default: 12 })),
  }),
  result: PageSchema(ServiceListItemSchema),
});

export const servicePageRoles = defineEndpoint({
  name: 'servicePageRoles',
  method: 'POST',
  path: `${SP}/serverCenter/pageRoles`,
  access: signedIn,
  summary: "Paged services open to one of the caller's roles (roleAlias), or to any of them",
  body: Type.Composite([ServicePageQuerySchema, Type.Object({ roleAlias: Type.Optional(Type.String({ maxLength: 20 })) })]),
  result: PageSchema(ServiceListItemSchema),
});

export const serviceDetails = defineEndpoint({
  name: 'serviceDetails',
  method: 'POST',
  path: `${SP}/serverCenter/details`,
  access: signedIn,
  summary: 'Service details with guide for a signed-in user (404 when unknown or not visible to the caller)',
  body: ServiceIdBody,
  result: ServiceDetailSchema,
});

export const serviceCustomDetails = defineEndpoint({
  name: 'serviceCustomDetails',
  method: 'POST',
  path: `${SP}/serverCenter/customDetails`,
  visitorPath: `${SP}/nobody/serverCenter/customDetails`,
  access: visitor,
  summary: 'Service details for a visitor (anonymous): visitor-visible services only',
  body: ServiceIdBody,
  result: ServiceDetailSchema,
});

export const casServiceList = defineEndpoint({
  name: 'casServiceList',
  method: 'POST',
  path: `${SP}/serverCenter/CASServiceList`,
  access: signedIn,
  summary: 'Online services the caller may open through single sign-on, in configured order',
  result: Type.Array(ServiceListItemSchema),
});

export const queryShelfService = defineEndpoint({
  name: 'queryShelfService',
  method: 'POST',
  path: `${SP}/serverCenter/queryShelfService`,
  access: configMenu('serviceHallConfig'),
  summary: 'Every service of the tenant with shelf state, roles and order, for the configuration pages',
  body: Type.Composite([ServicePageQuerySchema, Type.Object({ shelf: Type.Optional(Type.Boolean()) })]),
  result: PageSchema(ServiceDetailSchema),
});

export const ospHeatService = defineEndpoint({
  name: 'ospHeatService',
  method: 'POST',
  path: `${SP}/OSP/heatService`,
  visitorPath: `${SP}/nobody/OSP/heatService`,
  access: visitor,
  summary: 'Most visited services of a centre (or the hall)',
  body: CentreBody,
  result: Type.Array(ServiceListItemSchema),
});

export const ospNewlyLaunched = defineEndpoint({
  name: 'ospNewlyLaunched',
  method: 'POST',
  path: `${SP}/OSP/NewlyLaunched`,
  visitorPath: `${SP}/nobody/OSP/NewlyLaunched`,
  access: visitor,
  summary: 'Newest services of a centre (or the hall)',
  body: CentreBody,
  result: Type.Array(ServiceListItemSchema),
});

export const ospPage = defineEndpoint({
  name: 'ospPage',
  method: 'POST',
  path: `${SP}/OSP/page`,
  visitorPath: `${SP}/nobody/OSP/page`,
  access: visitor,
  summary: 'Paged services of a centre (same filters as serverCenter/page)',
  body: ServicePageQuerySchema,
  result: PageSchema(ServiceListItemSchema),
});

export const ospServiceCount = defineEndpoint({
  name: 'ospServiceCount',
  method: 'POST',
  path: `${SP}/OSP/serviceCount`,
  visitorPath: `${SP}/nobody/OSP/serviceCount`,
  access: visitor,
  summary: 'How many services the caller may see, per centre and online/offline',
  result: Type.Object({
    total: Type.Integer(),
    application: Type.Integer(),
    process: Type.Integer(),
    online: Type.Integer(),
    offline: Type.Integer(),
  }),
});

const ListByUserBody = Type.Union([
  Type.Object({ serviceType: Type.Optional(Type.Union([CentreFilterSchema, Type.Literal('')])) }),
  Type.Null(),
]);

export const serviceDeptListByUser = defineEndpoint({
  name: 'serviceDeptListByUser',
  method: 'POST',
  path: `${SP}/serviceDept/listByUser`,
  visitorPath: `${SP}/nobody/serviceDept/listByUser`,
  access: visitor,
  summary: 'Departments that have services the caller may see, with counts',
  body: ListByUserBody,
  result: Type.Array(NamedOptionSchema),
});

export const serviceDeptListByUserGet = defineEndpoint({
  name: 'serviceDeptListByUserGet',
  method: 'GET',
  path: `${SP}/serviceDept/listByUser`,
  visitorPath: `${SP}/nobody/serviceDept/listByUser`,
  access: visitor,
  summary: 'Same as serviceDeptListByUser, by GET (SPEC §7 allows both)',
  query: Type.Object({ serviceType: Type.Optional(Type.Union([CentreFilterSchema, Type.Literal('')])) }),
  result: Type.Array(NamedOptionSchema),
});

export const serviceSceneListByUser = defineEndpoint({
  name: 'serviceSceneListByUser',
  method: 'POST',
  path: `${SP}/serviceScene/listByUser`,
  visitorPath: `${SP}/nobody/serviceScene/listByUser`,
  access: visitor,
  summary: 'Scenes (入学, 在校, 离校 …) that have services the caller may see, with counts',
  body: ListByUserBody,
  result: Type.Array(NamedOptionSchema),
});

export const serviceTypeListByUser = defineEndpoint({
  name: 'serviceTypeListByUser',
  method: 'POST',
  path: `${SP}/serviceType/listByUser`,
  visitorPath: `${SP}/nobody/serviceType/listByUser`,
  access: visitor,
  summary: 'Service types that have services the caller may see, with counts',
  body: ListByUserBody,
  result: Type.Array(NamedOptionSchema),
});

/**
 * Where /home/serviceIframPage may point: origins only (no names, ids or
 * paths), of the services the caller may see that open in the portal's frame.
 */
export const framableOrigins = defineEndpoint({
  name: 'framableOrigins',
  method: 'GET',
  path: `${SP}/serverCenter/framableOrigins`,
  access: signedIn,
  summary: "Origins of the caller's visible services that administrators set to open in the portal (open way 1001)",
  result: Type.Array(Type.String()),
});

// Favourites: always the caller's own.

export const myCollect = defineEndpoint({
  name: 'myCollect',
  method: 'GET',
  path: `${SP}/serverCenter/myCollect`,
  access: signedIn,
  summary: "The caller's collection in their order (services they can no longer see are left out)",
  result: Type.Array(ServiceListItemSchema),
});

export const collectService = defineEndpoint({
  name: 'collectService',
  method: 'POST',
  path: `${SP}/serverCenter/collect`,
  access: signedIn,
  summary: "Add a service to the caller's collection (idempotent); it goes last",
  body: ServiceIdBody,
  result: Type.Null(),
});

export const cancelCollect = defineEndpoint({
  name: 'cancelCollect',
  method: 'POST',
  path: `${SP}/serverCenter/cancelCollect`,
  access: signedIn,
  summary: "Remove a service from the caller's collection (idempotent)",
  body: ServiceIdBody,
  result: Type.Null(),
});

export const changeCollectOrder = defineEndpoint({
  name: 'changeCollectOrder',
  method: 'POST',
  path: `${SP}/serverCenter/changeOrder`,
  access: signedIn,
  summary: "Reorder the caller's collection: serviceIds in the new order, exactly the services collected",
  body: Type.Object({ serviceIds: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }) }),
  result: Type.Null(),
});

// Ratings.

export const giveScore = defineEndpoint({
  name: 'giveScore',
  method: 'POST',
  path: `${SP}/serverCenter/giveScore`,
  access: signedIn,
  summary: "Rate a service 1–5 with optional quick labels and comment; a second rating replaces the caller's first",
  body: RatingBodySchema,
  result: MyRatingSchema,
});

export const checkScore = defineEndpoint({
  name: 'checkScore',
  method: 'POST',
  path: `${SP}/serverCenter/checkScore`,
  access: signedIn,
  summary: "The caller's rating of a service, or null",
  body: ServiceIdBody,
  result: Nullable(MyRatingSchema),
});

export const rateService = defineEndpoint({
  name: 'rateService',
  method: 'POST',
  path: `${WB}/serverCenter/rateService`,
  access: signedIn,
  summary: 'Same as giveScore, on the workbench service (the all-evaluate form)',
  body: RatingBodySchema,
  result: MyRatingSchema,
});

export const canUserRate = defineEndpoint({
  name: 'canUserRate',
  method: 'POST',
  path: `${WB}/serverCenter/canUserRate`,
  access: signedIn,
  summary: 'Whether the caller may rate the service (they can see it), and whether they already did',
  body: ServiceIdBody,
  result: Type.Object({ canRate: Type.Boolean(), rated: Type.Boolean(), reason: Type.String() }),
});

export const quickScoreLabels = defineEndpoint({
  name: 'quickScoreLabels',
  method: 'POST',
  path: `${WB}/serverCenter/quickScoreLabels`,
  access: signedIn,
  summary: 'Quick labels offered beside the stars',
  result: Type.Array(Type.String()),
});

export const serviceRateDetail = defineEndpoint({
  name: 'serviceRateDetail',
  method: 'POST',
  path: `${WB}/nobody/serverCenter/serviceRateDetail`,
  access: visitor,
  summary: 'Rating summary of a service the caller may see: average, star distribution, label counts, recent comments',
  body: ServiceIdBody,
  result: RateDetailSchema,
});

// Search.

export const searchService = defineEndpoint({
  name: 'searchService',
  method: 'POST',
  path: `${SP}/serverCenter/searchService`,
  visitorPath: `${SP}/nobody/serverCenter/searchService`,
  access: visitor,
  summary: 'Ranked search (Chinese, full pinyin, initials, one typo in Latin input) over services the caller may see',
  body: SearchBodySchema,
  result: Type.Array(ServiceListItemSchema),
});

export const guideLuceneSearch = defineEndpoint({
  name: 'guideLuceneSearch',
  method: 'POST',
  path: `${WB}/guide/lucene/search`,
  visitorPath: `${WB}/nobody/guide/lucene/search`,
  access: visitor,
  summary: 'Same ranked search, as suggestions for the search box (name, department, whether a guide exists)',
  body: SearchBodySchema,
  result: Type.Array(ServiceListItemSchema),
});

/** How many near matches 您是不是要找 offers when a search finds nothing. */
export const CLOSEST_SERVICES_MAX = 3;

export const guideLuceneClosest = defineEndpoint({
  name: 'guideLuceneClosest',
  method: 'POST',
  path: `${WB}/guide/lucene/closest`,
  visitorPath: `${WB}/nobody/guide/lucene/closest`,
  access: visitor,
  summary: 'For a keyword the search found nothing for: the services the caller may see that are nearest to it (您是不是要找); not logged',
  body: SearchBodySchema,
  result: Type.Array(ServiceListItemSchema, { maxItems: CLOSEST_SERVICES_MAX }),
});

export const searchHeatWord = defineEndpoint({
  name: 'searchHeatWord',
  method: 'POST',
  path: `${WB}/baseService/searchHeatWord`,
  visitorPath: `${WB}/nobody/searchHeatWord`,
  access: visitor,
  summary: 'Pinned words, then the words most signed-in users searched in 30 days (rules: services-heat-words.ts); count: those users',
  result: Type.Array(Type.Object({ word: Type.String(), count: Type.Integer() })),
});

export const clientGuideInfo = defineEndpoint({
  name: 'clientGuideInfo',
  method: 'POST',
  path: `${WB}/guide/clientGuideInfo`,
  visitorPath: `${WB}/nobody/guide/clientGuideInfo`,
  access: visitor,
  summary: 'The guide of a service the caller may see',
  body: ServiceIdBody,
  result: Type.Object({ serviceId: Type.String(), serviceName: Type.String(), hasGuide: Type.Boolean(), guide: ServiceGuideSchema }),
});

// Visit log.

export const clickService = defineEndpoint({
  name: 'clickService',
  method: 'POST',
  path: `${SP}/nobody/userClickVisitLog/clickService`,
  access: visitor,
  summary: 'Log that a service was opened; raises its hotness (visitCount)',
  body: ServiceIdBody,
  result: Type.Object({ visitCount: Type.Integer() }),
});

// Configuration.

export const ServiceSaveBodySchema = Type.Object({
  /** Absent to create. */
  serviceId: Type.Optional(Id),
  serviceName: Type.String({ minLength: 1, maxLength: 100 }),
  serviceIcon: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  deptId: Id,
  sceneId: Type.Optional(Nullable(Id)),
  typeId: Type.Optional(Nullable(Id)),
  centre: CentreSchema,
  processType: Type.Union([Type.Literal('OFFLINE'), Type.Literal('ONLINE')]),
  accessWay: Type.Integer({ minimum: 1, maximum: 9 }),
  openWay: Type.Union([Type.Literal(1001), Type.Literal(1002), Type.Literal(1003)]),
  serviceUrl: Type.String({ maxLength: 500 }),
  keywords: Type.Optional(Type.String({ maxLength: 200 })),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  guide: Type.Optional(ServiceGuideSchema),
  visitorVisible: Type.Boolean(),
  roles: Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { maxItems: 10, uniqueItems: true }),
  shelf: Type.Optional(Type.Boolean()),
});
export type ServiceSaveBody = Static<typeof ServiceSaveBodySchema>;

/** The save body that leaves a service as it is: edit forms start from it and change only what they edit. */
export function saveBodyOf(s: ServiceDetail): ServiceSaveBody & { guide: ServiceDetail['guide'] } {
  return {
    serviceId: s.serviceId,
    serviceName: s.serviceName,
    serviceIcon: s.serviceIcon,
    deptId: s.serviceDeptId ?? '',
    sceneId: s.serviceSceneId,
    typeId: s.serviceTypeId,
    centre: s.centre,
    processType: s.processType === 'OFFLINE' ? 'OFFLINE' : 'ONLINE',
    accessWay: s.accessWay,
    openWay: s.openWay as 1001 | 1002 | 1003,
    serviceUrl: s.serviceUrl,
    keywords: s.keywords,
    description: s.description,
    guide: s.guide,
    visitorVisible: s.visitorVisible,
    roles: s.roles,
    shelf: s.shelf,
  };
}

const HALL = configMenu('serviceHallConfig');

export const saveService = defineEndpoint({
  name: 'saveService',
  method: 'POST',
  path: `${SP}/serviceInfo/submit`,
  access: HALL,
  summary: 'Create (no serviceId) or edit a service',
  body: ServiceSaveBodySchema,
  result: ServiceDetailSchema,
});

export const configServiceDetail = defineEndpoint({
  name: 'configServiceDetail',
  method: 'POST',
  path: `${SP}/serviceInfo/detail`,
  access: HALL,
  summary: 'Any service of the tenant, shelved or not, for editing',
  body: ServiceIdBody,
  result: ServiceDetailSchema,
});

export const shelfServices = defineEndpoint({
  name: 'shelfServices',
  method: 'POST',
  path: `${SP}/serviceInfo/shelf`,
  access: HALL,
  summary: 'Put services on the shelf (shelf=true) or take them off',
  body: Type.Object({ serviceIds: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }), shelf: Type.Boolean() }),
  result: Type.Null(),
});

export const orderServices = defineEndpoint({
  name: 'orderServices',
  method: 'POST',
  path: `${SP}/serviceInfo/order`,
  access: HALL,
  summary: 'Set the display order: the given services go first, in this order; the others follow in their previous order',
  body: Type.Object({ serviceIds: Type.Array(Id, { minItems: 1, maxItems: 2000, uniqueItems: true }) }),
  result: Type.Null(),
});

export const setServiceVisibility = defineEndpoint({
  name: 'setServiceVisibility',
  method: 'POST',
  path: `${SP}/serviceInfo/visibility`,
  access: HALL,
  summary: 'Who may see a service: visitors or not, and the allowed roles (empty: every signed-in user)',
  body: Type.Object({
    serviceId: Id,
    visitorVisible: Type.Boolean(),
    roles: Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { maxItems: 10, uniqueItems: true }),
  }),
  result: Type.Null(),
});

/**
 * Icon upload (multipart, field `file`): PNG, JPEG, GIF, WebP or SVG up to
 * SERVICE_ICON_MAX_BYTES. Answers the icon address to put in serviceIcon.
 * Not a JSON endpoint, so it has no body schema; the server checks the part.
 */
export const uploadServiceIcon = defineEndpoint({
  name: 'uploadServiceIcon',
  method: 'POST',
  path: `${SP}/serviceInfo/upload`,
  access: HALL,
  summary: 'Upload a service icon (multipart field file); answers its address',
  result: Type.Object({ url: Type.String() }),
});

/**
 * Where uploaded icons are served (GET `${SERVICE_ICON_PATH}/<id>`), outside
 * /api because an <img> cannot send the client credential; icons are public.
 */
export const SERVICE_ICON_PATH = '/files/service-icons';

const OptionSaveBody = Type.Object({
  id: Type.Optional(Id),
  name: Type.String({ minLength: 1, maxLength: 50 }),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
});

export const configOptionList = defineEndpoint({
  name: 'configOptionList',
  method: 'POST',
  path: `${SP}/serviceInfo/optionList`,
  access: HALL,
  summary: 'Every department, scene and service type of the tenant, with service counts (shelved or not)',
  result: Type.Object({
    depts: Type.Array(NamedOptionSchema),
    scenes: Type.Array(NamedOptionSchema),
    types: Type.Array(NamedOptionSchema),
  }),
});

export const saveServiceDept = defineEndpoint({
  name: 'saveServiceDept',
  method: 'POST',
  path: `${SP}/serviceDept/submit`,
  access: HALL,
  summary: 'Create or rename a service department',
  body: OptionSaveBody,
  result: NamedOptionSchema,
});

export const saveServiceScene = defineEndpoint({
  name: 'saveServiceScene',
  method: 'POST',
  path: `${SP}/serviceScene/submit`,
  access: HALL,
  summary: 'Create or rename a scene',
  body: OptionSaveBody,
  result: NamedOptionSchema,
});

export const saveServiceType = defineEndpoint({
  name: 'saveServiceType',
  method: 'POST',
  path: `${SP}/serviceType/submit`,
  access: HALL,
  summary: 'Create or rename a service type',
  body: OptionSaveBody,
  result: NamedOptionSchema,
});

/** Blade's remove body: ids as a comma list. All or nothing: one option still in use refuses the whole call (1004). */
const OptionRemoveBody = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 2000 }) });

export const removeServiceDept = defineEndpoint({
  name: 'removeServiceDept',
  method: 'POST',
  path: `${SP}/serviceDept/remove`,
  access: HALL,
  summary: 'Delete service departments no service, sub-department, user or duty still uses; answers how many were deleted',
  body: OptionRemoveBody,
  result: Type.Integer(),
});

export const removeServiceScene = defineEndpoint({
  name: 'removeServiceScene',
  method: 'POST',
  path: `${SP}/serviceScene/remove`,
  access: HALL,
  summary: 'Delete scenes no service still uses; answers how many were deleted',
  body: OptionRemoveBody,
  result: Type.Integer(),
});

export const removeServiceType = defineEndpoint({
  name: 'removeServiceType',
  method: 'POST',
  path: `${SP}/serviceType/remove`,
  access: HALL,
  summary: 'Delete service types no service still uses; answers how many were deleted',
  body: OptionRemoveBody,
  result: Type.Integer(),
});

const CentreDisplayResult = Type.Array(ServiceListItemSchema);
const CentreDisplayBody = Type.Object({ serviceIds: Type.Array(Id, { maxItems: 200, uniqueItems: true }) });

export const getApplicationCentreDisplay = defineEndpoint({
  name: 'getApplicationCentreDisplay',
  method: 'POST',
  path: `${SP}/serviceCentreConfig/application/detail`,
  access: configMenu('applicationServiceCenterConfig'),
  summary: 'The services the application service centre shows (customPage), in order',
  result: CentreDisplayResult,
});

export const saveApplicationCentreDisplay = defineEndpoint({
  name: 'saveApplicationCentreDisplay',
  method: 'POST',
  path: `${SP}/serviceCentreConfig/application/submit`,
  access: configMenu('applicationServiceCenterConfig'),
  summary: 'Replace what the application service centre shows; services must belong to that centre',
  body: CentreDisplayBody,
  result: CentreDisplayResult,
});

export const getProcessCentreDisplay = defineEndpoint({
  name: 'getProcessCentreDisplay',
  method: 'POST',
  path: `${SP}/serviceCentreConfig/process/detail`,
  access: configMenu('processServiceCenterConfig'),
  summary: 'The services the process service centre shows (customPage), in order',
  result: CentreDisplayResult,
});

export const saveProcessCentreDisplay = defineEndpoint({
  name: 'saveProcessCentreDisplay',
  method: 'POST',
  path: `${SP}/serviceCentreConfig/process/submit`,
  access: configMenu('processServiceCenterConfig'),
  summary: 'Replace what the process service centre shows; services must belong to that centre',
  body: CentreDisplayBody,
  result: CentreDisplayResult,
});
