import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { buildServer, SERVER_MAIN } from '../../scripts/server-build.mjs';

/** The production web build served by the real server, for the benches that measure pages in Chromium. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

/**
 * A new temporary folder for a private web build: apps/web/dist is shared with
 * `npm start` and the browser tests, and a concurrent build there would swap
 * files under the measurement.
 */
export function tempDist(label: string): string {
  return mkdtempSync(path.join(tmpdir(), `onehall-${label}-dist-`));
}

/** Builds the production web app (with its `.br` / `.gz` siblings) into `dist`. */
export function buildWebInto(dist: string, label: string): void {
  console.log(`[${label}] building the web app`);
  const build = spawnSync('npm', ['run', 'build', '-w', '@onehall/web', '--', '--outDir', dist, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('the web build failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface WebServer {
  base: string;
  server: ChildProcess;
  /** Stops the server and deletes its data folder. */
  close(): void;
}

/**
 * The real server (`main.ts`, compiled as `npm start` runs it) on loopback, a fresh SQLite file with the demo campus,
 * serving `dist`.
 */
export async function startWebServer(dist: string, label: string): Promise<WebServer> {
  await buildServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), `onehall-${label}-bench-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [SERVER_MAIN], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: path.join(dataDir, 'bench.db'),
      SEED_DEMO: 'true',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      WEB_DIST: dist,
    },
  });
  const close = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return { base, server, close };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  throw new Error('the server was not ready within 180 s');
}

/** Signs `admin` in through the sign-in page in a new context; the page is left where the sign-in led. */
export async function signInPage(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('账号', { exact: true }).fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('Demo@12345');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: 30_000 });
  return page;
}
