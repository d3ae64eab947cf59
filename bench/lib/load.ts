import os from 'node:os';
import type { Result } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { inChild } from './child.ts';
import { STATUS_OK } from './embedded-app.ts';
import type { LoadOrder } from './load-generator.ts';
import { median } from './stats.ts';
import { printTable } from './table.ts';

export const HOST = '127.0.0.1';
export const CONNECTIONS = 10;

export interface Target {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Bodies sent in turn on each connection instead of `body`; the first one is the preflight's. */
  requests?: { body: string }[];
  /** OneHall answers with the envelope; its body status must be 1000 too. */
  envelope: boolean;
}

/** autocannon's result, and the CPU time this process spent per request meanwhile. */
export type LoadResult = Result & { cpuUsPerRequest: number };

export interface Row {
  target: Target;
  /** The median round's result (by requests per second), with the failures of every round. */
  result: LoadResult;
  /** Every round's result, in order: round i of each row ran right after round i of the row before. */
  rounds: LoadResult[];
}

/**
 * The baseline every OneHall figure is compared with: what the framework alone serves on this machine. Its POST
 * twin is a reference, not a target: what a JSON body costs the framework before any OneHall work.
 */
export function helloWorld(): FastifyInstance {
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  hello.post('/', async () => ({ hello: 'world' }));
  return hello;
}

export function helloWorldTarget(base: string): Target {
  return { name: 'hello-world /', method: 'GET', url: `${base}/`, headers: {}, envelope: false };
}

/** The same hello-world answered to a POST of `{}`, as the portal's calls are made (SPEC §7). */
export function helloWorldPostTarget(base: string): Target {
  return {
    name: 'hello-world / with a JSON body {} (reference)',
    method: 'POST',
    url: `${base}/`,
    headers: { 'content-type': 'application/json' },
    body: '{}',
    envelope: false,
  };
}

/** Listens on loopback, any free port; returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: HOST, port: 0 });
  const { port } = app.server.address() as { port: number };
  return `http://${HOST}:${port}`;
}

/**
 * One request to the target before loading it, so a broken endpoint fails with
 * its reason instead of as a column of errors. Returns the parsed body.
 */
export async function preflight(target: Target): Promise<unknown> {
  const body = target.body ?? target.requests?.[0]?.body;
  const response = await fetch(target.url, { method: target.method, headers: target.headers, body });
  const text = await response.text();
  const parsed: unknown = target.envelope ? JSON.parse(text) : text;
  const status = target.envelope ? (parsed as { status?: number }).status : STATUS_OK;
  if (!response.ok || status !== STATUS_OK) throw new Error(`${target.name}: HTTP ${response.status}, body ${text.slice(0, 300)}`);
  return parsed;
}

const GENERATOR = new URL('./load-generator.ts', import.meta.url).href;

/**
 * Loads one target from a child process (lib/load-generator.ts) and reads
 * what serving cost this process: its CPU time (every thread, the
 * in-process job worker included) per completed request. A shared machine
 * moves requests per second from run to run far more than CPU per request.
 */
export async function load(target: Target, seconds: number): Promise<LoadResult> {
  const order: LoadOrder = {
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    requests: target.requests,
    connections: CONNECTIONS,
    seconds,
  };
  const before = process.cpuUsage();
  const result = await inChild<Result>(GENERATOR, [JSON.stringify(order)], 'the load generator');
  const used = process.cpuUsage(before);
  return { ...result, cpuUsPerRequest: result.requests.total > 0 ? (used.user + used.system) / result.requests.total : 0 };
}

/**
 * Loads each target in turn, `seconds` each, `rounds` times over. On a shared machine the speed moves from minute
 * to minute; a ratio taken within each round (a target against the hello-world loaded just before it) and then
 * the median of the rounds is not decided by one slow minute.
 */
