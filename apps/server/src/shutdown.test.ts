import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAuthorization } from '../test/api.ts';
import { createTestPlatform, type TestPlatform, testModes } from '../test/platforms.ts';
import { buildApp } from './app.ts';
import { DEFAULT_CLIENT } from './config.ts';
import { defineJob } from './platform/jobs/job-type.ts';
import { prepareShutdown, type ShutdownOutcome } from './shutdown.ts';

const WAIT = { timeout: 10_000, interval: 20 };
const SLOW_JOB = defineJob('test.slow', 1, Type.Object({}));
const PATH = '/api/blade-platform/nobody/prepareLogin/queryThirdParty';

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Resolves whether a new TCP connection to the port is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe.each(testModes())('the shutdown routine (%s)', (mode) => {
  let t: TestPlatform;
  let app: FastifyInstance;
  const records: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => records.push(JSON.parse(line)) });
  afterEach(async () => {
    records.length = 0;
    await t.close();
  });

  /** A node of the real app with a slow route, and its queue running a job that waits for `job`. */
  async function startNode(request: ReturnType<typeof gate>, job: ReturnType<typeof gate>, timeoutMs: number) {
    t = await createTestPlatform(mode);
    app = await buildApp(t.platform);
    const entered = gate();
    app.get('/test/slow', async () => {
      entered.open();
      await request.opened;
      return { done: true };
    });
    let jobDone = false;
    t.platform.jobs.register(SLOW_JOB, async () => {
      await job.opened;
      jobDone = true;
      return undefined;
    });
    let pools = 'open';
    const shutdown = prepareShutdown({
      log,
      jobs: t.platform.jobs,
      servers: [app],
      closePools: async () => {
        pools = 'closed';
      },
      timeoutMs,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const response = fetch(`http://127.0.0.1:${port}/test/slow`, { headers: { authorization: clientAuthorization(t.platform.config) } });
    const jobId = await t.platform.jobs.enqueue(SLOW_JOB, {});
    await entered.opened;
    await vi.waitFor(() => expect(t.platform.jobs.running()).toEqual([{ id: jobId, name: SLOW_JOB.name }]), WAIT);
    return { shutdown, port, response, jobId, jobDone: () => jobDone, pools: () => pools };
  }

  it('should refuse new connections, let the request and the job in flight finish, then close the pools', async () => {
    const request = gate();
    const job = gate();
    const node = await startNode(request, job, 10_000);
    let outcome: ShutdownOutcome | undefined;
    const run = node.shutdown.run('test').then((o) => {
      outcome = o;
    });
    await vi.waitFor(async () => expect(await accepts(node.port)).toBe(false), WAIT);
    // A request in flight may still queue a job; this process no longer takes it.
    const later = await t.platform.jobs.enqueue(SLOW_JOB, {});
    expect(await t.platform.jobs.progress(later)).toMatchObject({ state: 'waiting' });

    request.open();
    const response = await node.response;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outcome).toBeUndefined();
    expect(node.pools()).toBe('open');

    job.open();
    await run;
    expect(outcome).toEqual({ clean: true });
    expect(node.jobDone()).toBe(true);
    expect(node.pools()).toBe('closed');
    expect(await t.platform.jobs.progress(later)).toMatchObject({ state: 'waiting' });
    expect(await node.shutdown.run('again')).toEqual({ clean: true });
  });

  it('should give up at the deadline, log what it abandoned, and leave the job for another worker', async () => {
    const request = gate();
    const job = gate();
    const node = await startNode(request, job, 300);
    const outcome = await node.shutdown.run('test');
    expect(outcome).toEqual({
      clean: false,
      abandoned: { requests: ['GET /test/slow'], jobs: [{ id: node.jobId, name: SLOW_JOB.name }] },
    });
    expect(node.pools()).toBe('open');
    expect(records).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'shutdown deadline of 300 ms passed: giving up on 1 requests and 1 jobs' }),
    );
    expect(node.jobDone()).toBe(false);
    // Neither completed nor failed: with BullMQ it stays active until its lock expires, then another worker takes it.
    expect(await t.platform.jobs.progress(node.jobId)).toMatchObject({ state: 'active' });
    if (mode === 'production') expect(await t.platform.jobs.counts()).toMatchObject({ active: 1 });
    request.open();
    job.open();
    await node.response;
  });
});

