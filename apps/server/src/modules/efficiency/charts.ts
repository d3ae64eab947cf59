import {
  average,
  type BodyOf,
  type effOAOverview,
  type effSceneTree,
  type effServiceHeatRate,
  type effTimeoutNode,
  type effTimeoutProcess,
  type effTopLikesBoard,
  histogramMedian,
  type OASystem,
  type ResultOf,
  type SceneNode,
  type TimeoutProcess,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import { favouritesByService, ratingsByService, servicesOfTenant, visitsByService } from '../services/figures.ts';
import { processInfos, systemActivity } from '../todo/process-changes.ts';
import { getStored } from './config.ts';
import { parseHist } from './contributions.ts';
import * as repo from './repo.ts';
import type { EfficiencyDeps } from './rollup.ts';
import { checkVisitor, deptName, resolvePeriod, SERVICE_NONE_NAME, scopeOf } from './scope.ts';

/** The charts below the overview (docs/design/efficiency.md "Calls"). */

const round = (v: number | null, digits = 1) => (v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits);
const HOUR_MS = 3_600_000;

type Caller = { deps: EfficiencyDeps; principal: Principal | null; tenantId: string };

async function servicesIn(deps: EfficiencyDeps, tenantId: string, deptIds: string[] | undefined) {
  const keep = deptIds ? new Set(deptIds) : undefined;
  return (await servicesOfTenant(deps.services, tenantId)).filter((s) => !keep || keep.has(s.deptId));
}

export async function serviceHeatRate(
  { deps, principal, tenantId }: Caller,
  body: BodyOf<typeof effServiceHeatRate>,
): Promise<ResultOf<typeof effServiceHeatRate>> {
  const scope = await scopeOf(deps, principal, tenantId, body, 'heat');
  const w = scope.period;
  const [services, visits, ratings, sums] = await Promise.all([
    servicesIn(deps, tenantId, scope.deptIds),
    visitsByService(deps.platform, tenantId, w.from, w.to),
    ratingsByService(deps.platform, tenantId, w.from, w.to),
    repo.serviceSums(deps.platform.db, tenantId, w.start, w.end, scope.deptIds),
  ]);
  const started = new Map<string, number>();
  for (const s of sums) started.set(s.serviceId, (started.get(s.serviceId) ?? 0) + s.started);
  return services
    .map((s) => ({
      serviceId: s.id,
      serviceName: s.name,
      deptName: s.deptName,
      visits: visits.get(s.id) ?? 0,
      started: started.get(s.id) ?? 0,
      satisfaction: round(average(ratings.get(s.id)?.sum ?? 0, ratings.get(s.id)?.count ?? 0), 2),
      ratingCount: ratings.get(s.id)?.count ?? 0,
    }))
    .filter((s) => s.visits + s.started > 0)
    .sort((a, b) => b.visits - a.visits || b.started - a.started || a.serviceName.localeCompare(b.serviceName, 'zh-CN'))
    .slice(0, body.limit ?? 10);
}

export async function topLikesBoard(
  { deps, principal, tenantId }: Caller,
  body: BodyOf<typeof effTopLikesBoard>,
): Promise<ResultOf<typeof effTopLikesBoard>> {
  const scope = await scopeOf(deps, principal, tenantId, body, 'likes');
  const [services, likes] = await Promise.all([
    servicesIn(deps, tenantId, scope.deptIds),
    favouritesByService(deps.platform, tenantId, scope.period.from, scope.period.to),
  ]);
  return services
    .map((s) => ({
      serviceId: s.id,
      serviceName: s.name,
      deptName: s.deptName,
      likes: likes.get(s.id)?.likes ?? 0,
      newLikes: likes.get(s.id)?.newLikes ?? 0,
    }))
    .filter((s) => s.likes > 0)
    .sort((a, b) => b.likes - a.likes || b.newLikes - a.newLikes || a.serviceName.localeCompare(b.serviceName, 'zh-CN'))
    .slice(0, body.limit ?? 10);
}

export async function timeoutProcess(
  { deps, principal, tenantId }: Caller,
  body: BodyOf<typeof effTimeoutProcess>,
): Promise<ResultOf<typeof effTimeoutProcess>> {
  const scope = await scopeOf(deps, principal, tenantId, body, 'timeoutProcess');
  const now = deps.platform.clock.now();
  const nowIso = now.toISOString();
  const filter = { start: scope.period.start, end: scope.period.end, deptIds: scope.deptIds };
  const current = body.current ?? 1;
  const size = body.size ?? 10;
  const counts = await repo.lateCounts(deps.platform.db, tenantId, filter, nowIso);
  const lateFinished = counts.reduce((a, c) => a + c.lateFinished, 0);
  const overdueRunning = counts.reduce((a, c) => a + c.overdueRunning, 0);
  const byDept = counts
    .map((c) => ({ deptId: c.deptId, deptName: deptName(scope, c.deptId), late: c.lateFinished + c.overdueRunning }))
    .sort((a, b) => b.late - a.late || a.deptName.localeCompare(b.deptName, 'zh-CN'));
  // Visitors see how many, never which processes.
  if (!principal) return { lateFinished, overdueRunning, byDept, page: { records: [], total: 0, current, size } };
  const rows = await repo.latePage(deps.platform.db, tenantId, filter, nowIso, (current - 1) * size, size);
  const [infos, services] = await Promise.all([
    processInfos(
      deps.platform,
      tenantId,
      rows.map((r) => r.process_id),
    ),
    servicesOfTenant(deps.services, tenantId),
  ]);
  const serviceNames = new Map(services.map((s) => [s.id, s.name]));
  const records: TimeoutProcess[] = rows.map((r) => {
    const info = infos.get(r.process_id);
    const end = r.finish_time ? Date.parse(r.finish_time) : now.getTime();
    return {
      processId: r.process_id,
      processName: r.process_name,
      serviceName: r.service_id ? (serviceNames.get(r.service_id) ?? SERVICE_NONE_NAME) : SERVICE_NONE_NAME,
      deptName: deptName(scope, r.dept_id),
      state: r.state,
      startTime: r.start_time,
      finishTime: r.finish_time,
      deadline: r.deadline,
      overdueHours: Math.max(0, round((end - Date.parse(r.deadline)) / HOUR_MS) ?? 0),
      currentNode: info?.currentNode ?? '',
      handlerName: info?.handlerName ?? '',
    };
  });
  return { lateFinished, overdueRunning, byDept, page: { records, total: lateFinished + overdueRunning, current, size } };
}

export async function timeoutNode(
  { deps, principal, tenantId }: Caller,
  body: BodyOf<typeof effTimeoutNode>,
): Promise<ResultOf<typeof effTimeoutNode>> {
  const scope = await scopeOf(deps, principal, tenantId, body, 'timeoutNode');
  const nowIso = deps.platform.clock.now().toISOString();
  const [rows, waiting] = await Promise.all([
    repo.nodeRows(deps.platform.db, tenantId, scope.period.start, scope.period.end, scope.deptIds),
    repo.overdueOpenNodes(deps.platform.db, tenantId, nowIso, scope.deptIds),
  ]);
  const byName = new Map<
    string,
    {
      processName: string;
      nodeName: string;
      finished: number;
      late: number;
      minutes: number;
      hist: Map<number, number>;
      waitingLate: number;
    }
  >();
  const of = (processName: string, nodeName: string) => {
    const key = `${processName}\u0001${nodeName}`;
    let v = byName.get(key);
    if (!v) {
      v = { processName, nodeName, finished: 0, late: 0, minutes: 0, hist: new Map(), waitingLate: 0 };
      byName.set(key, v);
    }
    return v;
  };
  for (const r of rows) {
    const v = of(r.process_name, r.node_name);
    v.finished += Number(r.finished);
    v.late += Number(r.late);
    v.minutes += Number(r.minutes);
    parseHist(r.hist, v.hist);
  }
  for (const w of waiting) of(w.processName, w.nodeName).waitingLate += w.count;
  return [...byName.values()]
    .map((v) => {
      const median = histogramMedian(v.hist);
      const avg = average(v.minutes, v.finished);
      return {
        nodeName: v.nodeName,
        processName: v.processName,
        nodeCount: v.finished,
        lateCount: v.late,
        avgHours: round(avg === null ? null : avg / 60),
        medianHours: round(median === null ? null : median / 60),
        waitingLate: v.waitingLate,
      };
    })
    .filter((v) => v.lateCount + v.waitingLate > 0)
    .sort(
      (a, b) =>
        b.lateCount + b.waitingLate - (a.lateCount + a.waitingLate) ||
        (b.medianHours ?? 0) - (a.medianHours ?? 0) ||
        a.nodeName.localeCompare(b.nodeName, 'zh-CN'),
    )
    .slice(0, body.limit ?? 10);
}

export async function sceneTree(
  { deps, principal, tenantId }: Caller,
  body: BodyOf<typeof effSceneTree>,
): Promise<ResultOf<typeof effSceneTree>> {
  const scope = await scopeOf(deps, principal, tenantId, body, 'sceneTree');
  const w = scope.period;
  const [services, sums, visits] = await Promise.all([
    servicesIn(deps, tenantId, scope.deptIds),
    repo.serviceSums(deps.platform.db, tenantId, w.start, w.end, scope.deptIds),
    visitsByService(deps.platform, tenantId, w.from, w.to),
  ]);
  const bySvc = new Map<string, { started: number; finished: number; late: number }>();
  for (const s of sums) {
    const v = bySvc.get(s.serviceId) ?? { started: 0, finished: 0, late: 0 };
    v.started += s.started;
    v.finished += s.finished;
    v.late += s.late;
    bySvc.set(s.serviceId, v);
  }
  const scenes = new Map<string, SceneNode>();
  for (const s of services) {
    const v = bySvc.get(s.id) ?? { started: 0, finished: 0, late: 0 };
    const leaf: SceneNode = { id: s.id, name: s.name, kind: 'service', ...v, visits: visits.get(s.id) ?? 0, children: [] };
    if (leaf.started + leaf.finished + leaf.visits === 0) continue;
    const sceneId = s.sceneId ?? '';
    let scene = scenes.get(sceneId);
    if (!scene) {
      scene = { id: sceneId, name: s.sceneName ?? '未分场景', kind: 'scene', started: 0, finished: 0, late: 0, visits: 0, children: [] };
      scenes.set(sceneId, scene);
    }
    scene.children.push(leaf);
    scene.started += leaf.started;
    scene.finished += leaf.finished;
    scene.late += leaf.late;
    scene.visits += leaf.visits;
  }
  for (const s of scenes.values()) s.children.sort((a, b) => b.started - a.started || b.visits - a.visits);
  return [...scenes.values()].sort((a, b) => b.started - a.started || b.visits - a.visits || a.name.localeCompare(b.name, 'zh-CN'));
}

export async function oaOverview(
  { deps, principal, tenantId }: Caller,
  body: BodyOf<typeof effOAOverview>,
): Promise<ResultOf<typeof effOAOverview>> {
  const config = await getStored(deps.platform, tenantId);
  checkVisitor(config, principal, 'oa');
  const { period } = resolvePeriod(config, body.period);
  const systems: OASystem[] = await systemActivity(deps.platform, tenantId, period.from, period.to);
  const total: OASystem = {
    systemId: '',
    systemName: '合计',
    todoOpen: 0,
    todoOverdue: 0,
    todoDone: 0,
    processesStarted: 0,
    processesFinished: 0,
  };
  for (const s of systems)
    for (const k of ['todoOpen', 'todoOverdue', 'todoDone', 'processesStarted', 'processesFinished'] as const) total[k] += s[k];
  return { systems, total };
}
