import type { ServiceListItem } from '@onehall/contract';
import * as serviceListing from '../../services/listing.ts';
import * as serviceVisits from '../../services/visits.ts';
import * as users from '../../users/service.ts';
import { SERVICE_FIELDS, serviceRow, since, visibleServices } from './service-sources.ts';
import type { SourceCaller, SourceField, SourceRows } from './types.ts';

/**
 * 为你推荐 (docs/design/card-sources.md "Recommend for you"): services people
 * like the caller use, what the caller uses without having collected it, and
 * what is rising this week; never a favourite or a service the caller may not
 * see, and at most two of one department in a row of the list.
 */

export const RECOMMEND_FIELDS: readonly SourceField[] = [...SERVICE_FIELDS, { field: 'reason', chineseName: '推荐理由' }];

const DAY_MS = 86_400_000;
/** Own visits this recent say what the caller uses now. */
const OWN_DAYS = 30;
/** Weeks before this one that "rising" compares against. */
const TREND_WEEKS = 3;
/** Fewer visits this week than this are noise, not a trend. */
const RISING_MIN = 3;
/** Services of one department among consecutive picks, so one college cannot fill the card. */
export const PER_DEPT = 2;

/** Behaviour signals: each can name the reason. */
const WEIGHT = { deptPeers: 3, ownUse: 3, rising: 2, rolePeers: 1.5 } as const;
/** Priors: they only order services nobody like the caller has used yet. */
const PRIOR = { ownDept: 0.5, forRole: 0.5, popularity: 0.1 } as const;

type Signal = keyof typeof WEIGHT;

const PEER_REASON: Record<string, string> = { student: '同学院同学常用', teacher: '同学院老师常用' };

function reasonOf(signal: Signal | null, caller: SourceCaller, ownDept: boolean, forRole: boolean): string {
  switch (signal) {
    case 'deptPeers':
      return caller.principal.roles.map((r) => PEER_REASON[r]).find(Boolean) ?? '同部门同事常用';
    case 'ownUse':
      return '你最近常用';
    case 'rising':
      return '本周热门';
    case 'rolePeers':
      return '同身份常用';
    default:
      return ownDept ? '本部门服务' : forRole ? '面向你的身份' : '全校常用';
  }
}

export interface Recommendation {
  service: ServiceListItem;
  score: number;
  reason: string;
}

/** Greedy re-rank: keep the score order but defer a service whose department already has PER_DEPT picks. */
export function diversify<T>(ranked: readonly T[], deptOf: (item: T) => string): T[] {
  const picked: T[] = [];
  const deferred: T[] = [];
  const perDept = new Map<string, number>();
  for (const item of ranked) {
    const dept = deptOf(item);
    const n = perDept.get(dept) ?? 0;
    if (n >= PER_DEPT) {
      deferred.push(item);
      continue;
    }
    perDept.set(dept, n + 1);
    picked.push(item);
  }
  return deferred.length === 0 ? picked : [...picked, ...diversify(deferred, deptOf)];
}

/** Scores every visible, not collected service; deterministic for the same data and clock (ties: total visits, then id). */
export async function recommend(caller: SourceCaller): Promise<Recommendation[]> {
  const { platform, principal } = caller;
  const { tenantId, userId, roles } = principal;
  const now = platform.clock.now();
  const from = since(platform);
  const deptId = await users.deptOf(platform, tenantId, userId);
  const noPeers = Promise.resolve(new Map<string, number>());
  const [candidates, own, collected, rolePeers, deptPeers, trend] = await Promise.all([
    visibleServices(caller),
    serviceVisits.ownVisits(platform, tenantId, userId, new Date(now.getTime() - OWN_DAYS * DAY_MS).toISOString()),
    serviceListing.myCollect(platform, principal),
    serviceVisits.peerVisitors(platform, tenantId, userId, from, users.roleHolders(platform, tenantId, roles)),
    deptId
      ? serviceVisits.peerVisitors(platform, tenantId, userId, from, users.deptRoleHolders(platform, tenantId, deptId, roles))
      : noPeers,
    serviceVisits.weeklyTrend(platform, tenantId, now, TREND_WEEKS),
  ]);
  const targets = await serviceVisits.serviceRoles(
    platform,
    candidates.map((s) => s.serviceId),
  );
  const ownCount = new Map(own.map((v) => [v.service_id, v.n]));
  const collectedIds = new Set(collected.map((s) => s.serviceId));

  const scored = candidates
    .filter((s) => !collectedIds.has(s.serviceId))
    .map((s): Recommendation => {
      const sameDept = deptPeers.get(s.serviceId) ?? 0;
      const week = trend.get(s.serviceId) ?? { thisWeek: 0, before: 0 };
      const rise = week.thisWeek >= RISING_MIN ? week.thisWeek - week.before / TREND_WEEKS : 0;
      const signals: Record<Signal, number> = {
        deptPeers: WEIGHT.deptPeers * Math.log2(1 + sameDept),
        // Role holders of the caller's own department already count above.
        rolePeers: WEIGHT.rolePeers * Math.log2(1 + (rolePeers.get(s.serviceId) ?? 0) - sameDept),
        ownUse: WEIGHT.ownUse * Math.log2(1 + (ownCount.get(s.serviceId) ?? 0)),
        rising: WEIGHT.rising * Math.log2(1 + Math.max(0, rise)),
      };
      const ownDept = deptId !== null && s.serviceDeptId === deptId;
      const forRole = (targets.get(s.serviceId) ?? []).some((r) => roles.includes(r));
      const priors = (ownDept ? PRIOR.ownDept : 0) + (forRole ? PRIOR.forRole : 0) + PRIOR.popularity * Math.log10(1 + s.visitCount);
      const [top] = (Object.entries(signals) as [Signal, number][]).filter(([, v]) => v > 0).sort((a, b) => b[1] - a[1]);
      const score = Object.values(signals).reduce((a, b) => a + b, priors);
      return { service: s, score, reason: reasonOf(top?.[0] ?? null, caller, ownDept, forRole) };
    })
    .sort(
      (a, b) => b.score - a.score || b.service.visitCount - a.service.visitCount || a.service.serviceId.localeCompare(b.service.serviceId),
    );
  return diversify(scored, (r) => r.service.serviceDeptId ?? '');
}

export async function readRecommend(caller: SourceCaller, limit: number): Promise<SourceRows> {
  const list = await recommend(caller);
  return { num: list.length, rows: list.slice(0, limit).map((r) => ({ ...serviceRow(r.service), reason: r.reason })) };
}
