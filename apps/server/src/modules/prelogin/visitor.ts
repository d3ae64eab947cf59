import {
  type CarouselImage,
  type CommonTool,
  type FooterInfo,
  frameOriginOf,
  LandingType,
  type LandingTypeName,
  type NavBarItem,
  PRELOGIN_THEME_COLOR,
  type PreLoginCard,
  type PreLoginCardTypeName,
  type PreLoginColumn,
  type PreLoginGlobalConfig,
  type SchoolInfo,
  type StatisticItem,
  type ThirdPartySystem,
} from '@onehall/contract';
import { jsonArrayColumn } from '../../db/json-columns.ts';
import type { Platform } from '../../platform/context.ts';
import { business } from '../../platform/http/app-error.ts';
import * as messages from '../messages/service.ts';
import * as hall from './hall.ts';
import * as repo from './repo.ts';

/*
 * What visitors see before signing in (docs/design/prelogin.md): the landing
 * configuration, read through one cached snapshot per tenant.
 */

/**
 * Every visitor request reads the configuration, so it is cached in the
 * platform cache (Redis when there are several nodes) and dropped on every
 * save: the next visitor on any node reads the new configuration.
 */
const CACHE_TTL_MS = 5 * 60_000;
const cacheKey = (tenantId: string) => `prelogin:config:${tenantId}`;

interface Snapshot {
  global: PreLoginGlobalConfig;
  footer: FooterInfo;
  cards: PreLoginCard[];
  navigation: NavBarItem[];
  carousel: CarouselImage[];
  tools: CommonTool[];
  thirdParty: ThirdPartySystem[];
}

/** What a tenant without configuration shows: a plain hall, not an error. */
export const DEFAULT_GLOBAL: PreLoginGlobalConfig = {
  schoolName: '网上服务大厅',
  schoolLogo: null,
  title: '一站式网上服务大厅',
  subtitle: '',
  introduction: '',
  landingType: LandingType.LANDING,
  themeColor: PRELOGIN_THEME_COLOR,
  heatWords: [],
  searchPlaceholder: '请输入服务名称',
};

export const DEFAULT_FOOTER: FooterInfo = { content: '', address: '', phone: '', email: '', copyright: '', icp: '', links: [] };

function isLandingType(value: string): value is LandingTypeName {
  return (Object.values(LandingType) as string[]).includes(value);
}

function toGlobal(row: repo.ConfigRow | undefined): PreLoginGlobalConfig {
  if (!row) return DEFAULT_GLOBAL;
  return {
    schoolName: row.school_name,
    schoolLogo: row.school_logo,
    title: row.title,
    subtitle: row.subtitle,
    introduction: row.introduction,
    landingType: isLandingType(row.landing_type) ? row.landing_type : LandingType.LANDING,
    themeColor: row.theme_color,
    heatWords: jsonArrayColumn<string>(row.heat_words),
    searchPlaceholder: row.search_placeholder,
  };
}

function toFooter(row: repo.ConfigRow | undefined): FooterInfo {
  if (!row) return DEFAULT_FOOTER;
  return {
    content: row.footer_content,
    address: row.footer_address,
    phone: row.footer_phone,
    email: row.footer_email,
    copyright: row.footer_copyright,
    icp: row.footer_icp,
    links: jsonArrayColumn<{ name: string; url: string }>(row.footer_links),
  };
}

export function toCard(row: repo.CardRow): PreLoginCard {
  return {
    id: row.id,
    cardName: row.card_name,
    cardIntroduction: row.card_introduction,
    cardType: row.card_type as PreLoginCardTypeName,
    displayRows: row.display_rows,
    sort: row.sort,
    enabled: row.enabled === 1,
    columnIds: jsonArrayColumn<string>(row.column_ids),
  };
}

const toNav = (r: repo.LinkRow): NavBarItem => ({
  id: r.id,
  name: r.name,
  url: r.url,
  openInNewTab: r.open_in_new_tab === 1,
  sort: r.sort,
  enabled: r.enabled === 1,
});
const toCarousel = (r: repo.LinkRow): CarouselImage => ({
  id: r.id,
  title: r.name,
  imgUrl: r.url,
  linkUrl: r.link_url,
  sort: r.sort,
  enabled: r.enabled === 1,
});
export const toTool = (r: repo.LinkRow): CommonTool => ({
  id: r.id,
  tools_name: r.name,
  tools_icon: r.icon,
  typeList: jsonArrayColumn<string>(r.type_names).map((name) => ({ name })),
  url: r.url,
  sort: r.sort,
  enabled: r.enabled === 1,
});
const toThirdParty = (r: repo.LinkRow): ThirdPartySystem => ({
  id: r.id,
  name: r.name,
  icon: r.icon,
  description: r.description,
  url: r.url,
  sort: r.sort,
  enabled: r.enabled === 1,
});

