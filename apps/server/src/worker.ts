import Fastify from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createPlatform } from './platform/create-platform.ts';
import { createRegistry, installMetrics } from './platform/metrics/metrics.ts';
import { onShutdown } from './shutdown.ts';

/**
 * A production worker process: takes background jobs (imports, exports) from
 * BullMQ and serves no HTTP. The app is built but never listens, because
 * building it is where every module registers its job handlers; this way a
 * worker always knows exactly the jobs the API nodes can enqueue.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.REDIS_URL) throw new Error('A worker process needs REDIS_URL: in the embedded mode jobs run inside the API node (RUN_JOBS)');
  const platform = await createPlatform(config);
  const app = await buildApp(platform);
  await app.ready();
  await platform.jobs.startWorker();
  app.log.info('OneHall worker is taking jobs');
  if (config.METRICS_PORT) {
    // The worker answers no HTTP but its metrics, on a port of its own (same access rule as an API node's /metrics).
    const metrics = Fastify({ logger: false });
    installMetrics(metrics, platform, createRegistry(platform, 'worker'), () => 0);
    await metrics.listen({ host: config.HOST, port: config.METRICS_PORT });
    app.addHook('onClose', () => metrics.close());
  }

  onShutdown(app, platform);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
