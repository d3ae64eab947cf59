import type { ServiceGroup, ServiceItem } from '@onehall/contract';
import type { Platform } from '../../platform/context.ts';
import type { ServicesContext } from '../services/context.ts';
import * as serviceListing from '../services/listing.ts';
import * as serviceSearch from '../services/search.ts';
import * as serviceShapes from '../services/shapes.ts';

/**
 * The service hall as the landing page sees it: always as a visitor, so only
 * services on the shelf and visible to visitors count or show. Everything
 * goes through the services module's listing and search.
 *
 * Listings read the database; keyword search uses the node's ranked,
 * pinyin-aware index (the services context the module is given) so the
 * landing finds what the service hall finds.
 */

/** Most services a campus publishes; the all-services page and the counts read them in one page. */
const ALL_SERVICES = 1000;

const visitorOf = (tenantId: string) => serviceShapes.viewerOf(null, tenantId);

type Page = { records: ServiceItem[]; total: number; current: number; size: number };

/** How many ranked matches the landing pages through; beyond that a visitor refines the keyword. */
const SEARCH_MAX = 200;

export async function search(services: ServicesContext, tenantId: string, keyword: string, current: number, size: number): Promise<Page> {
  const trimmed = keyword.trim();
  if (trimmed) {
    const hits = await serviceSearch.searchItems(services, visitorOf(tenantId), trimmed, '', SEARCH_MAX, true);
    return { records: hits.slice((current - 1) * size, current * size), total: hits.length, current, size };
  }
  return serviceListing.page(services.platform, visitorOf(tenantId), {
    orderBy: 'hot',
    current,
    size,
  });
}

/**
 * The configured heat words a visitor's search finds something for: a chip
 * offered to visitors must lead to results (words for signed-in services only
 * stay on the configuration page).
 */
export async function findableWords(services: ServicesContext, tenantId: string, words: readonly string[]): Promise<string[]> {
  const found = await Promise.all(
    words.map(async (word) => (await serviceSearch.searchItems(services, visitorOf(tenantId), word, '', 1, false)).length > 0),
  );
  return words.filter((_, i) => found[i]);
}

export async function groups(platform: Platform, tenantId: string, kind: 'dept' | 'scene'): Promise<ServiceGroup[]> {
  const options = await serviceListing.listByUser(platform, visitorOf(tenantId), kind);
  return options.map((o) => ({ id: o.id, name: o.name, icon: null, serviceCount: o.serviceCount }));
}

export async function byType(
  platform: Platform,
  tenantId: string,
  kind: 'dept' | 'scene',
  typeId: string | null | undefined,
  current: number,
  size: number,
): Promise<Page> {
  const id = typeId || (await groups(platform, tenantId, kind))[0]?.id;
  if (!id) return { records: [], total: 0, current, size };
  return serviceListing.page(platform, visitorOf(tenantId), {
    ...(kind === 'dept' ? { deptId: id } : { sceneId: id }),
    orderBy: 'hot',
    current,
    size,
  });
}

async function allServices(platform: Platform, tenantId: string, keyword?: string) {
  const page = await serviceListing.page(platform, visitorOf(tenantId), {
    serviceName: keyword?.trim() || undefined,
    current: 1,
    size: ALL_SERVICES,
  });
  return page.records;
}

export async function allByType(platform: Platform, tenantId: string, kind: 'dept' | 'scene', keyword?: string) {
  const [list, records] = await Promise.all([groups(platform, tenantId, kind), allServices(platform, tenantId, keyword)]);
  return list
    .map((group) => ({
      group,
      services: records.filter((s) => (kind === 'dept' ? s.serviceDeptId : s.serviceSceneId) === group.id),
    }))
    .filter((g) => g.services.length > 0);
}

export function mostVisited(platform: Platform, tenantId: string, size: number): Promise<ServiceItem[]> {
  return serviceListing.topList(platform, visitorOf(tenantId), '', size, 'hot');
}

export async function overview(platform: Platform, tenantId: string) {
  const [count, depts, scenes, records] = await Promise.all([
    serviceListing.serviceCount(platform, visitorOf(tenantId)),
    groups(platform, tenantId, 'dept'),
    groups(platform, tenantId, 'scene'),
    allServices(platform, tenantId),
  ]);
  return {
    total: count.total,
    online: count.online,
    offline: count.offline,
    withGuide: records.filter((s) => s.hasGuide).length,
    depts: depts.length,
    scenes: scenes.length,
  };
}

export async function totalVisits(platform: Platform, tenantId: string): Promise<number> {
  return (await allServices(platform, tenantId)).reduce((sum, s) => sum + s.visitCount, 0);
}

export async function visitorService(platform: Platform, tenantId: string, serviceId: string) {
  return serviceListing.details(platform, visitorOf(tenantId), serviceId).catch(() => null);
}
