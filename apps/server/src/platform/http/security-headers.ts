import { isFrameOrigin } from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Platform } from '../context.ts';

/**
 * Browser security headers on every answer (pages, assets, API): CSP,
 * X-Frame-Options, nosniff, Referrer-Policy, and HSTS in production.
 * Why each directive is what it is: docs/design/security-headers.md.
 */

/** Where configured origins go: frames (iframes), or fetches (an external qiankun entry is fetched, then run). */
export type OriginDirective = 'frame-src' | 'connect-src';

export type ConfiguredOrigins = Readonly<Record<OriginDirective, readonly string[]>>;

/** Origins (`https://host[:port]`) a module lets the portal frame or fetch from, per directive: addresses administrators configured. */
export type FrameOriginSource = () => Promise<Partial<ConfiguredOrigins>>;

export interface FrameOrigins {
  add(source: FrameOriginSource): void;
  /** Makes the next answer read the sources again (their configuration changed). */
  invalidate(): void;
  /** The configured origins now; read again when older than FRAME_ORIGINS_TTL_MS or invalidated. */
  current(): Promise<ConfiguredOrigins>;
  /** The configured origins when they need no read (the common case), else undefined. */
  fresh(): ConfiguredOrigins | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    frameOrigins: FrameOrigins;
  }
}

/** Changes are announced to every node; the TTL bounds how stale a node can be should an announcement be lost. */
export const FRAME_ORIGINS_TTL_MS = 60_000;
/** After a failed read the last list is kept: retrying on every answer would hammer a database that is down. */
const RETRY_AFTER_FAILURE_MS = 5_000;

const HSTS_MAX_AGE_SEC = 365 * 24 * 60 * 60;

/** The CSP in the order sent; frame-src gets the configured origins after 'self'. */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  // qiankun (import-html-entry) runs micro-app scripts with indirect eval.
  'script-src': ["'self'", "'unsafe-eval'"],
  // antd's CSS-in-JS inserts <style> elements at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Icons, logos and carousel pictures may be https addresses administrators typed.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
} as const satisfies Record<string, readonly string[]>;

const NONE_CONFIGURED: ConfiguredOrigins = { 'frame-src': [], 'connect-src': [] };

/** The Content-Security-Policy value sent with these configured origins (frame origins alone, or per directive). */
export function contentSecurityPolicy(configured: readonly string[] | ConfiguredOrigins): string {
  const extra: ConfiguredOrigins = Array.isArray(configured)
    ? { ...NONE_CONFIGURED, 'frame-src': configured }
    : (configured as ConfiguredOrigins);
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => [name, ...values, ...(extra[name as OriginDirective] ?? [])].join(' '))
    .join(';');
}

function frameOriginsCache(platform: Platform, onError: (error: unknown) => void): FrameOrigins {
  const sources: FrameOriginSource[] = [];
  let value: ConfiguredOrigins = NONE_CONFIGURED;
  let freshUntil = 0;
  // Bumped by invalidate(): a read that started before a change is used once but not kept as fresh.
  let generation = 0;
  let reading: Promise<void> | undefined;
  const now = () => platform.clock.now().getTime();

  const read = async () => {
    const started = generation;
    try {
      const lists = await Promise.all(sources.map((source) => source()));
      // A malformed origin would make helmet refuse to build the header, and so fail every answer.
      const of = (directive: OriginDirective) => [...new Set(lists.flatMap((l) => l[directive] ?? []))].filter(isFrameOrigin).sort();
      value = { 'frame-src': of('frame-src'), 'connect-src': of('connect-src') };
      freshUntil = started === generation ? now() + FRAME_ORIGINS_TTL_MS : 0;
    } catch (error) {
      onError(error);
      freshUntil = now() + RETRY_AFTER_FAILURE_MS;
    } finally {
      reading = undefined;
    }
  };

  return {
    add: (source) => {
      sources.push(source);
      freshUntil = 0;
    },
    invalidate: () => {
      generation++;
      freshUntil = 0;
    },
    fresh: () => (now() < freshUntil ? value : undefined),
    current: async () => {
      if (now() >= freshUntil) {
        reading ??= read();
        await reading;
      }
      return value;
    },
  };
}

/**
 * Sets the headers on every route registered after it (so call it before the
 * modules and the static files). Modules add their framed origins through
 * `app.frameOrigins`.
 */
export async function installSecurityHeaders(app: FastifyInstance, platform: Platform): Promise<void> {
  const frameOrigins = frameOriginsCache(platform, (error) => app.log.error({ err: error }, 'reading the framed origins failed'));
  app.decorate('frameOrigins', frameOrigins);

  // @fastify/helmet builds helmet's middleware anew for every answer when the CSP depends on the request, which cost
  // more than a light API call itself; the middleware is built once per list of configured origins instead.
  let built: { origins: ConfiguredOrigins; apply: ReturnType<typeof helmet> } | undefined;
  const headersFor = (origins: ConfiguredOrigins) => {
    if (built?.origins !== origins) built = { origins, apply: helmet(helmetOptions(platform, origins)) };
    return built.apply;
  };
  const apiHeaders = Object.entries(apiAnswerHeaders(platform));
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith(API_PREFIX)) {
      for (const [name, value] of apiHeaders) reply.raw.setHeader(name, value);
      return done();
    }
    const fresh = frameOrigins.fresh();
    if (fresh) return headersFor(fresh)(request.raw, reply.raw, () => done());
    frameOrigins.current().then((origins) => headersFor(origins)(request.raw, reply.raw, () => done()), done);
  });
}

const API_PREFIX = '/api/';

/**
 * What an API answer carries instead of the page's policy (OWASP REST
 * security): JSON and files are never documents the portal shows, so nothing
 * in them may run, load or be framed. Half the bytes of the page's headers,
 * on the answers that are most of the traffic.
 */
export function apiAnswerHeaders(platform: Platform): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(platform.config.NODE_ENV === 'production' ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SEC}` } : {}),
  };
}

function helmetOptions(platform: Platform, origins: ConfiguredOrigins): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CSP_DIRECTIVES,
        'frame-src': [...CSP_DIRECTIVES['frame-src'], ...origins['frame-src']],
        'connect-src': [...CSP_DIRECTIVES['connect-src'], ...origins['connect-src']],
      },
    },
    // Keeps the handle of a 1002 pop-up window, through which the opener cuts window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    // Embedded mode is plain http; not includeSubDomains, as other campus hosts may still be.
    strictTransportSecurity: platform.config.NODE_ENV === 'production' ? { maxAge: HSTS_MAX_AGE_SEC, includeSubDomains: false } : false,
  };
}
