import {
  type ClientEvent,
  type CursorEvent,
  REALTIME_AUTH_TIMEOUT_MS,
  REALTIME_CATCH_UP_MAX,
  REALTIME_CLOSE,
  REALTIME_PING_MS,
  type ServerEvent,
} from '@onehall/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AccessResolver } from '../auth/access.ts';
import type { Principal } from '../auth/principal.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import type { Platform } from '../context.ts';
import type { RealtimeFanout } from './fanout.ts';

/** What a module contributes to a reconnecting client's catch-up: its events after `since`, any order. */
export type CatchUpSource = (principal: Principal, since: string) => Promise<CursorEvent[]>;

export interface RealtimeOptions {
  accessOf: AccessResolver;
  catchUpSources: readonly CatchUpSource[];
  /** Tests shorten the protocol's timings. */
  pingMs?: number;
  authTimeoutMs?: number;
}

/** A client that reads nothing while this much waits for it is dropped rather than kept in memory. */
const SLOW_CLIENT_BYTES = 1024 * 1024;
/** Longer than any token or cursor this server issues. */
const TOKEN_MAX = 4096;
const CURSOR_MAX = 128;
const OPEN = 1;
/** Standard close codes (RFC 6455): the node is stopping; the client reconnects elsewhere. */
const GOING_AWAY = 1001;
const INTERNAL_ERROR = 1011;
const SERVICE_RESTART = 1012;

interface Held {
  cursor: string;
  frame: Buffer;
}

interface Connection {
  socket: WebSocket;
  /** Set once the first `auth` checked out; replaced by every re-auth of the same user. */
  principal: Principal | null;
  token: string | null;
  /** Live events held back while the catch-up is read, so none is lost, sent twice or out of order. */
  held: Held[] | null;
  missedPongs: number;
  authTimer: NodeJS.Timeout | null;
  /** Frames are handled one after another: an `auth` still being verified finishes before the next frame. */
  queue: Promise<void>;
}

/**
 * This node's sockets (docs/design/realtime.md): who is connected, per tenant
 * and user, and the events of REALTIME_CHANNEL passed on to them.
 */
export class RealtimeHub {
  private readonly connections = new Set<Connection>();
  private readonly byTenant = new Map<string, Map<string, Set<Connection>>>();
  private readonly pingMs: number;
  private readonly authTimeoutMs: number;
  private sweeper: NodeJS.Timeout | null = null;
  private stopping = false;

  constructor(
    private readonly platform: Platform,
    private readonly options: RealtimeOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pingMs = options.pingMs ?? REALTIME_PING_MS;
    this.authTimeoutMs = options.authTimeoutMs ?? REALTIME_AUTH_TIMEOUT_MS;
  }

  /** Open sockets on this node, signed in or still to send `auth` (for metrics). */
  get connectionCount(): number {
    return this.connections.size;
  }

  start(): void {
    this.sweeper = setInterval(() => this.sweep(), this.pingMs);
    this.sweeper.unref();
  }

