import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Platform } from '../apps/server/src/platform/context.ts';
import { closePlatform, createPlatform } from '../apps/server/src/platform/create-platform.ts';
import { seedDemoCampus } from '../apps/server/src/seed/index.ts';

/**
 * Load benchmark of the embedded mode (see README.md): the OneHall app on a
 * SQLite file with the demo campus, measured against a bare Fastify
 * hello-world on the same machine, so the ratio says what OneHall costs on top
 * of the framework regardless of how fast this machine is.
 */

const DEFAULT_DURATION_SEC = 8;
const CONNECTIONS = 10;
const HOST = '127.0.0.1';
const DEMO_ACCOUNT = { username: 'student01', password: 'Demo@12345' };
const STATUS_OK = 1000;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** OneHall answers with the envelope; its body status must be 1000 too. */
  envelope: boolean;
}

interface Row {
  target: Target;
  result: Result;
}

function durationSec(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_DURATION_SEC;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 600)
    throw new Error(`BENCH_DURATION must be whole seconds from 1 to 600, got "${raw}"`);
  return value;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: HOST, port: 0 });
  const { port } = app.server.address() as { port: number };
  return `http://${HOST}:${port}`;
}

async function signIn(base: string, basic: string): Promise<string> {
  const response = await fetch(`${base}/api/blade-auth/oauth/token?tenantId=000000&grant_type=password&scope=all`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNT),
  });
  const body = (await response.json()) as { status?: number; msg?: string; result?: { access_token?: string } };
  const token = body.result?.access_token;
  if (!response.ok || body.status !== STATUS_OK || !token) {
    throw new Error(`sign-in as ${DEMO_ACCOUNT.username} failed: HTTP ${response.status}, status ${body.status}, ${body.msg ?? ''}`);
  }
  return token;
}

/** One request per target before loading it, so a broken endpoint fails with its reason instead of as a column of errors. */
async function preflight(target: Target): Promise<void> {
  const response = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const text = await response.text();
  const status = target.envelope ? (JSON.parse(text) as { status?: number }).status : STATUS_OK;
  if (!response.ok || status !== STATUS_OK) {
    throw new Error(`${target.name}: HTTP ${response.status}, body ${text.slice(0, 300)}`);
  }
}

function load(target: Target, seconds: number): Promise<Result> {
  return autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration: seconds,
    // The servers run on this thread; the load generator gets its own so the two do not share one event loop.
    workers: 1,
  });
}

function failures(result: Result): number {
  return result.non2xx + result.errors + result.timeouts;
}

function printTable(rows: Row[], seconds: number): void {
  const baseline = rows[0]?.result.requests.average ?? 0;
  const header = ['target', 'req/s', 'p99 ms', 'vs hello-world', 'failed'];
  const lines = rows.map(({ target, result }) => [
    `${target.method} ${target.name}`,
    result.requests.average.toFixed(0),
    result.latency.p99.toFixed(1),
    baseline > 0 ? `${((result.requests.average / baseline) * 100).toFixed(1)} %` : '-',
    String(failures(result)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(`\n${CONNECTIONS} connections, ${seconds} s per target, loopback, node ${process.version}, ${os.cpus().length} CPUs`);
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<number> {
  const seconds = durationSec(process.env.BENCH_DURATION);
  // Three runs, start-up and shut-down; anything longer means a hang, and the bench must end by itself.
  const watchdog = setTimeout(
    () => {
      console.error('benchmark did not finish in time');
      process.exit(2);
    },
    (seconds * 3 + 120) * 1000,
  );
  watchdog.unref();

  const dir = await mkdtemp(path.join(os.tmpdir(), 'onehall-bench-'));
  // The environment is built here, not read, so a REDIS_URL or DATABASE_URL of the shell cannot switch the mode.
  const config = loadConfig(
    { NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    { HOST, PORT: 0, DATABASE_URL: path.join(dir, 'onehall.db'), SEED_DEMO: true },
  );
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  let platform: Platform | undefined;
  let app: FastifyInstance | undefined;
  try {
    platform = await createPlatform(config);
    await seedDemoCampus(platform);
    app = await buildApp(platform);
    const [helloBase, base] = await Promise.all([listen(hello), listen(app)]);

    const basic = `Basic ${Buffer.from(`${config.CLIENT_ID}:${config.CLIENT_SECRET}`).toString('base64')}`;
    const token = await signIn(base, basic);
    const targets: Target[] = [
      { name: 'hello-world /', method: 'GET', url: `${helloBase}/`, headers: {}, envelope: false },
      {
        name: '/api/blade-platform/nobody/index/index (visitor)',
        method: 'POST',
        url: `${base}/api/blade-platform/nobody/index/index`,
        headers: { authorization: basic, 'content-type': 'application/json' },
        body: '{}',
        envelope: true,
      },
      {
        name: '/api/blade-user/user/getUserInfo (signed in)',
        method: 'GET',
        url: `${base}/api/blade-user/user/getUserInfo`,
        headers: { authorization: basic, 'blade-auth': `bearer ${token}` },
        envelope: true,
      },
    ];

    for (const target of targets) await preflight(target);
    const rows: Row[] = [];
    for (const target of targets) {
      console.log(`loading ${target.method} ${target.name} for ${seconds} s …`);
      rows.push({ target, result: await load(target, seconds) });
    }
    printTable(rows, seconds);

    const failed = rows.filter((row) => failures(row.result) > 0);
    for (const { target, result } of failed) {
      console.error(
        `${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} time-outs`,
        result.statusCodeStats,
      );
    }
    return failed.length > 0 ? 1 : 0;
  } finally {
    await Promise.allSettled([hello.close(), app?.close()]);
    if (platform) await closePlatform(platform);
    await rm(dir, { recursive: true, force: true });
    clearTimeout(watchdog);
  }
}

// Exits explicitly: a handle some server piece forgets to close must not keep the bench running.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
