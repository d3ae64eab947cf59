import type { Platform } from '../../platform/context.ts';
import type { UserIdsQuery } from '../users/service.ts';
import * as repo from './visits-repo.ts';

/** Visits and role targets of services, for the home page's recommendation (docs/design/card-sources.md). */

export type { VisitCount } from './visits-repo.ts';

/** The user's own visits per service since `since`, most opened first, then most recent. */
export const ownVisits = (platform: Platform, tenantId: string, userId: string, since: string) =>
  repo.ownVisits(platform.db, tenantId, userId, since);

/** How many distinct other users among `peers` opened each service since `since`. */
export const peerVisitors = (platform: Platform, tenantId: string, userId: string, since: string, peers: UserIdsQuery) =>
  repo.peerUsers(platform.db, tenantId, userId, since, peers);

/**
 * Campus-wide visits per service in the last 7 days and in the `weeks` weeks before them, as of `now`:
 * what is rising this week.
 */
export async function weeklyTrend(platform: Platform, tenantId: string, now: Date, weeks: number) {
  const day = 86_400_000;
  const [thisWeek, fromStart] = await Promise.all([
    repo.allVisitsSince(platform.db, tenantId, new Date(now.getTime() - 7 * day).toISOString()),
    repo.allVisitsSince(platform.db, tenantId, new Date(now.getTime() - 7 * (weeks + 1) * day).toISOString()),
  ]);
  const trend = new Map<string, { thisWeek: number; before: number }>();
  for (const [id, n] of fromStart) trend.set(id, { thisWeek: thisWeek.get(id) ?? 0, before: n - (thisWeek.get(id) ?? 0) });
  return trend;
}

/** The roles each service is meant for; a service without any is open to every signed-in user. */
export const serviceRoles = (platform: Platform, serviceIds: readonly string[]) => repo.serviceRoles(platform.db, serviceIds);
