import {
  average,
  type BodyOf,
  EfficiencyMessages,
  type effDeptHandlers,
  type effPersonalEfficiencyReport,
  type effPersonalERDetail,
  histogramMedian,
  median,
  onTimeRate,
  type PersonalTask,
  type ResultOf,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import { business, forbidden } from '../../platform/http/app-error.ts';
import type { MenuResolver } from '../../platform/http/endpoints.ts';
import { administeredScope } from '../three-lists/dept-admins.ts';
import { nodesOfHandler } from '../todo/process-changes.ts';
import { profiles } from '../users/service.ts';
import { getStored, thresholdsOf } from './config.ts';
import { parseHist } from './contributions.ts';
import * as repo from './repo.ts';
import type { EfficiencyDeps } from './rollup.ts';
import { deptName, deptsOf, resolvePeriod } from './scope.ts';

/*
 * Personal efficiency reports (docs/design/efficiency.md "Access"): a handler
 * sees their own; another person's only an administrator of that person's
 * department (three-lists department administration) may open.
 */

const HOUR_MS = 3_600_000;
const round = (v: number | null, digits = 1) => (v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits);
const hours = (minutes: number | null) => round(minutes === null ? null : minutes / 60);

/** The person whose report is asked for, once the caller may see it. */
async function subjectOf(deps: EfficiencyDeps, holdsMenu: MenuResolver, principal: Principal, userId: string | undefined) {
  const id = userId ?? principal.userId;
  const profile = (await profiles(deps.platform, principal.tenantId, [id])).get(id);
  if (!profile) throw business(EfficiencyMessages.userUnknown);
  if (id !== principal.userId) {
    const scope = await administeredScope(deps.services.platform, holdsMenu, principal);
    const allowed = scope === 'all' || (profile.deptId !== null && scope.has(profile.deptId));
    if (!allowed) throw forbidden(EfficiencyMessages.notYourReport);
  }
  return { id, ...profile };
}

export async function personalReport(
  deps: EfficiencyDeps,
  holdsMenu: MenuResolver,
  principal: Principal,
  body: BodyOf<typeof effPersonalEfficiencyReport>,
): Promise<ResultOf<typeof effPersonalEfficiencyReport>> {
  const t = principal.tenantId;
  const subject = await subjectOf(deps, holdsMenu, principal, body.userId);
  const config = await getStored(deps.platform, t);
  const { period } = resolvePeriod(config, body.period);
  const now = deps.platform.clock.now().toISOString();
  const dept = subject.deptId ?? '';
  const [own, hists, peers, waiting, depts] = await Promise.all([
    repo.handlerSums(deps.platform.db, t, period.start, period.end, { userId: subject.id }),
    repo.handlerHistograms(deps.platform.db, t, period.start, period.end, subject.id),
    repo.handlerSums(deps.platform.db, t, period.start, period.end, { deptId: dept }),
    repo.openNodesByUser(deps.platform.db, t, now, [subject.id]),
    deptsOf(deps, t),
  ]);
  const mine = own.reduce((a, r) => ({ finished: a.finished + r.finished, late: a.late + r.late, minutes: a.minutes + r.minutes }), {
    finished: 0,
    late: 0,
    minutes: 0,
  });
  const hist = new Map<number, number>();
  for (const h of hists) parseHist(h, hist);
  const avgOfPeers = peers.flatMap((p) => (p.finished > 0 ? [p.minutes / p.finished] : []));
  const { from: _f, to: _t, ...shown } = period;
  return {
    period: shown,
    userId: subject.id,
    userName: subject.name,
    deptId: subject.deptId,
    deptName: subject.deptId ? deptName({ depts: depts.names }, subject.deptId) : '',
    handled: mine.finished,
    avgHours: hours(average(mine.minutes, mine.finished)),
    medianHours: hours(histogramMedian(hist)),
    late: mine.late,
    onTimeRate: round(onTimeRate(mine.finished, mine.late), 4),
    waiting: waiting.get(subject.id)?.waiting ?? 0,
    waitingLate: waiting.get(subject.id)?.late ?? 0,
    deptMedianHandled: median(peers.map((p) => p.finished)),
    deptMedianAvgHours: hours(median(avgOfPeers)),
    deptHandlers: peers.length,
  };
}

export async function personalDetail(
  deps: EfficiencyDeps,
  holdsMenu: MenuResolver,
  principal: Principal,
  body: BodyOf<typeof effPersonalERDetail>,
): Promise<ResultOf<typeof effPersonalERDetail>> {
  const t = principal.tenantId;
  const subject = await subjectOf(deps, holdsMenu, principal, body.userId);
  const config = await getStored(deps.platform, t);
  const thresholds = thresholdsOf(config);
  const { period } = resolvePeriod(config, body.period);
  const now = deps.platform.clock.now().getTime();
  const nodes = await nodesOfHandler(deps.platform, t, subject.id, period.from, period.to);
  const tasks: PersonalTask[] = nodes
    .filter((n) => n.finishTime || n.processState === 'RUNNING')
    .map((n) => {
      const deadline = n.deadline ?? new Date(Date.parse(n.startTime) + thresholds.nodeHours(n.processName) * HOUR_MS).toISOString();
      const end = n.finishTime ? Date.parse(n.finishTime) : now;
      return {
        processId: n.processId,
        processName: n.processName,
        nodeName: n.nodeName,
        startTime: n.startTime,
        finishTime: n.finishTime,
        deadline,
        late: end > Date.parse(deadline),
        hours: Math.max(0, round((end - Date.parse(n.startTime)) / HOUR_MS) ?? 0),
      };
    })
    .filter((task) => !body.lateOnly || task.late);
  const current = body.current ?? 1;
  const size = body.size ?? 10;
  return { records: tasks.slice((current - 1) * size, current * size), total: tasks.length, current, size };
}

export async function deptHandlers(
  deps: EfficiencyDeps,
  holdsMenu: MenuResolver,
  principal: Principal,
  body: BodyOf<typeof effDeptHandlers>,
): Promise<ResultOf<typeof effDeptHandlers>> {
  const t = principal.tenantId;
  const { names } = await deptsOf(deps, t);
  if (!names.has(body.deptId)) throw business(EfficiencyMessages.deptUnknown);
  const scope = await administeredScope(deps.services.platform, holdsMenu, principal);
  if (scope !== 'all' && !scope.has(body.deptId)) throw forbidden(EfficiencyMessages.notDeptAdmin);
  const config = await getStored(deps.platform, t);
  const { period } = resolvePeriod(config, body.period);
  const rows = await repo.handlerSums(deps.platform.db, t, period.start, period.end, { deptId: body.deptId });
  const [people, waiting] = await Promise.all([
    profiles(
      deps.platform,
      t,
      rows.map((r) => r.userId),
    ),
    repo.openNodesByUser(
      deps.platform.db,
      t,
      deps.platform.clock.now().toISOString(),
      rows.map((r) => r.userId),
    ),
  ]);
  const all = rows
    .map((r) => ({
      userId: r.userId,
      userName: people.get(r.userId)?.name ?? '',
      handled: r.finished,
      avgHours: hours(average(r.minutes, r.finished)),
      late: r.late,
      waiting: waiting.get(r.userId)?.waiting ?? 0,
    }))
    .sort((a, b) => b.handled - a.handled || a.userName.localeCompare(b.userName, 'zh-CN'));
  const current = body.current ?? 1;
  const size = body.size ?? 10;
  return { records: all.slice((current - 1) * size, current * size), total: all.length, current, size };
}
