import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { configMenu, defineEndpoint, visitor } from '../endpoint.ts';
import { ServiceItemSchema } from '../entities.ts';
import { PAGE_CURRENT_MAX } from '../limits.ts';
import { HOME_FRAME_MENU } from './navigation.ts';

/**
 * The visitor landing page `/` and its configuration page
 * `/userFrameConfig/preLoginConfig` (SPEC §7 "Pre-login landing" and the
 * pre-login calls under "Card configuration"). Service bases where SPEC names
 * none: the card-configuration calls live on online-service-platform (where
 * SPEC puts cardbusinessconfig), visitor ones under `nobody/preLogin/`; see
 * docs/design/prelogin.md.
 */

/** Configuration-menu entry guarding the landing configuration. */
export const PRELOGIN_MENU = 'preLoginConfig';
const preLoginConfigAccess = configMenu(PRELOGIN_MENU);

const PREPARE_LOGIN = `${Services.platform}/nobody/prepareLogin`;
const OSP_NOBODY = `${Services.onlineServicePlatform}/nobody/preLogin`;
const OSP = Services.onlineServicePlatform;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.String({ minLength: 1, maxLength: 64 });
const OptionalId = Type.Optional(Nullable(Type.String({ maxLength: 64 })));
/** Addresses entered by administrators: http(s) URLs or site-relative paths, checked again on the server. */
const Link = Type.String({ maxLength: 1000 });
const Text = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });

const PagedQuery = {
  current: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_CURRENT_MAX, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};

const pageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    records: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    current: Type.Integer({ minimum: 1 }),
    size: Type.Integer({ minimum: 1 }),
  });

// Landing types (SPEC §4: applicationServiceCenter → APPLICATION, serviceCenterBeforLogin → PROCESS, else none).

export const LandingType = {
  APPLICATION_SERVICE_CENTER: 'applicationServiceCenter',
  SERVICE_CENTER_BEFORE_LOGIN: 'serviceCenterBeforLogin',
  LANDING: 'landing',
} as const;
export type LandingTypeName = (typeof LandingType)[keyof typeof LandingType];
export const LandingTypeSchema = Type.Union([
  Type.Literal(LandingType.APPLICATION_SERVICE_CENTER),
  Type.Literal(LandingType.SERVICE_CENTER_BEFORE_LOGIN),
  Type.Literal(LandingType.LANDING),
]);

/** SPEC §3 "Theme": the pre-login landing colour. */
export const PRELOGIN_THEME_COLOR = '#087EEB';
/** Carousel upload limit; images are checked by their content, not their name. */
export const CAROUSEL_MAX_BYTES = 2 * 1024 * 1024;
export const CAROUSEL_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Messages the server answers and the web shows verbatim. */
export const PreLoginMessages = {
  cardNameRepeated: '卡片名称已存在，请更换名称',
  uploadMissing: '请上传图片',
  uploadTooLarge: '图片大小不能超过2MB',
  uploadBadType: '仅支持 PNG、JPG、GIF、WEBP 格式的图片',
  urlInvalid: '请输入以 http:// 或 https:// 开头的有效地址',
  urlRefused: '该地址指向内部网络，出于安全考虑不允许使用',
  urlUnreachable: '地址无法访问，请检查后重试',
  cardNotFound: '卡片不存在或已删除',
  toolNotFound: '常用工具不存在或已删除',
} as const;

// Entities.

export const PreLoginGlobalConfigSchema = Type.Object({
  schoolName: Text(50, 1),
  schoolLogo: Nullable(Link),
  /** Landing headline, shown in the hero and as the page title. */
  title: Text(60, 1),
  subtitle: Text(120),
  /** Rich text (sanitised on save), shown under the headline. */
  introduction: Text(5000),
  landingType: LandingTypeSchema,
  themeColor: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', default: PRELOGIN_THEME_COLOR }),
  /** Suggested search words under the search box. */
  heatWords: Type.Array(Text(20, 1), { maxItems: 10 }),
  searchPlaceholder: Text(40),
});
export type PreLoginGlobalConfig = Static<typeof PreLoginGlobalConfigSchema>;

