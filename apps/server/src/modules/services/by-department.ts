import type { ServiceListItem } from '@onehall/contract';
import type { ServicesContext } from './context.ts';
import * as repo from './repo.ts';
import { indexedItem } from './shapes.ts';

/**
 * What the three lists read of the catalogue (docs/design/three-lists.md):
 * the services a viewer may see, grouped by department, from the node's
 * index, so that a department's lists and the tree's counts cost no query
 * over 20,000 services. The list items are the index's own (one object per
 * row, `collected` false): a caller's favourites are laid over them apart
 * (`collectedAmong`), so what the three lists build from them can be kept per
 * audience.
 */

export type { Viewer } from './repo.ts';

/** What a picker or a keyword filter needs of a service. */
export interface ServiceFacts {
  id: string;
  name: string;
  keywords: string;
  deptId: string;
  deptName: string;
  shelf: boolean;
  visitorVisible: boolean;
}

export interface VisibleServices {
  /** Per department, in the hall's configured order. */
  byDept: ReadonlyMap<string, readonly string[]>;
  all: ReadonlySet<string>;
}

interface Grouping extends VisibleServices {
  version: number;
}

/** Per index and audience: the grouping of the index version it was made from. */
const groupings = new WeakMap<ServicesContext['index'], Map<string, Grouping>>();
/** Audiences are tenant × role combinations: few; the bound only guards against a surprise. */
const AUDIENCES_MAX = 200;

/** Who sees the same services: tenant and roles (or visitor, or every service for administrators). */
export const audienceOf = (viewer: repo.Viewer) =>
  `${viewer.tenantId}|${viewer.includeUnshelved ? '*' : viewer.roles === null ? '-' : [...viewer.roles].sort().join(',')}`;

const bySortThenId = (a: repo.ServiceRow, b: repo.ServiceRow) =>
  Number(a.sort) - Number(b.sort) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Ids of the services the viewer may see, per department and all together. */
export async function visibleServices(ctx: ServicesContext, viewer: repo.Viewer): Promise<VisibleServices> {
  await ctx.ready;
  const { index } = ctx;
  let perAudience = groupings.get(index);
  if (!perAudience) {
    perAudience = new Map();
    groupings.set(index, perAudience);
  }
  const key = audienceOf(viewer);
  const kept = perAudience.get(key);
  if (kept && kept.version === index.version) return kept;
  const version = index.version;
  const rows: repo.ServiceRow[] = [];
  for (const row of index.allRows()) if (index.visible(row.id, viewer)) rows.push(row);
  rows.sort(bySortThenId);
  const byDept = new Map<string, string[]>();
  for (const r of rows) {
    const list = byDept.get(r.dept_id);
    if (list) list.push(r.id);
    else byDept.set(r.dept_id, [r.id]);
  }
  const grouping = { version, byDept, all: new Set(rows.map((r) => r.id)) };
  if (perAudience.size >= AUDIENCES_MAX) perAudience.clear();
  perAudience.set(key, grouping);
  return grouping;
}

/** Facts of indexed services of the tenant, shelved or not, in the order of `ids` (unknown ids left out). */
export async function serviceFacts(ctx: ServicesContext, tenantId: string, ids: readonly string[]): Promise<ServiceFacts[]> {
  await ctx.ready;
  return ids.flatMap((id) => {
    const r = ctx.index.row(id);
    if (!r || r.tenant_id !== tenantId) return [];
    return [
      {
        id: r.id,
        name: r.name,
        keywords: r.keywords,
        deptId: r.dept_id,
        deptName: r.dept_name,
        shelf: r.shelf === 1,
        visitorVisible: r.visitor_visible === 1,
      },
    ];
  });
}
export { viewerOf } from './shapes.ts';

/**
 * The list items of the services of `ids` the viewer may see, in that order, with `collected` false: the
 * index's items, shared by every caller (never mutate them). Call once `ctx.ready` has settled.
 */
export function listItems(ctx: ServicesContext, viewer: repo.Viewer, ids: readonly string[]): ServiceListItem[] {
  const { index } = ctx;
  const items: ServiceListItem[] = [];
  for (const id of ids) {
    const row = index.visible(id, viewer) ? index.row(id) : undefined;
    if (row) items.push(indexedItem(row));
  }
  return items;
}

/** Which of `ids` the viewer collected (none for a visitor, without a query). */
export async function collectedAmong(ctx: ServicesContext, viewer: repo.Viewer, ids: readonly string[]): Promise<ReadonlySet<string>> {
  if (!viewer.userId || ids.length === 0) return new Set();
  return repo.collectedAmong(ctx.platform.db, viewer.userId, [...ids]);
}
