import type { FastifyInstance } from 'fastify';
import type { Platform } from './platform/context.ts';
import { closePlatform } from './platform/create-platform.ts';

/** Stops taking requests, lets running ones and running jobs finish, then closes connections. */
export function onShutdown(app: FastifyInstance, platform: Platform): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await app.close();
      await closePlatform(platform);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
