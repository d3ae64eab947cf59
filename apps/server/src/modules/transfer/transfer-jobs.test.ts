import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Envelope, TransferMessages } from '@onehall/contract';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { clientAuthorization, startApi } from '../../../test/api.ts';
import { DUTY_HEADER as HEADER } from '../../../test/hostile-xlsx.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { createTestPlatform, removeRedisKeys, type TestMode, testModes } from '../../../test/platforms.ts';
import { BASE, SEEDED_DUTIES, sortIndexDefinition, startBody, xlsx } from '../../../test/transfer.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { closePlatform, createPlatform } from '../../platform/create-platform.ts';
import { seedDemoCampus } from '../../seed/index.ts';

/** The files folder of the killed node and the one that comes back (other tests use their platform's own). */
const filesDir = mkdtempSync(path.join(tmpdir(), 'onehall-transfer-'));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

describe.each(testModes())('a queued import (%s)', (mode: TestMode) => {
  it('should keep waiting while no worker has taken it, however long', async () => {
    const api = await startApi(mode, { RUN_JOBS: false });
    try {
      const admin = (await api.signIn('admin')).access_token;
      const body = multipartBody([{ name: 'q.xlsx', data: await xlsx([HEADER, ['JWC', '排队中的职责', '主体职责', '', 1]]) }]);
      const mapped = (await api.call({ method: 'POST', url: `${BASE}/deptDuty/import/upload`, token: admin, ...body })).json();
      const started = (
        await api.call({
          method: 'POST',
          url: `${BASE}/deptDuty/import/start`,
          token: admin,
          payload: startBody(mapped),
        })
      ).json();
      api.clock.advance(10 * 60_000);
      const progress = (
        await api.call({ method: 'POST', url: `${BASE}/deptDuty/import/progress`, token: admin, payload: { key: started.result.redisKey } })
      ).json();
      expect(progress.result).toMatchObject({ state: 'waiting', finished: false, errorMsg: null });
    } finally {
      await api.close();
    }
  });
});

describe.each(testModes())('an import whose process is killed (%s)', (mode: TestMode) => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGKILL');
  });

  it('should leave no imported rows and read as failed with a reason', async () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const dbDir = mkdtempSync(path.join(tmpdir(), 'onehall-kill-'));
    const rows: (string | number)[][] = [HEADER];
    for (let i = 0; i < 60_000; i++) rows.push(['JWC', `批量职责${i}`, '主体职责', '压力测试', i % 100]);
    const data = await xlsx(rows);

    // Embedded: a SQLite file both processes open in turn. Production: a test database and Redis.
    const test = mode === 'production' ? await createTestPlatform(mode, { config: { RUN_JOBS: false, FILES_DIR: filesDir } }) : undefined;
    const databaseUrl = test ? test.platform.config.DATABASE_URL : path.join(dbDir, 'kill.db');
    if (test) await seedDemoCampus(test.platform);
    else {
      const seeding = await createPlatform(loadConfig({ NODE_ENV: 'test' }, { DATABASE_URL: databaseUrl }));
      await seedDemoCampus(seeding);
      await closePlatform(seeding);
    }
    const config = loadConfig(
      { NODE_ENV: 'test' },
      { DATABASE_URL: databaseUrl, ...(test ? { REDIS_URL: test.platform.config.REDIS_URL } : {}) },
    );
    // The killed node's own cache keys; the node that comes back does not share them (as after a Redis flush).
    const childPrefix = `onehall_t:child${Date.now()}:`;

    child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../../../test/transfer-child.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        ...(config.REDIS_URL ? { REDIS_URL: config.REDIS_URL } : {}),
        FILES_DIR: filesDir,
        CHILD_KEY_PREFIX: childPrefix,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child?.stdout?.on('data', (chunk) => {
        out += String(chunk);
        const m = /PORT=(\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      child?.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const headers = { authorization: clientAuthorization(config) };
    const signIn = await fetch(`${base}/api/blade-auth/oauth/token?tenantId=000000&grant_type=password&scope=all`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: (await import('../../seed/identity.ts')).DEMO_PASSWORD }),
    });
    const token = ((await signIn.json()) as Envelope<{ access_token: string }>).result.access_token;
    const auth = { ...headers, 'blade-auth': `bearer ${token}` };
    const body = multipartBody([{ name: 'big.xlsx', data }]);
    const mapped = (await (
      await fetch(`${base}${BASE}/deptDuty/import/upload`, { method: 'POST', headers: { ...auth, ...body.headers }, body: body.payload })
    ).json()) as Envelope<{ fileKey: string; matchFieldList: unknown[] }>;
    const started = (await (
      await fetch(`${base}${BASE}/deptDuty/import/start`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(startBody(mapped)),
      })
    ).json()) as Envelope<{ redisKey: string }>;
    const key = started.result.redisKey;
    // Rows are written as the file is read, inside the import's one transaction: at 40% it holds thousands of them.
    // Polls are answered meanwhile (production: other pool connections; embedded: the read-only connection).
    const killAt = 40;
    await vi.waitFor(
      async () => {
        const p = (await (
          await fetch(`${base}${BASE}/deptDuty/import/progress`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ key }),
          })
        ).json()) as Envelope<{ finishRate: number; finished: boolean }>;
        expect(p.result.finishRate).toBeGreaterThanOrEqual(killAt);
        expect(p.result.finished).toBe(false);
      },
      { timeout: 60_000, interval: 20 },
    );
    child.kill('SIGKILL');
    await new Promise((resolve) => child?.once('exit', resolve));

    // The installation comes back: a new node on the same database.
    const platform =
      test?.platform ??
      (await createPlatform(loadConfig({ NODE_ENV: 'test' }, { DATABASE_URL: databaseUrl, FILES_DIR: filesDir, LOGIN_SLOWDOWN_MS: 0 })));
    const app = await buildApp(platform);
    try {
      const adminToken = (
        await app.inject({
          method: 'POST',
          url: '/api/blade-auth/oauth/token',
          query: { tenantId: '000000', grant_type: 'password', scope: 'all' },
          headers,
          payload: { username: 'admin', password: (await import('../../seed/identity.ts')).DEMO_PASSWORD },
        })
      ).json().result.access_token;
      const progress = (
        await app.inject({
          method: 'POST',
          url: `${BASE}/deptDuty/import/progress`,
          headers: { ...headers, 'blade-auth': `bearer ${adminToken}` },
          payload: { key },
        })
      ).json();
      expect(progress.result).toMatchObject({ state: 'failed', finished: true, errorMsg: TransferMessages.restarted, newInsertNum: 0 });
      const { n } = await platform.db
        .selectFrom('dept_duties')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(SEEDED_DUTIES);
      // Thousands of rows were written when it died: an embedded import had dropped the sort index inside its transaction.
      expect(await sortIndexDefinition(platform.db, platform.dialect)).toMatch(/dept_id"?, "?sort/);
    } finally {
      await app.close();
      if (test) {
        await removeRedisKeys(config.REDIS_URL as string, childPrefix);
        await test.close();
      } else await closePlatform(platform);
      rmSync(dbDir, { recursive: true, force: true });
    }
  }, 180_000);
});
