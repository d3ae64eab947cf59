import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { configMenu, defineEndpoint, signedIn } from '../endpoint.ts';
import { NavigationEntrySchema } from '../entities.ts';
import { MAX_CUSTOM_NAVIGATIONS } from '../limits.ts';
import { DUTIES_MENU } from './duties.ts';
import { ServiceListItemSchema } from './services.ts';

/*
 * Navigation entries and the home-page frame (issue 4, docs/design/navigation.md):
 * SPEC §7 "Cards and navigation" (platformapplynavigation), "Index configuration"
 * (indexnavigationconfig, indexfooterinfo) and "Home page" (homePage/...).
 * Service bases: platformapplynavigation and homePage on blade-platform (SPEC
 * names platform for the user's home-page calls beside them); the index
 * configuration calls on online-service-platform, where SPEC puts the card
 * configuration they sit with.
 */

/** Configuration-menu entry guarding the navigation entries (SPEC §2 /userFrameConfig/addNavigation). */
export const NAVIGATION_MENU = 'addNavigation';
/** Configuration-menu entry guarding the home-page frame: quick navigation and footer. */
export const HOME_FRAME_MENU = 'homePageConfig';

const NAV_BASE = `${Services.platform}/platformapplynavigation`;
const HOME_BASE = `${Services.platform}/homePage`;
const INDEX_NAV_BASE = `${Services.onlineServicePlatform}/indexnavigationconfig`;
const FOOTER_BASE = `${Services.onlineServicePlatform}/indexfooterinfo`;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const NAV_NAME_MAX = 20;
export const NAV_PATH_MAX = 500;
/** isAuto value of a switched-off entry (SPEC gives only 1 = 已启用). */
export const NAV_AUTO_DISABLED = 0;
export const NAV_ENABLED_TEXT = '已启用';
export const NAV_DISABLED_TEXT = '未启用';

export const NavigationMessages = {
  /** SPEC §5, exact text. */
  limit: `最多新增${MAX_CUSTOM_NAVIGATIONS}个自定义导航`,
  builtInRemove: '内置导航不能删除',
  notFound: '导航不存在或已删除，请刷新后重试',
  nameRequired: '请输入导航名称',
  nameDuplicate: '导航名称已存在，请换一个名称',
  pathRequired: '请输入导航地址',
  pathInvalid: '导航地址须为以 / 开头的站内路径或 http(s):// 开头的网址',
  orderMismatch: '导航列表已变化，请刷新后重新排序',
  identityUnknown: '所选身份不存在，请刷新后重新选择',
  quickNavNotFound: '快捷导航不存在或已删除，请刷新后重试',
  quickNavUrlInvalid: '快捷导航地址须为以 / 开头的站内路径或 http(s):// 开头的网址',
  specialNotFound: '专题服务不存在或已停用',
} as const;

// Navigation entries (platformapplynavigation).

/** An entry as the configuration page shows it: SPEC §3 fields plus order and the identities it applies to. */
export const NavigationConfigEntrySchema = Type.Composite([
  NavigationEntrySchema,
  Type.Object({
    sort: Type.Integer(),
    /** Role aliases the entry is shown to; empty means every signed-in user. */
    identities: Type.Array(Type.String()),
  }),
]);
export type NavigationConfigEntry = Static<typeof NavigationConfigEntrySchema>;

export const navigationDetail = defineEndpoint({
  name: 'navigationDetail',
  method: 'POST',
  path: `${NAV_BASE}/detail`,
  access: configMenu(NAVIGATION_MENU),
  summary: 'The navigation configuration of the tenant: every entry in order, and how many custom entries exist of the allowed 6',
  body: Type.Optional(Type.Object({})),
  result: Type.Object({
    list: Type.Array(NavigationConfigEntrySchema),
    customCount: Type.Integer({ minimum: 0 }),
    customMax: Type.Integer(),
  }),
});

export const NavigationSubmitSchema = Type.Object({
  /** Absent: adds a custom (ADD) entry. Present: changes that entry. */
  id: Type.Optional(Id),
  navigationName: Type.String({ maxLength: NAV_NAME_MAX }),
  /** Site path or http(s) address; fixed for built-in entries (ignored). */
  path: Type.Optional(Type.String({ maxLength: NAV_PATH_MAX })),
  /** Configuration page of a custom entry, if any; fixed for built-ins (ignored). */
  configPath: Type.Optional(Nullable(Type.String({ maxLength: NAV_PATH_MAX }))),
  isAuto: Flag,
  identities: Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { maxItems: 20 }),
});
export type NavigationSubmit = Static<typeof NavigationSubmitSchema>;