/** The school's identity (endpoints/school.ts) as the shell and the landing header need it, with the landing's title and colour. */
export const SchoolInfoSchema = Type.Object({
  schoolName: Type.String(),
  schoolLogo: Nullable(Type.String()),
  title: Type.String(),
  themeColor: Type.String(),
  /** Short name for narrow places and document titles. */
  shortName: Type.String(),
  /** The school's own web site, or empty. */
  website: Type.String(),
});
export type SchoolInfo = Static<typeof SchoolInfoSchema>;

/** A news or notice column ("栏目"); messages belong to one. */
export const PreLoginColumnSchema = Type.Object({
  id: Type.String(),
  columnName: Text(20, 1),
  columnType: Type.Union([Type.Literal('news'), Type.Literal('notice')]),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  enabled: Type.Boolean(),
});
export type PreLoginColumn = Static<typeof PreLoginColumnSchema>;

/** Section kinds of the landing page, each one card in `getPreLoginPage`. */
export const PreLoginCardType = {
  DATA_OVERVIEW: 'dataOverview',
  SERVICE_SEARCH: 'serviceSearch',
  SERVICE_BY_TYPE: 'serviceByType',
  THROUGH_SERVICE: 'throughService',
  THIRD_PARTY: 'thirdParty',
  MESSAGE_COLUMN: 'messageColumn',
  COMMON_TOOL: 'commonTool',
} as const;
export type PreLoginCardTypeName = (typeof PreLoginCardType)[keyof typeof PreLoginCardType];
export const PreLoginCardTypeSchema = Type.Union(Object.values(PreLoginCardType).map((v) => Type.Literal(v)));

export const PreLoginCardSchema = Type.Object({
  id: Type.String(),
  /** Unique within the tenant (`repetitiveName`). */
  cardName: Text(20, 1),
  cardIntroduction: Text(100),
  cardType: PreLoginCardTypeSchema,
  displayRows: Type.Integer({ minimum: 1, maximum: 3 }),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  enabled: Type.Boolean(),
  /** For messageColumn cards: the columns shown as tabs, in order. */
  columnIds: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 10 }),
});
export type PreLoginCard = Static<typeof PreLoginCardSchema>;

export const NavBarItemSchema = Type.Object({
  id: Type.String(),
  name: Text(20, 1),
  /** Site path (`/…`) or an http(s) address; other sites open in a new tab. */
  url: Link,
  openInNewTab: Type.Boolean(),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  enabled: Type.Boolean(),
});
export type NavBarItem = Static<typeof NavBarItemSchema>;

export const CarouselImageSchema = Type.Object({
  id: Type.String(),
  title: Text(40),
  /** Address from `preLoginCarouselUpload`, or an http(s) address. */
  imgUrl: Link,
  linkUrl: Nullable(Link),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  enabled: Type.Boolean(),
});
export type CarouselImage = Static<typeof CarouselImageSchema>;

/** SPEC §3 "Tool item" plus what opening it needs. */
export const CommonToolSchema = Type.Object({
  id: Type.String(),
  tools_name: Text(20, 1),
  tools_icon: Nullable(Link),
  /** Category names; the landing groups tools by the first. */
  typeList: Type.Array(Type.Object({ name: Text(20, 1) }), { maxItems: 5 }),
  url: Link,
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  enabled: Type.Boolean(),
});
export type CommonTool = Static<typeof CommonToolSchema>;

export const ThirdPartySystemSchema = Type.Object({
  id: Type.String(),
  name: Text(30, 1),
  icon: Nullable(Link),
  description: Text(100),
  url: Link,
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  enabled: Type.Boolean(),
});
export type ThirdPartySystem = Static<typeof ThirdPartySystemSchema>;

export const FooterLinkSchema = Type.Object({ name: Text(20, 1), url: Link });

export const FooterInfoSchema = Type.Object({
  /** Rich text (sanitised on save). */
  content: Text(5000),
  address: Text(100),
  phone: Text(40),
  email: Text(80),
  copyright: Text(100),
  icp: Text(60),
  /** 公安备案号; always answered, kept as stored when a save leaves it out. */
  policeRecord: Type.Optional(Text(60)),
  links: Type.Array(FooterLinkSchema, { maxItems: 12 }),
});
export type FooterInfo = Static<typeof FooterInfoSchema>;

export const StatisticItemSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  value: Type.Integer({ minimum: 0 }),
  unit: Type.String(),
});
export type StatisticItem = Static<typeof StatisticItemSchema>;