  /** A new socket: it has REALTIME_AUTH_TIMEOUT_MS to say who it is. */
  accept(socket: WebSocket): void {
    if (this.stopping) {
      socket.close(GOING_AWAY, 'server stopping');
      return;
    }
    const conn: Connection = {
      socket,
      principal: null,
      token: null,
      held: null,
      missedPongs: 0,
      authTimer: null,
      queue: Promise.resolve(),
    };
    conn.authTimer = setTimeout(() => this.close(conn, REALTIME_CLOSE.protocol, 'no auth in time'), this.authTimeoutMs);
    this.connections.add(conn);
    socket.on('message', (data, isBinary) => {
      conn.missedPongs = 0;
      conn.queue = conn.queue
        .then(() => this.onFrame(conn, data, isBinary))
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'realtime: handling a client frame failed');
          this.close(conn, INTERNAL_ERROR, 'server error');
        });
    });
    socket.on('pong', () => {
      conn.missedPongs = 0;
    });
    socket.on('close', () => this.forget(conn));
  }

  /** A REALTIME_CHANNEL message: the event goes to this node's sockets of its audience, serialised once. */
  deliver(fanout: RealtimeFanout): void {
    const users = this.byTenant.get(fanout.tenantId);
    if (!users) return;
    const held: Held = { cursor: fanout.event.cursor, frame: Buffer.from(JSON.stringify(fanout.event)) };
    if ('everyone' in fanout.audience) {
      for (const sockets of users.values()) for (const conn of sockets) this.push(conn, held);
      return;
    }
    for (const userId of fanout.audience.userIds) {
      const sockets = users.get(userId);
      if (sockets) for (const conn of sockets) this.push(conn, held);
    }
  }

  /**
   * Events may have been published while this node could not hear them (the
   * link to Redis dropped): its clients reconnect, with back-off, and catch up.
   */
  interrupted(): void {
    for (const conn of this.connections) if (conn.principal) this.close(conn, SERVICE_RESTART, 'missed events');
  }

  /** Shutdown: every socket is told the node is going away (1001) and reconnects to another. */
  stop(): void {
    this.stopping = true;
    if (this.sweeper) clearInterval(this.sweeper);
    for (const conn of this.connections) this.close(conn, GOING_AWAY, 'server stopping');
  }

  private async onFrame(conn: Connection, data: RawData, isBinary: boolean): Promise<void> {
    if (conn.socket.readyState !== OPEN) return;
    const event = parseClientEvent(data, isBinary);
    if (!event) return this.close(conn, REALTIME_CLOSE.protocol, 'bad frame');
    if (event.type === 'ping') {
      // The first frame must be `auth`: nothing is answered to a socket that has not said who it is.
      if (!conn.principal) return this.close(conn, REALTIME_CLOSE.protocol, 'auth first');
      return this.send(conn, { type: 'pong' });
    }
    const found = await verifyAccessToken(this.platform, this.options.accessOf, event.token);
    if (conn.socket.readyState !== OPEN) return;
    if (!found) return this.close(conn, REALTIME_CLOSE.unauthorized, 'bad token');
    if (conn.principal) {
      // A refreshed token continues the socket only for the same user: a socket never changes hands.
      if (found.userId !== conn.principal.userId || found.tenantId !== conn.principal.tenantId)
        return this.close(conn, REALTIME_CLOSE.unauthorized, 'another user');
      conn.principal = found;
      conn.token = event.token;
      return;
    }
    if (conn.authTimer) clearTimeout(conn.authTimer);
    conn.authTimer = null;
    conn.principal = found;
    conn.token = event.token;
    // Listed before the catch-up is read, so an event committed meanwhile is held, not missed.
    this.index(conn, found);
    const since = event.since;
    if (since === undefined || this.options.catchUpSources.length === 0) {
      return this.send(conn, { type: 'ready', userId: found.userId, cursor: since ?? this.nowCursor() });
    }
    conn.held = [];
    const missed = await this.catchUp(found, since);
    if (conn.socket.readyState !== OPEN) return;
    for (const missedEvent of missed) this.send(conn, missedEvent);
    const newest = missed.at(-1)?.cursor ?? since;
    this.send(conn, { type: 'ready', userId: found.userId, cursor: newest });
    const held = conn.held;
    conn.held = null;
    for (const live of held) if (live.cursor > newest) this.push(conn, live);
  }

  /** The newest REALTIME_CATCH_UP_MAX events after `since` of every source, oldest first. */
  private async catchUp(principal: Principal, since: string): Promise<CursorEvent[]> {
    const lists = await Promise.all(this.options.catchUpSources.map((source) => source(principal, since)));
    const events = lists.flat().filter((event) => event.cursor > since);
    events.sort((a, b) => (a.cursor < b.cursor ? -1 : a.cursor > b.cursor ? 1 : 0));
    return events.slice(-REALTIME_CATCH_UP_MAX);
  }

  /** Cursors begin with the event's ISO time (contract realtime.ts), so this one sorts before anything sent later. */
  private nowCursor(): string {
    return this.platform.clock.now().toISOString();
  }

  private push(conn: Connection, event: Held): void {
    if (conn.held) {
      conn.held.push(event);
      return;
    }
    const socket = conn.socket;
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > SLOW_CLIENT_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(event.frame, { binary: false });
  }

  private send(conn: Connection, event: ServerEvent): void {
    if (conn.socket.readyState === OPEN) conn.socket.send(JSON.stringify(event));
  }

  /**
   * Every REALTIME_PING_MS: a protocol ping to each socket (one that missed two
   * is dropped), and each signed-in socket's token checked again, so expiry,
   * sign-out, revocation and a disabled account end the socket on every node.
   */
  private sweep(): void {
    const nowSec = this.platform.clock.now().getTime() / 1000;
    for (const conn of this.connections) {
      if (conn.missedPongs >= 2) {
        conn.socket.terminate();
        continue;
      }
      conn.missedPongs++;
      conn.socket.ping();
      if (conn.principal && conn.token) this.recheck(conn, conn.principal, conn.token, nowSec);
    }
  }

  private recheck(conn: Connection, principal: Principal, token: string, nowSec: number): void {
    if (principal.expiresAt <= nowSec) {
      this.close(conn, REALTIME_CLOSE.expired, 'token expired');
      return;
    }
    const still = (found: Principal | null) => {
      // A re-auth that arrived meanwhile brought a token of its own, checked when it came.
      if (!found && conn.token === token) this.close(conn, REALTIME_CLOSE.signedOut, 'signed out');
    };
    const found = verifyAccessToken(this.platform, this.options.accessOf, token);
    if (found instanceof Promise) {
      found.then(still, (error: unknown) => this.log.warn({ err: error }, 'realtime: re-checking a token failed'));
      return;
    }
    still(found);
  }

  private index(conn: Connection, principal: Principal): void {
    let users = this.byTenant.get(principal.tenantId);
    if (!users) {
      users = new Map();
      this.byTenant.set(principal.tenantId, users);
    }
    let sockets = users.get(principal.userId);
    if (!sockets) {
      sockets = new Set();
      users.set(principal.userId, sockets);
    }
    sockets.add(conn);
  }

  private forget(conn: Connection): void {
    if (conn.authTimer) clearTimeout(conn.authTimer);
    this.connections.delete(conn);
    const principal = conn.principal;
    if (!principal) return;
    const users = this.byTenant.get(principal.tenantId);
    const sockets = users?.get(principal.userId);
    if (!users || !sockets) return;
    sockets.delete(conn);
    if (sockets.size === 0) users.delete(principal.userId);
    if (users.size === 0) this.byTenant.delete(principal.tenantId);
  }

  private close(conn: Connection, code: number, reason: string): void {
    const socket = conn.socket;
    if (socket.readyState === OPEN) socket.close(code, reason);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A client frame as the contract defines it, or null for anything else (which closes the socket). */
export function parseClientEvent(data: RawData, isBinary: boolean): ClientEvent | null {
  if (isBinary) return null;
  const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
  const text = bytes.toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  if (value.type === 'ping') return { type: 'ping' };
  if (value.type !== 'auth') return null;
  const { token, since } = value;
  if (typeof token !== 'string' || token.length === 0 || token.length > TOKEN_MAX) return null;
  if (since === undefined) return { type: 'auth', token };
  if (typeof since !== 'string' || since.length === 0 || since.length > CURSOR_MAX) return null;
  return { type: 'auth', token, since };
}
