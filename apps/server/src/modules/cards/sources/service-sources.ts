import type { ServiceListItem } from '@onehall/contract';
import type { Platform } from '../../../platform/context.ts';
import * as serviceListing from '../../services/listing.ts';
import * as serviceSearch from '../../services/search.ts';
import * as serviceShapes from '../../services/shapes.ts';
import * as serviceVisits from '../../services/visits.ts';
import * as users from '../../users/service.ts';
import { SourceFailure } from './failure.ts';
import type { SourceCaller, SourceField, SourceRows } from './types.ts';

/**
 * The service sources: my collection, common services, recommend for you.
 * Visibility is always the services module's own rule: every service shown
 * comes from serviceListing.page / serviceListing.myCollect for the caller's roles.
 */

/** Most visible services scored per call; a campus publishes a few hundred. */
const CANDIDATES_MAX = 1000;
/** Visits older than this no longer say what a user uses. */
export const VISIT_WINDOW_DAYS = 180;
/** A service opened this often in the window is "already used a lot" and not recommended. */
export const HEAVY_USE_VISITS = 3;

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
function serviceRow(s: ServiceListItem): Record<string, unknown> {
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
function visibleServices(caller: SourceCaller): Promise<ServiceListItem[]> {
  return serviceSearch.visibleItems(caller.services, viewer(caller), CANDIDATES_MAX);
}

const since = (platform: Platform) => new Date(platform.clock.now().getTime() - VISIT_WINDOW_DAYS * 86_400_000).toISOString();

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
export const RECOMMEND_FIELDS: readonly SourceField[] = [...SERVICE_FIELDS, { field: 'reason', chineseName: '推荐理由' }];

/** Weights of the recommendation signals (docs/design/card-sources.md "Recommend for you"). */
const WEIGHT = { rolePeers: 3, deptPeers: 3, related: 1.5, ownDept: 1, forRole: 1, popularity: 0.1 } as const;
const REASONS: Record<keyof typeof WEIGHT, string> = {
  rolePeers: '与您身份相同的人常用',
  deptPeers: '与您同部门的人常用',
  related: '与您常办的事项相关',
  ownDept: '您所在部门提供的服务',
  forRole: '面向您身份的服务',
  popularity: '热门服务',
};

export interface Recommendation {
  service: ServiceListItem;
  score: number;
  reason: string;
}

/**
 * Scores the services the caller may see by who they are and what people like
 * them open, leaving out what they already use a lot and what they collected.
 * Deterministic: equal scores fall back to total visits, then service id.
 */
export async function recommend(caller: SourceCaller): Promise<Recommendation[]> {
  const { platform, principal } = caller;
  const _db = platform.db;
  const from = since(platform);
  const { tenantId, userId } = principal;
  const deptId = await users.deptOf(platform, tenantId, userId);
  const [candidates, own, collected, rolePeers, deptPeers] = await Promise.all([
    visibleServices(caller),
    serviceVisits.ownVisits(platform, tenantId, userId, from),
    serviceListing.myCollect(platform, principal),
    serviceVisits.peerVisitors(platform, tenantId, userId, from, users.roleHolders(platform, tenantId, principal.roles)),
    deptId
      ? serviceVisits.peerVisitors(platform, tenantId, userId, from, users.deptMembers(platform, tenantId, deptId))
      : Promise.resolve(new Map<string, number>()),
  ]);
  const roles = await serviceVisits.serviceRoles(
    platform,
    candidates.map((s) => s.serviceId),
  );
  const ownCount = new Map(own.map((v) => [v.service_id, v.n]));
  const byId = new Map(candidates.map((s) => [s.serviceId, s]));
  // How often the caller opened services of each scene: services of the same scene are related.
  const sceneVisits = new Map<string, number>();
  for (const v of own) {
    const scene = byId.get(v.service_id)?.serviceSceneId;
    if (scene) sceneVisits.set(scene, (sceneVisits.get(scene) ?? 0) + v.n);
  }
  const excluded = new Set([...collected.map((s) => s.serviceId), ...own.filter((v) => v.n >= HEAVY_USE_VISITS).map((v) => v.service_id)]);

  const scored = candidates
    .filter((s) => !excluded.has(s.serviceId))
    .map((s) => {
      const mine = ownCount.get(s.serviceId) ?? 0;
      const sceneOthers = s.serviceSceneId ? (sceneVisits.get(s.serviceSceneId) ?? 0) - mine : 0;
      const targeted = roles.get(s.serviceId) ?? [];
      const parts: Record<keyof typeof WEIGHT, number> = {
        rolePeers: WEIGHT.rolePeers * Math.log2(1 + (rolePeers.get(s.serviceId) ?? 0)),
        deptPeers: WEIGHT.deptPeers * Math.log2(1 + (deptPeers.get(s.serviceId) ?? 0)),
        related: WEIGHT.related * Math.min(3, sceneOthers),
        ownDept: deptId !== null && s.serviceDeptId === deptId ? WEIGHT.ownDept : 0,
        forRole: targeted.length > 0 && targeted.some((r) => principal.roles.includes(r)) ? WEIGHT.forRole : 0,
        popularity: WEIGHT.popularity * Math.log10(1 + s.visitCount),
      };
      const [top] = (Object.entries(parts) as [keyof typeof WEIGHT, number][]).sort((a, b) => b[1] - a[1]);
      const score = Object.values(parts).reduce((a, b) => a + b, 0);
      return { service: s, score, reason: REASONS[top?.[0] ?? 'popularity'] };
    });
  return scored.sort(
    (a, b) => b.score - a.score || b.service.visitCount - a.service.visitCount || a.service.serviceId.localeCompare(b.service.serviceId),
  );
}

export async function readRecommend(caller: SourceCaller, limit: number): Promise<SourceRows> {
  const list = await recommend(caller);
  return { num: list.length, rows: list.slice(0, limit).map((r) => ({ ...serviceRow(r.service), reason: r.reason })) };
}
