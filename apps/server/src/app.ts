import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { fail, Status } from '@onehall/contract';
import Fastify, { type FastifyInstance } from 'fastify';
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
import { installSigning } from './platform/signing/response-signing.ts';

/** JSON bodies above this are refused with 413; uploads use multipart with their own limits. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole HTTP app on a platform; `main.ts` and every API test use it. */
export async function buildApp(platform: Platform): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: platform.config.LOG_LEVEL },
    childLoggerFactory: requestLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: platform.config.TRUST_PROXY,
    requestTimeout: 60_000,
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true } },
  });
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
  await registerModules(app, platform);

  await serveWeb(app, platform.config.WEB_DIST);
  return app;
}

/**
 * Serves the built SPA with an `index.html` fallback for every client route; unknown API paths get a 404 envelope.
 * A file's `.br` or `.gz` sibling from the build goes out when the request accepts it (docs/design/compression.md).
 */
async function serveWeb(app: FastifyInstance, dist: string): Promise<void> {
  const hasWeb = existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      maxAge: '1h',
      preCompressed: true,
      // The plugin picks by Accept-Encoding without saying so; a shared cache must not hand br to a client that did not ask.
      setHeaders: (res) => res.setHeader('vary', 'accept-encoding'),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && hasWeb;
    // Without cacheControl: false the plugin would replace no-cache with its own max-age.
    if (isPage) return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    return reply.status(404).send(fail(Status.NOT_FOUND, `接口不存在：${request.method} ${request.url.split('?')[0]}`));
  });
}
