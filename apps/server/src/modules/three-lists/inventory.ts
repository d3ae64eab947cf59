import {
  type BodyOf,
  type DeptRelation,
  type InventoryCategory,
  type InventoryDeptInfo,
  type InventoryDuty,
  type InventoryService,
  type ResultOf,
  type ServiceListItem,
  type ThreeListKey,
  ThreeListsMessages,
  type threeInventoryCount,
  type threeInventoryPage,
  type threeInventoryQueryDuty,
  type threeInventoryQueryService,
  type threeInventoryServiceCount,
  UNCATEGORISED_NAME,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import { business, forbidden } from '../../platform/http/app-error.ts';
import {
  collectedAmong,
  listItems,
  serviceFacts,
  type Viewer,
  type VisibleServices,
  viewerOf,
  visibleServices,
} from '../services/by-department.ts';
import type { ServicesContext } from '../services/context.ts';
import { type Snapshot, type SnapshotDept, snapshot } from './snapshot.ts';
import { type AudienceView, audienceView, kept } from './views.ts';

/**
 * The public inventory: tree, totals, department page, duty and service lists, relation (docs/design/three-lists.md).
 * What an audience sees is built once and kept (views.ts) until the snapshot or the services index changes; routes
 * answering a kept value are `remembered`, so its JSON is made once too. A signed-in caller's favourites are laid
 * over a copy.
 */

type Page<T> = { records: T[]; total: number; current: number; size: number };

/** Who asks: the services viewer, the snapshot once visitors are known to be allowed, and their audience's views. */
interface Asker {
  viewer: Viewer;
  snap: Snapshot;
  visible: VisibleServices;
  view: AudienceView;
}

async function asker(ctx: ServicesContext, principal: Principal | null, tenantId: string): Promise<Asker> {
  const viewer = viewerOf(principal, tenantId);
  const snap = await snapshot(ctx, viewer.tenantId);
  if (!principal && !snap.config.visitorAllowed) throw forbidden(ThreeListsMessages.visitorsClosed);
  const visible = await visibleServices(ctx, viewer);
  return { viewer, snap, visible, view: audienceView(ctx, snap, viewer, visible) };
}

const shown = (snap: Snapshot) => snap.depts.filter((d) => !d.hidden);

function listOn(snap: Snapshot, list: ThreeListKey): void {
  const on = list === 'duties' ? snap.config.showDuties : list === 'services' ? snap.config.showServices : snap.config.showRelation;
  if (!on) throw business(ThreeListsMessages.listHidden(list));
}

function shownDept(snap: Snapshot, deptId: string): SnapshotDept {
  const dept = snap.deptById.get(deptId);
  if (!dept) throw business(ThreeListsMessages.deptUnknown);
  if (dept.hidden) throw business(ThreeListsMessages.deptHidden);
  return dept;
}

const countVisible = (a: Asker, ids: readonly string[] | undefined) => {
  let n = 0;
  for (const id of ids ?? []) if (a.visible.all.has(id)) n++;
  return n;
};
const countOf = (a: Asker, deptId: string) => a.visible.byDept.get(deptId)?.length ?? 0;
const dutyCountOf = (snap: Snapshot, deptId: string) => snap.dutiesByDept.get(deptId)?.length ?? 0;

function pageOf<T>(all: readonly T[], current = 1, size = 10): Page<T> {
  return { records: all.slice((current - 1) * size, current * size), total: all.length, current, size };
}

/** Items with the caller's favourites marked: the same array when none is among them (always for a visitor). */
function withCollected<T extends ServiceListItem>(items: readonly T[], collected: ReadonlySet<string>): T[] | undefined {
  if (collected.size === 0 || !items.some((i) => collected.has(i.serviceId))) return undefined;
  return items.map((i) => (collected.has(i.serviceId) ? { ...i, collected: true } : i));
}

export async function tree(ctx: ServicesContext, principal: Principal | null, tenantId: string): Promise<InventoryCategory[]> {
  const a = await asker(ctx, principal, tenantId);
  return kept(a.view, 'whole', 'tree', () => buildTree(a));
}

function buildTree(a: Asker): InventoryCategory[] {
  const out: InventoryCategory[] = [];
  for (const d of shown(a.snap)) {
    let category = out[out.length - 1];
    if (category?.id !== d.categoryId) {
      category = { id: d.categoryId, name: d.categoryName, deptCount: 0, dutyCount: 0, serviceCount: 0, depts: [] };
      out.push(category);
    }
    const dept = {
      id: d.id,
      code: d.code,
      name: d.name,
      categoryId: d.categoryId,
      sort: d.sort,
      dutyCount: dutyCountOf(a.snap, d.id),
      serviceCount: countOf(a, d.id),
    };
    category.depts.push(dept);
    category.deptCount++;
    category.dutyCount += dept.dutyCount;
    category.serviceCount += dept.serviceCount;
  }
  return out;
}

export async function totals(
  ctx: ServicesContext,
  principal: Principal | null,
  tenantId: string,
): Promise<ResultOf<typeof threeInventoryCount>> {
  const a = await asker(ctx, principal, tenantId);
  return kept(a.view, 'whole', 'totals', () => buildTotals(a));
}

function buildTotals(a: Asker): ResultOf<typeof threeInventoryCount> {
  let dutyCount = 0;
  let serviceCount = 0;
  let linkCount = 0;
  const depts = shown(a.snap);
  for (const d of depts) {
    dutyCount += dutyCountOf(a.snap, d.id);
    serviceCount += countOf(a, d.id);
    for (const duty of a.snap.dutiesByDept.get(d.id) ?? [])
      for (const s of a.snap.servicesOfDuty.get(duty.id) ?? []) if (a.visible.all.has(s)) linkCount++;
  }
  return { deptCount: depts.length, dutyCount, serviceCount, linkCount };
}

export async function serviceCounts(
  ctx: ServicesContext,
  principal: Principal | null,
  tenantId: string,
): Promise<ResultOf<typeof threeInventoryServiceCount>> {
  const a = await asker(ctx, principal, tenantId);
  // Array.prototype.sort is stable: ties keep the tree order.
  return kept(a.view, 'whole', 'serviceCounts', () =>
    shown(a.snap)
      .map((d) => ({ deptId: d.id, deptName: d.name, serviceCount: countOf(a, d.id) }))
      .sort((x, y) => y.serviceCount - x.serviceCount),
  );
}

const contains = (text: string, needle: string) => text.toLowerCase().includes(needle);

export async function deptPage(
  ctx: ServicesContext,
  principal: Principal | null,
  tenantId: string,
  body: BodyOf<typeof threeInventoryPage>,
): Promise<Page<InventoryDeptInfo>> {
  const a = await asker(ctx, principal, tenantId);
  const needle = body.deptName?.trim().toLowerCase() ?? '';
  const matches = shown(a.snap).filter(
    (d) =>
      (!needle || contains(d.name, needle) || contains(d.code, needle)) &&
      (body.categoryId === undefined || d.categoryId === body.categoryId),
  );
  const page = pageOf(matches, body.current, body.size);
  return {
    ...page,
    records: page.records.map((d) => ({
      id: d.id,
      code: d.code,
      name: d.name,
      categoryId: d.categoryId,
      categoryName: d.categoryId === '' ? UNCATEGORISED_NAME : d.categoryName,
      sort: d.sort,
      description: d.description,
      contact: d.contact,
      dutyCount: dutyCountOf(a.snap, d.id),
      serviceCount: countOf(a, d.id),
    })),
  };
}

export async function queryDuty(
  ctx: ServicesContext,
  principal: Principal | null,
  tenantId: string,
  body: BodyOf<typeof threeInventoryQueryDuty>,
): Promise<Page<InventoryDuty>> {
  const a = await asker(ctx, principal, tenantId);
  listOn(a.snap, 'duties');
  const depts = body.deptId ? [shownDept(a.snap, body.deptId)] : shown(a.snap);
  const needle = body.keyword?.trim().toLowerCase() ?? '';
  const build = () => {
    const matches = depts.flatMap((d) =>
      (a.snap.dutiesByDept.get(d.id) ?? []).filter(
        (duty) =>
          (!needle || contains(duty.dutyDescription, needle) || contains(duty.basis, needle)) &&
          (!body.dutyType || duty.dutyType === body.dutyType),
      ),
    );
    const page = pageOf(matches, body.current, body.size);
    return {
      ...page,
      // Field by field, and a count without a filtered copy: a department's first page builds them.
      records: page.records.map((duty) => ({
        id: duty.id,
        deptId: duty.deptId,
        deptCode: duty.deptCode,
        deptName: duty.deptName,
        dutyDescription: duty.dutyDescription,
        dutyType: duty.dutyType,
        dutyTypeName: duty.dutyTypeName,
        basis: duty.basis,
        sort: duty.sort,
        updateTime: duty.updateTime,
        serviceCount: countVisible(a, a.snap.servicesOfDuty.get(duty.id)),
      })),
    };
  };
  // A keyword search is built each time; the pages of a department (or of all) are kept.
  if (needle) return build();
  return kept(a.view, 'whole', `duties|${body.deptId ?? ''}|${body.dutyType ?? ''}|${body.current ?? 1}|${body.size ?? 10}`, build);
}

export async function queryService(
  ctx: ServicesContext,
  principal: Principal | null,
  tenantId: string,
  body: BodyOf<typeof threeInventoryQueryService>,
): Promise<Page<InventoryService>> {
  const a = await asker(ctx, principal, tenantId);
  listOn(a.snap, 'services');
  const depts = body.deptId ? [shownDept(a.snap, body.deptId)] : shown(a.snap);
  let ids = depts.flatMap((d) => a.visible.byDept.get(d.id) ?? []);
  const needle = body.keyword?.trim().toLowerCase() ?? '';
  const build = () => {
    const page = pageOf(ids, body.current, body.size);
    const records = listItems(ctx, a.viewer, page.records).map((item) => ({
      ...item,
      dutyIds: [...(a.snap.dutiesOfService.get(item.serviceId) ?? [])],
    }));
    return { ...page, records };
  };
  let page: Page<InventoryService>;
  if (needle) {
    const hits = new Set(
      (await serviceFacts(ctx, a.viewer.tenantId, ids))
        .filter((s) => contains(s.name, needle) || contains(s.keywords, needle))
        .map((s) => s.id),
    );
    ids = ids.filter((id) => hits.has(id));
    page = build();
  } else page = kept(a.view, 'items', `services|${body.deptId ?? ''}|${body.current ?? 1}|${body.size ?? 10}`, build);
  const marked = withCollected(
    page.records,
    await collectedAmong(
      ctx,
      a.viewer,
      page.records.map((r) => r.serviceId),
    ),
  );
  return marked ? { ...page, records: marked } : page;
}

export async function relation(ctx: ServicesContext, principal: Principal | null, tenantId: string, deptId: string): Promise<DeptRelation> {
  const a = await asker(ctx, principal, tenantId);
  listOn(a.snap, 'relation');
  const dept = shownDept(a.snap, deptId);
  const relationKept = kept(a.view, 'items', `relation|${dept.id}`, () => buildRelation(ctx, a, dept));
  const collected = await collectedAmong(ctx, a.viewer, relationKept.serviceIds);
  if (collected.size === 0) return relationKept.answer;
  const { answer } = relationKept;
  return {
    ...answer,
    duties: answer.duties.map((d) => ({ duty: d.duty, services: withCollected(d.services, collected) ?? d.services })),
    servicesWithoutDuty: withCollected(answer.servicesWithoutDuty, collected) ?? answer.servicesWithoutDuty,
  };
}

/** A department's relation as its audience sees it, and every service id in it (for the caller's favourites). */
function buildRelation(ctx: ServicesContext, a: Asker, dept: SnapshotDept): { answer: DeptRelation; serviceIds: string[] } {
  const deptDuties = a.snap.dutiesByDept.get(dept.id) ?? [];
  const own = a.visible.byDept.get(dept.id) ?? [];
  const linked = [...new Set(deptDuties.flatMap((d) => a.snap.servicesOfDuty.get(d.id) ?? []))];
  // Linked services of other departments count too, when the caller may see them.
  const items = listItems(ctx, a.viewer, [...new Set([...own, ...linked])]);
  const itemOf = new Map(items.map((i) => [i.serviceId, i]));
  const carried = new Set<string>();
  const dutiesOut = deptDuties.map((duty) => {
    const services = (a.snap.servicesOfDuty.get(duty.id) ?? []).flatMap((id) => itemOf.get(id) ?? []);
    for (const s of services) carried.add(s.serviceId);
    return { duty, services };
  });
  const answer = {
    deptId: dept.id,
    deptName: dept.name,
    duties: dutiesOut,
    servicesWithoutDuty: own.flatMap((id) =>
      carried.has(id) || (a.snap.dutiesOfService.get(id)?.length ?? 0) > 0 ? [] : (itemOf.get(id) ?? []),
    ),
  };
  return { answer, serviceIds: [...itemOf.keys()] };
}