export const ServiceGroupSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  icon: Nullable(Type.String()),
  serviceCount: Type.Integer({ minimum: 0 }),
});
export type ServiceGroup = Static<typeof ServiceGroupSchema>;

export const PreLoginMessageItemSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  releaseTime: Type.String(),
  /** Importance label (SPEC §3 "News item"), e.g. 重要. */
  fieldSet: Nullable(Type.String()),
  columnId: Type.String(),
  columnName: Type.String(),
  /** Plain-text excerpt of the content. */
  summary: Type.String(),
  coverImg: Nullable(Type.String()),
});
export type PreLoginMessageItem = Static<typeof PreLoginMessageItemSchema>;

/** Everything the configuration page edits, read in one call for the live preview. */
export const PreLoginAdminConfigSchema = Type.Object({
  global: PreLoginGlobalConfigSchema,
  footer: FooterInfoSchema,
  columns: Type.Array(PreLoginColumnSchema),
  cards: Type.Array(PreLoginCardSchema),
  navigation: Type.Array(NavBarItemSchema),
  carousel: Type.Array(CarouselImageSchema),
  tools: Type.Array(CommonToolSchema),
  thirdParty: Type.Array(ThirdPartySystemSchema),
});
export type PreLoginAdminConfig = Static<typeof PreLoginAdminConfigSchema>;

const TenantQuery = Type.Object({ tenantId: Type.Optional(Type.String({ maxLength: 12 })) });
const TenantBody = Type.Union([Type.Object({ tenantId: Type.Optional(Type.String({ maxLength: 12 })) }), Type.Null()]);

// Visitor calls under /api/blade-platform/nobody/prepareLogin (SPEC §7 "Pre-login landing").

export const prepareLoginConfigDetail = defineEndpoint({
  name: 'prepareLoginConfigDetail',
  method: 'GET',
  path: `${PREPARE_LOGIN}/configDetail`,
  access: visitor,
  summary: 'Global landing configuration: school identity, headline, landing type, theme colour, heat words',
  query: TenantQuery,
  result: PreLoginGlobalConfigSchema,
});

export const prepareLoginBottomConfigDetail = defineEndpoint({
  name: 'prepareLoginBottomConfigDetail',
  method: 'GET',
  path: `${PREPARE_LOGIN}/bottomConfigDetail`,
  access: visitor,
  summary: 'Landing footer',
  query: TenantQuery,
  result: FooterInfoSchema,
});

export const prepareLoginGetStatisticData = defineEndpoint({
  name: 'prepareLoginGetStatisticData',
  method: 'GET',
  path: `${PREPARE_LOGIN}/getStatisticData`,
  access: visitor,
  summary: 'Counts computed from live data: services online, departments, scenes, service visits, news published',
  query: TenantQuery,
  result: Type.Array(StatisticItemSchema),
});

export const prepareLoginSearchService = defineEndpoint({
  name: 'prepareLoginSearchService',
  method: 'POST',
  path: `${PREPARE_LOGIN}/searchService`,
  access: visitor,
  summary: 'Search services visible to visitors by name (empty keyword: most visited first)',
  body: Type.Object({
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    tenantId: Type.Optional(Type.String({ maxLength: 12 })),
    ...PagedQuery,
  }),
  result: pageOf(ServiceItemSchema),
});

export const prepareLoginQueryThirdParty = defineEndpoint({
  name: 'prepareLoginQueryThirdParty',
  method: 'POST',
  path: `${PREPARE_LOGIN}/queryThirdParty`,
  access: visitor,
  summary: 'Recommended third-party systems (enabled only, in order)',
  body: TenantBody,
  result: Type.Array(ThirdPartySystemSchema),
});

const ByTypeKind = Type.Union([Type.Literal('dept'), Type.Literal('scene')]);

export const prepareLoginQueryServiceByType = defineEndpoint({
  name: 'prepareLoginQueryServiceByType',
  method: 'POST',
  path: `${PREPARE_LOGIN}/queryServiceByType`,
  access: visitor,
  summary: 'Services of one department or scene (typeId), or of the first group when typeId is empty',
  body: Type.Object({
    kind: ByTypeKind,
    typeId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    tenantId: Type.Optional(Type.String({ maxLength: 12 })),
    ...PagedQuery,
  }),
  result: pageOf(ServiceItemSchema),
});