export const navigationSubmit = defineEndpoint({
  name: 'navigationSubmit',
  method: 'POST',
  path: `${NAV_BASE}/submit`,
  access: configMenu(NAVIGATION_MENU),
  summary: `Adds a custom entry (at most ${MAX_CUSTOM_NAVIGATIONS}, refused 1004 beyond) or changes one; a built-in keeps its type and address`,
  body: NavigationSubmitSchema,
  result: NavigationConfigEntrySchema,
});

/** An identity card: one user identity (role) an entry can be shown to. */
export const IdentityCardSchema = Type.Object({
  roleAlias: Type.String(),
  roleName: Type.String(),
  /** Whether the entry asked about applies to this identity. */
  checked: Type.Boolean(),
});
export type IdentityCard = Static<typeof IdentityCardSchema>;

export const navigationIdentityCards = defineEndpoint({
  name: 'navigationIdentityCards',
  method: 'POST',
  path: `${NAV_BASE}/identity/card/list`,
  access: configMenu(NAVIGATION_MENU),
  summary: 'The identities (roles) of the tenant an entry may be limited to, checked where the given entry applies',
  body: Type.Object({ navigationId: Type.Optional(Id) }),
  result: Type.Array(IdentityCardSchema),
});

export const NavigationConfigActionSchema = Type.Union([
  Type.Object({ action: Type.Literal('enable'), id: Id, isAuto: Flag }),
  Type.Object({ action: Type.Literal('remove'), id: Id }),
  /** Every entry id of the tenant, in the new order. */
  Type.Object({ action: Type.Literal('order'), ids: Type.Array(Id, { minItems: 1, maxItems: 50 }) }),
]);
export type NavigationConfigAction = Static<typeof NavigationConfigActionSchema>;

export const navigationConfig = defineEndpoint({
  name: 'navigationConfig',
  method: 'POST',
  path: `${NAV_BASE}/navigationConfig`,
  access: configMenu(NAVIGATION_MENU),
  summary: 'Switches an entry on or off, removes a custom entry (built-ins refused) or saves the order; answers the new list',
  body: NavigationConfigActionSchema,
  result: Type.Array(NavigationConfigEntrySchema),
});

// Quick navigation of the home page (indexnavigationconfig).

export const QuickNavigationSchema = Type.Object({
  id: Type.String(),
  navigationName: Type.String(),
  url: Type.String(),
  icon: Nullable(Type.String()),
  /** 1001 in-page, 1002 pop-up window, 1003 new tab (SPEC §9). */
  openWay: Type.Integer(),
  isShow: Type.Integer(),
  sort: Type.Integer(),
});
export type QuickNavigation = Static<typeof QuickNavigationSchema>;

export const indexNavigationList = defineEndpoint({
  name: 'indexNavigationList',
  method: 'POST',
  path: `${INDEX_NAV_BASE}/list`,
  access: configMenu(HOME_FRAME_MENU),
  summary: 'Every quick-navigation entry of the home page, in order, shown or not',
  body: Type.Optional(Type.Object({})),
  result: Type.Array(QuickNavigationSchema),
});

export const indexNavigationSubmit = defineEndpoint({
  name: 'indexNavigationSubmit',
  method: 'POST',
  path: `${INDEX_NAV_BASE}/submit`,
  access: configMenu(HOME_FRAME_MENU),
  summary: 'Adds (no id) or changes a quick-navigation entry',
  body: Type.Object({
    id: Type.Optional(Id),
    navigationName: Type.String({ minLength: 1, maxLength: NAV_NAME_MAX }),
    url: Type.String({ minLength: 1, maxLength: NAV_PATH_MAX }),
    icon: Type.Optional(Nullable(Type.String({ maxLength: NAV_PATH_MAX }))),
    openWay: Type.Union([Type.Literal(1001), Type.Literal(1002), Type.Literal(1003)]),
    isShow: Flag,
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
  }),
  result: QuickNavigationSchema,
});

export const indexNavigationRemove = defineEndpoint({
  name: 'indexNavigationRemove',
  method: 'POST',
  path: `${INDEX_NAV_BASE}/remove`,
  access: configMenu(HOME_FRAME_MENU),
  summary: 'Deletes quick-navigation entries by id (comma list); answers how many were deleted',
  body: Type.Object({ ids: Type.String({ minLength: 1, maxLength: 2000 }) }),
  result: Type.Integer({ minimum: 0 }),
});

