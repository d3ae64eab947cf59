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
  type SchoolIdentity,
  type SchoolInfo,
  type StatisticItem,
  type ThirdPartySystem,
} from '@onehall/contract';
import { jsonArrayColumn } from '../../db/json-columns.ts';
import type { Platform } from '../../platform/context.ts';
import { business } from '../../platform/http/app-error.ts';
import * as messages from '../messages/service.ts';
import * as school from '../school/identity.ts';
import * as hall from './hall.ts';
import * as repo from './repo.ts';

/*
 * What visitors see before signing in (docs/design/prelogin.md): the landing
 * configuration, read through one cached snapshot per tenant, with the
 * school's name, logo and footer from the school's one identity
 * (school/identity.ts, docs/design/school.md).
 */

/**
 * Every visitor request reads the configuration, so it is cached in the
 * platform cache (Redis when there are several nodes) and dropped on every
 * save: the next visitor on any node reads the new configuration.
 */
const CACHE_TTL_MS = 5 * 60_000;
/** Named for what it holds since 0015 (the landing without the school's identity), so no node reads an older snapshot's shape. */
const cacheKey = (tenantId: string) => `prelogin:landing:${tenantId}`;

/** The landing's own global settings: the global configuration without the school's name and logo. */
export type LandingSettings = Omit<PreLoginGlobalConfig, 'schoolName' | 'schoolLogo'>;

interface Snapshot {
  landing: LandingSettings;
  cards: PreLoginCard[];
  navigation: NavBarItem[];
  carousel: CarouselImage[];
  tools: CommonTool[];
  thirdParty: ThirdPartySystem[];
}

/** What a tenant without configuration shows: a plain hall, not an error. */
export const DEFAULT_LANDING: LandingSettings = {
  title: '一站式网上服务大厅',
  subtitle: '',
  introduction: '',
  landingType: LandingType.LANDING,
  themeColor: PRELOGIN_THEME_COLOR,
  heatWords: [],
  searchPlaceholder: '请输入服务名称',
};

function isLandingType(value: string): value is LandingTypeName {
  return (Object.values(LandingType) as string[]).includes(value);
}

function toLanding(row: repo.ConfigRow | undefined): LandingSettings {
  if (!row) return DEFAULT_LANDING;
  return {
    title: row.title,
    subtitle: row.subtitle,
    introduction: row.introduction,
    landingType: isLandingType(row.landing_type) ? row.landing_type : LandingType.LANDING,
    themeColor: row.theme_color,
    heatWords: jsonArrayColumn<string>(row.heat_words),
    searchPlaceholder: row.search_placeholder,
  };
}

/** The global configuration a visitor sees: the landing's settings under the school's name and logo. */
export const withIdentity = (landing: LandingSettings, id: SchoolIdentity): PreLoginGlobalConfig => ({
  ...landing,
  schoolName: id.schoolName,
  schoolLogo: id.logo,
});

/** The landing's footer: the school's contacts, numbers and links. */
export const footerOf = (id: SchoolIdentity): FooterInfo => ({
  content: id.footerNote,
  address: id.address,
  phone: id.phone,
  email: id.email,
  copyright: id.copyright,
  icp: id.icp,
  policeRecord: id.policeRecord,
  links: id.links,
});

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
    landing: toLanding(config),
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
  const [s, id] = await Promise.all([snapshot(platform, tenantId), school.identity(platform, tenantId)]);
  return withIdentity(s.landing, id);
}

export async function footer(platform: Platform, tenantId: string): Promise<FooterInfo> {
  return footerOf(await school.identity(platform, tenantId));
}

export async function schoolInfo(platform: Platform, tenantId: string): Promise<SchoolInfo> {
  const [s, id] = await Promise.all([snapshot(platform, tenantId), school.identity(platform, tenantId)]);
  const { title, themeColor } = s.landing;
  return { schoolName: id.schoolName, schoolLogo: id.logo, title, themeColor, shortName: id.shortName, website: id.website };
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
  const [s, id] = await Promise.all([snapshot(platform, tenantId), school.identity(platform, tenantId)]);
  return { global: withIdentity(s.landing, id), navigation: enabled(s.navigation), carousel: enabled(s.carousel) };
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
