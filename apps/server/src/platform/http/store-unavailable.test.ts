import { createServer } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RedisCache } from '../cache/redis-cache.ts';
import { installErrorHandling } from './error-handler.ts';

/** A loopback port with nothing listening on it: Redis "restarting". */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a call while the database or Redis is away', () => {
  it('should fail within seconds rather than wait for Redis to come back, and answer 503 with a message to retry', async () => {
    const cache = new RedisCache(`redis://127.0.0.1:${await closedPort()}`, 'onehall_t:away:');
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.get('/needs-redis', async () => ({ value: await cache.get('anything') }));
    try {
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/needs-redis' });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 503, msg: '服务暂时不可用，请稍后重试' });
    } finally {
      await app.close();
      await cache.close().catch(() => undefined);
    }
  });

  it('should answer 503 when PostgreSQL ends the connection as it shuts down', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.get('/needs-pg', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    });
    const response = await app.inject({ method: 'GET', url: '/needs-pg' });
    expect(response.statusCode).toBe(503);
    await app.close();
  });
});
