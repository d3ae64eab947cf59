import type { Platform } from '../../platform/context.ts';
import type { ServicesContext } from '../services/context.ts';
import { serviceDepts } from '../services/figures.ts';
import { type ProcessesChanged, type ProcessSnapshot, processInfos, snapshotsAfter } from '../todo/process-changes.ts';
import { profiles } from '../users/service.ts';
import { getStored, thresholdsOf } from './config.ts';
import {
  addProcess,
  emptyRollups,
  isZero,
  openNodesOf,
  type Resolver,
  type Rollups,
  SEP,
  type Sums,
  withNodeDeadlines,
} from './contributions.ts';
import * as rollupRepo from './rollup-repo.ts';
import type { EffOpenNodesTable, EffProcessFactsTable } from './tables.ts';

/*
 * Keeping the roll-ups (docs/design/efficiency.md "Roll-ups"): the to-do
 * integration announces each committed change of process records with the
 * records before and after (todo/process-changes.ts); `applyChanges`, run as
 * that background job, adds the difference to the roll-up rows of the days
 * concerned. The sums commute, so jobs may run in any order or at once; the
 * fact rows are rewritten from the records as they are when the job runs.
 * `rebuild` recomputes everything from the records (seed, threshold change).
 */

export interface EfficiencyDeps {
  platform: Platform;
  services: ServicesContext;
}

/** What keeping the roll-ups needs: the platform only (the seed runs before any services index exists). */
export type RollupDeps = Pick<EfficiencyDeps, 'platform'>;

async function resolverFor(deps: RollupDeps, tenantId: string, handlerIds: Iterable<string>): Promise<Resolver> {
  const [config, deptOf] = await Promise.all([getStored(deps.platform, tenantId), serviceDepts(deps.platform, tenantId)]);
  const users = await profiles(deps.platform, tenantId, handlerIds);
  return {
    deptOfService: (id) => (id ? (deptOf.get(id) ?? '') : ''),
    serviceOf: (id) => (id && deptOf.has(id) ? id : ''),
    deptOfUser: (id) => users.get(id)?.deptId ?? '',
    thresholds: thresholdsOf(config),
  };
}

const handlersOf = (snaps: Iterable<ProcessSnapshot | null>) => {
  const ids = new Set<string>();
  for (const s of snaps) for (const n of s?.nodes ?? []) if (n.handlerUserId) ids.add(n.handlerUserId);
  return ids;
};

/** Adds `delta` to the stored rows of its days; rows that come to nothing are removed. */
async function addToStored(trx: Platform['db'], tenantId: string, delta: Rollups): Promise<void> {
  for (const kind of rollupRepo.KINDS) {
    const changes = delta[kind];
    if (changes.size === 0) continue;
    const days = [...new Set([...changes.keys()].map((k) => k.split(SEP)[0] as string))];
    const stored = await rollupRepo.rowsOfDays(trx, kind, tenantId, days);
    const upserts = new Map<string, Sums>();
    const deletes: string[] = [];
    for (const [key, d] of changes) {
      const s = stored.get(key) ?? { started: 0, finished: 0, late: 0, minutes: 0, hist: new Map() };
      const merged: Sums = {
        started: s.started + d.started,
        finished: s.finished + d.finished,
        late: s.late + d.late,
        minutes: s.minutes + d.minutes,
        hist: new Map(s.hist),
      };
      for (const [b, c] of d.hist) merged.hist.set(b, (merged.hist.get(b) ?? 0) + c);
      if (isZero(merged)) {
        if (stored.has(key)) deletes.push(key);
      } else if (!isZero(d)) upserts.set(key, merged);
    }
    await rollupRepo.upsertRows(trx, kind, tenantId, upserts);
    await rollupRepo.deleteRows(trx, kind, tenantId, deletes);
  }
}