// Home-page footer (indexfooterinfo).

export const HomeFooterLinkSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 20 }),
  url: Type.String({ minLength: 1, maxLength: NAV_PATH_MAX }),
});

export const HomeFooterInfoSchema = Type.Object({
  copyright: Type.String({ maxLength: 100 }),
  address: Type.String({ maxLength: 100 }),
  phone: Type.String({ maxLength: 40 }),
  email: Type.String({ maxLength: 80 }),
  icp: Type.String({ maxLength: 60 }),
  /** 公安备案号; always answered, kept as stored when a save leaves it out. */
  policeRecord: Type.Optional(Type.String({ maxLength: 60 })),
  /** The school identity's links (endpoints/school.ts), the same on the landing's footer. */
  links: Type.Array(HomeFooterLinkSchema, { maxItems: 12 }),
  /** Whether the home page pops up important notices (homePage/getIsShowMsg). */
  isShowMsg: Flag,
});
export type HomeFooterInfo = Static<typeof HomeFooterInfoSchema>;

export const indexFooterInfoDetail = defineEndpoint({
  name: 'indexFooterInfoDetail',
  method: 'POST',
  path: `${FOOTER_BASE}/detail`,
  access: configMenu(HOME_FRAME_MENU),
  summary: 'The home-page footer and notice pop-up switch as configured (defaults when never saved)',
  body: Type.Optional(Type.Object({})),
  result: HomeFooterInfoSchema,
});

export const indexFooterInfoSubmit = defineEndpoint({
  name: 'indexFooterInfoSubmit',
  method: 'POST',
  path: `${FOOTER_BASE}/submit`,
  access: configMenu(HOME_FRAME_MENU),
  summary: 'Saves the home-page footer and notice pop-up switch',
  body: HomeFooterInfoSchema,
  result: HomeFooterInfoSchema,
});

// Home page (homePage/...), for every signed-in user.

/** One item of the shell's top menu. */
export const TopMenuItemSchema = Type.Object({
  id: Type.String(),
  navigationName: Type.String(),
  /** Site path, or an http(s) address opened in a new tab. */
  path: Type.String(),
  /** Null for the fixed frame pages (首页, 三清单, 效能监督). */
  navigationType: Nullable(Type.String()),
  external: Type.Boolean(),
});
export type TopMenuItem = Static<typeof TopMenuItemSchema>;

export const getTopMenu = defineEndpoint({
  name: 'getTopMenu',
  method: 'POST',
  path: `${HOME_BASE}/getTopMenu`,
  access: signedIn,
  summary: 'The top menu of the caller: 首页, the enabled entries for their identities in order, then 三清单 and 效能监督',
  body: Type.Optional(Type.Object({})),
  result: Type.Array(TopMenuItemSchema),
});

/** Titles of the configuration pages, as the route table names them. */
export const CONFIG_PAGE_TITLES: Readonly<Record<string, string>> = {
  cardBusinessConfig: '卡片业务配置',
  homePageConfig: '首页配置',
  serviceHallConfig: '服务大厅配置',
  threeListsConfig: '三清单配置',
  processServiceCenterConfig: '流程服务中心配置',
  applicationServiceCenterConfig: '办事服务中心配置',
  effectivenessMonitoringConfig: '效能监督配置',
  preLoginConfig: '登录前配置',
  messageManageConfig: '消息管理',
  addNavigation: '新增导航',
  robotConfig: '智能客服配置',
  loginConfig: '登录配置',
  themeConfig: '主题配置',
  deptResponsibilityListConfig: '部门职责清单配置',
  managementGuideConfig: '办事指南配置',
};

/**
 * Configuration pages that are no configuration-menu entry of their own: the
 * holders of the entry that governs them (the one their calls require) may
 * open them, and find them in the 配置 menu after that entry.
 */
export const GOVERNED_CONFIG_PAGES: readonly { path: string; name: string; governedBy: string }[] = [
  { path: '/home/deptResponsibilityListConfig', name: 'deptResponsibilityListConfig', governedBy: DUTIES_MENU },
  { path: '/home/managementGuideConfig', name: 'managementGuideConfig', governedBy: 'serviceHallConfig' },
];

