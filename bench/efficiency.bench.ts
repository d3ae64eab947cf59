import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Insertable, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { addProcess, emptyRollups, type Resolver } from '../apps/server/src/modules/efficiency/contributions.ts';
import { KINDS, upsertRows } from '../apps/server/src/modules/efficiency/rollup-repo.ts';
import type { ProcessSnapshot } from '../apps/server/src/modules/todo/process-changes.ts';
import { pushProcesses } from '../apps/server/src/modules/todo/pushes.ts';
import type { TodoProcessesTable, TodoProcessNodesTable } from '../apps/server/src/modules/todo/tables.ts';
import type { Platform } from '../apps/server/src/platform/context.ts';
import { closePlatform, createPlatform } from '../apps/server/src/platform/create-platform.ts';
import { seedDemoCampus } from '../apps/server/src/seed/index.ts';
import { signIn, TENANT } from './lib/embedded-app.ts';
import {
  helloWorld,
  helloWorldTarget,
  listen,
  loadInTurn,
  preflight,
  printLoadTable,
  ratioToBaseline,
  reportFailures,
  type Target,
} from './lib/load.ts';
import { benchDuration, runMain, startWatchdog } from './lib/run.ts';
import { percentile } from './lib/stats.ts';

/**
 * Efficiency reports benchmark (see README.md): 1,000,000 process records and
 * 3,000,000 nodes over a year, on SQLite and on PostgreSQL. The records are
 * written in chunks and their roll-ups built in one pass with the module's own
 * contribution code; then, in process (app.inject, signed in): the year's
 * overview, the daily trend and the department table, p95 under 50 ms each;
 * the roll-up keeping up with new records pushed through the integration
 * service (500 per batch, the announced background job doing the roll-up);
 * and the overview under load beside a bare Fastify hello-world.
 * PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres);
 * a database of its own is created and dropped.
 */

const PROCESSES = Number(process.env.BENCH_EFF_PROCESSES ?? 1_000_000);
const NODES_PER = 3;
const HANDLERS = 300;
const ROUNDS = 100;
const P95_TARGET_MS = 50;
const PUSH_BATCHES = 20;
const PUSH_SIZE = 500;
const RATE_TARGET = 500;
const BASE = '/api/online-service-platform/efficiencyHomePage';
const DAY = 86_400_000;
const NODE_NAMES = ['部门初审', '分管领导审批', '业务办理'];

interface Opened {
  platform: Platform;
  close(): Promise<void>;
}