export const prepareLoginQueryAllServiceByType = defineEndpoint({
  name: 'prepareLoginQueryAllServiceByType',
  method: 'POST',
  path: `${PREPARE_LOGIN}/queryAllServiceByType`,
  access: visitor,
  summary: 'The all-services page: every group of a kind with its services',
  body: Type.Object({
    kind: ByTypeKind,
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    tenantId: Type.Optional(Type.String({ maxLength: 12 })),
  }),
  result: Type.Array(Type.Object({ group: ServiceGroupSchema, services: Type.Array(ServiceItemSchema) })),
});

// Visitor calls of "Card configuration" (online-service-platform, nobody/preLogin).

export const preLoginDataOverview = defineEndpoint({
  name: 'preLoginDataOverview',
  method: 'POST',
  path: `${OSP_NOBODY}/dataOverview`,
  access: visitor,
  summary: 'The data-overview card: the statistics shown on the landing page, with their live values',
  body: TenantBody,
  result: Type.Array(StatisticItemSchema),
});

export const preLoginThroughServiceList = defineEndpoint({
  name: 'preLoginThroughServiceList',
  method: 'POST',
  path: `${OSP_NOBODY}/throughService/serviceList`,
  access: visitor,
  summary: 'Service through-train (服务直通车): the most visited published services',
  body: Type.Union([
    Type.Object({
      tenantId: Type.Optional(Type.String({ maxLength: 12 })),
      size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'default 12' })),
    }),
    Type.Null(),
  ]),
  result: Type.Array(ServiceItemSchema),
});

export const preLoginServiceScenes = defineEndpoint({
  name: 'preLoginServiceScenes',
  method: 'POST',
  path: `${OSP_NOBODY}/serviceScenes`,
  access: visitor,
  summary: 'Service scenes with their published-service counts',
  body: TenantBody,
  result: Type.Array(ServiceGroupSchema),
});

export const preLoginServiceDepts = defineEndpoint({
  name: 'preLoginServiceDepts',
  method: 'POST',
  path: `${OSP_NOBODY}/serviceDepts`,
  access: visitor,
  summary: 'Departments offering services, with their published-service counts',
  body: TenantBody,
  result: Type.Array(ServiceGroupSchema),
});

export const preLoginColumn = defineEndpoint({
  name: 'preLoginColumn',
  method: 'POST',
  path: `${OSP_NOBODY}/preLoginColumn`,
  access: visitor,
  summary: 'Enabled news and notice columns, in order',
  body: TenantBody,
  result: Type.Array(PreLoginColumnSchema),
});

export const preLoginMessageColumn = defineEndpoint({
  name: 'preLoginMessageColumn',
  method: 'POST',
  path: `${OSP_NOBODY}/messageColumn`,
  access: visitor,
  summary: 'Published items of a column (all enabled columns when columnId is empty), newest first',
  body: Type.Object({
    columnId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    tenantId: Type.Optional(Type.String({ maxLength: 12 })),
    ...PagedQuery,
  }),
  result: pageOf(PreLoginMessageItemSchema),
});

export const preLoginCommonTool = defineEndpoint({
  name: 'preLoginCommonTool',
  method: 'POST',
  path: `${OSP_NOBODY}/commonTool`,
  access: visitor,
  summary: 'Enabled common tools, in order',
  body: TenantBody,
  result: Type.Array(CommonToolSchema),
});

export const preLoginGetPreLoginIndex = defineEndpoint({
  name: 'preLoginGetPreLoginIndex',
  method: 'POST',
  path: `${OSP_NOBODY}/getPreLoginIndex`,
  access: visitor,
  summary: 'The landing header in one call: global config, navigation bar and carousel',
  body: TenantBody,
  result: Type.Object({
    global: PreLoginGlobalConfigSchema,
    navigation: Type.Array(NavBarItemSchema),
    carousel: Type.Array(CarouselImageSchema),
  }),
});

export const preLoginGetPreLoginPage = defineEndpoint({
  name: 'preLoginGetPreLoginPage',
  method: 'POST',
  path: `${OSP_NOBODY}/getPreLoginPage`,
  access: visitor,
  summary: 'The landing sections: enabled cards in order; each section loads its own data',
  body: TenantBody,
  result: Type.Array(PreLoginCardSchema),
});

