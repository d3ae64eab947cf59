import { createHash, timingSafeEqual } from 'node:crypto';
import { fail, REALTIME_PATH, Status } from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../context.ts';
import type { AccessResolver } from './access.ts';
import { bearerToken, verifyAccessToken } from './tokens.ts';

export const CLIENT_AUTH_FAILED = '客户端认证失败';

/**
 * Server-to-server calls of business systems: they carry no client credential
 * or token but sign every request themselves (modules/todo/signature.ts).
 */
const SIGNED_INTEGRATION_PREFIX = '/api/open/';

/**
 * Browsers cannot add headers to a WebSocket: the realtime socket's credential
 * is the access token of its first frame (platform/realtime/hub.ts).
 */
const exempt = (url: string) => url.startsWith(SIGNED_INTEGRATION_PREFIX) || url === REALTIME_PATH;

/** Distinct accepted spellings of the Basic header kept (case of `Basic`, padding, spacing). */
const ACCEPTED_MAX = 16;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * The two credentials every API request may carry (SPEC §6, §7):
 * - `Authorization: Basic base64(CLIENT_ID:CLIENT_SECRET)`, required on every
 *   `/api/` path, else 401;
 * - `Blade-Auth: bearer <access_token>`, turned into `request.principal`. A bad
 *   token only leaves the principal null: visitor endpoints still answer, and
 *   the route's access rule (platform/http/endpoints.ts) answers 401 elsewhere.
 */
export async function installAuth(app: FastifyInstance, platform: Platform, accessOf: AccessResolver): Promise<void> {
  // Hashing both sides gives equal lengths, so the comparison time says nothing about the secret.
  const expected = digest(`${platform.config.CLIENT_ID}:${platform.config.CLIENT_SECRET}`);
  // Header values already verified: clients send the same few byte-for-byte, and hashing each request cost more than
  // the rest of a light one. Only accepted values enter, so a lookup tells a caller nothing it did not send.
  const accepted = new Set<string>();
  const clientAccepted = (header: string): boolean => {
    if (accepted.has(header)) return true;
    const basic = /^basic\s+(\S+)\s*$/i.exec(header)?.[1] ?? '';
    if (!timingSafeEqual(digest(Buffer.from(basic, 'base64').toString('utf8')), expected)) return false;
    if (accepted.size < ACCEPTED_MAX) accepted.add(header);
    return true;
  };

  app.decorateRequest('principal', null);
  // A callback hook, not an async one: it runs on every request, and visitors carry no token to verify.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/') || exempt(request.url)) return done();
    if (!clientAccepted(request.headers.authorization ?? '')) {
      reply.status(401).send(fail(Status.UNAUTHORIZED, CLIENT_AUTH_FAILED));
      return;
    }
    const token = bearerToken(request.headers['blade-auth']);
    if (!token) return done();
    const principal = verifyAccessToken(platform, accessOf, token);
    if (!(principal instanceof Promise)) {
      request.principal = principal;
      return done();
    }
    principal.then((found) => {
      request.principal = found;
      done();
    }, done);
  });
}
