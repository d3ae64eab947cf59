import { type MyRatedService, RECENT_SYSTEMS_DAYS, RECENT_SYSTEMS_MAX, type RecentSystem } from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { ownRatings } from '../services/ratings.ts';
import * as serviceShapes from '../services/shapes.ts';
import { ownVisits } from '../services/visits.ts';

/** What the caller did in the service hall: the services used lately and the ones rated (the services module answers both). */

const DAY_MS = 86_400_000;

/** getSystemAccessLink: the visit log's latest distinct services, only those the caller may still open. */
export async function recentSystems(platform: Platform, principal: Principal): Promise<RecentSystem[]> {
  const since = new Date(platform.clock.now().getTime() - RECENT_SYSTEMS_DAYS * DAY_MS).toISOString();
  const visits = (await ownVisits(platform, principal.tenantId, principal.userId, since)).sort(
    (a, b) => b.last_at.localeCompare(a.last_at) || a.service_id.localeCompare(b.service_id),
  );
  const lastAt = new Map(visits.map((v) => [v.service_id, v.last_at]));
  // Hidden or unshelved ones drop out, so a few more are asked for than are shown.
  const rows = await serviceShapes.inOrder(
    platform,
    serviceShapes.viewerOf(principal, principal.tenantId),
    visits.slice(0, RECENT_SYSTEMS_MAX * 3).map((v) => v.service_id),
  );
  return rows.slice(0, RECENT_SYSTEMS_MAX).map((row) => ({ ...serviceShapes.toItem(row), lastVisitAt: lastAt.get(row.id) ?? '' }));
}

export const ratings = (platform: Platform, principal: Principal): Promise<MyRatedService[]> => ownRatings(platform, principal);
