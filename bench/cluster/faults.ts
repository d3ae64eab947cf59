import path from 'node:path';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/identity.ts';
import { bareStep } from '../lib/bare-excel.ts';
import { dutyCount, favouritesLost, signIn } from './campus.ts';
import type { Cluster } from './cluster.ts';
import { callFigures, type Merged, runLoad } from './load.ts';
import { sleep, stop } from './processes.ts';
import { type Caller, importProgress, startExport, startImport, untilFinished } from './transfer.ts';

/*
 * The faults of issue 20, each made while the student mix loads the cluster
 * through nginx. Each returns its figures: failed calls during the fault,
 * how long until calls succeeded again, and what data was lost.
 */

export interface FaultResult {
  name: string;
  passed: boolean;
  figures: Record<string, string | number>;
  merged: Merged;
}

const seconds = (ms: number) => Number((ms / 1000).toFixed(1));
const startOf = (f: Merged['failures'][number]) => f.at - f.ms;

/** Failures by reason, most frequent first, as `count× reason`. */
export function reasons(merged: Merged): string {
  const counts = new Map<string, number>();
  for (const f of merged.failures) counts.set(f.reason.slice(0, 60), (counts.get(f.reason.slice(0, 60)) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([reason, n]) => `${n}× ${reason}`)
    .join('; ');
}

async function adminCaller(cluster: Cluster): Promise<Caller> {
  const token = await signIn(cluster.origin, cluster.basic, { username: 'admin', password: DEMO_PASSWORD });
  return { origin: cluster.origin, headers: { authorization: cluster.basic, 'blade-auth': `bearer ${token}` } };
}

async function load(cluster: Cluster, users: number, loadSeconds: number, fault: () => Promise<void>) {
  const { merged, duringError } = await runLoad(
    {
      kind: 'students',
      origin: cluster.origin,
      basic: cluster.basic,
      users,
      seconds: loadSeconds,
      accounts: cluster.accounts,
      serviceIds: cluster.serviceIds,
    },
    fault,
  );
  if (duringError) throw duringError;
  const favourites = await favouritesLost(cluster.databaseUrl, merged.favourites);
  return { merged, favourites };
}

/** How long nginx may take to notice the connections a dead node's end closed; calls it sends there meanwhile fail. */
const NOTICE_MS = 1000;

/** kill -9 one API node `at` ms into the load, then start it again: failures only for requests it held or nginx sent before noticing. */
export async function killNode(cluster: Cluster, users: number, loadSeconds: number, at: number): Promise<FaultResult> {
  let killedAt = 0;
  let goneAt = 0;
  let backAt = 0;
  const { merged, favourites } = await load(cluster, users, loadSeconds, async () => {
    await sleep(at);
    killedAt = Date.now();
    await stop(cluster.nodes[0]?.process, 'SIGKILL');
    goneAt = Date.now();
    await cluster.startNode(0);
    backAt = Date.now();
  });
  const later = merged.failures.filter((f) => startOf(f) > goneAt + NOTICE_MS);
  const lastStart = Math.max(...merged.failures.map(startOf));
  return {
    name: 'kill -9 one API node',
    passed: later.length === 0 && favourites.lost === 0,
    figures: {
      'failed calls': merged.failures.length,
      'node gone (its exit seen) after the kill (s)': seconds(goneAt - killedAt),
      'last failed call started after the node was gone (s)': merged.failures.length > 0 ? seconds(lastStart - goneAt) : '-',
      [`failed calls started over ${NOTICE_MS / 1000} s after the node was gone`]: later.length,
      'node restarted after (s)': seconds(backAt - killedAt),
      'acknowledged favourites lost': `${favourites.lost} of ${favourites.checked}`,
      reasons: reasons(merged) || '-',
    },
    merged,
  };
}

/** SIGTERM one API node under load, then start it again: no call may fail. */
export async function terminateNode(cluster: Cluster, users: number, loadSeconds: number, at: number): Promise<FaultResult> {
  let stoppedMs = 0;
  const { merged, favourites } = await load(cluster, users, loadSeconds, async () => {
    await sleep(at);
    const t0 = Date.now();
    await stop(cluster.nodes[1]?.process, 'SIGTERM');
    stoppedMs = Date.now() - t0;
    await cluster.startNode(1);
  });
  return {
    name: 'SIGTERM one API node',
    passed: merged.failures.length === 0 && favourites.lost === 0,
    figures: {
      'failed calls': merged.failures.length,
      'node shut down in (s)': seconds(stoppedMs),
      'acknowledged favourites lost': `${favourites.lost} of ${favourites.checked}`,
      reasons: reasons(merged) || '-',
    },
    merged,
  };
}

/**
 * Stops a backing service (`restart` takes it down and up again) under load. An export started just
 * before must still complete (no job lost); calls failing meanwhile must fail fast; all recover.
 */
async function restartBacking(
  cluster: Cluster,
  name: string,
  restart: () => Promise<void>,
  users: number,
  loadSeconds: number,
  at: number,
): Promise<FaultResult> {
  const admin = await adminCaller(cluster);
  let downAt = 0;
  let upAt = 0;
  let exportKey = '';
  const { merged, favourites } = await load(cluster, users, loadSeconds, async () => {
    await sleep(at);
    exportKey = await startExport(admin);
    downAt = Date.now();
    await restart();
    upAt = Date.now();
  });
  const exported = await untilFinished(admin, 'export', exportKey, 120_000);
  const last = merged.failures.at(-1);
  const slowest = Math.max(0, ...merged.failures.map((f) => f.ms));
  const recovered = !last || last.at < merged.endedAt - 3000;
  const jobKept = exported?.state === 'completed';
  return {
    name,
    passed: recovered && jobKept && favourites.lost === 0 && slowest < 10_000,
    figures: {
      'failed calls': merged.failures.length,
      'down for (s)': seconds(upAt - downAt),
      'slowest failed call (s)': seconds(slowest),
      'last failure after it was back (s)': last ? seconds(last.at - upAt) : 0,
      'export started before the fault': String(exported?.state ?? 'unknown'),
      'acknowledged favourites lost': `${favourites.lost} of ${favourites.checked}`,
      reasons: reasons(merged) || '-',
    },
    merged,
  };
}

export const restartRedis = (cluster: Cluster, users: number, loadSeconds: number, at: number, downMs: number) =>
  restartBacking(cluster, 'restart Redis', () => cluster.redis.restart(downMs), users, loadSeconds, at);

export const restartPostgres = (cluster: Cluster, users: number, loadSeconds: number, at: number, downMs: number) =>
  restartBacking(cluster, 'restart PostgreSQL', () => cluster.pg.restart(downMs), users, loadSeconds, at);

/**
 * kill -9 the worker while it imports `rows` duty rows, under load; a new worker is started. The job must
 * end failed or completed, and the table must hold either none or all of the rows.
 */
export async function killWorkerMidImport(cluster: Cluster, users: number, loadSeconds: number, rows: number): Promise<FaultResult> {
  const file = path.join(cluster.dir, 'duties.xlsx');
  await bareStep('write', file, rows);
  const admin = await adminCaller(cluster);
  const before = await dutyCount(cluster.databaseUrl);
  let killedAtRate = 0;
  let final: Record<string, unknown> | undefined;
  let killToEndMs = 0;
  const { merged } = await load(cluster, users, loadSeconds, async () => {
    const key = await startImport(admin, file);
    for (;;) {
      const p = await importProgress(admin, key);
      if (p.finished) throw new Error(`the import finished before the worker was killed: ${JSON.stringify(p)}`);
      if (Number(p.finishRate) >= 30) {
        killedAtRate = Number(p.finishRate);
        break;
      }
      await sleep(100);
    }
    const killedAt = Date.now();
    await stop(cluster.worker.process, 'SIGKILL');
    await cluster.startWorker();
    final = await untilFinished(admin, 'import', key, 600_000);
    killToEndMs = Date.now() - killedAt;
  });
  const after = await dutyCount(cluster.databaseUrl);
  const clean = after === before || after === before + rows;
  return {
    name: `kill -9 the worker mid-import (${rows.toLocaleString('en')} rows)`,
    passed: clean && Boolean(final?.finished) && merged.failures.length === 0,
    figures: {
      'killed at (% read)': killedAtRate,
      'job ended as': `${final?.state} ${final?.errorMsg ?? ''}`.trim(),
      'kill to job end (s)': seconds(killToEndMs),
      'duty rows before / after': `${before} / ${after}`,
      'half-imported rows': clean ? 0 : after - before,
      'failed calls of the load meanwhile': merged.failures.length,
    },
    merged,
  };
}

/** The p99 of every call of a fault's load, for the results file. */
export const faultP99 = (result: FaultResult) => callFigures(result.merged)[0]?.p99 ?? 0;
