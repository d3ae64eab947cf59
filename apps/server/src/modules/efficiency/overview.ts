import {
  average,
  type BodyOf,
  bucketStart,
  bucketStarts,
  type DeptRow,
  EFFICIENCY_INDICATORS,
  type effOverView,
  type effProcessTrending,
  type effReportTable,
  histogramMedian,
  INDICATOR_UNITS,
  type IndicatorKey,
  type IndicatorValue,
  onlineRate,
  onTimeRate,
  periodChange,
  type ReportSortField,
  type ResultOf,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import { ratingsByService, servicesOfTenant, visitsByService } from '../services/figures.ts';
import { parseHist } from './contributions.ts';
import * as repo from './repo.ts';
import type { EfficiencyDeps } from './rollup.ts';
import { deptName, type Scope, scopeOf, type Window } from './scope.ts';

/*
 * The school overview, the process trend and the department report table
 * (docs/design/efficiency.md): read from the daily department roll-ups, so a
 * year at university scale is a few thousand rows, never the process records.
 */

const round = (v: number | null, digits = 1) => (v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits);
const hours = (minutes: number | null) => round(minutes === null ? null : minutes / 60);

interface Figures {
  started: number;
  finished: number;
  late: number;
  minutes: number;
  hist: Map<number, number>;
  inProgress: number;
  visits: number;
  ratingSum: number;
  ratingCount: number;
  online: number;
  offline: number;
}

const emptyFigures = (): Figures => ({
  started: 0,
  finished: 0,
  late: 0,
  minutes: 0,
  hist: new Map(),
  inProgress: 0,
  visits: 0,
  ratingSum: 0,
  ratingCount: 0,
  online: 0,
  offline: 0,
});

/** Figures per department ('' = processes of no known service) over a window. */
export async function figuresByDept(deps: EfficiencyDeps, scope: Scope, w: Window): Promise<Map<string, Figures>> {
  const { platform } = deps;
  const t = scope.tenantId;
  const [sums, backlog, hists, services, visits, ratings] = await Promise.all([
    repo.deptSums(platform.db, t, w.start, w.end),
    repo.deptBacklog(platform.db, t, w.end),
    repo.deptHistograms(platform.db, t, w.start, w.end),
    servicesOfTenant(deps.services, t),
    visitsByService(platform, t, w.from, w.to),
    ratingsByService(platform, t, w.from, w.to),
  ]);
  const keep = scope.deptIds ? new Set(scope.deptIds) : undefined;
  const out = new Map<string, Figures>();
  const of = (dept: string) => {
    let f = out.get(dept);
    if (!f) {
      f = emptyFigures();
      out.set(dept, f);
    }
    return f;
  };
  for (const [dept, c] of sums) if (!keep || keep.has(dept)) Object.assign(of(dept), c);
  for (const [dept, open] of backlog) if ((!keep || keep.has(dept)) && open !== 0) of(dept).inProgress = open;
  for (const h of hists) if (!keep || keep.has(h.dept_id)) parseHist(h.hist, of(h.dept_id).hist);
  for (const s of services) {
    if (keep && !keep.has(s.deptId)) continue;
    const f = of(s.deptId);
    if (s.shelf) {
      if (s.online) f.online++;
      else f.offline++;
    }
    f.visits += visits.get(s.id) ?? 0;
    const r = ratings.get(s.id);
    if (r) {
      f.ratingSum += r.sum;
      f.ratingCount += r.count;
    }
  }
  return out;
}

function total(all: Iterable<Figures>): Figures {
  const t = emptyFigures();
  for (const f of all) {
    for (const k of [
      'started',
      'finished',
      'late',
      'minutes',
      'inProgress',
      'visits',
      'ratingSum',
      'ratingCount',
      'online',
      'offline',
    ] as const)
      t[k] += f[k];
    for (const [b, c] of f.hist) t.hist.set(b, (t.hist.get(b) ?? 0) + c);
  }
  return t;
}

function indicator(f: Figures, key: IndicatorKey): number | null {
  switch (key) {
    case 'servicesOnline':
      return f.online;
    case 'servicesOffline':
      return f.offline;
    case 'onlineRate':
      return round(onlineRate(f.online, f.offline), 4);
    case 'started':
      return f.started;
    case 'finished':
      return f.finished;
    case 'inProgress':
      return f.inProgress;
    case 'avgHours':
      return hours(average(f.minutes, f.finished));
    case 'medianHours':
      return hours(histogramMedian(f.hist));
    case 'onTimeRate':
      return round(onTimeRate(f.finished, f.late), 4);
    case 'satisfaction':
      return round(average(f.ratingSum, f.ratingCount), 2);
    case 'visits':
      return f.visits;
  }
}

/** Service counts are as of now: the period before has none of its own to compare with. */
const CURRENT_ONLY: readonly IndicatorKey[] = ['servicesOnline', 'servicesOffline', 'onlineRate'];

export async function overView(
  deps: EfficiencyDeps,
  principal: Principal | null,
  tenantId: string,
  body: BodyOf<typeof effOverView>,
): Promise<ResultOf<typeof effOverView>> {
  const scope = await scopeOf(deps, principal, tenantId, body);
  const [now, before] = await Promise.all([figuresByDept(deps, scope, scope.period), figuresByDept(deps, scope, scope.previous)]);
  const cur = total(now.values());
  const prev = total(before.values());
  const keys = scope.config.indicators.filter((e) => e.shown && (principal || e.visitorVisible)).map((e) => e.key);
  const indicators: IndicatorValue[] = keys.map((key) => {
    const value = indicator(cur, key);
    const previous = CURRENT_ONLY.includes(key) ? null : indicator(prev, key);
    return {
      key,
      label: EFFICIENCY_INDICATORS[key],
      unit: INDICATOR_UNITS[key],
      value,
      previous,
      change: round(periodChange(value, previous), 4),
    };
  });
  const { from: _f, to: _t, ...period } = scope.period;
  const { from: _pf, to: _pt, ...previous } = scope.previous;
  return { period, previous, indicators };
}

export async function processTrending(
  deps: EfficiencyDeps,
  principal: Principal | null,
  tenantId: string,
  body: BodyOf<typeof effProcessTrending>,
): Promise<ResultOf<typeof effProcessTrending>> {
  const scope = await scopeOf(deps, principal, tenantId, body, 'trend');
  const { start, end } = scope.period;
  const rows = await repo.dailySums(deps.platform.db, tenantId, start, end, scope.deptIds);
  const buckets = new Map(bucketStarts({ start, end }, body.granularity).map((b) => [b, { started: 0, finished: 0, late: 0 }]));
  for (const r of rows) {
    const b = buckets.get(bucketStart(r.day, body.granularity));
    if (!b) continue;
    b.started += r.started;
    b.finished += r.finished;
    b.late += r.late;
  }
  const { from: _f, to: _t, ...period } = scope.period;
  return {
    period,
    points: [...buckets.entries()].map(([bucket, b]) => ({ bucket, ...b, onTimeRate: round(onTimeRate(b.finished, b.late), 4) })),
  };
}

export function rowOf(deptId: string, name: string, f: Figures, serviceCount: number): DeptRow {
  return {
    deptId,
    deptName: name,
    serviceCount,
    started: f.started,
    finished: f.finished,
    inProgress: f.inProgress,
    late: f.late,
    onTimeRate: round(onTimeRate(f.finished, f.late), 4),
    avgHours: hours(average(f.minutes, f.finished)),
    medianHours: hours(histogramMedian(f.hist)),
    satisfaction: round(average(f.ratingSum, f.ratingCount), 2),
    visits: f.visits,
  };
}

/** Sorts rows by a field; nulls last either way, ties by department name. */
export function sortRows<T extends Record<string, unknown>>(rows: T[], field: keyof T, order: 'ascend' | 'descend', name: keyof T): T[] {
  const dir = order === 'ascend' ? 1 : -1;
  return rows.sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (x === null && y !== null) return 1;
    if (y === null && x !== null) return -1;
    if (typeof x === 'string' && typeof y === 'string') return dir * x.localeCompare(y, 'zh-CN') || 0;
    const d = (Number(x) - Number(y)) * dir;
    return d !== 0 ? d : String(a[name]).localeCompare(String(b[name]), 'zh-CN');
  });
}

export async function reportTable(
  deps: EfficiencyDeps,
  principal: Principal | null,
  tenantId: string,
  body: BodyOf<typeof effReportTable>,
): Promise<ResultOf<typeof effReportTable>> {
  const scope = await scopeOf(deps, principal, tenantId, body, 'reportTable');
  const figures = await figuresByDept(deps, scope, scope.period);
  const rows = [...figures.entries()]
    .filter(([, f]) => f.started + f.finished + f.inProgress + f.online + f.offline > 0)
    .map(([id, f]) => rowOf(id, deptName(scope, id), f, f.online + f.offline));
  const field: ReportSortField = body.sortField ?? 'started';
  const order = body.sortField ? (body.sortOrder ?? 'descend') : 'descend';
  const t = total(figures.values());
  const { from: _f, to: _t, ...period } = scope.period;
  return { period, rows: sortRows(rows, field, order, 'deptName'), total: rowOf('', '全校合计', t, t.online + t.offline) };
}
