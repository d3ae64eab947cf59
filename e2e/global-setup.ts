import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildServer, SERVER_MAIN } from '../scripts/server-build.mjs';
import { buildWeb, webBuildStaleReason } from '../scripts/web-build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** `Authorization` for the shared server's own client credential. */
    clientAuthorization: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** First start migrates and seeds a fresh database, which takes a while on a busy 2-core machine. */
const READY_TIMEOUT_MS = 120_000;

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

async function waitUntilReady(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was ready`);
    try {
      const response = await fetch(`${baseURL}/readyz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s (GET ${baseURL}/readyz)`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/** A running portal on a fresh SQLite file with the demo campus, and how to stop it. */
export interface TestServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server on a fresh SQLite file with the demo campus. `nodeArgs`
 * go before the entry point (e.g. an `--import` that fixes the server's clock).
 */
export async function startServer(options: { env?: Record<string, string>; nodeArgs?: string[] } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'onehall-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // The compiled server, as `npm start` runs it; setup() builds it.
  const server = spawn(process.execPath, [...(options.nodeArgs ?? []), SERVER_MAIN], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: path.join(dataDir, 'e2e.db'),
      SEED_DEMO: 'true',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // The browser journeys use the embedded mode; a production Redis must not leak in.
      REDIS_URL: '',
      ...options.env,
    },
  });
  const stopAndClean = async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseURL, server);
  } catch (error) {
    await stopAndClean();
    throw error;
  }
  return { baseURL, stop: stopAndClean };
}

/** Builds the web app when needed and starts the server every browser journey shares. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const staleReason = webBuildStaleReason();
  if (staleReason) {
    console.log(`[e2e] building the web app (${staleReason})`);
    if (!buildWeb()) throw new Error('the web build failed (npm run build -w @onehall/web)');
  }
  await buildServer();
  // An installation's own credential, new each run: the pages get it only from the server at run time (issue 20).
  const client = { CLIENT_ID: 'e2e-campus', CLIENT_SECRET: randomBytes(18).toString('base64url') };
  const server = await startServer({ env: client });
  project.provide('baseURL', server.baseURL);
  project.provide('clientAuthorization', `Basic ${Buffer.from(`${client.CLIENT_ID}:${client.CLIENT_SECRET}`).toString('base64')}`);
  return server.stop;
}
