import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/identity.ts';
import { runMain, startWatchdog } from '../lib/run.ts';
import { percentile } from '../lib/stats.ts';
import { printTable } from '../lib/table.ts';
import { backupRoundTrip, realtimeThrough, signIn } from './campus.ts';
import { type Cluster, DATABASE, startCluster } from './cluster.ts';
import { type FaultResult, killNode, killWorkerMidImport, reasons, restartPostgres, restartRedis, terminateNode } from './faults.ts';
import { type CallFigures, callFigures, type Merged, runLoad, throughput } from './load.ts';
import { PG_BIN } from './processes.ts';
import { download, startExport, untilFinished } from './transfer.ts';

/*
 * The production mode proven on this machine (issue 20; bench/README.md
 * "Cluster"): nginx in front of 2 API nodes and 1 worker on a PostgreSQL,
 * Redis and S3 of the script's own; the student mix, the hello-world beside
 * it, a sign-in storm, and faults under load. `--quick` is CI's variant:
 * about a minute of load, the node faults only. Figures go to a Markdown file.
 */

const quick = process.argv.includes('--quick');
const P = quick
  ? { users: 100, loadSeconds: 20, helloSeconds: 0, storm: 0, stormSeconds: 0, faultSeconds: 20, importRows: 0, students: 400 }
  : { users: 200, loadSeconds: 60, helloSeconds: 60, storm: 2000, stormSeconds: 60, faultSeconds: 40, importRows: 100_000, students: 2000 };
const FAULT_AT_MS = 8000;
const BACKING_DOWN_MS = 5000;
const here = path.dirname(fileURLToPath(import.meta.url));
const resultsFile =
  process.env.CLUSTER_RESULTS ?? (quick ? path.join(os.tmpdir(), 'onehall-cluster-quick.md') : path.join(here, 'results.md'));

/** The results file's lines, written out at every addition so an interrupted run keeps what it measured. */
const all: string[] = [];
const lines = {
  push(...more: string[]) {
    all.push(...more);
    // Tables are printed by printTable; the prose lines are printed here.
    for (const line of more) if (line && !line.startsWith('|') && !line.startsWith('#')) console.log(line);
    mkdirSync(path.dirname(resultsFile), { recursive: true });
    writeFileSync(resultsFile, all.join('\n'));
  },
};
const log = (line: string) => {
  console.log(`[cluster] ${line}`);
};

