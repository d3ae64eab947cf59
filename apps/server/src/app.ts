import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import { registerModules } from './modules/index.ts';
import * as users from './modules/users/service.ts';
import { installAuth } from './platform/auth/auth-hook.ts';
import type { Platform } from './platform/context.ts';
import { installCompression } from './platform/http/compression.ts';
import { installErrorHandling } from './platform/http/error-handler.ts';
import { installMultipart } from './platform/http/multipart.ts';
import { requestLogger } from './platform/http/request-logger.ts';
import { installSecurityHeaders } from './platform/http/security-headers.ts';
import { serveWebApp } from './platform/http/web-app.ts';
import { createRegistry, installMetrics } from './platform/metrics/metrics.ts';
import type { RealtimeHub } from './platform/realtime/hub.ts';
import { installSigning } from './platform/signing/response-signing.ts';

/** What a request id from a load balancer may look like; anything else is replaced. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** JSON bodies above this are refused with 413; uploads use multipart with their own limits. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  /** How route schemas are compiled; API tests share one controller across their many apps (test/schema-compilers.ts). */
  schemaController?: FastifyServerOptions['schemaController'];
}

/** Builds the whole HTTP app on a platform; `main.ts` and every API test use it. */
export async function buildApp(platform: Platform, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.schemaController ? { schemaController: options.schemaController } : {}),
    logger: { level: platform.config.LOG_LEVEL },
    childLoggerFactory: requestLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: platform.config.TRUST_PROXY,
    requestTimeout: 60_000,
    // While a node shuts down, a balancer's kept-alive connection may still bring a request: it is served (with
    // `Connection: close`, shutdown.ts) rather than refused with a 503 that the balancer cannot resend for a POST.
    return503OnClosing: false,
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true } },
    // A load balancer's id is kept so one request reads the same in its log and ours; else a new one.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  // Every log line of a request carries its id (pino's reqId); the client gets it too, to quote when reporting a problem.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  let realtime: RealtimeHub | undefined;
  installMetrics(app, platform, createRegistry(platform, 'api'), () => realtime?.connectionCount ?? 0);
  installErrorHandling(app);
  await installSecurityHeaders(app, platform);
  await installCompression(app);

  // Form bodies are accepted for the OAuth token endpoint, as OAuth clients send them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'OneHall API', version: '0.1.0', description: 'Campus one-stop online service hall' },
      components: {
        securitySchemes: {
          client: { type: 'http', scheme: 'basic', description: 'Fixed client credential, on every request' },
          bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth', description: 'bearer <access_token>' },
        },
      },
    },
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'up' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const checks: Record<string, boolean> = {};
    try {
      await sql`select 1`.execute(platform.db);
      checks.database = true;
    } catch {
      checks.database = false;
    }
    if (platform.config.REDIS_URL) checks.redis = await platform.cache.ping().catch(() => false);
    const ready = Object.values(checks).every(Boolean);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // Roles and status of a token's holder come from the users module, on every signed-in request.
  await installAuth(app, platform, (userId) => users.accessOf(platform, userId));
  installSigning(app, platform);
  await installMultipart(app);
  realtime = registerModules(app, platform);

  await serveWebApp(app, platform.config);
  return app;
}
