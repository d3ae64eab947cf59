import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { BaseLogger } from 'pino';
import type { JobQueue, RunningJob } from './platform/jobs/job-queue.ts';

/*
 * The one shutdown routine of API nodes and workers (docs/design/jobs.md
 * "Shutdown"): stop accepting (servers close their port, the queue takes
 * no more jobs), let requests and jobs in flight finish up to the deadline,
 * then close the pools. Past the deadline, or on a second signal, the
 * process logs what it gives up on and exits non-zero; a job given up on
 * stays active in BullMQ until its lock expires and another worker takes it.
 */

export type ShutdownLog = Pick<BaseLogger, 'info' | 'error'>;

export interface ShutdownParts {
  log: ShutdownLog;
  /** The process's queue: it stops taking jobs and is waited for (both modes run jobs in some process). */
  jobs: JobQueue;
  /** The process's HTTP servers: an API node's app, a worker's metrics server. */
  servers: FastifyInstance[];
  /** What the process runs besides, stopped once requests and jobs are done and before the pools close (a worker's timers). */
  stopOthers?: () => Promise<void>;
  /** Closes the pools (database, Redis, queue): `closePlatform`. */
  closePools: () => Promise<void>;
  timeoutMs: number;
}

/** What a shutdown gave up on: requests as `METHOD url`, jobs by id and name. */
export interface Abandoned {
  requests: string[];
  jobs: RunningJob[];
}

export type ShutdownOutcome = { clean: true } | { clean: false; abandoned: Abandoned };

export interface Shutdown {
  /** Runs the routine; a second call answers the first one's outcome. */
  run(reason: string): Promise<ShutdownOutcome>;
  /** What would be given up on now. */
  abandoned(): Abandoned;
}

/** Prepares the routine for a process; made before its servers listen, as it counts their requests from the first. */
export function prepareShutdown({ log, jobs, servers, stopOthers, closePools, timeoutMs }: ShutdownParts): Shutdown {
  const inFlight = new Map<IncomingMessage, ServerResponse>();
  let stopping = false;
  for (const app of servers) {
    // Before Fastify's own listener: a route that answers at once has sent its headers by the time a later one runs.
    app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      inFlight.set(request, response);
      if (stopping) response.setHeader('connection', 'close');
      response.once('close', () => inFlight.delete(request));
    });
  }
  const abandoned = (): Abandoned => ({
    requests: [...inFlight.keys()].map((r) => `${r.method} ${r.url}`),
    jobs: jobs.running(),
  });

  const shutDown = async (reason: string): Promise<ShutdownOutcome> => {
    stopping = true;
    for (const app of servers) holdIdleConnections(app.server);
    // Answers still to be sent close their connection, so clients open their next one to a node that is staying.
    for (const response of inFlight.values()) if (!response.headersSent) response.setHeader('connection', 'close');
    const now = abandoned();
    log.info({ requests: now.requests.length, jobs: now.jobs.length, timeoutMs }, `${reason}: shutting down`);
    const drained = Promise.all([...servers.map((app) => app.close()), jobs.drain()]).then(() => stopOthers?.());
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'deadline'>((resolve) => {
      timer = setTimeout(() => resolve('deadline'), timeoutMs);
    });
    const first = await Promise.race([drained.then(() => 'drained' as const), deadline]).finally(() => clearTimeout(timer));
    if (first === 'deadline') {
      // What is still running is cut off by the exit; the drain's own end is of no interest any more.
      drained.catch(() => undefined);
      const left = abandoned();
      log.error(
        { abandoned: left },
        `shutdown deadline of ${timeoutMs} ms passed: giving up on ${left.requests.length} requests and ${left.jobs.length} jobs`,
      );
      return { clean: false, abandoned: left };
    }
    await closePools();
    log.info('shut down cleanly');
    return { clean: true };
  };

  let running: Promise<ShutdownOutcome> | undefined;
  return {
    run: (reason) => {
      running ??= shutDown(reason);
      return running;
    },
    abandoned,
  };
}

/** Longer than a balancer keeps an idle connection to a node (nginx `keepalive_timeout 4s`, docs/deploy.md). */
export const IDLE_GRACE_MS = 5_000;

/**
 * Node's `server.close()` closes idle keep-alive connections at once, and a balancer may have just sent a
 * request on one: the close resets it, and the balancer cannot resend a POST (nginx resends only what a
 * node never got). So the balancer closes its idle connections itself, answers on the others carry
 * `Connection: close`, and only what is still idle after the grace is closed here.
 */
function holdIdleConnections(server: Server): void {
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => undefined;
  setTimeout(closeIdle, IDLE_GRACE_MS).unref();
}

/** Runs the routine on SIGTERM or SIGINT and exits with its outcome; a second signal exits at once, non-zero. */
export function onShutdown(parts: ShutdownParts, exit: (code: number) => void = process.exit): void {
  const shutdown = prepareShutdown(parts);
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      parts.log.error({ abandoned: shutdown.abandoned() }, `${signal} received again: exiting without waiting`);
      exit(1);
      return;
    }
    stopping = true;
    shutdown.run(`${signal} received`).then(
      (outcome) => exit(outcome.clean ? 0 : 1),
      (error: unknown) => {
        parts.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
