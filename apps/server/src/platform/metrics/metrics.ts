import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Platform } from '../context.ts';
import { AppError } from '../http/app-error.ts';

/**
 * Prometheus metrics of one process (docs/design/metrics.md): requests by
 * route, business refusals by envelope status, background jobs, the database
 * pool and, on API nodes, realtime sockets. A registry per process role rather
 * than prom-client's global one, so tests may build several apps in one process.
 */

export const METRICS_PATH = '/metrics';

/** Seconds; the API's calls are mostly under 50 ms, imports and exports run for minutes. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 600, 1800];

/** The metrics every process has: Node's own, jobs, the database pool. */
export function createRegistry(platform: Platform, role: 'api' | 'worker'): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ role });
  collectDefaultMetrics({ register: registry, prefix: 'onehall_' });

  const jobSeconds = new Histogram({
    name: 'onehall_job_duration_seconds',
    help: 'Background jobs this process ran, by name and outcome',
    labelNames: ['job', 'state'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  platform.jobs.onSettled((name, state, seconds) => jobSeconds.observe({ job: name, state }, seconds));
  new Gauge({
    name: 'onehall_job_queue_jobs',
    help: 'Jobs waiting and running (the whole queue with Redis; this process with the embedded queue)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = await platform.jobs.counts();
      this.set({ state: 'waiting' }, counts.waiting);
      this.set({ state: 'active' }, counts.active);
    },
  });

  const pool = platform.pool;
  if (pool) {
    new Gauge({
      name: 'onehall_db_pool_connections',
      help: 'PostgreSQL pool connections: open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  return registry;
}

/** The route pattern, not the URL: ids in paths would make a series per record. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? '(unmatched)';

/**
 * Counts and times every request of the app, and serves the registry at
 * METRICS_PATH: with METRICS_TOKEN set, to a bearer of it; without, only to
 * this machine (a scraper on the node itself, or through an SSH tunnel).
 */
export function installMetrics(app: FastifyInstance, platform: Platform, registry: Registry, connections: () => number): void {
  const requests = new Counter({
    name: 'onehall_http_requests_total',
    help: 'HTTP requests by route, method and HTTP status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const seconds = new Histogram({
    name: 'onehall_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route and method',
    labelNames: ['route', 'method'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'onehall_api_refusals_total',
    help: 'Requests answered with an envelope error status (SPEC §8), by route and status',
    labelNames: ['route', 'status'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'onehall_realtime_connections',
    help: 'Open realtime WebSocket connections on this node',
    registers: [registry],
    collect() {
      this.set(connections());
    },
  });

  // Callback hooks: they run on every request, and an async one costs a promise each.
  app.addHook('onError', (request, _reply, error, done) => {
    if (error instanceof AppError) refusals.inc({ route: routeOf(request), status: String(error.status) });
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    requests.inc({ route, method: request.method, status: String(reply.statusCode) });
    seconds.observe({ route, method: request.method }, reply.elapsedTime / 1000);
    done();
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = platform.config.METRICS_TOKEN;
    const allowed = token
      ? timingSafeEqualText(request.headers.authorization ?? '', Buffer.from(`Bearer ${token}`))
      : isLoopback(request.socket.remoteAddress ?? '');
    // Not found rather than refused: the endpoint is not part of the API.
    if (!allowed) return reply.status(404).send();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

function timingSafeEqualText(given: string, expected: Buffer): boolean {
  const bytes = Buffer.from(given);
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

const isLoopback = (address: string) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
