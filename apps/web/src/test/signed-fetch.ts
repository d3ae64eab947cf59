import { createHash, createHmac } from 'node:crypto';
import { vi } from 'vitest';
import { useSessionStore } from '../stores/session.ts';
import type { FetchRoutes } from './fetch-routes.ts';

const SIGN_KEY = 'cards-test-sign-key';

/**
 * Like fetch-routes' stubFetch (answers by path suffix, records every call),
 * but signs each answer the way the server does: the card and index
 * configuration calls live on online-service-platform, whose responses the
 * request layer checks for integrity (SPEC §5).
 */
export function stubSignedFetch(): FetchRoutes {
  useSessionStore.getState().setSignKey('sign-1', SIGN_KEY);
  const routes = new Map<string, { status?: number; body: unknown }[]>();
  const seen: { url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const raw = init?.body;
      seen.push({ url, body: typeof raw === 'string' ? JSON.parse(raw) : raw });
      const entry = [...routes.entries()].find(([suffix]) => url.pathname.endsWith(suffix));
      const queue = entry?.[1];
      const next = queue
        ? queue.length > 1
          ? queue.shift()!
          : queue[0]!
        : { body: { status: 1004, msg: `未准备的接口 ${url.pathname}` } };
      const text = JSON.stringify(next.body);
      const requestId = new Headers(init?.headers).get('requestId') ?? '';
      const responseTime = String(Date.now());
      const sha = createHash('sha256').update(text).digest('hex');
      const sign = createHmac('sha256', SIGN_KEY).update(`${requestId}\n${responseTime}\n${url.pathname}\n${sha}`).digest('hex');
      return new Response(text, {
        status: next.status ?? 200,
        headers: { 'content-type': 'application/json', responseTime, responsePath: url.pathname, requestId, sign },
      });
    }),
  );
  return {
    answer: (suffix, ...answers) => routes.set(suffix, answers as { status?: number; body: unknown }[]),
    calls: (suffix) => seen.filter((c) => c.url.pathname.endsWith(suffix)),
  };
}
