import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogger } from './request-logger.ts';

function appLoggingTo(lines: Record<string, unknown>[], level: string) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: requestLogger });
  app.get('/warn', async (request) => {
    request.log.info('not written at warn');
    request.log.warn({ detail: 1 }, 'written');
    return { ok: true };
  });
  app.get('/child', async (request) => {
    request.log.child({ part: 'inner' }).error('from a child');
    return { ok: true };
  });
  app.get('/route-level', { logLevel: 'error' }, async (request) => {
    request.log.warn('below the route level');
    request.log.error('at the route level');
    return { ok: true };
  });
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  return app;
}

describe('request logger', () => {
  it('should write only enabled levels, each line with its request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, 'warn');
    const first = await app.inject({ method: 'GET', url: '/warn' });
    const second = await app.inject({ method: 'GET', url: '/warn' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(lines.map((l) => l.msg)).toEqual(['written', 'written']);
    expect(lines[0]).toMatchObject({ detail: 1, level: 40 });
    expect(lines[0]?.reqId).toEqual(expect.any(String));
    expect(lines[1]?.reqId).toEqual(expect.any(String));
    expect(lines[0]?.reqId).not.toBe(lines[1]?.reqId);
    await app.close();
  });

  it('should keep the request id on a child of the request logger and on the error handler line', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, 'warn');
    await app.inject({ method: 'GET', url: '/child' });
    const failed = await app.inject({ method: 'GET', url: '/fails' });
    expect(failed.statusCode).toBe(500);
    expect(lines[0]).toMatchObject({ msg: 'from a child', part: 'inner', reqId: expect.any(String) });
    expect(lines[1]).toMatchObject({ level: 50, reqId: expect.any(String), err: expect.objectContaining({ message: 'boom' }) });
    await app.close();
  });

  it("should honour a route's own log level", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, 'info');
    await app.inject({ method: 'GET', url: '/route-level' });
    expect(lines.map((l) => l.msg)).toEqual(['at the route level']);
    expect(lines[0]?.reqId).toEqual(expect.any(String));
    await app.close();
  });

  it('should log the request lines with their id when request logging is on at info', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, childLoggerFactory: requestLogger });
    app.get('/', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/' });
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]?.reqId).toBe(lines[1]?.reqId);
    expect(lines[0]?.reqId).toEqual(expect.any(String));
    await app.close();
  });
});