export const BusinessConfigMenuItemSchema = Type.Object({ path: Type.String(), name: Type.String(), title: Type.String() });
export type BusinessConfigMenuItem = Static<typeof BusinessConfigMenuItemSchema>;

export const getBusinessConfigMenu = defineEndpoint({
  name: 'getBusinessConfigMenu',
  method: 'POST',
  path: `${HOME_BASE}/getBusinessConfigMenu`,
  access: signedIn,
  summary: "The configuration pages the caller's configuration menu holds, in the route table's order (empty for most users)",
  body: Type.Optional(Type.Object({})),
  result: Type.Array(BusinessConfigMenuItemSchema),
});

export const getFooterInfo = defineEndpoint({
  name: 'getFooterInfo',
  method: 'POST',
  path: `${HOME_BASE}/getFooterInfo`,
  access: signedIn,
  summary: 'The footer of the signed-in pages',
  body: Type.Optional(Type.Object({})),
  result: Type.Omit(HomeFooterInfoSchema, ['isShowMsg']),
});

export const quickNavigation = defineEndpoint({
  name: 'quickNavigation',
  method: 'POST',
  path: `${HOME_BASE}/quickNavigation`,
  access: signedIn,
  summary: 'The shown quick-navigation entries of the home page, in order',
  body: Type.Optional(Type.Object({})),
  result: Type.Array(QuickNavigationSchema),
});

export const HolidaySchema = Type.Object({
  id: Type.String(),
  holidayName: Type.String(),
  /** YYYY-MM-DD, inclusive. */
  startDate: Type.String(),
  endDate: Type.String(),
  days: Type.Integer({ minimum: 1 }),
});
export type Holiday = Static<typeof HolidaySchema>;

/** Academic year such as `2026-2027`: 1 September to 31 August. */
export const ACADEMIC_YEAR_PATTERN = '^\\d{4}-\\d{4}$';

export const getHoliday = defineEndpoint({
  name: 'getHoliday',
  method: 'POST',
  path: `${HOME_BASE}/getHoliday`,
  access: signedIn,
  summary: 'Holidays of the school calendar for an academic year (default: the current one), in date order',
  body: Type.Optional(Type.Object({ academicYear: Type.Optional(Type.String({ pattern: ACADEMIC_YEAR_PATTERN })) })),
  result: Type.Object({
    academicYear: Type.String(),
    /** The holiday today falls in, if any. */
    today: Nullable(Type.String()),
    holidays: Type.Array(HolidaySchema),
  }),
});

export const getIsShowMsg = defineEndpoint({
  name: 'getIsShowMsg',
  method: 'POST',
  path: `${HOME_BASE}/getIsShowMsg`,
  access: signedIn,
  summary: 'Whether the home page pops up important notices (set with the footer on the home-page configuration)',
  body: Type.Optional(Type.Object({})),
  result: Type.Object({ isShowMsg: Type.Boolean() }),
});

export const ServiceSpecialSchema = Type.Object({
  id: Type.String(),
  specialName: Type.String(),
  description: Type.String(),
  icon: Nullable(Type.String()),
  /** Services of the group the caller may see. */
  serviceCount: Type.Integer({ minimum: 1 }),
});
export type ServiceSpecial = Static<typeof ServiceSpecialSchema>;

export const getServiceSpecial = defineEndpoint({
  name: 'getServiceSpecial',
  method: 'POST',
  path: `${HOME_BASE}/getServiceSpecial`,
  access: signedIn,
  summary: 'Special services: the featured service groups holding at least one service the caller may see, in order',
  body: Type.Optional(Type.Object({})),
  result: Type.Array(ServiceSpecialSchema),
});

export const getServiceSpecialList = defineEndpoint({
  name: 'getServiceSpecialList',
  method: 'POST',
  path: `${HOME_BASE}/getServiceSpecialList`,
  access: signedIn,
  summary: 'The services of one special-service group the caller may see, in the group order',
  body: Type.Object({ specialId: Id }),
  result: Type.Array(ServiceListItemSchema),
});

export const navigationEndpoints = [
  navigationDetail,
  navigationSubmit,
  navigationIdentityCards,
  navigationConfig,
  indexNavigationList,
  indexNavigationSubmit,
  indexNavigationRemove,
  indexFooterInfoDetail,
  indexFooterInfoSubmit,
  getTopMenu,
  getBusinessConfigMenu,
  getFooterInfo,
  quickNavigation,
  getHoliday,
  getIsShowMsg,
  getServiceSpecial,
  getServiceSpecialList,
] as const;
