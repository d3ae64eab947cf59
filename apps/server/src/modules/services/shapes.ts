import type { ServiceDetail, ServiceGuide, ServiceListItem, ServicePageQuery } from '@onehall/contract';
import { jsonArrayColumn } from '../../db/json-columns.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

/** Service rows as the API shapes them, and the visibility reads every section shares. */

export type Page<T> = { records: T[]; total: number; current: number; size: number };

export const KNOWN_ROLES = ['student', 'teacher', 'staff', 'admin'];
export const NOT_VISIBLE = '服务不存在或您无权查看';

export function viewerOf(principal: Principal | null, tenantId: string): repo.Viewer {
  return principal
    ? { tenantId: principal.tenantId, userId: principal.userId, roles: principal.roles }
    : { tenantId, userId: null, roles: null };
}

export const configViewer = (principal: Principal): repo.Viewer => ({
  tenantId: principal.tenantId,
  userId: principal.userId,
  roles: principal.roles,
  includeUnshelved: true,
});

export function guideOf(row: repo.ServiceRow): ServiceGuide {
  return {
    materials: jsonArrayColumn(row.guide_materials),
    steps: jsonArrayColumn(row.guide_steps),
    conditions: row.guide_conditions,
    fees: row.guide_fees,
    timeLimit: row.guide_time_limit,
    contact: row.guide_contact,
    attachments: jsonArrayColumn(row.guide_attachments),
  };
}

export const hasGuide = (g: ServiceGuide) =>
  g.materials.length > 0 || g.steps.length > 0 || g.conditions !== '' || g.attachments.length > 0;
export const round1 = (n: number) => Math.round(n * 10) / 10;

export function toItem(row: repo.ServiceRow): ServiceListItem {
  return {
    serviceId: row.id,
    serviceName: row.name,
    serviceIcon: row.icon,
    serviceDeptName: row.dept_name,
    serviceSceneName: row.scene_name,
    processType: row.process_type,
    hasGuide: hasGuide(guideOf(row)),
    visitCount: Number(row.visit_count),
    accessWay: Number(row.access_way),
    openWay: Number(row.open_way),
    serviceUrl: row.service_url,
    serviceDeptId: row.dept_id,
    serviceSceneId: row.scene_id,
    serviceTypeId: row.type_id,
    serviceTypeName: row.type_name,
    centre: row.centre as ServiceListItem['centre'],
    visitorVisible: row.visitor_visible === 1,
    collected: Number(row.collected ?? 0) > 0,
    avgScore: round1(Number(row.avg_score ?? 0)),
    rateCount: Number(row.rate_count ?? 0),
    launchedAt: row.launched_at,
  };
}

export async function toDetails(db: Platform['db'], rows: repo.ServiceRow[]): Promise<ServiceDetail[]> {
  const roles = await repo.rolesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...toItem(row),
    description: row.description,
    keywords: row.keywords,
    guide: guideOf(row),
    roles: roles.filter((r) => r.service_id === row.id).map((r) => r.role_alias),
    shelf: row.shelf === 1,
    sort: Number(row.sort),
  }));
}

export function filtersOf(q: ServicePageQuery): repo.ListFilters {
  return {
    name: q.serviceName?.trim(),
    deptId: q.deptId,
    sceneId: q.sceneId,
    typeId: q.typeId,
    centre: q.serviceType,
    processType: q.processType,
  };
}

/** List items of index rows, kept per row object (the index replaces a row when its service changes). */
const itemCache = new WeakMap<repo.ServiceRow, ServiceListItem>();

export function indexedItem(row: repo.ServiceRow): ServiceListItem {
  let item = itemCache.get(row);
  if (!item) {
    item = toItem(row);
    itemCache.set(row, item);
  }
  return item;
}

/** Rows in the order of `ids`, only those the viewer may see. */
export async function inOrder(platform: Platform, viewer: repo.Viewer, ids: string[]): Promise<repo.ServiceRow[]> {
  const rows = await repo.byIds(platform.db, viewer, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function visibleRow(platform: Platform, viewer: repo.Viewer, serviceId: string): Promise<repo.ServiceRow> {
  const [row] = await repo.byIds(platform.db, viewer, [serviceId]);
  if (!row) throw notFound(NOT_VISIBLE);
  return row;
}
