import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { type Config, loadConfig } from '../../apps/server/src/config.ts';
import type { Platform } from '../../apps/server/src/platform/context.ts';
import { closePlatform, createPlatform } from '../../apps/server/src/platform/create-platform.ts';
import { seedDemoCampus } from '../../apps/server/src/seed/index.ts';

export const TENANT = '000000';
export const STATUS_OK = 1000;
/** Demo accounts seeded by `seedDemoCampus`. */
export const DEMO_STUDENT = { username: 'student01', password: 'Demo@12345' };
export const DEMO_ADMIN = { username: 'admin', password: 'Demo@12345' };

/** OneHall in the embedded mode on a demo campus in a temporary directory of its own. */
export interface EmbeddedCampus {
  dir: string;
  config: Config;
  platform: Platform;
  /** The client credential every OneHall call carries: `Basic base64(CLIENT_ID:CLIENT_SECRET)`. */
  basic: string;
  /**
   * Builds the HTTP app (once); `jobs` also starts the in-process job worker.
   * Kept apart from opening so a bench can work on the platform before any module starts.
   */
  app(options?: { jobs?: boolean }): Promise<FastifyInstance>;
  /** Closes the app and the platform and deletes the directory. */
  close(): Promise<void>;
}

/**
 * Opens the embedded mode: a SQLite file and, beside it, its files folder in a
 * new temporary directory, in-process cache and jobs, migrations and the demo campus.
 * The environment is built here, not read, so a REDIS_URL or DATABASE_URL of
 * the shell cannot switch the mode.
 */
export async function openEmbeddedCampus(name: string): Promise<EmbeddedCampus> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `onehall-${name}-bench-`));
  const config = loadConfig(
    { NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    { HOST: '127.0.0.1', PORT: 0, DATABASE_URL: path.join(dir, 'onehall.db'), SEED_DEMO: true, LOGIN_SLOWDOWN_MS: 0 },
  );
  let platform: Platform | undefined;
  try {
    platform = await createPlatform(config);
    // As main.ts does: the demo history in a child process, so this process holds what a started server holds.
    await seedDemoCampus(platform, { historyAside: true });
  } catch (error) {
    if (platform) await closePlatform(platform);
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const opened = platform;
  let app: FastifyInstance | undefined;
  return {
    dir,
    config,
    platform: opened,
    basic: `Basic ${Buffer.from(`${config.CLIENT_ID}:${config.CLIENT_SECRET}`).toString('base64')}`,
    async app(options = {}) {
      if (!app) {
        app = await buildApp(opened);
        if (options.jobs) await opened.jobs.startWorker();
      }
      return app;
    },
    async close() {
      try {
        await app?.close();
        await closePlatform(opened);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Signs `account` in through the password grant and returns its access token, or throws with the reason. */
export async function signIn(campus: EmbeddedCampus, account: { username: string; password: string }): Promise<string> {
  const app = await campus.app();
  const response = await app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    query: { tenantId: TENANT, grant_type: 'password', scope: 'all' },
    headers: { authorization: campus.basic },
    payload: account,
  });
  const body = response.json() as { status?: number; msg?: string; result?: { access_token?: string } };
  const token = body.result?.access_token;
  if (response.statusCode !== 200 || body.status !== STATUS_OK || !token)
    throw new Error(`sign-in as ${account.username} failed: HTTP ${response.statusCode}, status ${body.status}, ${body.msg ?? ''}`);
  return token;
}
