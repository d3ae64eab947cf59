import { type DeptNode, type Duty, type ThreeListsConfig, UNCATEGORISED_NAME } from '@onehall/contract';
import type { Platform } from '../../platform/context.ts';
import * as duties from '../duties/service.ts';
import type { ServicesContext } from '../services/context.ts';
import * as users from '../users/service.ts';
import { getConfig, memoPrefix } from './config.ts';
import * as repo from './repo.ts';

/**
 * What every three-lists call reads, kept per tenant in the node's memory
 * (platform.memo) and dropped by `threeListsChanged` after any change to the
 * configuration, a department's information, a duty or a link. Services are
 * not in it: the services module's index answers them per audience. The
 * departments themselves are saved by the services module too (its options),
 * which only tells its index: the department rows are kept apart and read
 * again once this node's index version moved on, so a department added there
 * shows at once.
 */

export interface SnapshotDept {
  id: string;
  code: string;
  name: string;
  parentId: string | null;
  /** '' when unset or its category is gone. */
  categoryId: string;
  categoryName: string;
  sort: number;
  description: string;
  contact: string;
  /** Left off the public page: listed in hiddenDeptIds, or its category is not shown. */
  hidden: boolean;
}

export interface Snapshot {
  config: ThreeListsConfig;
  /** Every department but the root(s), in tree order: category order, then department sort and code. */
  depts: SnapshotDept[];
  deptById: ReadonlyMap<string, SnapshotDept>;
  /** The whole organisation, root included, as getDeptTree answers it. */
  tree: DeptNode[];
  dutiesByDept: ReadonlyMap<string, readonly Duty[]>;
  dutyById: ReadonlyMap<string, Duty>;
  servicesOfDuty: ReadonlyMap<string, readonly string[]>;
  dutiesOfService: ReadonlyMap<string, readonly string[]>;
}

export async function snapshot(ctx: ServicesContext, tenantId: string): Promise<Snapshot> {
  const [core, depts] = await Promise.all([
    ctx.platform.memo.get(`${memoPrefix(tenantId)}snapshot`, () => loadCore(ctx.platform, tenantId)),
    deptRowsOf(ctx, tenantId),
  ]);
  const made = composed.get(core);
  if (made?.depts === depts) return made.snap;
  const snap = compose(core, depts);
  composed.set(core, { depts, snap });
  return snap;
}

/** What the three-lists tables and the duties hold, dropped by `threeListsChanged`. */
interface Core {
  config: ThreeListsConfig;
  infos: Awaited<ReturnType<typeof repo.deptInfos>>;
  dutiesByDept: ReadonlyMap<string, readonly Duty[]>;
  dutyById: ReadonlyMap<string, Duty>;
  servicesOfDuty: ReadonlyMap<string, readonly string[]>;
  dutiesOfService: ReadonlyMap<string, readonly string[]>;
}

/** The departments, as this node's services index version stood when they were read. */
interface DeptRows {
  rows: DeptRow[];
  indexVersion: number;
}

/** The snapshot made of a core and the department rows, until either is read again. */
const composed = new WeakMap<Core, { depts: DeptRows; snap: Snapshot }>();

/**
 * The departments, read again (one small query) once this node's services index moved on since: the services
 * module saves departments too and tells only its index (a reload, of no services for a department without any).
 */
