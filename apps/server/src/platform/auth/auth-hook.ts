import { createHash, timingSafeEqual } from 'node:crypto';
import { fail, Status } from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../context.ts';
import { bearerToken, verifyAccessToken } from './tokens.ts';

export const CLIENT_AUTH_FAILED = '客户端认证失败';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * The two credentials every API request may carry (SPEC §6, §7):
 * - `Authorization: Basic base64(CLIENT_ID:CLIENT_SECRET)`, required on every
 *   `/api/` path, else 401;
 * - `Blade-Auth: bearer <access_token>`, turned into `request.principal`. A bad
 *   token only leaves the principal null: visitor endpoints still answer, and
 *   the route's access rule (platform/http/endpoints.ts) answers 401 elsewhere.
 */
export async function installAuth(app: FastifyInstance, platform: Platform): Promise<void> {
  // Hashing both sides gives equal lengths, so the comparison time says nothing about the secret.
  const expected = digest(`${platform.config.CLIENT_ID}:${platform.config.CLIENT_SECRET}`);

  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const basic = /^basic\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(Buffer.from(basic, 'base64').toString('utf8')), expected)) {
      return reply.status(401).send(fail(Status.UNAUTHORIZED, CLIENT_AUTH_FAILED));
    }
    const token = bearerToken(request.headers['blade-auth']);
    request.principal = token ? await verifyAccessToken(platform, token) : null;
  });
}