function callTable(title: string, merged: Merged): CallFigures[] {
  const figures = callFigures(merged);
  const header = ['call', 'ok', 'failed', 'p50 ms', 'p99 ms'];
  const rows = figures.map((f) => [f.call, String(f.ok), String(f.failed), f.p50.toFixed(0), f.p99.toFixed(0)]);
  console.log(`\n${title}`);
  printTable(header, rows);
  lines.push(`### ${title}`, '', `| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  lines.push('');
  if (merged.warmUp.length > 0) {
    const sorted = [...merged.warmUp].sort((a, b) => a - b);
    const line = `Before the clock: every user signed in at once (${sorted.length} sign-ins), p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, last ${(sorted.at(-1) ?? 0).toFixed(0)} ms.`;
    lines.push(line, '');
  }
  if (merged.failures.length > 0) {
    lines.push(`Failures: ${reasons(merged)}`, '');
  }
  return figures;
}

function faultSection(result: FaultResult): void {
  console.log(`\n${result.name}: ${result.passed ? 'passed' : 'FAILED'}`);
  lines.push(`### Fault: ${result.name} — ${result.passed ? 'passed' : 'FAILED'}`, '', '| figure | value |', '| --- | --- |');
  for (const [figure, value] of Object.entries(result.figures)) {
    console.log(`  ${figure}: ${value}`);
    lines.push(`| ${figure} | ${value} |`);
  }
  const all = callFigures(result.merged)[0];
  lines.push(`| requests / p99 of the load meanwhile | ${all?.ok ?? 0} ok, p99 ${all?.p99.toFixed(0)} ms |`, '');
}

/** What every node must do before it takes load: WebSocket through nginx, and an export made by the worker downloads through either node. */
async function smoke(cluster: Cluster): Promise<string[]> {
  const student = cluster.accounts[0] as { username: string; password: string };
  await realtimeThrough(cluster.origin, cluster.basic, student);
  const token = await signIn(cluster.origin, cluster.basic, { username: 'admin', password: DEMO_PASSWORD });
  const headers = { authorization: cluster.basic, 'blade-auth': `bearer ${token}` };
  const [a, b] = cluster.nodes.map((n) => ({ origin: `http://127.0.0.1:${n.port}`, headers }));
  if (!a || !b) throw new Error('two nodes expected');
  const key = await startExport(a);
  const done = await untilFinished(b, 'export', key, 60_000);
  if (done?.state !== 'completed') throw new Error(`the smoke export ended ${JSON.stringify(done)}`);
  const [fromA, fromB] = await Promise.all([download(a, key), download(b, key)]);
  if (fromA.length === 0 || !fromA.equals(fromB)) throw new Error('the export differs between the nodes');
  const metrics = await fetch(cluster.workerMetrics).then((r) => r.text());
  const exportsDone = metrics
    .split('\n')
    .find(
      (l) => l.startsWith('onehall_job_duration_seconds_count{') && l.includes('job="transfer.export"') && l.includes('state="completed"'),
    )
    ?.split(' ')[1];
  if (!exportsDone || Number(exportsDone) < 1) throw new Error(`the worker's /metrics does not count the export: ${metrics.slice(0, 300)}`);
  return [
    'WebSocket through nginx: signed in and `ready` on the push socket',
    `export made by the worker (S3 storage), downloaded through node A and node B: ${fromA.length} bytes, identical`,
    `the worker's /metrics (METRICS_PORT) counts it: ${exportsDone} completed transfer.export job(s)`,
  ];
}

async function main(): Promise<number> {
  const stopWatchdog = startWatchdog(quick ? 300 : 1800);
  // Ended by a signal, the exit handlers of processes.ts still end the cluster.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  const t0 = Date.now();
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  lines.push(
    `# Cluster figures (${quick ? 'quick' : 'full'} run)`,
    '',
    `${new Date().toISOString()} · ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}) · load average at start ${load} · node ${process.version}`,
    '',
    `nginx → 2 API nodes (RUN_JOBS=false) + 1 worker; own PostgreSQL, Redis (AOF, noeviction), S3 (s3rver); ${P.users} virtual users, each on its own loopback address.`,
    '',
  );
  /** The checks that failed, named in the verdict so a CI log says which. */
  const failed: string[] = [];
  const check = (passed: boolean, name: string) => {
    if (!passed) failed.push(name);
  };
  const cluster = await startCluster(P.students, log);
  try {
    lines.push(...(await smoke(cluster)).map((l) => `- ${l}`), '');
    if (!quick) {
      const backup = await backupRoundTrip(cluster.pg.url('postgres'), DATABASE, path.join(cluster.dir, 'onehall.dump'), PG_BIN);
      lines.push(
        `- backup: pg_dump -Fc ${(backup.dumpMs / 1000).toFixed(1)} s, pg_restore into a new database ${(backup.restoreMs / 1000).toFixed(1)} s; ${backup.tables} tables, ${backup.rows} rows; tables whose counts differ: ${backup.differing.join(', ') || 'none'}`,
        '',
      );
      check(backup.differing.length === 0, `backup: tables differ (${backup.differing.join(', ')})`);
    }
    const base = { origin: cluster.origin, basic: cluster.basic, accounts: cluster.accounts, serviceIds: cluster.serviceIds };

    log(`student mix: ${P.users} users for ${P.loadSeconds} s`);
    const mix = (await runLoad({ ...base, kind: 'students', users: P.users, seconds: P.loadSeconds })).merged;
    const mixFigures = callTable(`Student mix, ${P.users} connections, ${P.loadSeconds} s`, mix);
    const mixRps = throughput(mix);
    check((mixFigures[0]?.failed ?? 1) === 0, `student mix: ${mixFigures[0]?.failed} failed calls (${reasons(mix)})`);
    lines.push(`Throughput: ${mixRps.toFixed(0)} requests/s through nginx.`, '');

    if (P.helloSeconds > 0) {
      log(`hello-world behind the same nginx: ${P.users} users for ${P.helloSeconds} s`);
      const hello = (await runLoad({ ...base, origin: cluster.helloOrigin, kind: 'hello', users: P.users, seconds: P.helloSeconds }))
        .merged;
      const helloFigures = callTable(`Bare Fastify hello-world behind the same nginx, ${P.users} connections, ${P.helloSeconds} s`, hello);
      const helloRps = throughput(hello);
      lines.push(
        `Throughput: ${helloRps.toFixed(0)} requests/s; the student mix reaches ${((100 * mixRps) / helloRps).toFixed(1)} % of it (p99 ${helloFigures[0]?.p99.toFixed(0)} ms vs ${mixFigures[0]?.p99.toFixed(0)} ms).`,
        '',
      );
    }

    lines.push('## Faults, each under the student mix', '');
    const faults: (() => Promise<FaultResult>)[] = [
      () => killNode(cluster, P.users, P.faultSeconds, FAULT_AT_MS),
      () => terminateNode(cluster, P.users, P.faultSeconds, FAULT_AT_MS),
    ];
    if (!quick) {
      faults.push(
        () => restartRedis(cluster, P.users, P.faultSeconds, FAULT_AT_MS, BACKING_DOWN_MS),
        () => restartPostgres(cluster, P.users, P.faultSeconds, FAULT_AT_MS, BACKING_DOWN_MS),
        () => killWorkerMidImport(cluster, P.users, 60, P.importRows),
      );
    }
    for (const fault of faults) {
      const result = await fault();
      faultSection(result);
      check(result.passed, `${result.name}: ${JSON.stringify(result.figures)}`);
    }

    // Last: a backlog of sign-ins would slow every phase after it.
    if (P.storm > 0) {
      lines.push('## Sign-in storm', '');
      log(`sign-in storm: ${P.storm} accounts in ${P.stormSeconds} s`);
      const storm = (
        await runLoad({ ...base, kind: 'storm', users: P.storm, seconds: P.stormSeconds, accounts: cluster.accounts.slice(0, P.storm) })
      ).merged;
      const figures = callTable(`Sign-in storm: ${P.storm} distinct accounts within ${P.stormSeconds} s`, storm);
      lines.push(`All done ${((storm.endedAt - storm.startedAt) / 1000).toFixed(1)} s after the first.`, '');
      check((figures[0]?.failed ?? 1) === 0, `sign-in storm: ${figures[0]?.failed} failed calls (${reasons(storm)})`);
    }
  } catch (error) {
    failed.push(String(error));
    throw error;
  } finally {
    // The nodes' logs tell why a check failed: kept then, as on a failed start.
    if (failed.length > 0) {
      process.env.CLUSTER_KEEP = '1';
      console.error(`cluster logs: ${path.join(cluster.dir, 'logs')} (kept)`);
    }
    await cluster.close();
    stopWatchdog();
  }
  const verdict = failed.length === 0 ? 'passed' : `FAILED: ${failed.join('; ')}`;
  lines.push(
    `Load average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}; the run took ${((Date.now() - t0) / 1000).toFixed(0)} s. Verdict: ${verdict}.`,
    '',
  );
  log(`figures written to ${resultsFile}; ${verdict}`);
  return failed.length === 0 ? 0 : 1;
}

runMain(main);