async function open(mode: 'sqlite' | 'postgres'): Promise<Opened> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'onehall-efficiency-bench-'));
  const admin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `onehall_eff_bench_${process.pid}`;
  let url = path.join(dir, 'onehall.db');
  if (mode === 'postgres') {
    const client = new pg.Client(admin);
    await client.connect();
    await client.query(`CREATE DATABASE ${database}`);
    await client.end();
    const u = new URL(admin);
    u.pathname = `/${database}`;
    url = u.toString();
  }
  const config = loadConfig(
    { NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    {
      HOST: '127.0.0.1',
      PORT: 0,
      DATABASE_URL: url,
      FILES_DIR: path.join(dir, 'files'),
      SEED_DEMO: true,
      LOGIN_SLOWDOWN_MS: 0,
      DEMO_HISTORY_PROCESSES: 0,
    },
  );
  const platform = await createPlatform(config);
  await seedDemoCampus(platform);
  return {
    platform,
    async close() {
      await closePlatform(platform);
      await rm(dir, { recursive: true, force: true });
      if (mode === 'postgres') {
        const client = new pg.Client(admin);
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${database}`);
        await client.end();
      }
    },
  };
}

/** Writes the year of records in chunks and their roll-ups in one pass; answers the handlers' accounts. */
async function fill(platform: Platform, mode: 'sqlite' | 'postgres'): Promise<string[]> {
  const db = platform.db;
  const now = platform.clock.now().getTime();
  const services = await db
    .selectFrom('services')
    .select(['id', 'name', 'dept_id'])
    .where('tenant_id', '=', TENANT)
    .orderBy('id')
    .execute();
  const system = await db.selectFrom('todo_systems').select('id').where('tenant_id', '=', TENANT).orderBy('sort').executeTakeFirstOrThrow();
  const applicant = await db.selectFrom('users').select('id').where('account', '=', 'student01').executeTakeFirstOrThrow();
  const handlers = Array.from({ length: HANDLERS }, (_, i) => ({
    id: `benchhandler${String(i).padStart(20, '0')}`,
    tenant_id: TENANT,
    account: `bench-h${i}`,
    nick_name: `办理人${i}`,
    real_name: `办理人${i}`,
    password_hash: '!',
    dept_id: services[i % services.length]?.dept_id ?? null,
    status: 1,
    created_at: new Date(now).toISOString(),
  }));
  await db.insertInto('users').values(handlers).execute();
  const deptOf = new Map(services.map((s) => [s.id, s.dept_id]));
  const userDept = new Map(handlers.map((h) => [h.id, h.dept_id ?? '']));
  const resolver: Resolver = {
    deptOfService: (id) => (id ? (deptOf.get(id) ?? '') : ''),
    serviceOf: (id) => (id && deptOf.has(id) ? id : ''),
    deptOfUser: (id) => userDept.get(id) ?? '',
    thresholds: { processHours: () => 120, nodeHours: () => 48 },
  };
  const rollups = emptyRollups();
  const chunk = mode === 'sqlite' ? 2000 : 3000;
  const iso = (ms: number) => new Date(ms).toISOString();
  for (let from = 0; from < PROCESSES; from += chunk) {
    const processes: Insertable<TodoProcessesTable>[] = [];
    const nodes: Insertable<TodoProcessNodesTable>[] = [];
    for (let i = from; i < Math.min(PROCESSES, from + chunk); i++) {
      const s = services[(i * 7919) % services.length] as (typeof services)[number];
      const start = now - ((i * 31_536) % (365 * DAY)) - (i % 997) * 1000;
      const hours = 2 + ((i * 37) % 160);
      const finish = start + hours * 3_600_000;
      const running = finish > now;
      const id = `benchproc${String(i).padStart(23, '0')}`;
      const snap: ProcessSnapshot = {
        id,
        serviceId: s.id,
        processName: s.name,
        userId: applicant.id,
        state: running ? 'RUNNING' : 'FINISHED',
        startTime: iso(start),
        finishTime: running ? null : iso(finish),
        deadline: iso(start + 96 * 3_600_000),
        nodes: NODE_NAMES.map((nodeName, k) => {
          const nodeStart = start + ((finish - start) * k) / NODES_PER;
          const nodeEnd = start + ((finish - start) * (k + 1)) / NODES_PER;
          return {
            seq: k,
            nodeName,
            handlerUserId: handlers[(i + k) % HANDLERS]?.id ?? null,
            handlerName: '办理人',
            startTime: iso(Math.min(nodeStart, now)),
            finishTime: nodeEnd > now ? null : iso(nodeEnd),
            deadline: iso(nodeStart + 36 * 3_600_000),
          };
        }),
      };
      addProcess(rollups, TENANT, snap, resolver, 1);
      processes.push({
        id,
        tenant_id: TENANT,
        system_id: system.id,
        external_id: `B${i}`,
        user_id: applicant.id,
        process_name: snap.processName,
        state: snap.state,
        current_node: '',
        handler_name: '',
        url: '',
        service_id: s.id,
        start_time: snap.startTime,
        finish_time: snap.finishTime,
        deadline: snap.deadline,
        created_at: snap.startTime,
        updated_at: snap.startTime,
      });
      for (const n of snap.nodes)
        nodes.push({
          id: `benchnode${String(i * NODES_PER + n.seq).padStart(23, '0')}`,
          tenant_id: TENANT,
          process_id: id,
          seq: n.seq,
          node_name: n.nodeName,
          handler_user_id: n.handlerUserId,
          handler_name: n.handlerName,
          start_time: n.startTime,
          finish_time: n.finishTime,
          deadline: n.deadline,
        });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('todo_processes').values(processes).execute();
      for (let k = 0; k < nodes.length; k += chunk)
        await trx
          .insertInto('todo_process_nodes')
          .values(nodes.slice(k, k + chunk))
          .execute();
    });
  }
  await db.transaction().execute(async (trx) => {
    for (const kind of KINDS) await upsertRows(trx, kind, TENANT, rollups[kind]);
  });
  // Fresh statistics and a finished checkpoint, as autovacuum and the checkpointer leave them some time after a bulk load.
  if (mode === 'postgres') {
    await sql`VACUUM ANALYZE`.execute(db);
    await sql`CHECKPOINT`.execute(db);
  } else await sql`ANALYZE`.execute(db);
  return handlers.map((h) => h.account);
}

type Call = { url: string; payload: object };

/** The calls in interleaved rounds (so a background pause falls on all alike) after 5 rounds of warm-up; p50 and p95 of each. */
async function timeCalls(app: FastifyInstance, basic: string, token: string, calls: Call[]): Promise<{ p50: number; p95: number }[]> {
  const times: number[][] = calls.map(() => []);
  for (let i = 0; i < ROUNDS + 5; i++) {
    for (const [k, c] of calls.entries()) {
      const t = performance.now();
      const r = await app.inject({
        method: 'POST',
        url: c.url,
        payload: c.payload,
        headers: { authorization: basic, 'blade-auth': `bearer ${token}` },
      });
      if (r.json().status !== 1000) throw new Error(`${c.url} answered ${r.body.slice(0, 200)}`);
      if (i >= 5) times[k]?.push(performance.now() - t);
    }
  }
  return times.map((list) => {
    list.sort((a, b) => a - b);
    return { p50: percentile(list, 50), p95: percentile(list, 95) };
  });
}

/** Pushes new records through the integration service and waits for their roll-up jobs; answers records per second. */
async function rollupRate(platform: Platform, accounts: string[]): Promise<{ rate: number; pushMs: number; totalMs: number }> {
  const system = await platform.db
    .selectFrom('todo_systems')
    .selectAll()
    .where('tenant_id', '=', TENANT)
    .orderBy('sort')
    .executeTakeFirstOrThrow();
  const services = await platform.db.selectFrom('services').select(['id', 'name']).where('tenant_id', '=', TENANT).limit(50).execute();
  const jobs: string[] = [];
  const enqueue = platform.jobs.enqueue.bind(platform.jobs);
  platform.jobs.enqueue = async (name, payload) => {
    const id = await enqueue(name, payload);
    jobs.push(id);
    return id;
  };
  const now = platform.clock.now().getTime();
  const t0 = performance.now();
  for (let b = 0; b < PUSH_BATCHES; b++) {
    const processes = Array.from({ length: PUSH_SIZE }, (_, k) => {
      const i = b * PUSH_SIZE + k;
      const start = new Date(now - ((i % 48) + 1) * 3_600_000).toISOString();
      const s = services[i % services.length] as (typeof services)[number];
      return {
        processId: `NEW-${i}`,
        processName: s.name,
        account: 'student01',
        state: i % 3 === 0 ? 'RUNNING' : 'FINISHED',
        serviceId: s.id,
        startTime: start,
        finishTime: i % 3 === 0 ? null : new Date(now - 60_000).toISOString(),
        nodes: NODE_NAMES.map((nodeName, n) => ({
          nodeName,
          handlerName: '办理人',
          handlerAccount: accounts[(i + n) % accounts.length],
          startTime: start,
          finishTime: i % 3 === 0 && n === 2 ? null : new Date(now - 60_000).toISOString(),
        })),
      };
    });
    await pushProcesses(platform, system, { processes });
  }
  const pushMs = performance.now() - t0;
  for (const id of jobs) {
    for (;;) {
      const p = await platform.jobs.progress(id);
      if (p?.state === 'completed') break;
      if (p?.state === 'failed') throw new Error(`roll-up job failed: ${p.error}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  }
  const totalMs = performance.now() - t0;
  return { rate: (PUSH_BATCHES * PUSH_SIZE) / (totalMs / 1000), pushMs, totalMs };
}

async function runMode(mode: 'sqlite' | 'postgres', seconds: number): Promise<boolean> {
  const opened = await open(mode);
  const hello = helloWorld();
  try {
    const { platform } = opened;
    const t = performance.now();
    const accounts = await fill(platform, mode);
    const fillSec = (performance.now() - t) / 1000;
    const app = await buildApp(platform);
    await platform.jobs.startWorker();
    const basic = `Basic ${Buffer.from(`${platform.config.CLIENT_ID}:${platform.config.CLIENT_SECRET}`).toString('base64')}`;
    const token = await signIn({ app: async () => app, basic } as never, { username: 'admin', password: 'Demo@12345' });
    const today = new Date(platform.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const yearAgo = new Date(Date.parse(today) - 364 * DAY).toISOString().slice(0, 10);
    const period = { kind: 'range', start: yearAgo, end: today };
    const [overview, trend, table] = (await timeCalls(app, basic, token, [
      { url: `${BASE}/overView`, payload: { period } },
      { url: `${BASE}/processTrending`, payload: { period, granularity: 'day' } },
      { url: `${BASE}/reportTable`, payload: { period } },
    ])) as [{ p50: number; p95: number }, { p50: number; p95: number }, { p50: number; p95: number }];
    const rollup = await rollupRate(platform, accounts);

    const [helloBase, base] = await Promise.all([listen(hello), listen(app)]);
    const target: Target = {
      name: `${BASE}/overView (a year, signed in)`,
      method: 'POST',
      url: `${base}${BASE}/overView`,
      headers: { authorization: basic, 'blade-auth': `bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ period }),
      envelope: true,
    };
    await preflight(target);
    const rows = await loadInTurn([helloWorldTarget(helloBase), target], seconds);
    const met = overview.p95 < P95_TARGET_MS && trend.p95 < P95_TARGET_MS && table.p95 < P95_TARGET_MS && rollup.rate >= RATE_TARGET;
    console.log(
      `\n── ${mode}: ${PROCESSES.toLocaleString('en')} process records, ${(PROCESSES * NODES_PER).toLocaleString('en')} nodes (written and rolled up in ${fillSec.toFixed(0)} s)`,
    );
    const line = (name: string, s: { p50: number; p95: number }) =>
      console.log(
        `in-process ${name} (${ROUNDS} calls): p50 ${s.p50.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms (target p95 < ${P95_TARGET_MS} ms)`,
      );
    line('overview of a year', overview);
    line('daily trend of a year', trend);
    line('department table of a year', table);
    console.log(
      `roll-up: ${PUSH_BATCHES * PUSH_SIZE} new records in batches of ${PUSH_SIZE} through the integration service: pushes ${rollup.pushMs.toFixed(0)} ms, rolled up by ${rollup.totalMs.toFixed(0)} ms → ${rollup.rate.toFixed(0)} records/s (target ≥ ${RATE_TARGET}/s)`,
    );
    printLoadTable(rows, seconds);
    console.log(
      `overview beside hello-world: ${(ratioToBaseline(rows, rows[1] as never) * 100).toFixed(1)} % (reported, no target); targets ${met ? 'met' : 'MISSED'}`,
    );
    await app.close();
    return met && reportFailures(rows) === 0;
  } finally {
    await Promise.allSettled([hello.close()]);
    await opened.close();
  }
}

async function main(): Promise<number> {
  const seconds = benchDuration();
  const stopWatchdog = startWatchdog(3600);
  try {
    const modes = (process.env.BENCH_EFF_MODES ?? 'sqlite,postgres').split(',') as ('sqlite' | 'postgres')[];
    let ok = true;
    for (const mode of modes) ok = (await runMode(mode, seconds)) && ok;
    return ok ? 0 : 1;
  } finally {
    stopWatchdog();
  }
}

runMain(main);