export const preLoginGetJumpServer = defineEndpoint({
  name: 'preLoginGetJumpServer',
  method: 'POST',
  path: `${OSP_NOBODY}/getJumpServer`,
  access: visitor,
  summary:
    'Where a visitor goes on opening a service: visitors always sign in first (loginRequired), ' + 'then come back to the service address',
  body: Type.Object({ serviceId: Id, tenantId: Type.Optional(Type.String({ maxLength: 12 })) }),
  result: Type.Object({
    serviceId: Type.String(),
    serviceName: Type.String(),
    loginRequired: Type.Boolean(),
    /** Where to go after signing in: the service page of the hall. */
    redirect: Type.String(),
  }),
});

export const preLoginNavigationDetail = defineEndpoint({
  name: 'preLoginNavigationDetail',
  method: 'POST',
  path: `${OSP_NOBODY}/navigationDetail`,
  access: visitor,
  summary: 'Landing navigation bar entries (enabled, in order)',
  body: TenantBody,
  result: Type.Array(NavBarItemSchema),
});

export const preLoginGetFooterInfo = defineEndpoint({
  name: 'preLoginGetFooterInfo',
  method: 'POST',
  path: `${OSP_NOBODY}/getFooterInfo`,
  access: visitor,
  summary: 'Landing footer (same data as bottomConfigDetail)',
  body: TenantBody,
  result: FooterInfoSchema,
});

export const preLoginCommonConfigJson = defineEndpoint({
  name: 'preLoginCommonConfigJson',
  method: 'POST',
  path: `${OSP_NOBODY}/common/configJson`,
  access: visitor,
  summary: 'Client start-up settings of the landing: landing type, business type (SPEC §4), theme colour, title',
  body: TenantBody,
  result: Type.Object({
    landingType: LandingTypeSchema,
    /** SPEC §4: APPLICATION for applicationServiceCenter, PROCESS for serviceCenterBeforLogin, else empty. */
    businessType: Type.Union([Type.Literal('APPLICATION'), Type.Literal('PROCESS'), Type.Literal('')]),
    themeColor: Type.String(),
    title: Type.String(),
    schoolName: Type.String(),
  }),
});

export const preLoginServiceOverview = defineEndpoint({
  name: 'preLoginServiceOverview',
  method: 'POST',
  path: `${OSP_NOBODY}/serviceOverview`,
  access: visitor,
  summary: 'Service counts: published, online, offline, with guide; departments and scenes',
  body: TenantBody,
  result: Type.Object({
    total: Type.Integer({ minimum: 0 }),
    online: Type.Integer({ minimum: 0 }),
    offline: Type.Integer({ minimum: 0 }),
    withGuide: Type.Integer({ minimum: 0 }),
    depts: Type.Integer({ minimum: 0 }),
    scenes: Type.Integer({ minimum: 0 }),
  }),
});

export const combNavigationBarList = defineEndpoint({
  name: 'combNavigationBarList',
  method: 'POST',
  path: `${Services.combCygj}/nobody/navigationBar/list`,
  access: visitor,
  summary: 'Landing navigation bar entries (enabled, in order)',
  body: TenantBody,
  result: Type.Array(NavBarItemSchema),
});

export const combToolsList = defineEndpoint({
  name: 'combToolsList',
  method: 'POST',
  path: `${Services.combCygj}/nobody/tools/list`,
  access: visitor,
  summary: 'Common tools (enabled, in order)',
  body: TenantBody,
  result: Type.Array(CommonToolSchema),
});

export const carouselImgList = defineEndpoint({
  name: 'carouselImgList',
  method: 'GET',
  path: `${Services.platform}/nobody/service/carouselImgList`,
  access: visitor,
  summary: 'Landing carousel images (enabled, in order)',
  query: TenantQuery,
  result: Type.Array(CarouselImageSchema),
});

export const preLoginSchoolInfo = defineEndpoint({
  name: 'preLoginSchoolInfo',
  method: 'GET',
  path: `${Services.workbench}/nobody/preLogin/schoolInfo`,
  access: visitor,
  summary: 'School identity: name, logo, landing title, theme colour',
  query: TenantQuery,
  result: SchoolInfoSchema,
});

// Configuration calls (configuration-menu entry preLoginConfig).

