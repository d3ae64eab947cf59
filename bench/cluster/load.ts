import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { percentile } from '../lib/stats.ts';
import type { Account, Failure, LoadOrder, LoadReport } from './load-client.ts';

/** Load generator processes per run: the virtual users are shared out among them. */
const PROCESSES = 2;
const CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url));

export interface Merged {
  latencies: Record<string, number[]>;
  failures: Failure[];
  warmUp: number[];
  favourites: Record<string, boolean>;
  startedAt: number;
  endedAt: number;
}

/** The first tokens of each generator process's users, kept from run to run (key: process and user count). */
const tokens = new Map<string, (string | undefined)[]>();

function runClient(order: LoadOrder): Promise<LoadReport> {
  return new Promise((resolve, reject) => {
    const child = fork(CLIENT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let report: LoadReport | undefined;
    child.on('message', (message) => {
      report = message as LoadReport;
    });
    child.on('error', reject);
    child.on('exit', (code) => (report ? resolve(report) : reject(new Error(`a load generator ended with ${code} and no report`))));
    child.send(order);
  });
}

/**
 * Runs one load: `users` virtual users (or, for a storm, the accounts) shared
 * out among the generator processes, each account used by one process only.
 * `during` runs alongside (the fault of a fault phase).
 */
export async function runLoad(
  order: Omit<LoadOrder, 'firstAddress' | 'users' | 'accounts'> & { users: number; accounts: Account[] },
  during?: () => Promise<void>,
): Promise<{ merged: Merged; duringError?: unknown }> {
  const orders = Array.from({ length: PROCESSES }, (_, p): LoadOrder => {
    const users = Math.floor(order.users / PROCESSES) + (p < order.users % PROCESSES ? 1 : 0);
    const accounts = order.accounts.filter((_, i) => i % PROCESSES === p);
    const firstAddress = p * (order.kind === 'storm' ? accounts.length : users);
    return { ...order, users, accounts, firstAddress, tokens: tokens.get(`${p} ${users}`) };
  });
  const reports = Promise.all(orders.map(runClient));
  let duringError: unknown;
  if (during) await during().catch((error: unknown) => (duringError = error));
  const all = await reports;
  all.forEach((report, p) => {
    if (report.tokens.length > 0) tokens.set(`${p} ${orders[p]?.users}`, report.tokens);
  });
  const merged: Merged = { latencies: {}, failures: [], warmUp: [], favourites: {}, startedAt: Infinity, endedAt: 0 };
  for (const report of all) {
    for (const [call, values] of Object.entries(report.latencies)) merged.latencies[call] = (merged.latencies[call] ?? []).concat(values);
    // concat, not push(...): a run can hold more entries than a call takes arguments.
    merged.failures = merged.failures.concat(report.failures);
    merged.warmUp = merged.warmUp.concat(report.warmUp);
    Object.assign(merged.favourites, report.favourites);
    merged.startedAt = Math.min(merged.startedAt, report.startedAt);
    merged.endedAt = Math.max(merged.endedAt, report.endedAt);
  }
  merged.failures.sort((a, b) => a.at - b.at);
  return { merged, duringError };
}

export interface CallFigures {
  call: string;
  ok: number;
  failed: number;
  p50: number;
  p99: number;
}

/** Per call: successes, failures, p50 and p99 of the successful ones; the total first. */
export function callFigures(merged: Merged): CallFigures[] {
  const calls = new Set([...Object.keys(merged.latencies), ...merged.failures.map((f) => f.call)]);
  const rows = [...calls].sort().map((call) => {
    const sorted = [...(merged.latencies[call] ?? [])].sort((a, b) => a - b);
    const failed = merged.failures.filter((f) => f.call === call).length;
    return { call, ok: sorted.length, failed, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  });
  const all = Object.values(merged.latencies)
    .flat()
    .sort((a, b) => a - b);
  return [
    { call: 'all calls', ok: all.length, failed: merged.failures.length, p50: percentile(all, 50), p99: percentile(all, 99) },
    ...rows,
  ];
}

/** Completed requests per second over the run. */
export function throughput(merged: Merged): number {
  const ok = Object.values(merged.latencies).reduce((n, values) => n + values.length, 0);
  return (ok + merged.failures.length) / ((merged.endedAt - merged.startedAt) / 1000);
}
