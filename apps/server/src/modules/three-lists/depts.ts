import {
  type AdminDeptRelation,
  type BodyOf,
  type DeptInfo,
  type DeptNode,
  type DeptServiceOption,
  DUTY_SERVICES_MAX,
  type deptInfoPage,
  type deptInfoUpdate,
  type deptNoSetDuty,
  type deptQueryServiceInfo,
  type ResultOf,
  ThreeListsMessages,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import { business, forbidden } from '../../platform/http/app-error.ts';
import type { MenuResolver } from '../../platform/http/endpoints.ts';
import { serviceFacts, visibleServices } from '../services/by-department.ts';
import type { ServicesContext } from '../services/context.ts';
import { threeListsChanged } from './config.ts';
import { administeredScope } from './dept-admins.ts';
import * as repo from './repo.ts';
import { flatten, type Snapshot, type SnapshotDept, snapshot, treeOf } from './snapshot.ts';

/**
 * Department calls (SPEC §7 "Department and duty"): the public tree, and what
 * department administrators maintain. A threeListsConfig holder administers
 * every department; anyone else those assigned to them in
 * three_lists_dept_admins (docs/design/three-lists.md).
 */

type Page<T> = { records: T[]; total: number; current: number; size: number };

export async function deptTree(ctx: ServicesContext, tenantId: string): Promise<DeptNode[]> {
  return (await snapshot(ctx, tenantId)).tree;
}

async function administeredDepts(
  ctx: ServicesContext,
  holdsMenu: MenuResolver,
  principal: Principal,
): Promise<{ snap: Snapshot; depts: SnapshotDept[] }> {
  const [snap, scope] = await Promise.all([snapshot(ctx, principal.tenantId), administeredScope(ctx.platform, holdsMenu, principal)]);
  const depts = scope === 'all' ? snap.depts : snap.depts.filter((d) => scope.has(d.id));
  if (depts.length === 0) throw forbidden(ThreeListsMessages.noDeptAdmin);
  return { snap, depts };
}

/** The department, when the caller administers it. */
async function administeredDept(ctx: ServicesContext, holdsMenu: MenuResolver, principal: Principal, deptId: string) {
  const { snap, depts } = await administeredDepts(ctx, holdsMenu, principal);
  const dept = depts.find((d) => d.id === deptId);
  if (dept) return { snap, dept };
  if (!snap.deptById.has(deptId)) throw business(ThreeListsMessages.deptUnknown);
  throw forbidden(ThreeListsMessages.notDeptAdmin);
}

export async function deptTreePower(ctx: ServicesContext, holdsMenu: MenuResolver, principal: Principal): Promise<DeptNode[]> {
  const [snap, scope] = await Promise.all([snapshot(ctx, principal.tenantId), administeredScope(ctx.platform, holdsMenu, principal)]);
  if (scope === 'all') return snap.tree;
  return treeOf(flatten(snap.tree).filter((d) => scope.has(d.id)));
}

async function infoOf(ctx: ServicesContext, principal: Principal, snap: Snapshot, depts: readonly SnapshotDept[]): Promise<DeptInfo[]> {
  const all = await visibleServices(ctx, {
    tenantId: principal.tenantId,
    userId: principal.userId,
    roles: principal.roles,
    includeUnshelved: true,
  });
  return depts.map((d) => {
    const duties = snap.dutiesByDept.get(d.id) ?? [];
    return {
      id: d.id,
      code: d.code,
      name: d.name,
      categoryId: d.categoryId,
      categoryName: d.categoryName,
      sort: d.sort,
      description: d.description,
      contact: d.contact,
      dutyCount: duties.length,
      serviceCount: all.byDept.get(d.id)?.length ?? 0,
      linkedDutyCount: duties.filter((duty) => (snap.servicesOfDuty.get(duty.id)?.length ?? 0) > 0).length,
      hidden: d.hidden,
    };
  });
}

export async function page(
  ctx: ServicesContext,
  holdsMenu: MenuResolver,
  principal: Principal,
  body: BodyOf<typeof deptInfoPage>,
): Promise<Page<DeptInfo>> {
  const { snap, depts } = await administeredDepts(ctx, holdsMenu, principal);
  const needle = body.deptName?.trim().toLowerCase() ?? '';
  const matches = depts.filter(
    (d) =>
      (!needle || d.name.toLowerCase().includes(needle) || d.code.toLowerCase().includes(needle)) &&
      (body.categoryId === undefined || d.categoryId === body.categoryId),
  );
  const current = body.current ?? 1;
  const size = body.size ?? 10;
  const records = await infoOf(ctx, principal, snap, matches.slice((current - 1) * size, current * size));
  return { records, total: matches.length, current, size };
}

export async function update(
  ctx: ServicesContext,
  holdsMenu: MenuResolver,
  principal: Principal,
  body: BodyOf<typeof deptInfoUpdate>,
): Promise<DeptInfo> {
  const { platform } = ctx;
  const { snap } = await administeredDept(ctx, holdsMenu, principal, body.deptId);
  if (body.categoryId !== null && !snap.config.categories.some((c) => c.id === body.categoryId))
    throw business(ThreeListsMessages.categoryUnknown);
  await repo.upsertDeptInfo(platform.db, {
    dept_id: body.deptId,
    tenant_id: principal.tenantId,
    category_id: body.categoryId,
    sort: body.sort,
    description: body.description.trim(),
    contact: body.contact.trim(),
    updated_at: platform.clock.now().toISOString(),
  });
  await threeListsChanged(platform, principal.tenantId);
  const fresh = await snapshot(ctx, principal.tenantId);
  const [info] = await infoOf(ctx, principal, fresh, [fresh.deptById.get(body.deptId) as SnapshotDept]);
  return info as DeptInfo;
}

export async function noSetDuty(
  ctx: ServicesContext,
  holdsMenu: MenuResolver,
  principal: Principal,
): Promise<ResultOf<typeof deptNoSetDuty>> {
  const { snap, depts } = await administeredDepts(ctx, holdsMenu, principal);
  return depts
    .filter((d) => (snap.dutiesByDept.get(d.id)?.length ?? 0) === 0)
    .map((d) => ({ id: d.id, code: d.code, name: d.name, categoryName: d.categoryName }));
}

export async function queryServiceInfo(
  ctx: ServicesContext,
  holdsMenu: MenuResolver,
  principal: Principal,
  body: BodyOf<typeof deptQueryServiceInfo>,
): Promise<Page<DeptServiceOption>> {
  const { snap, dept } = await administeredDept(ctx, holdsMenu, principal, body.deptId);
  const linked = new Set(body.dutyId ? ((dutyOf(snap, body.dutyId) && snap.servicesOfDuty.get(body.dutyId)) ?? []) : []);
  const all = await visibleServices(ctx, {
    tenantId: principal.tenantId,
    userId: principal.userId,
    roles: principal.roles,
    includeUnshelved: true,
  });
  const needle = body.serviceName?.trim().toLowerCase() ?? '';
  const facts = (await serviceFacts(ctx, principal.tenantId, all.byDept.get(dept.id) ?? [])).filter(
    (s) => !needle || s.name.toLowerCase().includes(needle),
  );
  const current = body.current ?? 1;
  const size = body.size ?? 10;
  return {
    records: facts.slice((current - 1) * size, current * size).map((s) => ({
      serviceId: s.id,
      serviceName: s.name,
      deptId: s.deptId,
      deptName: s.deptName,
      shelf: s.shelf,
      visitorVisible: s.visitorVisible,
      linked: linked.has(s.id),
    })),
    total: facts.length,
    current,
    size,
  };
}

/**
 * A department's links as its administrators manage them: every linked service, shelved or not, of any audience,
 * whatever the public page's switches (the public relation may be off, the department hidden).
 */
export async function adminRelation(
  ctx: ServicesContext,
  holdsMenu: MenuResolver,
  principal: Principal,
  deptId: string,
): Promise<AdminDeptRelation> {
  const { snap, dept } = await administeredDept(ctx, holdsMenu, principal, deptId);
  const deptDuties = snap.dutiesByDept.get(dept.id) ?? [];
  const all = await visibleServices(ctx, {
    tenantId: principal.tenantId,
    userId: principal.userId,
    roles: principal.roles,
    includeUnshelved: true,
  });
  const own = all.byDept.get(dept.id) ?? [];
  const linked = deptDuties.flatMap((d) => snap.servicesOfDuty.get(d.id) ?? []);
  const optionOf = new Map(
    (await serviceFacts(ctx, principal.tenantId, [...new Set([...linked, ...own])])).map((s) => [
      s.id,
      {
        serviceId: s.id,
        serviceName: s.name,
        deptId: s.deptId,
        deptName: s.deptName,
        shelf: s.shelf,
        visitorVisible: s.visitorVisible,
        linked: true,
      },
    ]),
  );
  const options = (ids: readonly string[]) => ids.flatMap((id) => optionOf.get(id) ?? []);
  return {
    deptId: dept.id,
    deptName: dept.name,
    duties: deptDuties.map((duty) => ({ duty, services: options(snap.servicesOfDuty.get(duty.id) ?? []) })),
    servicesWithoutDuty: options(own.filter((id) => (snap.dutiesOfService.get(id)?.length ?? 0) === 0)).map((o) => ({
      ...o,
      linked: false,
    })),
  };
}

function dutyOf(snap: Snapshot, dutyId: string) {
  const duty = snap.dutyById.get(dutyId);
  if (!duty) throw business(ThreeListsMessages.dutyUnknown);
  return duty;
}

/** Links (or unlinks) services to a duty of a department the caller administers; answers the duty's link count. */
export async function setLinks(
  ctx: ServicesContext,
  holdsMenu: MenuResolver,
  principal: Principal,
  dutyId: string,
  serviceIds: readonly string[],
  linked: boolean,
): Promise<number> {
  const { platform } = ctx;
  const tenantId = principal.tenantId;
  const duty = dutyOf(await snapshot(ctx, tenantId), dutyId);
  await administeredDept(ctx, holdsMenu, principal, duty.deptId);
  const ids = [...new Set(serviceIds)];
  if (linked && (await serviceFacts(ctx, tenantId, ids)).length !== ids.length) throw business(ThreeListsMessages.serviceUnknown);
  const count = await platform.db.transaction().execute(async (trx) => {
    const current = new Set(await repo.linkedServiceIds(trx, tenantId, dutyId));
    if (linked) {
      const added = ids.filter((id) => !current.has(id));
      if (current.size + added.length > DUTY_SERVICES_MAX) throw business(ThreeListsMessages.tooManyLinks);
      await repo.insertLinks(trx, tenantId, dutyId, added, platform.clock.now().toISOString());
      return current.size + added.length;
    }
    await repo.deleteLinks(trx, tenantId, dutyId, ids);
    return ids.reduce((n, id) => n - (current.has(id) ? 1 : 0), current.size);
  });
  await threeListsChanged(platform, tenantId);
  return count;
}