export async function loadInTurn(targets: Target[], seconds: number, rounds = 1): Promise<Row[]> {
  const results: LoadResult[][] = targets.map(() => []);
  for (let round = 1; round <= rounds; round++) {
    for (const [i, target] of targets.entries()) {
      console.log(`loading ${target.method} ${target.name} for ${seconds} s${rounds > 1 ? ` (round ${round} of ${rounds})` : ''} …`);
      results[i]?.push(await load(target, seconds));
    }
  }
  return targets.map((target, i) => ({ target, result: medianRound(results[i] ?? []), rounds: results[i] ?? [] }));
}

function medianRound(rounds: LoadResult[]): LoadResult {
  const sorted = [...rounds].sort((a, b) => a.requests.average - b.requests.average);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)] as LoadResult;
  const sum = (pick: (r: LoadResult) => number) => rounds.reduce((total, r) => total + pick(r), 0);
  return { ...middle, non2xx: sum((r) => r.non2xx), errors: sum((r) => r.errors), timeouts: sum((r) => r.timeouts) };
}

export function failures(result: Result): number {
  return result.non2xx + result.errors + result.timeouts;
}

/** The median over the rounds of `ratio(baseline's round, row's round)`; 0 where the baseline has no figure. */
function perRound(rows: Row[], row: Row, ratio: (baseline: LoadResult, own: LoadResult) => number): number {
  const baseline = rows[0]?.rounds ?? [];
  return median(row.rounds.map((own, i) => (baseline[i] ? ratio(baseline[i], own) : 0)));
}

/** Requests per second of `row` relative to the first row (hello-world), round by round (median). */
export function ratioToBaseline(rows: Row[], row: Row): number {
  return perRound(rows, row, (base, own) => (base.requests.average > 0 ? own.requests.average / base.requests.average : 0));
}

/** The first row's (hello-world's) CPU time per request relative to `row`'s: 50 % means twice the CPU of hello-world. */
export function cpuRatioToBaseline(rows: Row[], row: Row): number {
  return perRound(rows, row, (base, own) => (own.cpuUsPerRequest > 0 ? base.cpuUsPerRequest / own.cpuUsPerRequest : 0));
}

/** req/s, p99 and failures per target, and the ratio to the first row, which must be hello-world. */
export function printLoadTable(rows: Row[], seconds: number): void {
  const rounds = rows[0]?.rounds.length ?? 1;
  const perRoundText = rounds > 1 ? `, ${rounds} rounds (ratios: median of the rounds' own)` : '';
  console.log(
    `\n${CONNECTIONS} connections, ${seconds} s per target${perRoundText}, loopback, node ${process.version}, ${os.cpus().length} CPUs`,
  );
  const eachRound = (row: Row) =>
    row.rounds
      .map((own, i) => {
        const base = rows[0]?.rounds[i]?.requests.average ?? 0;
        return base > 0 ? `${((own.requests.average / base) * 100).toFixed(0)}` : '-';
      })
      .join(' / ');
  printTable(
    ['target', 'req/s', 'p99 ms', 'vs hello-world', ...(rounds > 1 ? ['rounds %'] : []), 'CPU µs/req', 'CPU vs hello-world', 'failed'],
    rows.map((row) => [
      `${row.target.method} ${row.target.name}`,
      row.result.requests.average.toFixed(0),
      row.result.latency.p99.toFixed(1),
      `${(ratioToBaseline(rows, row) * 100).toFixed(1)} %`,
      ...(rounds > 1 ? [eachRound(row)] : []),
      row.result.cpuUsPerRequest.toFixed(1),
      `${(cpuRatioToBaseline(rows, row) * 100).toFixed(1)} %`,
      String(failures(row.result)),
    ]),
  );
}

/** Prints the status counts of every target with failed requests; returns how many there were. */
export function reportFailures(rows: Row[]): number {
  const failed = rows.filter((row) => failures(row.result) > 0);
  for (const { target, result } of failed) {
    console.error(
      `${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} time-outs`,
      result.statusCodeStats,
    );
  }
  return failed.length;
}
