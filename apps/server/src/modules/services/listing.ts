import type { NamedOption, ospServiceCount, ResultOf, ServiceDetail, ServiceListItem, ServicePageQuery } from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';
import {
  configViewer,
  filtersOf,
  guideOf,
  hasGuide,
  inOrder,
  NOT_VISIBLE,
  type Page,
  toDetails,
  toItem,
  viewerOf,
  visibleRow,
} from './shapes.ts';

/** Listings, details and favourites of the service hall (docs/design/services.md). */

export async function page(
  platform: Platform,
  viewer: repo.Viewer,
  q: ServicePageQuery,
  extra: repo.ListFilters = {},
): Promise<Page<ServiceListItem>> {
  const current = q.current ?? 1;
  const size = q.size ?? 12;
  const { rows, total } = await repo.page(
    platform.db,
    viewer,
    { ...filtersOf(q), ...extra },
    q.orderBy ?? 'default',
    (current - 1) * size,
    size,
  );
  return { records: rows.map(toItem), total, current, size };
}

export async function pageRoles(platform: Platform, principal: Principal, q: ServicePageQuery & { roleAlias?: string }) {
  if (q.roleAlias && !principal.roles.includes(q.roleAlias)) throw forbidden('只能按本人所属角色查询服务');
  return page(platform, viewerOf(principal, principal.tenantId), q, q.roleAlias ? { onlyRole: q.roleAlias } : {});
}

export async function customPage(platform: Platform, viewer: repo.Viewer, centre: 'APPLICATION' | 'PROCESS', current = 1, size = 12) {
  const ids = (await repo.centreDisplayIds(platform.db, viewer.tenantId, centre)).map((r) => r.service_id);
  const rows = await inOrder(platform, viewer, ids);
  return { records: rows.slice((current - 1) * size, current * size).map(toItem), total: rows.length, current, size };
}

export async function details(platform: Platform, viewer: repo.Viewer, serviceId: string): Promise<ServiceDetail> {
  const [detail] = await toDetails(platform.db, [await visibleRow(platform, viewer, serviceId)]);
  if (!detail) throw notFound(NOT_VISIBLE);
  return detail;
}

export async function guideInfo(platform: Platform, viewer: repo.Viewer, serviceId: string) {
  const row = await visibleRow(platform, viewer, serviceId);
  const guide = guideOf(row);
  return { serviceId: row.id, serviceName: row.name, hasGuide: hasGuide(guide), guide };
}

export async function casServiceList(platform: Platform, principal: Principal): Promise<ServiceListItem[]> {
  const { rows } = await repo.page(platform.db, viewerOf(principal, principal.tenantId), { processType: 'ONLINE' }, 'default', 0, 500);
  return rows.map(toItem);
}

export async function shelfList(
  platform: Platform,
  principal: Principal,
  q: ServicePageQuery & { shelf?: boolean },
): Promise<Page<ServiceDetail>> {
  const current = q.current ?? 1;
  const size = q.size ?? 12;
  const { rows, total } = await repo.page(
    platform.db,
    configViewer(principal),
    { ...filtersOf(q), shelf: q.shelf },
    q.orderBy ?? 'default',
    (current - 1) * size,
    size,
  );
  return { records: await toDetails(platform.db, rows), total, current, size };
}

export async function topList(
  platform: Platform,
  viewer: repo.Viewer,
  centre: 'APPLICATION' | 'PROCESS' | '' | undefined,
  size: number,
  orderBy: 'hot' | 'new',
) {
  const { rows } = await repo.page(platform.db, viewer, { centre }, orderBy, 0, size);
  return rows.map(toItem);
}

export async function serviceCount(platform: Platform, viewer: repo.Viewer): Promise<ResultOf<typeof ospServiceCount>> {
  const db = platform.db;
  const [total, application, process, offline] = await Promise.all([
    repo.countVisible(db, viewer, {}),
    repo.countVisible(db, viewer, { centre: 'APPLICATION' }),
    repo.countVisible(db, viewer, { centre: 'PROCESS' }),
    repo.countVisible(db, viewer, { processType: 'OFFLINE' }),
  ]);
  return { total, application, process, online: total - offline, offline };
}

export async function listByUser(
  platform: Platform,
  viewer: repo.Viewer,
  kind: 'dept' | 'scene' | 'type',
  centre?: 'APPLICATION' | 'PROCESS' | '',
): Promise<NamedOption[]> {
  const db = platform.db;
  const column = kind === 'dept' ? 'dept_id' : kind === 'scene' ? 'scene_id' : 'type_id';
  const counts = new Map((await repo.countsBy(db, viewer, { centre }, column)).map((c) => [c.key, Number(c.n)]));
  const options =
    kind === 'dept'
      ? await repo.deptsOfTenant(db, viewer.tenantId)
      : await repo.optionsOf(db, kind === 'scene' ? 'service_scenes' : 'service_types', viewer.tenantId);
  return options
    .filter((o) => (counts.get(o.id) ?? 0) > 0)
    .map((o) => ({ id: o.id, name: o.name, sort: Number(o.sort), serviceCount: counts.get(o.id) ?? 0 }));
}

// Favourites.

export async function myCollect(platform: Platform, principal: Principal): Promise<ServiceListItem[]> {
  const ids = (await repo.favouriteIds(platform.db, principal.userId)).map((f) => f.service_id);
  return (await inOrder(platform, viewerOf(principal, principal.tenantId), ids)).map(toItem);
}

export async function collect(platform: Platform, principal: Principal, serviceId: string): Promise<null> {
  await visibleRow(platform, viewerOf(principal, principal.tenantId), serviceId);
  await repo.addFavourite(platform.db, principal.userId, serviceId, platform.clock.now().toISOString());
  return null;
}

export async function cancelCollect(platform: Platform, principal: Principal, serviceId: string): Promise<null> {
  await repo.removeFavourite(platform.db, principal.userId, serviceId);
  return null;
}

export async function changeOrder(platform: Platform, principal: Principal, serviceIds: string[]): Promise<null> {
  const own = new Set((await repo.favouriteIds(platform.db, principal.userId)).map((f) => f.service_id));
  if (serviceIds.length !== own.size || serviceIds.some((id) => !own.has(id))) {
    throw badRequest('排序列表必须恰好包含您收藏的全部服务，请刷新后重试');
  }
  await repo.reorderFavourites(platform.db, principal.userId, serviceIds);
  return null;
}

/** Shelved services by part of the name, with their department: what the card column form offers to pick. */
export async function shelfOptions(platform: Platform, tenantId: string, name: string, limit: number) {
  const rows = await repo.shelfServices(platform.db, tenantId, name, limit);
  return rows.map((r) => ({ serviceId: r.id, serviceName: r.name, serviceDeptName: r.dept_name ?? null }));
}
