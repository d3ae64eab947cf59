import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, createWriteStream, mkdirSync, openSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_MAIN, SERVER_WORKER } from '../../scripts/server-build.mjs';
import { SERVER_PROCESS_ENV } from '../../scripts/server-env.mjs';

/*
 * The cluster's own processes: a PostgreSQL cluster and a Redis of its own on
 * free ports (the machine's are shared: the faults restart these, never
 * those), nginx, the API nodes and the worker. Each is a child of this process
 * and is ended by its pid.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Debian's PostgreSQL binaries, the newest version installed (CLUSTER_PG_BIN overrides). */
export const PG_BIN =
  process.env.CLUSTER_PG_BIN ??
  `/usr/lib/postgresql/${
    readdirSync('/usr/lib/postgresql')
      .map(Number)
      .filter(Number.isInteger)
      .sort((a, b) => b - a)[0]
  }/bin`;
const NGINX = process.env.CLUSTER_NGINX ?? '/usr/sbin/nginx';
const REDIS = process.env.CLUSTER_REDIS ?? 'redis-server';

/**
 * Everything started here, ended with SIGKILL (PostgreSQL with an immediate stop) when this process exits
 * for any reason — the watchdog's exit, an uncaught error — so no run leaves a server behind.
 */
const running = new Map<ChildProcess, NodeJS.Signals>();
const clusters = new Set<() => void>();
process.on('exit', () => {
  for (const [child, signal] of running) child.kill(signal);
  for (const stopCluster of clusters) stopCluster();
});

/** `signal` ends it at exit: SIGKILL, but nginx's master gets SIGTERM so that it ends its workers too. */
function track(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): ChildProcess {
  running.set(child, signal);
  child.once('exit', () => running.delete(child));
  return child;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port free right now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `check` returns true, polling every 100 ms; throws after `limitMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, limitMs = 60_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} did not come up within ${limitMs / 1000} s`);
}

export const answers = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Sends `signal` to a child and waits for it to end. */
export async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  await exited(child);
}

function logTo(dir: string, name: string): number {
  return openSync(path.join(dir, `${name}.log`), 'a');
}

// initdb and postgres refuse to run as root: as root they run as the postgres user.
const asRoot = process.getuid?.() === 0;
function pgCommand(bin: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args]] : [path.join(PG_BIN, bin), args];
}

export interface OwnPostgres {
  port: number;
  url(database: string): string;
  restart(downMs: number): Promise<void>;
  close(): Promise<void>;
}

