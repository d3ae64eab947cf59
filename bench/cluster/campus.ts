import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { DEFAULT_TENANT_ID, REALTIME_PATH, servicePage } from '@onehall/contract';
import pg from 'pg';
import WebSocket from 'ws';
import { loadConfig } from '../../apps/server/src/config.ts';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords.ts';
import { closePlatform, createPlatform } from '../../apps/server/src/platform/create-platform.ts';
import { roleId } from '../../apps/server/src/seed/identity.ts';
import { seedDemoCampus } from '../../apps/server/src/seed/index.ts';
import type { Account } from './load-client.ts';

/*
 * The cluster's campus: the demo campus seeded as production seeds it
 * (SEED_DEMO=true set explicitly), students of the bench with a known
 * password for the sign-in storm, and the checks made on the database.
 */

export const BENCH_PASSWORD = 'Bench@2026';
const CHUNK = 500;

const secret = () => randomBytes(36).toString('base64url');

/** A production installation's own credential and keys, new for every run (production refuses the demo ones). */
export function productionSecrets() {
  return {
    CLIENT_ID: `onehall-cluster-${randomBytes(4).toString('hex')}`,
    CLIENT_SECRET: secret(),
    TOKEN_SECRET: secret(),
    SIGNING_SECRET: secret(),
  };
}

export const basicOf = (env: NodeJS.ProcessEnv) => `Basic ${Buffer.from(`${env.CLIENT_ID}:${env.CLIENT_SECRET}`).toString('base64')}`;

/**
 * Migrates and seeds the database of `env` (the nodes' environment) and adds
 * `students` accounts `cbench00000`… with BENCH_PASSWORD; returns the accounts
 * and the ids of the services on offer.
 */
export async function seedCampus(env: NodeJS.ProcessEnv, students: number): Promise<Account[]> {
  const config = loadConfig({ ...env, SEED_DEMO: 'true', DEMO_HISTORY_PROCESSES: '0' });
  const platform = await createPlatform(config);
  try {
    await seedDemoCampus(platform);
    // One hash for all: each sign-in still verifies a full-cost argon2id hash, and seeding takes seconds, not minutes.
    const hash = await hashPassword(BENCH_PASSWORD);
    const accounts = Array.from({ length: students }, (_, i) => ({
      username: `cbench${String(i).padStart(5, '0')}`,
      password: BENCH_PASSWORD,
    }));
    const createdAt = platform.clock.now().toISOString();
    for (let i = 0; i < accounts.length; i += CHUNK) {
      const chunk = accounts.slice(i, i + CHUNK).map((a) => ({ id: platform.newId(), account: a.username }));
      await platform.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values(
            chunk.map((u) => ({
              id: u.id,
              tenant_id: DEFAULT_TENANT_ID,
              account: u.account,
              nick_name: u.account,
              real_name: `压测学生${u.account.slice(6)}`,
              password_hash: hash,
              dept_id: null,
              status: 1,
              created_at: createdAt,
            })),
          )
          .execute();
        await trx
          .insertInto('user_roles')
          .values(chunk.map((u) => ({ user_id: u.id, role_id: roleId('student') })))
          .execute();
      });
    }
    return accounts;
  } finally {
    await closePlatform(platform);
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const createDatabase = (adminUrl: string, name: string) => withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));

/** Exact row counts of every table of the public schema. */
export function rowCounts(url: string): Promise<Record<string, number>> {
  return withClient(url, async (client) => {
    const tables = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      counts[name] = Number((await client.query<{ n: string }>(`select count(*) as n from "${name}"`)).rows[0]?.n);
    }
    return counts;
  });
}

export const dutyCount = (url: string) =>
  withClient(url, async (c) => Number((await c.query<{ n: string }>('select count(*) as n from dept_duties')).rows[0]?.n));

/**
 * The favourites the load generator saw acknowledged, against the database:
 * how many acknowledged favourites are missing and how many acknowledged
 * removals are still there (both are data lost).
 */
export function favouritesLost(url: string, acknowledged: Record<string, boolean>): Promise<{ checked: number; lost: number }> {
  return withClient(url, async (client) => {
    const rows = await client.query<{ key: string }>(
      `select u.account || ' ' || f.service_id as key from service_favourites f join users u on u.id = f.user_id where u.account like 'cbench%'`,
    );
    const stored = new Set(rows.rows.map((r) => r.key));
    const entries = Object.entries(acknowledged);
    return { checked: entries.length, lost: entries.filter(([key, collected]) => stored.has(key) !== collected).length };
  });
}

/**
 * The backup check of docs/deploy.md on the seeded database: pg_dump (custom
 * format), pg_restore into a new database, every table's row count compared.
 */
export async function backupRoundTrip(adminUrl: string, database: string, dumpFile: string, binDir: string) {
  const url = (db: string) => Object.assign(new URL(adminUrl), { pathname: `/${db}` }).toString();
  const t0 = Date.now();
  execFileSync(`${binDir}/pg_dump`, ['-Fc', '-f', dumpFile, url(database)]);
  const dumpMs = Date.now() - t0;
  await createDatabase(adminUrl, `${database}_restored`);
  const t1 = Date.now();
  execFileSync(`${binDir}/pg_restore`, ['--no-owner', '-d', url(`${database}_restored`), dumpFile]);
  const restoreMs = Date.now() - t1;
  const [before, after] = await Promise.all([rowCounts(url(database)), rowCounts(url(`${database}_restored`))]);
  const differing = Object.keys(before).filter((t) => before[t] !== after[t]);
  const rows = Object.values(before).reduce((n, c) => n + c, 0);
  return { tables: Object.keys(before).length, rows, differing, dumpMs, restoreMs };
}

/** Signs in through `origin` and opens the push socket through the same address; resolves once it is `ready`. */
export async function realtimeThrough(origin: string, basic: string, account: Account): Promise<void> {
  const token = await signIn(origin, basic, account);
  await new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}${REALTIME_PATH}`);
    const timer = setTimeout(() => reject(new Error('no ready on the push socket within 10 s')), 10_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type?: string }).type !== 'ready') return;
      clearTimeout(timer);
      socket.close();
      resolve();
    });
    socket.on('error', reject);
  });
}

/** Ids of services a visitor sees listed (students see them too): the ones the load opens and favourites. */
export async function listedServiceIds(origin: string, basic: string): Promise<string[]> {
  const response = await fetch(`${origin}${servicePage.visitorPath}`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/json' },
    body: JSON.stringify({ current: 1, size: 60 }),
  });
  const body = (await response.json()) as { result?: { records?: { serviceId: string }[] } };
  const ids = body.result?.records?.map((r) => r.serviceId) ?? [];
  if (ids.length === 0) throw new Error(`no services listed: ${JSON.stringify(body).slice(0, 200)}`);
  return ids;
}

/** The access token of `account`, signed in through `origin`. */
export async function signIn(origin: string, basic: string, account: Account): Promise<string> {
  const response = await fetch(`${origin}/api/blade-auth/oauth/token?tenantId=${DEFAULT_TENANT_ID}&grant_type=password&scope=all`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { status?: number; msg?: string; result?: { access_token?: string } };
  if (!body.result?.access_token) throw new Error(`sign-in as ${account.username} failed: ${body.status} ${body.msg}`);
  return body.result.access_token;
}
