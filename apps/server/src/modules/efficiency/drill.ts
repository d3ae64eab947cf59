import {
  average,
  type BodyOf,
  type DrillInstance,
  type DrillNode,
  type DrillService,
  EfficiencyMessages,
  type effDeptTree,
  type effReportTableDrill,
  median,
  onTimeRate,
  type ResultOf,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import { business, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { MenuResolver } from '../../platform/http/endpoints.ts';
import { ratingsByService, servicesOfTenant, visitsByService } from '../services/figures.ts';
import { administeredScope } from '../three-lists/dept-admins.ts';
import { type ProcessInfo, processInfos } from '../todo/process-changes.ts';
import { profiles } from '../users/service.ts';
import { getStored, thresholdsOf } from './config.ts';
import { sortRows } from './overview.ts';
import * as repo from './repo.ts';
import type { EfficiencyDeps } from './rollup.ts';
import { checkVisitor, deptsOf, type Scope, SERVICE_NONE_NAME, scopeOf } from './scope.ts';
import type { EffProcessFactsTable } from './tables.ts';

/** Drill-down of the report table: department → services → process instances → nodes; and the department filter. */

const HOUR_MS = 3_600_000;
const round = (v: number | null, digits = 1) => (v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits);
const hoursBetween = (a: string, b: string | number) =>
  Math.max(0, round(((typeof b === 'number' ? b : Date.parse(b)) - Date.parse(a)) / HOUR_MS) ?? 0);

type Body = BodyOf<typeof effReportTableDrill>;
type Result = ResultOf<typeof effReportTableDrill>;

async function serviceLevel(deps: EfficiencyDeps, scope: Scope, body: Body): Promise<Result> {
  if (!scope.deptIds) throw business(EfficiencyMessages.drillParentMissing('deptId'));
  const { tenantId, period: w } = scope;
  const [services, sums, backlog, minutes, visits, ratings] = await Promise.all([
    servicesOfTenant(deps.services, tenantId),
    repo.serviceSums(deps.platform.db, tenantId, w.start, w.end, scope.deptIds),
    repo.serviceBacklog(deps.platform.db, tenantId, w.end, scope.deptIds),
    repo.finishedMinutes(deps.platform.db, tenantId, w.start, w.end, scope.deptIds),
    visitsByService(deps.platform, tenantId, w.from, w.to),
    ratingsByService(deps.platform, tenantId, w.from, w.to),
  ]);
  const keep = new Set(scope.deptIds);
  const names = new Map<string, string>([['', SERVICE_NONE_NAME]]);
  for (const s of services) if (keep.has(s.deptId)) names.set(s.id, s.name);
  const figures = new Map<string, { started: number; finished: number; late: number; minutes: number; durations: number[] }>();
  const of = (id: string) => {
    let f = figures.get(id);
    if (!f) {
      f = { started: 0, finished: 0, late: 0, minutes: 0, durations: [] };
      figures.set(id, f);
    }
    return f;
  };
  for (const s of sums)
    Object.assign(of(s.serviceId), {
      started: of(s.serviceId).started + s.started,
      finished: of(s.serviceId).finished + s.finished,
      late: of(s.serviceId).late + s.late,
      minutes: of(s.serviceId).minutes + s.minutes,
    });
  for (const m of minutes) if (m.minutes !== null) of(m.service_id).durations.push(Number(m.minutes));
  const ids = new Set([...names.keys()].filter((id) => id !== ''));
  for (const id of [...figures.keys(), ...backlog.keys()]) ids.add(id);
  const rows: DrillService[] = [...ids].flatMap((id) => {
    const f = figures.get(id) ?? { started: 0, finished: 0, late: 0, minutes: 0, durations: [] };
    const row: DrillService = {
      serviceId: id,
      serviceName: names.get(id) ?? SERVICE_NONE_NAME,
      started: f.started,
      finished: f.finished,
      inProgress: backlog.get(id) ?? 0,
      late: f.late,
      onTimeRate: round(onTimeRate(f.finished, f.late), 4),
      avgHours: round(average(f.minutes, f.finished) === null ? null : (average(f.minutes, f.finished) as number) / 60),
      medianHours: round(median(f.durations) === null ? null : (median(f.durations) as number) / 60),
      satisfaction: round(average(ratings.get(id)?.sum ?? 0, ratings.get(id)?.count ?? 0), 2),
      visits: visits.get(id) ?? 0,
    };
    return row.started + row.finished + row.inProgress + row.visits > 0 || names.has(id) ? [row] : [];
  });
  const field = body.sortField && body.sortField !== 'deptName' && body.sortField !== 'serviceCount' ? body.sortField : 'started';
  return { level: 'service', services: sortRows(rows, field, body.sortOrder ?? 'descend', 'serviceName') };
}

function instanceOf(f: EffProcessFactsTable, info: ProcessInfo | undefined, applicant: string, now: number): DrillInstance {
  return {
    processId: f.process_id,
    processName: f.process_name,
    applicantName: applicant,
    state: f.state,
    startTime: f.start_time,
    finishTime: f.finish_time,
    deadline: f.deadline,
    late: f.late === 1 || (f.state === 'RUNNING' && Date.parse(f.deadline) < now),
    hours: hoursBetween(f.start_time, f.finish_time ?? now),
    currentNode: info?.currentNode ?? '',
  };
}

async function instanceLevel(deps: EfficiencyDeps, scope: Scope, body: Body): Promise<Result> {
  if (body.serviceId === undefined) throw business(EfficiencyMessages.drillParentMissing('serviceId'));
  if (body.serviceId === '' && !scope.deptIds) throw business(EfficiencyMessages.drillParentMissing('deptId'));
  const current = body.current ?? 1;
  const size = body.size ?? 10;
  const now = deps.platform.clock.now();
  const filter = {
    start: scope.period.start,
    end: scope.period.end,
    serviceId: body.serviceId,
    deptIds: body.serviceId === '' ? scope.deptIds : undefined,
  };
  const { rows, total } = await repo.factPage(
    deps.platform.db,
    scope.tenantId,
    filter,
    body.lateOnly ?? false,
    now.toISOString(),
    (current - 1) * size,
    size,
  );
  const infos = await processInfos(
    deps.platform,
    scope.tenantId,
    rows.map((r) => r.process_id),
  );
  const people = await profiles(
    deps.platform,
    scope.tenantId,
    [...infos.values()].map((i) => i.userId),
  );
  const records = rows.map((f) => {
    const info = infos.get(f.process_id);
    return instanceOf(f, info, info ? (people.get(info.userId)?.name ?? '') : '', now.getTime());
  });
  return { level: 'instance', instances: { records, total, current, size } };
}

async function nodeLevel(deps: EfficiencyDeps, scope: Scope, body: Body): Promise<Result> {
  if (!body.processId) throw business(EfficiencyMessages.drillParentMissing('processId'));
  const fact = await repo.factOf(deps.platform.db, scope.tenantId, body.processId);
  const info = (await processInfos(deps.platform, scope.tenantId, [body.processId])).get(body.processId);
  if (!fact || !info) throw notFound(EfficiencyMessages.processUnknown);
  const now = deps.platform.clock.now().getTime();
  const thresholds = thresholdsOf(scope.config);
  const applicant = (await profiles(deps.platform, scope.tenantId, [info.userId])).get(info.userId)?.name ?? '';
  const nodes: DrillNode[] = info.nodes.map((n) => {
    const deadline = n.deadline ?? new Date(Date.parse(n.startTime) + thresholds.nodeHours(info.processName) * HOUR_MS).toISOString();
    const end = n.finishTime ? Date.parse(n.finishTime) : now;
    return {
      seq: n.seq,
      nodeName: n.nodeName,
      handlerName: n.handlerName,
      startTime: n.startTime,
      finishTime: n.finishTime,
      deadline,
      late: end > Date.parse(deadline),
      hours: hoursBetween(n.startTime, end),
    };
  });
  return { level: 'node', process: instanceOf(fact, info, applicant, now), nodes };
}

export async function reportTableDrill(deps: EfficiencyDeps, principal: Principal | null, tenantId: string, body: Body): Promise<Result> {
  const scope = await scopeOf(deps, principal, tenantId, body, 'reportTable');
  if (body.level === 'service') return serviceLevel(deps, scope, body);
  // Instances and nodes name applicants and handlers: signed-in users only.
  if (!principal) throw forbidden(EfficiencyMessages.drillNeedsLogin);
  return body.level === 'instance' ? instanceLevel(deps, scope, body) : nodeLevel(deps, scope, body);
}

export async function effDeptTreeOf(
  deps: EfficiencyDeps,
  holdsMenu: MenuResolver,
  principal: Principal | null,
  tenantId: string,
): Promise<ResultOf<typeof effDeptTree>> {
  checkVisitor(await getStored(deps.platform, tenantId), principal);
  const { tree, names } = await deptsOf(deps, tenantId);
  if (!principal) return { tree, manageable: [] };
  const scope = await administeredScope(deps.services.platform, holdsMenu, principal);
  return { tree, manageable: scope === 'all' ? [...names.keys()] : [...scope] };
}
