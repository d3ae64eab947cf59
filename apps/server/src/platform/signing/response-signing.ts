import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Platform } from '../context.ts';
import { randomHex } from '../ids.ts';

/*
 * Response integrity (SPEC §5), designed in docs/design/signing.md. The web
 * client recomputes `sign` with WebCrypto, so every string here is part of
 * the wire contract: change one and every client fails with status 1002.
 */

/** sign_key for a sign_id: base64url(HMAC-SHA256(secret, signId)). Derived, so no key is ever stored. */
export function signKeyFor(secret: string, signId: string): string {
  return createHmac('sha256', secret).update(signId, 'utf8').digest('base64url');
}

/** A visitor's sign_id: `v.` + 32 hex, so it can never collide with a token family id. */
export function newVisitorSignId(): string {
  return `v.${randomHex(16)}`;
}

export interface SignedParts {
  requestId: string;
  /** Milliseconds since the epoch, as sent in the `responseTime` header. */
  responseTime: number;
  /** Request path without the query, as sent in the `responsePath` header. */
  responsePath: string;
  /** The exact response body bytes (a string is taken as UTF-8). */
  body: string | Uint8Array;
}

/**
 * hex(HMAC-SHA256(key, `${requestId}\n${responseTime}\n${responsePath}\n${sha256hex(body)}`)),
 * where the HMAC key is the UTF-8 bytes of the sign_key string as handed out.
 */
export function signResponse(key: string, parts: SignedParts): string {
  const bodyHash = createHash('sha256').update(parts.body).digest('hex');
  const message = `${parts.requestId}\n${parts.responseTime}\n${parts.responsePath}\n${bodyHash}`;
  return createHmac('sha256', key).update(message, 'utf8').digest('hex');
}

function headerValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * Signs every `/api/` response whose request names a `sign-id`. Streamed
 * bodies (file downloads) are not signed: SPEC §5 exempts export paths, and
 * hashing a stream would mean buffering it.
 */
export function installSigning(app: FastifyInstance, platform: Platform): void {
  // A callback hook, not an async one: it runs on every response, and most are not signed.
  app.addHook('onSend', (request, reply, payload, done) => {
    try {
      addSignature(platform, request, reply, payload);
      done(null, payload);
    } catch (error) {
      done(error as Error);
    }
  });
}

function addSignature(platform: Platform, request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
  const signId = headerValue(request.headers['sign-id']);
  if (!signId || !request.url.startsWith('/api/')) return;
  let body: string | Uint8Array;
  if (payload === null || payload === undefined) body = '';
  else if (typeof payload === 'string' || payload instanceof Uint8Array) body = payload;
  else return;

  const requestId = headerValue(request.headers.requestid);
  const responseTime = platform.clock.now().getTime();
  const responsePath = request.url.split('?')[0] ?? request.url;
  const sign = signResponse(signKeyFor(platform.config.SIGNING_SECRET, signId), { requestId, responseTime, responsePath, body });
  reply.header('responseTime', String(responseTime));
  reply.header('responsePath', responsePath);
  reply.header('requestId', requestId);
  reply.header('sign', sign);
}
