import type { ServiceListItem } from '@onehall/contract';
import type { Platform } from '../../../platform/context.ts';
import * as serviceListing from '../../services/listing.ts';
import * as serviceSearch from '../../services/search.ts';
import * as serviceShapes from '../../services/shapes.ts';
import * as serviceVisits from '../../services/visits.ts';
import { SourceFailure } from './failure.ts';
import type { SourceCaller, SourceField, SourceRows } from './types.ts';

/**
 * The service sources: my collection, common services (recommend for you: recommend.ts).
 * Visibility is always the services module's own rule: every service shown
 * comes from serviceListing.page / serviceListing.myCollect for the caller's roles.
 */

/** Most visible services scored per call; a campus publishes a few hundred. */
const CANDIDATES_MAX = 1000;
/** Visits older than this no longer say what a user uses. */
export const VISIT_WINDOW_DAYS = 180;
export const SERVICE_FIELDS: readonly SourceField[] = [
  { field: 'serviceName', chineseName: '服务名称' },
  { field: 'serviceIcon', chineseName: '服务图标' },
  { field: 'serviceDeptName', chineseName: '服务部门' },
  { field: 'serviceSceneName', chineseName: '服务场景' },
  { field: 'processType', chineseName: '办理方式' },
  { field: 'visitCount', chineseName: '访问量' },
  { field: 'serviceUrl', chineseName: '服务地址' },
];

const viewer = ({ principal }: SourceCaller) => serviceShapes.viewerOf(principal, principal.tenantId);

/** SPEC §3 service item fields, what the service cards render and open. */
export function serviceRow(s: ServiceListItem): Record<string, unknown> {
  return {
    id: s.serviceId,
    serviceId: s.serviceId,
    serviceName: s.serviceName,
    serviceIcon: s.serviceIcon,
    serviceDeptName: s.serviceDeptName,
    serviceSceneName: s.serviceSceneName,
    processType: s.processType,
    hasGuide: s.hasGuide,
    visitCount: s.visitCount,
    accessWay: s.accessWay,
    openWay: s.openWay,
    serviceUrl: s.serviceUrl,
    collected: s.collected,
  };
}

/** Every service the caller may see, most visited first. */
export function visibleServices(caller: SourceCaller): Promise<ServiceListItem[]> {
  return serviceSearch.visibleItems(caller.services, viewer(caller), CANDIDATES_MAX);
}

export const since = (platform: Platform) => new Date(platform.clock.now().getTime() - VISIT_WINDOW_DAYS * 86_400_000).toISOString();

/** The services the caller may see, most visited first; `centre` narrows to one service centre. */
export async function readHotServices(caller: SourceCaller, centre: string, limit: number): Promise<SourceRows> {
  if (centre && centre !== 'APPLICATION' && centre !== 'PROCESS') {
    throw new SourceFailure(`参数“serviceType”只能是 APPLICATION、PROCESS 或留空，当前值为“${centre}”`);
  }
  const page = await serviceListing.page(caller.platform, viewer(caller), {
    current: 1,
    size: limit,
    orderBy: 'hot',
    serviceType: centre as 'APPLICATION' | 'PROCESS' | '',
  });
  return { num: page.total, rows: page.records.map(serviceRow) };
}

export async function readCollection(caller: SourceCaller, limit: number): Promise<SourceRows> {
  const items = await serviceListing.myCollect(caller.platform, caller.principal);
  return { num: items.length, rows: items.slice(0, limit).map(serviceRow) };
}

/** The services the caller opened most in the visit window (only those still visible to them). */
export async function readCommonServices(caller: SourceCaller, limit: number): Promise<SourceRows> {
  const { platform, principal } = caller;
  const own = await serviceVisits.ownVisits(platform, principal.tenantId, principal.userId, since(platform));
  const count = new Map(own.map((v) => [v.service_id, v.n]));
  const visible = await serviceSearch.visibleItemsAmong(
    caller.services,
    viewer(caller),
    own.map((v) => v.service_id),
  );
  const used = visible.map((s) => ({ ...serviceRow(s), myVisitCount: count.get(s.serviceId) ?? 0 }));
  return { num: used.length, rows: used.slice(0, limit) };
}

export const COMMON_SERVICE_FIELDS: readonly SourceField[] = [...SERVICE_FIELDS, { field: 'myVisitCount', chineseName: '我的访问次数' }];