async function deptRowsOf(ctx: ServicesContext, tenantId: string): Promise<DeptRows> {
  const { platform, index } = ctx;
  const key = `${memoPrefix(tenantId)}depts`;
  const read = (indexVersion: number) => async () => ({ rows: await users.deptRows(platform, tenantId), indexVersion });
  const kept = await platform.memo.get(key, read(index.version));
  if (kept.indexVersion >= index.version) return kept;
  await platform.memo.forget([key]);
  return platform.memo.get(key, read(index.version));
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

async function loadCore(platform: Platform, tenantId: string): Promise<Core> {
  const [config, infos, dutyList, linkRows] = await Promise.all([
    getConfig(platform, tenantId),
    repo.deptInfos(platform.db, tenantId),
    duties.allDuties(platform, tenantId),
    repo.links(platform.db, tenantId),
  ]);
  const dutiesByDept = new Map<string, Duty[]>();
  const dutyById = new Map<string, Duty>();
  for (const d of dutyList) {
    push(dutiesByDept, d.deptId, d);
    dutyById.set(d.id, d);
  }
  for (const list of dutiesByDept.values()) list.sort((a, b) => a.sort - b.sort || (a.id < b.id ? -1 : 1));
  const servicesOfDuty = new Map<string, string[]>();
  const dutiesOfService = new Map<string, string[]>();
  for (const l of linkRows) {
    if (!dutyById.has(l.duty_id)) continue;
    push(servicesOfDuty, l.duty_id, l.service_id);
    push(dutiesOfService, l.service_id, l.duty_id);
  }
  return { config, infos, dutiesByDept, dutyById, servicesOfDuty, dutiesOfService };
}

function compose(core: Core, kept: DeptRows): Snapshot {
  const { config, infos } = core;
  const deptRows = kept.rows;
  const infoOf = new Map(infos.map((i) => [i.dept_id, i]));
  const categoryOrder = new Map(config.categories.map((c, i) => [c.id, { ...c, index: i }]));
  const hiddenIds = new Set(config.hiddenDeptIds);

  const depts: SnapshotDept[] = deptRows
    .filter((d) => d.parent_id !== null)
    .map((d) => {
      const info = infoOf.get(d.id);
      const category = info?.category_id ? categoryOrder.get(info.category_id) : undefined;
      return {
        id: d.id,
        code: d.code,
        name: d.name,
        parentId: d.parent_id,
        categoryId: category?.id ?? '',
        categoryName: category?.name ?? UNCATEGORISED_NAME,
        sort: Number(info?.sort ?? d.sort),
        description: info?.description ?? '',
        contact: info?.contact ?? '',
        hidden: hiddenIds.has(d.id) || (category !== undefined && !category.shown),
      };
    });
  // Uncategorised last.
  const rank = (d: SnapshotDept) => (d.categoryId === '' ? Number.MAX_SAFE_INTEGER : (categoryOrder.get(d.categoryId)?.index ?? 0));
  depts.sort((a, b) => rank(a) - rank(b) || a.sort - b.sort || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));

  return {
    config,
    depts,
    deptById: new Map(depts.map((d) => [d.id, d])),
    tree: treeOf(deptRows),
    dutiesByDept: core.dutiesByDept,
    dutyById: core.dutyById,
    servicesOfDuty: core.servicesOfDuty,
    dutiesOfService: core.dutiesOfService,
  };
}

interface DeptRow {
  id: string;
  code: string;
  name: string;
  parent_id: string | null;
  sort: number;
}

/** Departments as a tree by parent; one whose parent is not among `rows` is a root. Rows come in department order. */
export function treeOf(rows: readonly DeptRow[]): DeptNode[] {
  const nodes = new Map<string, DeptNode>(
    rows.map((r) => [r.id, { id: r.id, code: r.code, name: r.name, parentId: r.parent_id, sort: Number(r.sort), children: [] }]),
  );
  const roots: DeptNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id) as DeptNode;
    const parent = r.parent_id ? nodes.get(r.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The department rows of the snapshot's tree, flattened (root included), for cutting a tree down to some departments. */
export function flatten(tree: readonly DeptNode[]): DeptRow[] {
  const out: DeptRow[] = [];
  const walk = (nodes: readonly DeptNode[]) => {
    for (const n of nodes) {
      out.push({ id: n.id, code: n.code, name: n.name, parent_id: n.parentId, sort: n.sort });
      walk(n.children);
    }
  };
  walk(tree);
  return out;
}
