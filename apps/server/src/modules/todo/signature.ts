import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Status, TODO_SIGN_HEADERS, TODO_SIGN_WINDOW_MS, TodoMessages } from '@onehall/contract';
import type { FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import { AppError, forbidden } from '../../platform/http/app-error.ts';
import type { SystemRow } from './repo.ts';
import * as repo from './repo.ts';

/*
 * Request signing of the integration API (docs/design/todo.md "Signing").
 * Every string here is part of the wire contract with the business systems.
 */

/**
 * A system's key: base64url(HMAC-SHA256(SIGNING_SECRET, `todo-system:<id>:<version>`)).
 * Derived, never stored, so every node can verify; a reset bumps the version.
 * The `todo-system:` prefix keeps these apart from the response-signing keys,
 * which HMAC server-made ids (token families, `v.` visitor ids) with the same secret.
 */
export function systemSecret(signingSecret: string, systemId: string, keyVersion: number): string {
  return createHmac('sha256', signingSecret).update(`todo-system:${systemId}:${keyVersion}`, 'utf8').digest('base64url');
}

export interface SignedRequestParts {
  method: string;
  /** The request path without the query string. */
  path: string;
  timestamp: string;
  nonce: string;
  /** The exact body bytes sent. */
  body: Uint8Array;
}

/** `METHOD\npath\ntimestamp\nnonce\nsha256hex(body)`. */
export function stringToSign(parts: SignedRequestParts): string {
  const bodyHash = createHash('sha256').update(parts.body).digest('hex');
  return `${parts.method.toUpperCase()}\n${parts.path}\n${parts.timestamp}\n${parts.nonce}\n${bodyHash}`;
}

/** Lowercase hex HMAC-SHA256 over the string to sign, keyed with the UTF-8 bytes of the key as handed out. */
export function signRequest(secret: string, parts: SignedRequestParts): string {
  return createHmac('sha256', secret).update(stringToSign(parts), 'utf8').digest('hex');
}

const NONCE = /^[A-Za-z0-9_-]{16,64}$/;
const refused = (msg: string) => new AppError(Status.UNAUTHORIZED, msg);

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) throw refused(TodoMessages.signMissingHeader(name));
  return text;
}

/**
 * The registered system a request comes from, once its signature, time stamp
 * and nonce check out. The nonce is taken only after the signature verified,
 * so unsigned traffic cannot use up a system's nonces; the store is shared
 * by every node (Redis in production) and outlives a restart (the database
 * when embedded), so a replay to another node or after a restart fails too.
 */
export async function verifySignedRequest(platform: Platform, request: FastifyRequest, body: Uint8Array): Promise<SystemRow> {
  const systemId = header(request, TODO_SIGN_HEADERS.system);
  const timestamp = header(request, TODO_SIGN_HEADERS.timestamp);
  const nonce = header(request, TODO_SIGN_HEADERS.nonce);
  const signature = header(request, TODO_SIGN_HEADERS.signature).toLowerCase();
  if (!/^\d{1,16}$/.test(timestamp)) throw refused(TodoMessages.signBadTimestamp);
  if (!NONCE.test(nonce)) throw refused(TodoMessages.signBadNonce);
  if (Math.abs(platform.clock.now().getTime() - Number(timestamp)) > TODO_SIGN_WINDOW_MS) throw refused(TodoMessages.signStale);

  const system = await repo.findSystemById(platform.db, systemId);
  if (!system) throw refused(TodoMessages.signUnknownSystem);
  const path = request.url.split('?')[0] ?? request.url;
  const expected = signRequest(systemSecret(platform.config.SIGNING_SECRET, system.id, system.key_version), {
    method: request.method,
    path,
    timestamp,
    nonce,
    body,
  });
  const given = Buffer.from(signature, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected, 'utf8'))) throw refused(TodoMessages.signInvalid);
  // Said only to a caller holding the key, so a disabled system learns why it is refused.
  if (system.enabled !== 1) throw forbidden(TodoMessages.systemDisabled);

  // Remembered for both sides of the window: a time stamp up to 5 minutes ahead stays valid for 10.
  const seen = await platform.store.incr(`todo:nonce:${system.id}:${nonce}`, 2 * TODO_SIGN_WINDOW_MS);
  if (seen > 1) throw refused(TodoMessages.signReplayed);
  return system;
}
