import { type ClientEvent, REALTIME_BACKOFF_MS, REALTIME_CLOSE, REALTIME_PATH, type ServerEvent } from '@onehall/contract';
import { useAuthStore } from '../stores/auth.ts';

/**
 * The tab's one realtime socket (packages/contract/src/realtime.ts has the
 * protocol; docs/design/message-centre-web.md "Socket client"). It follows the
 * sign-in held in the auth store: a token opens it, a refreshed token is sent
 * as `auth` again, no token closes it. Features listen with `onRealtime`.
 */

/** What a listener receives: every server event but the keep-alive answer. */
export type RealtimeEvent = Exclude<ServerEvent, { type: 'pong' }>;
export type RealtimeListener = (event: RealtimeEvent) => void;

/** The part of the browser's WebSocket the client uses, so a test can hand in its own. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeOptions {
  openSocket?: (url: string) => SocketLike;
  url?: () => string;
  random?: () => number;
  backoff?: readonly number[];
}

const OPEN = 1;
/** Message and withdrawal ids remembered to drop a catch-up's repeat of what was already delivered. */
const SEEN_MAX = 500;
/** Closed by the client itself: a sign-out or a stop, never reconnected. */
const CLIENT_CLOSE = 1000;

/** The socket's address: the page's own origin, ws: or wss: as the page is http: or https:. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}`;
}

/** The wait before reconnect attempt `attempt` (0 first): the schedule's entry (the last repeats) plus up to a quarter at random. */
export function reconnectDelay(attempt: number, random: number, backoff: readonly number[] = REALTIME_BACKOFF_MS): number {
  const base = backoff[Math.min(attempt, backoff.length - 1)] ?? 0;
  return Math.round(base * (1 + random / 4));
}

function parse(data: unknown): ServerEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
      ? (value as ServerEvent)
      : null;
  } catch {
    return null;
  }
}

/** The id an event is deduplicated by. */
function eventId(event: RealtimeEvent): string | null {
  if (event.type === 'message') return `m:${event.message.id}`;
  if (event.type === 'withdrawn') return `w:${event.messageId}`;
  if (event.type === 'chat') return `c:${event.chat.id}`;
  return null;
}

export interface RealtimeClient {
  /** Follows the auth store from now on (idempotent): connects while a token is held. */
  start(): void;
  /** Closes the socket and stops following the sign-in. */
  stop(): void;
  subscribe(listener: RealtimeListener): () => void;
  /** Whether the socket is up (the server answered `ready`): features poll only while it is not. */
  connected(): boolean;
  onStatus(listener: (connected: boolean) => void): () => void;
}

export function createRealtimeClient(options: RealtimeOptions = {}): RealtimeClient {
  const openSocket = options.openSocket ?? ((url: string) => new WebSocket(url));
  const url = options.url ?? (() => realtimeUrl());
  const random = options.random ?? Math.random;
  const backoff = options.backoff ?? REALTIME_BACKOFF_MS;
  const listeners = new Set<RealtimeListener>();
  const seen = new Set<string>();
  const statusListeners = new Set<(connected: boolean) => void>();
  let up = false;
  const setUp = (next: boolean) => {
    if (next === up) return;
    up = next;
    for (const listener of [...statusListeners]) listener(up);
  };

  let socket: SocketLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let cursor: string | undefined;
  let unfollow: (() => void) | null = null;

  const token = () => useAuthStore.getState().accessToken;

  const send = (event: ClientEvent) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(event));
  };

  const deliver = (event: RealtimeEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  const remember = (id: string) => {
    seen.add(id);
    // A Set iterates in insertion order: the oldest id goes first.
    if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value as string);
  };

  // Cursors compare in time order as strings (realtime.ts): the greatest is where a catch-up starts.
  const advance = (next: string) => {
    if (next && (!cursor || next > cursor)) cursor = next;
  };

  const onEvent = (event: ServerEvent) => {
    if (event.type === 'pong') return;
    if (event.type === 'ready') {
      // Only a socket the server accepted resets the back-off: one that opens and is refused keeps backing off.
      attempt = 0;
      setUp(true);
      advance(event.cursor);
      deliver(event);
      return;
    }
    advance(event.cursor);
    const id = eventId(event);
    if (id && seen.has(id)) return;
    if (id) remember(id);
    deliver(event);
  };

  const clearRetry = () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };

  const disconnect = () => {
    clearRetry();
    setUp(false);
    const old = socket;
    socket = null;
    if (old) {
      old.onopen = old.onmessage = old.onclose = old.onerror = null;
      old.close(CLIENT_CLOSE);
    }
  };

  const scheduleReconnect = () => {
    clearRetry();
    const delay = reconnectDelay(attempt, random(), backoff);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect();
    }, delay);
  };

  function connect() {
    if (socket || !token()) return;
    const ws = openSocket(url());
    socket = ws;
    ws.onopen = () => {
      const current = token();
      if (!current) return disconnect();
      send(cursor ? { type: 'auth', token: current, since: cursor } : { type: 'auth', token: current });
    };
    ws.onmessage = (ev) => {
      const event = parse(ev.data);
      if (event) onEvent(event);
    };
    ws.onclose = (ev) => {
      if (socket !== ws) return;
      socket = null;
      setUp(false);
      // Refused (a bad or revoked token) or signed out: a new token from the auth store opens it again.
      if (ev.code === REALTIME_CLOSE.unauthorized || ev.code === REALTIME_CLOSE.signedOut) return;
      if (token()) scheduleReconnect();
    };
    // Every error is followed by a close, which decides what comes next.
    ws.onerror = null;
  }

  const follow = (next: string, previous: string) => {
    if (next === previous) return;
    if (!next) {
      // Signed out: the next sign-in may be someone else, who must not catch up on this user's cursor.
      disconnect();
      cursor = undefined;
      seen.clear();
      attempt = 0;
      return;
    }
    if (socket?.readyState === OPEN) send({ type: 'auth', token: next });
    else if (!socket) {
      clearRetry();
      connect();
    }
  };

  return {
    start() {
      if (unfollow) return;
      unfollow = useAuthStore.subscribe((s, prev) => follow(s.accessToken, prev.accessToken));
      connect();
    },
    stop() {
      unfollow?.();
      unfollow = null;
      disconnect();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    connected: () => up,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
  };
}

/** The tab's client. */
const realtime = createRealtimeClient();

/** Starts the tab's socket (idempotent); it then lives as long as the page and follows the sign-in. */
export function startRealtime(): void {
  realtime.start();
}

/** Listens to the tab's realtime events; returns the function that stops. */
export function onRealtime(listener: RealtimeListener): () => void {
  return realtime.subscribe(listener);
}

/** Whether the tab's socket is up now. */
export function isRealtimeConnected(): boolean {
  return realtime.connected();
}

/** Follows whether the tab's socket is up; returns the function that stops. */
export function onRealtimeStatus(listener: (connected: boolean) => void): () => void {
  return realtime.onStatus(listener);
}