export const preLoginConfigDetail = defineEndpoint({
  name: 'preLoginConfigDetail',
  method: 'POST',
  path: `${OSP}/preLoginConfig/detail`,
  access: preLoginConfigAccess,
  summary: 'Everything the configuration page edits, including disabled entries',
  result: PreLoginAdminConfigSchema,
});

export const preLoginSaveGlobal = defineEndpoint({
  name: 'preLoginSaveGlobal',
  method: 'POST',
  path: `${OSP}/preLoginConfig/saveGlobal`,
  access: preLoginConfigAccess,
  summary: 'Save the global configuration (introduction sanitised); visitors see it on their next request',
  body: PreLoginGlobalConfigSchema,
  result: PreLoginGlobalConfigSchema,
});

export const preLoginSaveLanding = defineEndpoint({
  name: 'preLoginSaveLanding',
  method: 'POST',
  path: `${OSP}/preLoginConfig/saveLanding`,
  access: preLoginConfigAccess,
  summary: 'Choose which landing visitors get (SPEC §4 business type)',
  body: Type.Object({ landingType: LandingTypeSchema }),
  result: PreLoginGlobalConfigSchema,
});

export const preLoginSaveFooter = defineEndpoint({
  name: 'preLoginSaveFooter',
  method: 'POST',
  path: `${OSP}/preLoginConfig/saveFooter`,
  access: preLoginConfigAccess,
  summary: 'Save the footer (content sanitised, links checked)',
  body: FooterInfoSchema,
  result: FooterInfoSchema,
});

const ListInput = <T extends TSchema>(item: T, max: number) => Type.Object({ list: Type.Array(item, { maxItems: max }) });
const withOptionalId = <T extends ReturnType<typeof Type.Object>>(schema: T) =>
  Type.Composite([Type.Omit(schema, ['id']), Type.Object({ id: OptionalId })]);

export const preLoginSaveColumns = defineEndpoint({
  name: 'preLoginSaveColumns',
  method: 'POST',
  path: `${OSP}/preLoginConfig/saveColumns`,
  access: preLoginConfigAccess,
  summary:
    'Replace the column list (entries without id are added; columns left out are removed unless messages ' +
    'still belong to them, which is refused)',
  body: ListInput(withOptionalId(PreLoginColumnSchema), 20),
  result: Type.Array(PreLoginColumnSchema),
});

export const preLoginSaveNavigation = defineEndpoint({
  name: 'preLoginSaveNavigation',
  method: 'POST',
  path: `${OSP}/preLoginConfig/saveNavigation`,
  access: preLoginConfigAccess,
  summary: 'Replace the navigation bar entries',
  body: ListInput(withOptionalId(NavBarItemSchema), 12),
  result: Type.Array(NavBarItemSchema),
});

export const preLoginSaveCarousel = defineEndpoint({
  name: 'preLoginSaveCarousel',
  method: 'POST',
  path: `${OSP}/preLoginConfig/saveCarousel`,
  access: preLoginConfigAccess,
  summary: 'Replace the carousel images (image addresses from the upload call)',
  body: ListInput(withOptionalId(CarouselImageSchema), 10),
  result: Type.Array(CarouselImageSchema),
});

export const preLoginSaveThirdParty = defineEndpoint({
  name: 'preLoginSaveThirdParty',
  method: 'POST',
  path: `${OSP}/preLoginConfig/saveThirdParty`,
  access: preLoginConfigAccess,
  summary: 'Replace the recommended third-party systems',
  body: ListInput(withOptionalId(ThirdPartySystemSchema), 30),
  result: Type.Array(ThirdPartySystemSchema),
});

/**
 * Multipart upload (field `file`), so it is registered outside `route()`; the
 * definition documents it. PNG, JPEG, GIF or WEBP by content, at most 2 MB;
 * refusals are 1004 with a PreLoginMessages text. The school's logo is
 * uploaded here too, from either page holding the identity form.
 */
export const preLoginCarouselUpload = defineEndpoint({
  name: 'preLoginCarouselUpload',
  method: 'POST',
  path: `${OSP}/preLoginConfig/carousel/upload`,
  access: configMenu(PRELOGIN_MENU, HOME_FRAME_MENU),
  summary: 'Upload a carousel image or the school logo (multipart field file); answers its address',
  result: Type.Object({ url: Type.String(), name: Type.String(), size: Type.Integer() }),
});

