import type { Platform } from '../../platform/context.ts';
import type { ServicesContext } from './context.ts';
import * as repo from './figures-repo.ts';

/*
 * What the efficiency reports read of services (docs/design/efficiency.md):
 * the tenant's services with their department and scene, and visits, ratings
 * and favourites in a time window [from, to) of ISO instants.
 */

export interface ServiceFigureRow {
  id: string;
  name: string;
  deptId: string;
  deptName: string;
  sceneId: string | null;
  sceneName: string | null;
  online: boolean;
  shelf: boolean;
}

/** Every service of the tenant, shelved or not, in service order. */
export async function servicesOfTenant(ctx: ServicesContext, tenantId: string): Promise<ServiceFigureRow[]> {
  await ctx.ready;
  const rows = [...ctx.index.allRows()].filter((r) => r.tenant_id === tenantId);
  rows.sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    deptId: r.dept_id,
    deptName: r.dept_name,
    sceneId: r.scene_id,
    sceneName: r.scene_name,
    // SPEC §3: exactly OFFLINE is offline.
    online: r.process_type !== 'OFFLINE',
    shelf: r.shelf === 1,
  }));
}

export const visitsByService = (platform: Platform, tenantId: string, from: string, to: string) =>
  repo.visitsByService(platform.db, tenantId, from, to);

export const ratingsByService = (platform: Platform, tenantId: string, from: string, to: string) =>
  repo.ratingsByService(platform.db, tenantId, from, to);

export const favouritesByService = (platform: Platform, tenantId: string, from: string, to: string) =>
  repo.favouritesByService(platform.db, tenantId, from, to);

/** service id → department id of every service of the tenant, read from the database (usable before any index is built). */
export const serviceDepts = (platform: Platform, tenantId: string) => repo.serviceDepts(platform.db, tenantId);
