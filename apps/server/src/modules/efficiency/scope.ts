import {
  addDays,
  type ChartKey,
  chinaDayStartIso,
  type DeptNode,
  EFFICIENCY_CHARTS,
  EfficiencyMessages,
  monthRange,
  type Period,
  previousRange,
  type ResolvedPeriod,
  rangeProblem,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import { business, forbidden } from '../../platform/http/app-error.ts';
import { deptTree } from '../three-lists/depts.ts';
import { getStored, type StoredConfig } from './config.ts';
import type { EfficiencyDeps } from './rollup.ts';

/*
 * What every report call settles first (docs/design/efficiency.md "Access"):
 * whether the caller may see the part asked for, the days of the period and of
 * the period before, and the departments a department filter covers.
 */

export interface Window extends ResolvedPeriod {
  /** ISO instants: from the start of the first day (China time) to the start of the day after the last. */
  from: string;
  to: string;
}

export interface Scope {
  tenantId: string;
  config: StoredConfig;
  principal: Principal | null;
  period: Window;
  previous: Window;
  /** The department and its sub-departments; undefined for the whole school. */
  deptIds: string[] | undefined;
  depts: Map<string, string>;
}

const windowOf = (start: string, end: string, label: string): Window => ({
  start,
  end,
  label,
  from: chinaDayStartIso(start),
  to: chinaDayStartIso(addDays(end, 1)),
});

function rangeLabel(start: string, end: string): string {
  return `${start} 至 ${end}`;
}

export function resolvePeriod(config: StoredConfig, period: Period): { period: Window; previous: Window } {
  let start: string;
  let end: string;
  let label: string;
  let semesterId: string | undefined;
  if (period.kind === 'semester') {
    const s = config.semesters.find((x) => x.id === period.semesterId);
    if (!s) throw business(EfficiencyMessages.semesterUnknown);
    ({ start, end } = s);
    label = s.name;
    semesterId = s.id;
  } else if (period.kind === 'month') {
    ({ start, end } = monthRange(period.month));
    label = `${period.month.slice(0, 4)}年${Number(period.month.slice(5))}月`;
  } else {
    ({ start, end } = period);
    label = rangeLabel(start, end);
  }
  const problem = rangeProblem({ start, end });
  if (problem) throw business(EfficiencyMessages[problem]);
  const prev = previousRange({ start, end }, config.semesters, semesterId);
  const prevSemester = semesterId ? config.semesters.find((s) => s.start === prev.start && s.end === prev.end) : undefined;
  const prevLabel =
    prevSemester?.name ??
    (period.kind === 'month' ? `${prev.start.slice(0, 4)}年${Number(prev.start.slice(5, 7))}月` : rangeLabel(prev.start, prev.end));
  return { period: windowOf(start, end, label), previous: windowOf(prev.start, prev.end, prevLabel) };
}

function flatten(tree: readonly DeptNode[], out: DeptNode[] = []): DeptNode[] {
  for (const d of tree) {
    out.push(d);
    flatten(d.children, out);
  }
  return out;
}

/** The department and everything under it. */
function subtreeIds(tree: readonly DeptNode[], deptId: string): string[] | undefined {
  const node = flatten(tree).find((d) => d.id === deptId);
  return node ? flatten([node]).map((d) => d.id) : undefined;
}

/** Refuses a visitor when the page or this part of it is closed to visitors. */
export function checkVisitor(config: StoredConfig, principal: Principal | null, chart?: ChartKey): void {
  const entry = chart ? config.charts.find((c) => c.key === chart) : undefined;
  if (chart && entry && !entry.shown) throw forbidden(EfficiencyMessages.partOff(EFFICIENCY_CHARTS[chart]));
  if (principal) return;
  if (!config.visitorAllowed) throw forbidden(EfficiencyMessages.visitorsClosed);
  if (chart && !entry?.visitorVisible) throw forbidden(EfficiencyMessages.partHidden(EFFICIENCY_CHARTS[chart]));
}

export async function deptsOf(deps: EfficiencyDeps, tenantId: string) {
  const tree = await deptTree(deps.services, tenantId);
  return { tree, names: new Map(flatten(tree).map((d) => [d.id, d.name])) };
}

/** Settles access, period and department filter of a report call. */
export async function scopeOf(
  deps: EfficiencyDeps,
  principal: Principal | null,
  tenantId: string,
  body: { period: Period; deptId?: string },
  chart?: ChartKey,
): Promise<Scope> {
  const config = await getStored(deps.platform, tenantId);
  checkVisitor(config, principal, chart);
  const { period, previous } = resolvePeriod(config, body.period);
  const { tree, names } = await deptsOf(deps, tenantId);
  let deptIds: string[] | undefined;
  if (body.deptId) {
    deptIds = subtreeIds(tree, body.deptId);
    if (!deptIds) throw business(EfficiencyMessages.deptUnknown);
  }
  return { tenantId, config, principal, period, previous, deptIds, depts: names };
}

export const DEPT_NONE_NAME = '未关联部门';
export const SERVICE_NONE_NAME = '未关联服务';
export const deptName = (scope: Pick<Scope, 'depts'>, id: string) => (id ? (scope.depts.get(id) ?? DEPT_NONE_NAME) : DEPT_NONE_NAME);