export const preLoginCardColumnDetail = defineEndpoint({
  name: 'preLoginCardColumnDetail',
  method: 'POST',
  path: `${OSP}/preLoginCardBasicConfig/columnDetail`,
  access: preLoginConfigAccess,
  summary: 'One landing card',
  body: Type.Object({ id: Id }),
  result: PreLoginCardSchema,
});

export const preLoginCardSave = defineEndpoint({
  name: 'preLoginCardSave',
  method: 'POST',
  path: `${OSP}/preLoginCardBasicConfig/save`,
  access: preLoginConfigAccess,
  summary: 'Add (no id) or update a landing card; a name used by another card is refused with 1004',
  body: withOptionalId(PreLoginCardSchema),
  result: PreLoginCardSchema,
});

export const preLoginCardRepetitiveName = defineEndpoint({
  name: 'preLoginCardRepetitiveName',
  method: 'POST',
  path: `${OSP}/preLoginCardBasicConfig/repetitiveName`,
  access: preLoginConfigAccess,
  summary: 'Whether a card name is taken by another card (id: the card being edited)',
  body: Type.Object({ cardName: Text(20, 1), id: OptionalId }),
  result: Type.Object({ repetitive: Type.Boolean(), msg: Type.String() }),
});

export const preLoginCardRemove = defineEndpoint({
  name: 'preLoginCardRemove',
  method: 'POST',
  path: `${OSP}/preLoginCardBasicConfig/remove`,
  access: preLoginConfigAccess,
  summary: 'Remove a landing card',
  body: Type.Object({ id: Id }),
  result: Type.Null(),
});

export const commonToolSave = defineEndpoint({
  name: 'commonToolSave',
  method: 'POST',
  path: `${OSP}/commonTool/save`,
  access: preLoginConfigAccess,
  summary: 'Add (no id) or update a common tool; its address must pass the address guard',
  body: withOptionalId(CommonToolSchema),
  result: CommonToolSchema,
});

export const commonToolRemove = defineEndpoint({
  name: 'commonToolRemove',
  method: 'POST',
  path: `${OSP}/commonTool/remove`,
  access: preLoginConfigAccess,
  summary: 'Remove a common tool',
  body: Type.Object({ id: Id }),
  result: Type.Null(),
});

export const commonToolVerifyUrl = defineEndpoint({
  name: 'commonToolVerifyUrl',
  method: 'POST',
  path: `${OSP}/commonTool/verifyUrl`,
  access: preLoginConfigAccess,
  summary:
    'Probe an address through the server address guard (http/https only, no internal addresses); ' +
    'refused or unreachable addresses answer 1004 with the reason',
  body: Type.Object({ url: Type.String({ minLength: 1, maxLength: 1000 }) }),
  result: Type.Object({ reachable: Type.Boolean(), httpStatus: Type.Integer() }),
});

export const preloginEndpoints = [
  prepareLoginConfigDetail,
  prepareLoginBottomConfigDetail,
  prepareLoginGetStatisticData,
  prepareLoginSearchService,
  prepareLoginQueryThirdParty,
  prepareLoginQueryServiceByType,
  prepareLoginQueryAllServiceByType,
  preLoginDataOverview,
  preLoginThroughServiceList,
  preLoginServiceScenes,
  preLoginServiceDepts,
  preLoginColumn,
  preLoginMessageColumn,
  preLoginCommonTool,
  preLoginGetPreLoginIndex,
  preLoginGetPreLoginPage,
  preLoginGetJumpServer,
  preLoginNavigationDetail,
  preLoginGetFooterInfo,
  preLoginCommonConfigJson,
  preLoginServiceOverview,
  combNavigationBarList,
  combToolsList,
  carouselImgList,
  preLoginSchoolInfo,
  preLoginConfigDetail,
  preLoginSaveGlobal,
  preLoginSaveLanding,
  preLoginSaveFooter,
  preLoginSaveColumns,
  preLoginSaveNavigation,
  preLoginSaveCarousel,
  preLoginSaveThirdParty,
  preLoginCarouselUpload,
  preLoginCardColumnDetail,
  preLoginCardSave,
  preLoginCardRepetitiveName,
  preLoginCardRemove,
  commonToolSave,
  commonToolRemove,
  commonToolVerifyUrl,
] as const;