/** A PostgreSQL cluster in `dir/pg` on a free port, trust authentication on loopback only. */
export async function startPostgres(dir: string, maxConnections: number): Promise<OwnPostgres> {
  const data = path.join(dir, 'pg');
  mkdirSync(data, { mode: 0o700 });
  if (asRoot) {
    chmodSync(dir, 0o755);
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(data, uid, gid);
  }
  const [initdb, initArgs] = pgCommand('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  execFileSync(initdb, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const options = `-p ${port} -k ${data} -c listen_addresses=127.0.0.1 -c max_connections=${maxConnections} -c fsync=on`;
  const ctl = (args: string[]) => {
    const [cmd, cmdArgs] = pgCommand('pg_ctl', ['-D', data, ...args]);
    execFileSync(cmd, cmdArgs, { stdio: 'ignore' });
  };
  const start = () => ctl(['-o', options, '-l', path.join(data, 'server.log'), '-w', 'start']);
  start();
  const immediateStop = () => {
    try {
      ctl(['-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already stopped.
    }
  };
  clusters.add(immediateStop);
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async restart(downMs) {
      ctl(['-m', 'fast', '-w', 'stop']);
      await sleep(downMs);
      start();
    },
    async close() {
      clusters.delete(immediateStop);
      immediateStop();
    },
  };
}

/** True when a Redis on `port` answers PING (a raw RESP exchange: no client library needed for one command). */
function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(1000, () => socket.destroy());
    socket.once('data', (data) => {
      socket.destroy();
      resolve(String(data).startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

export interface OwnRedis {
  url: string;
  restart(downMs: number): Promise<void>;
  close(): Promise<void>;
}

/** A Redis as BullMQ requires it (AOF, noeviction), in `dir/redis` on a free port. */
export async function startRedis(dir: string): Promise<OwnRedis> {
  const data = path.join(dir, 'redis');
  mkdirSync(data);
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', data, '--appendonly', 'yes', '--appendfsync', 'everysec'];
  args.push('--maxmemory-policy', 'noeviction', '--save', '', '--daemonize', 'no');
  let child: ChildProcess | undefined;
  const start = async () => {
    child = track(spawn(REDIS, args, { stdio: ['ignore', logTo(dir, 'redis'), logTo(dir, 'redis')] }));
    await waitFor('Redis', () => redisPing(port));
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart(downMs) {
      // SIGTERM: Redis's own shutdown, which flushes the append-only file.
      await stop(child);
      await sleep(downMs);
      await start();
    },
    close: () => stop(child),
  };
}

export interface Nginx {
  process: ChildProcess;
  close(): Promise<void>;
}

/** nginx in the foreground on the configuration file `conf`, its prefix (logs, temp files) in `prefix`. */
export async function startNginx(prefix: string, conf: string, checkUrl: string): Promise<Nginx> {
  for (const sub of ['logs', 'temp']) mkdirSync(path.join(prefix, sub), { recursive: true, mode: 0o777 });
  chmodSync(path.join(prefix, 'temp'), 0o777);
  const child = track(
    spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', logTo(prefix, 'nginx-stderr')] }),
    'SIGTERM',
  );
  await waitFor('nginx', async () => (await fetch(checkUrl, { signal: AbortSignal.timeout(2000) })).status > 0);
  return { process: child, close: () => stop(child, 'SIGQUIT') };
}

/** A node starts in seconds on an idle machine; a shared, busy one has taken over a minute. */
const START_LIMIT_MS = 180_000;

export interface NodeProcess {
  name: string;
  port: number;
  process: ChildProcess;
}

/** An API node (`main.ts`, compiled: scripts/server-build.mjs) on `port`; resolves once /healthz answers. */
export async function startApiNode(name: string, port: number, env: NodeJS.ProcessEnv, logDir: string): Promise<NodeProcess> {
  const child = track(
    spawn(process.execPath, [SERVER_MAIN], {
      cwd: repoRoot,
      env: { ...SERVER_PROCESS_ENV, ...env, PORT: String(port) },
      stdio: ['ignore', logTo(logDir, name), logTo(logDir, name)],
    }),
  );
  let failed = false;
  child.once('exit', () => {
    failed = true;
  });
  await waitFor(
    `API node ${name}`,
    async () => {
      if (failed) throw new Error(`API node ${name} exited on start (see ${logDir}/${name}.log)`);
      return answers(`http://127.0.0.1:${port}/healthz`);
    },
    START_LIMIT_MS,
  ).catch(async (error: unknown) => {
    await stop(child, 'SIGKILL');
    throw error;
  });
  return { name, port, process: child };
}

/**
 * A job worker (`worker.ts`, compiled); resolves once it logs that it takes jobs (its log level is
 * info for that line).
 */
export async function startWorker(name: string, env: NodeJS.ProcessEnv, logDir: string): Promise<NodeProcess> {
  const child = track(
    spawn(process.execPath, [SERVER_WORKER], {
      cwd: repoRoot,
      env: { ...SERVER_PROCESS_ENV, ...env, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', logTo(logDir, name)],
    }),
  );
  const log = createWriteStream(path.join(logDir, `${name}.out.log`));
  let out = '';
  let ended = false;
  child.stdout?.on('data', (chunk: Buffer) => {
    log.write(chunk);
    if (out.length < 100_000) out += String(chunk);
  });
  child.once('exit', () => {
    ended = true;
  });
  await waitFor(
    `worker ${name}`,
    async () => {
      if (ended) throw new Error(`worker ${name} exited on start (see ${logDir})`);
      return out.includes('worker is taking jobs');
    },
    START_LIMIT_MS,
  ).catch(async (error: unknown) => {
    await stop(child, 'SIGKILL');
    throw error;
  });
  return { name, port: 0, process: child };
}
