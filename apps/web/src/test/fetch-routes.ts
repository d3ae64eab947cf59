import { vi } from 'vitest';

/**
 * A fetch stand-in for tests that answers by path suffix, so dialog tests
 * exercise the real request layer. A route may hold a queue of answers; the
 * last one repeats. Every call is recorded with its parsed body.
 */
export type Answer = { status?: number; body: unknown } | Blob | typeof HANG;

/** An answer that never comes: the request layer's time-out (8010) ends the call. */
export const HANG = 'hang' as const;

export interface FetchRoutes {
  answer(suffix: string, ...answers: Answer[]): void;
  calls(suffix: string): { url: URL; body: unknown }[];
}

export function stubFetch(): FetchRoutes {
  const routes = new Map<string, Answer[]>();
  const seen: { url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const raw = init?.body;
    seen.push({ url, body: typeof raw === 'string' ? JSON.parse(raw) : raw });
    const entry = [...routes.entries()].find(([suffix]) => url.pathname.endsWith(suffix));
    if (!entry) return new Response(JSON.stringify({ status: 404, msg: `no route ${url.pathname}` }), { status: 404 });
    const queue = entry[1];
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (next === HANG) {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (next instanceof Blob) return new Response(next, { status: 200, headers: { 'content-type': next.type } });
    return new Response(JSON.stringify(next.body), { status: next.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    answer: (suffix, ...answers) => routes.set(suffix, answers),
    calls: (suffix) => seen.filter((c) => c.url.pathname.endsWith(suffix)),
  };
}

export const ok = (result: unknown) => ({ body: { status: 1000, code: 1000, msg: '操作成功', result } });
export const refused = (status: number, msg: string) => ({ body: { status, code: status, msg, result: null } });

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** jsdom has no ResizeObserver; antd's tables and selects measure themselves with one. */
export function stubResizeObserver(): void {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
}