function factsOf(tenantId: string, snaps: Iterable<ProcessSnapshot>, r: Resolver) {
  const facts: EffProcessFactsTable[] = [];
  const open: EffOpenNodesTable[] = [];
  const scratch = emptyRollups();
  for (const p of snaps) {
    const fact = addProcess(scratch, tenantId, p, r, 1);
    facts.push(fact);
    open.push(...withNodeDeadlines(openNodesOf(tenantId, p, fact), r));
  }
  return { facts, open };
}

/** The background job of PROCESSES_CHANGED_JOB. */
export async function applyChanges(deps: RollupDeps, payload: ProcessesChanged): Promise<{ processes: number }> {
  const { tenantId, changes } = payload;
  const ids = [...new Set(changes.map((c) => (c.after ?? c.before)?.id).filter((id): id is string => Boolean(id)))];
  const current = await processInfos(deps.platform, tenantId, ids);
  const r = await resolverFor(deps, tenantId, handlersOf([...changes.flatMap((c) => [c.before, c.after]), ...current.values()]));
  const delta = emptyRollups();
  for (const c of changes) {
    if (c.before) addProcess(delta, tenantId, c.before, r, -1);
    if (c.after) addProcess(delta, tenantId, c.after, r, 1);
  }
  const { facts, open } = factsOf(tenantId, current.values(), r);
  await deps.platform.db.transaction().execute(async (trx) => {
    await rollupRepo.lockTenant(trx, deps.platform.dialect, tenantId);
    await addToStored(trx, tenantId, delta);
    await rollupRepo.replaceFacts(trx, ids, facts, open);
  });
  return { processes: ids.length };
}

const PAGE = 2000;

/** Every record's contribution, computed from the process records (the recomputation the roll-ups must equal). */
export async function recompute(
  deps: RollupDeps,
  tenantId: string,
  onPage?: (facts: EffProcessFactsTable[], open: EffOpenNodesTable[]) => Promise<void>,
): Promise<{ rollups: Rollups; processes: number }> {
  const config = await getStored(deps.platform, tenantId);
  const rollups = emptyRollups();
  let after = '';
  let processes = 0;
  for (;;) {
    const snaps = await snapshotsAfter(deps.platform, tenantId, after, PAGE);
    if (snaps.length === 0) break;
    const r = await resolverFor(deps, tenantId, handlersOf(snaps));
    r.thresholds = thresholdsOf(config);
    const facts: EffProcessFactsTable[] = [];
    const open: EffOpenNodesTable[] = [];
    for (const p of snaps) {
      const fact = addProcess(rollups, tenantId, p, r, 1);
      facts.push(fact);
      open.push(...withNodeDeadlines(openNodesOf(tenantId, p, fact), r));
    }
    if (onPage) await onPage(facts, open);
    processes += snaps.length;
    after = (snaps.at(-1) as ProcessSnapshot).id;
  }
  for (const kind of rollupRepo.KINDS) for (const [k, s] of rollups[kind]) if (isZero(s)) rollups[kind].delete(k);
  return { rollups, processes };
}

/** Recomputes the tenant's roll-ups and facts from the process records, in one transaction. */
export async function rebuild(deps: RollupDeps, tenantId: string): Promise<{ processes: number }> {
  return deps.platform.db.transaction().execute(async (trx) => {
    await rollupRepo.lockTenant(trx, deps.platform.dialect, tenantId);
    await rollupRepo.clearTenant(trx, tenantId);
    const { rollups, processes } = await recompute(deps, tenantId, (facts, open) => rollupRepo.replaceFacts(trx, [], facts, open));
    for (const kind of rollupRepo.KINDS) await rollupRepo.upsertRows(trx, kind, tenantId, rollups[kind]);
    return { processes };
  });
}

/** The stored roll-ups of the tenant. */
export async function stored(deps: RollupDeps, tenantId: string): Promise<Rollups> {
  const out = emptyRollups();
  for (const kind of rollupRepo.KINDS) out[kind] = await rollupRepo.allRows(deps.platform.db, kind, tenantId);
  return out;
}