export async function snapshot(platform: Platform, tenantId: string): Promise<Snapshot> {
  const cached = await platform.cache.get<Snapshot>(cacheKey(tenantId));
  if (cached) return cached;
  const db = platform.db;
  const [config, cards, navigation, carousel, tools, thirdParty] = await Promise.all([
    repo.findConfig(db, tenantId),
    repo.listCards(db, tenantId),
    repo.listLinks(db, 'prelogin_nav_items', tenantId),
    repo.listLinks(db, 'prelogin_carousel', tenantId),
    repo.listLinks(db, 'prelogin_tools', tenantId),
    repo.listLinks(db, 'prelogin_third_party', tenantId),
  ]);
  const value: Snapshot = {
    global: toGlobal(config),
    footer: toFooter(config),
    cards: cards.map(toCard),
    navigation: navigation.map(toNav),
    carousel: carousel.map(toCarousel),
    tools: tools.map(toTool),
    thirdParty: thirdParty.map(toThirdParty),
  };
  await platform.cache.set(cacheKey(tenantId), value, CACHE_TTL_MS);
  return value;
}

export function invalidate(platform: Platform, tenantId: string): Promise<void> {
  return platform.cache.del(cacheKey(tenantId));
}

const enabled = <T extends { enabled: boolean }>(list: T[]) => list.filter((item) => item.enabled);

// Visitor reads.

export async function globalConfig(platform: Platform, tenantId: string): Promise<PreLoginGlobalConfig> {
  return (await snapshot(platform, tenantId)).global;
}

export async function footer(platform: Platform, tenantId: string): Promise<FooterInfo> {
  return (await snapshot(platform, tenantId)).footer;
}

export async function schoolInfo(platform: Platform, tenantId: string): Promise<SchoolInfo> {
  const { schoolName, schoolLogo, title, themeColor } = await globalConfig(platform, tenantId);
  return { schoolName, schoolLogo, title, themeColor };
}

export async function navigation(platform: Platform, tenantId: string): Promise<NavBarItem[]> {
  return enabled((await snapshot(platform, tenantId)).navigation);
}

export async function carousel(platform: Platform, tenantId: string): Promise<CarouselImage[]> {
  return enabled((await snapshot(platform, tenantId)).carousel);
}

export async function tools(platform: Platform, tenantId: string): Promise<CommonTool[]> {
  return enabled((await snapshot(platform, tenantId)).tools);
}

/** Origins of enabled common tools, for the CSP frame-src: tools open in /home/iframPage (docs/design/security-headers.md). */
export async function toolFrameOrigins(platform: Platform): Promise<string[]> {
  const origins = (await repo.enabledToolUrls(platform.db)).map(frameOriginOf);
  return [...new Set(origins.filter((o): o is string => o !== null))];
}

export async function thirdParty(platform: Platform, tenantId: string): Promise<ThirdPartySystem[]> {
  return enabled((await snapshot(platform, tenantId)).thirdParty);
}

export async function pageCards(platform: Platform, tenantId: string): Promise<PreLoginCard[]> {
  return enabled((await snapshot(platform, tenantId)).cards);
}

export async function landingIndex(platform: Platform, tenantId: string) {
  const s = await snapshot(platform, tenantId);
  return { global: s.global, navigation: enabled(s.navigation), carousel: enabled(s.carousel) };
}

export async function clientConfig(platform: Platform, tenantId: string) {
  const g = await globalConfig(platform, tenantId);
  const businessType =
    g.landingType === LandingType.APPLICATION_SERVICE_CENTER
      ? ('APPLICATION' as const)
      : g.landingType === LandingType.SERVICE_CENTER_BEFORE_LOGIN
        ? ('PROCESS' as const)
        : ('' as const);
  return { landingType: g.landingType, businessType, themeColor: g.themeColor, title: g.title, schoolName: g.schoolName };
}

export function visitorColumns(platform: Platform, tenantId: string): Promise<PreLoginColumn[]> {
  return messages.columns(platform, tenantId, true);
}

export function messageColumnPage(
  platform: Platform,
  tenantId: string,
  columnId: string | null | undefined,
  current: number,
  size: number,
) {
  return messages.publishedPage(platform, tenantId, columnId, current, size);
}

/** Landing statistics, every figure counted from live data. */
export async function statistics(platform: Platform, tenantId: string): Promise<StatisticItem[]> {
  const [overview, visits, news] = await Promise.all([
    hall.overview(platform, tenantId),
    hall.totalVisits(platform, tenantId),
    messages.publishedCount(platform, tenantId),
  ]);
  return [
    { key: 'services', label: '在线服务', value: overview.total, unit: '项' },
    { key: 'depts', label: '服务部门', value: overview.depts, unit: '个' },
    { key: 'scenes', label: '服务场景', value: overview.scenes, unit: '个' },
    { key: 'visits', label: '累计访问', value: visits, unit: '次' },
    { key: 'news', label: '发布资讯', value: news, unit: '条' },
  ];
}

export const serviceOverview = hall.overview;

export async function jumpServer(platform: Platform, tenantId: string, serviceId: string) {
  const service = await hall.visitorService(platform, tenantId, serviceId);
  if (!service) throw business('服务不存在或已下架');
  return {
    serviceId: service.serviceId,
    serviceName: service.serviceName,
    loginRequired: true,
    redirect: `/home/serviceHall?serviceId=${encodeURIComponent(service.serviceId)}`,
  };
}
