import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { loadConfig } from './config.ts';
import { registerJobs } from './modules/jobs.ts';
import { startServicesContext } from './modules/services/context.ts';
import { closePlatform, createPlatform } from './platform/create-platform.ts';
import { createRegistry, installMetrics } from './platform/metrics/metrics.ts';
import { onShutdown } from './shutdown.ts';

/**
 * A production worker process: takes background jobs (imports, exports) from
 * BullMQ and serves no HTTP but its metrics. It builds no HTTP app: the jobs
 * module registers the same handlers an API node's app registers, so a
 * worker runs exactly the jobs the API nodes can enqueue.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.REDIS_URL) throw new Error('A worker process needs REDIS_URL: in the embedded mode jobs run inside the API node (RUN_JOBS)');
  const log = pino({ level: config.LOG_LEVEL });
  const platform = await createPlatform(config, { log });
  // Jobs that import services keep the search index current and tell the nodes.
  const services = startServicesContext(platform, (error, what) => log.error({ err: error }, what));
  const jobs = registerJobs(platform, services, log);
  const servers: FastifyInstance[] = [];
  try {
    await jobs.start();
    if (config.METRICS_PORT) {
      // The worker answers no HTTP but its metrics, on a port of its own (same access rule as an API node's /metrics).
      const metrics = Fastify({ logger: false });
      installMetrics(metrics, platform, createRegistry(platform, 'worker'), () => 0);
      servers.push(metrics);
    }
    onShutdown({
      log,
      jobs: platform.jobs,
      servers,
      closePools: () => closePlatform(platform),
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      stopOthers: async () => {
        jobs.stop();
        await services.stop();
      },
    });
    await Promise.all(servers.map((server) => server.listen({ host: config.HOST, port: config.METRICS_PORT })));
    await platform.jobs.startWorker();
  } catch (error) {
    jobs.stop();
    await services.stop();
    await Promise.all(servers.map((server) => server.close()));
    await closePlatform(platform);
    throw error;
  }
  log.info('OneHall worker is taking jobs');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
