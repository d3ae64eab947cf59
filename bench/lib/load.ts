import os from 'node:os';
import autocannon, { type Result } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { STATUS_OK } from './embedded-app.ts';
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

export interface Row {
  target: Target;
  result: Result;
}

/** The baseline every OneHall figure is compared with: what the framework alone serves on this machine. */
export function helloWorld(): FastifyInstance {
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  return hello;
}

export function helloWorldTarget(base: string): Target {
  return { name: 'hello-world /', method: 'GET', url: `${base}/`, headers: {}, envelope: false };
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

export function load(target: Target, seconds: number): Promise<Result> {
  return autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    requests: target.requests,
    connections: CONNECTIONS,
    duration: seconds,
    // The servers run on this thread; the load generator gets its own so the two do not share one event loop.
    workers: 1,
  });
}

/** Loads each target in turn, `seconds` each. */
export async function loadInTurn(targets: Target[], seconds: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const target of targets) {
    console.log(`loading ${target.method} ${target.name} for ${seconds} s …`);
    rows.push({ target, result: await load(target, seconds) });
  }
  return rows;
}

export function failures(result: Result): number {
  return result.non2xx + result.errors + result.timeouts;
}

/** Requests per second of `row` relative to the first row (hello-world). */
export function ratioToBaseline(rows: Row[], row: Row): number {
  const baseline = rows[0]?.result.requests.average ?? 0;
  return baseline > 0 ? row.result.requests.average / baseline : 0;
}

/** req/s, p99 and failures per target, and the ratio to the first row, which must be hello-world. */
export function printLoadTable(rows: Row[], seconds: number): void {
  console.log(`\n${CONNECTIONS} connections, ${seconds} s per target, loopback, node ${process.version}, ${os.cpus().length} CPUs`);
  printTable(
    ['target', 'req/s', 'p99 ms', 'vs hello-world', 'failed'],
    rows.map((row) => [
      `${row.target.method} ${row.target.name}`,
      row.result.requests.average.toFixed(0),
      row.result.latency.p99.toFixed(1),
      (rows[0]?.result.requests.average ?? 0) > 0 ? `${(ratioToBaseline(rows, row) * 100).toFixed(1)} %` : '-',
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
