import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { closePlatform, createPlatform } from './platform/create-platform.ts';
import { seedDemoCampus } from './seed/index.ts';
import { onShutdown } from './shutdown.ts';

/** Starts one API node: config → database and migrations → demo seed → HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const platform = await createPlatform(config);
  let app: FastifyInstance | undefined;
  try {
    if (config.SEED_DEMO) await seedDemoCampus(platform, { historyAside: true });
    app = await buildApp(platform);
    if (config.RUN_JOBS) await platform.jobs.startWorker();
    onShutdown({
      log: app.log,
      jobs: platform.jobs,
      servers: [app],
      closePools: () => closePlatform(platform),
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    });
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    await app?.close();
    await closePlatform(platform);
    throw error;
  }
  const shownHost = ['0.0.0.0', '::'].includes(config.HOST) ? 'localhost' : config.HOST;
  const { port } = app.server.address() as { port: number };
  app.log.info(`OneHall is ready at http://${shownHost}:${port}/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