describe('the shutdown routine and a route that answers at once', () => {
  let t: TestPlatform | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('should answer it on a kept-alive connection while stopping, with Connection: close', async () => {
    t = await createTestPlatform('embedded');
    // As the app is built (app.ts): a closing node serves what arrives on a kept-alive connection.
    const app = Fastify({ logger: false, return503OnClosing: false });
    // Sent while the server's 'request' event is still being handled: no promise between the request and the answer.
    app.get('/at-once', (_request, reply) => {
      reply.send({ ok: true });
    });
    const shutdown = prepareShutdown({
      log: pino({ level: 'silent' }),
      jobs: t.platform.jobs,
      servers: [app],
      closePools: async () => {},
      timeoutMs: 5_000,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const socket = connect((app.server.address() as { port: number }).port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += String(chunk);
    });
    const ask = async (answers: number) => {
      socket.write('GET /at-once HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await vi.waitFor(() => expect(received.split('HTTP/1.1 200').length - 1).toBe(answers), WAIT);
    };
    await ask(1);
    expect(received.toLowerCase()).toContain('connection: keep-alive');

    const run = shutdown.run('test');
    received = '';
    await ask(1);
    expect(received.toLowerCase()).toContain('connection: close');
    expect(received).toContain('{"ok":true}');
    socket.destroy();
    expect(await run).toEqual({ clean: true });
  });
});

describe.runIf(testModes().includes('embedded'))('a node process told to stop (SIGTERM)', () => {
  let child: ChildProcess | undefined;
  let dir: string | undefined;
  afterEach(() => {
    child?.kill('SIGKILL');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** `main.ts` in a child process on a database of its own; answers its port once it is ready. */
  async function startMain() {
    dir = mkdtempSync(path.join(tmpdir(), 'onehall-sigterm-'));
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const node = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: path.join(dir, 'onehall.db'),
        SEED_DEMO: 'false',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = node;
    let output = '';
    const exited = new Promise<number | null>((resolve) => node.once('exit', (code) => resolve(code)));
    const port = await new Promise<number>((resolve, reject) => {
      node.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /ready at http:\/\/[^:]+:(\d+)\//.exec(output);
        if (ready) resolve(Number(ready[1]));
      });
      node.once('exit', (code) => reject(new Error(`the node exited with ${code}`)));
    });
    return { node, port, exited, output: () => output };
  }

  const body = JSON.stringify({ padding: 'x'.repeat(64) });

  /** A visitor call on a kept-alive connection whose body arrives in parts: the first ten bytes now, the rest with `finish`. */
  function startRequest(port: number) {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    // The node of the second test is gone before it answers.
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    const credential = Buffer.from(`${DEFAULT_CLIENT.CLIENT_ID}:${DEFAULT_CLIENT.CLIENT_SECRET}`).toString('base64');
    const head = [
      `POST ${PATH} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      `Authorization: Basic ${credential}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      '',
    ].join('\r\n');
    socket.write(head + body.slice(0, 10));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    return {
      answer: () => answer,
      // The connection stays open for another request, as a balancer's does.
      finish: () => socket.write(body.slice(10)),
      /** The same request again, whole, on the same connection. */
      again: () => socket.write(head + body),
      ended,
    };
  }

  it('should answer the request it is receiving with 200, refuse new connections and exit 0', async () => {
    const { node, port, exited, output } = await startMain();
    const request = startRequest(port);
    await new Promise((resolve) => setTimeout(resolve, 200));
    node.kill('SIGTERM');
    await vi.waitFor(async () => expect(await accepts(port)).toBe(false), WAIT);
    request.finish();
    await vi.waitFor(() => expect(request.answer()).toMatch(/\r\n\r\n.*"msg":"操作成功"/s), WAIT);
    expect(request.answer()).toMatch(/^HTTP\/1\.1 200 /);
    await request.ended;
    expect(await exited).toBe(0);
    expect(output()).toContain('shut down cleanly');
  }, 60_000);

  it('should answer a request sent on an idle kept-alive connection after the signal, with Connection: close', async () => {
    const { node, port, exited } = await startMain();
    // A balancer's kept-alive connection: one request answered, then idle when the signal comes.
    const request = startRequest(port);
    request.finish();
    await vi.waitFor(() => expect(request.answer()).toMatch(/"msg":"操作成功"/), WAIT);
    node.kill('SIGTERM');
    await vi.waitFor(async () => expect(await accepts(port)).toBe(false), WAIT);
    // Closing it now would reset this POST, which nginx cannot resend to the other node.
    request.again();
    await vi.waitFor(() => expect(request.answer().match(/"msg":"操作成功"/g)).toHaveLength(2), WAIT);
    const second = request.answer().slice(request.answer().lastIndexOf('HTTP/1.1 '));
    expect(second).toMatch(/^HTTP\/1\.1 200 /);
    expect(second).toMatch(/\r\nconnection: close\r\n/i);
    await request.ended;
    expect(await exited).toBe(0);
  }, 60_000);

  it('should exit 1 at a second signal, logging the request it gives up on', async () => {
    const { node, port, exited, output } = await startMain();
    startRequest(port);
    await new Promise((resolve) => setTimeout(resolve, 200));
    node.kill('SIGTERM');
    await vi.waitFor(() => expect(output()).toContain('SIGTERM received: shutting down'), WAIT);
    node.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(output()).toMatch(/"abandoned":\{"requests":\["POST [^"]+queryThirdParty"\],"jobs":\[\]\}.*SIGTERM received again/);
  }, 60_000);
});
