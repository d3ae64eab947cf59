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

/** The roles each service is meant for; a service without any is open to every signed-in user. */
export const serviceRoles = (platform: Platform, serviceIds: readonly string[]) => repo.serviceRoles(platform.db, serviceIds);
