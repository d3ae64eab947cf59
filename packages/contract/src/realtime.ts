import type { ChatMessage } from './endpoints/chat.ts';
import type { ImportantNotice } from './entities.ts';

/*
 * The realtime socket (issue 17, docs/design/realtime.md): one WebSocket per
 * signed-in tab, through which the server pushes what concerns the user the
 * moment it happens, on whichever node the tab is connected to.
 *
 * 1. The client opens `REALTIME_PATH` (ws: or wss: of the page's origin) and
 *    sends `auth` with its access token within REALTIME_AUTH_TIMEOUT_MS (a
 *    token never travels in the URL, where proxies log it), and `since` when
 *    it was connected before: the cursor of the last event it received.
 * 2. The server answers the events missed since the cursor (at most
 *    REALTIME_CATCH_UP_MAX, oldest first), then `ready`. A bad token closes
 *    the socket with REALTIME_CLOSE.unauthorized.
 * 3. After each token refresh the client sends `auth` again; a socket whose
 *    token expires without one is closed with REALTIME_CLOSE.expired.
 * 4. A dropped socket reconnects after REALTIME_BACKOFF_MS[attempt] (the last
 *    entry repeats) with up to a quarter more at random, so a restarted node is
 *    not hit by every tab in the same millisecond; a socket closed with
 *    `unauthorized` or `signedOut` does not reconnect.
 *
 * A cursor is its event's time as `Date.toISOString()` gives it, so cursors
 * of every source compare in time order as plain strings; a `ready` without
 * catch-up carries the current time. The catch-up starts AT the cursor, so an
 * event of the same millisecond is not lost: the client keeps the greatest
 * cursor it received and ignores a message or withdrawal it already has (by id).
 */

export const REALTIME_PATH = '/api/blade-platform/realtime';
export const REALTIME_AUTH_TIMEOUT_MS = 10_000;
export const REALTIME_CATCH_UP_MAX = 50;
export const REALTIME_BACKOFF_MS: readonly number[] = [1000, 2000, 4000, 8000, 15_000, 30_000];
/** Server pings (protocol pings) at this interval; a socket that misses two is dropped. */
export const REALTIME_PING_MS = 30_000;
/** Bytes of one client frame; anything larger closes the socket (1009). */
export const REALTIME_CLIENT_FRAME_MAX = 8 * 1024;

export const REALTIME_CLOSE = {
  /** The token was missing, bad, revoked or its user is disabled: sign in again. */
  unauthorized: 4401,
  /** The token expired and no fresh one was sent: reconnect with the refreshed token. */
  expired: 4403,
  /** The user signed out (in this or another tab). */
  signedOut: 4408,
  /** The client broke the protocol (not JSON, unknown type, no auth in time). */
  protocol: 4400,
} as const;

export type ClientEvent = { type: 'auth'; token: string; since?: string } | { type: 'ping' };

/** A message pushed to its recipients as it is sent (the list item of the message centre). */
export interface PushedMessage {
  id: string;
  mpId: string;
  mpName: string;
  title: string;
  summary: string;
  cover: string | null;
  attachmentCount: number;
  important: boolean;
  sendTime: string;
  /** The pop-up's item when the message is an important notice, else null. */
  notice: ImportantNotice | null;
}

/** A chat message pushed to the conversation's user and the account's agents (endpoints/chat.ts). */
export interface PushedChatMessage extends ChatMessage {
  /** The conversation's user, so each window knows whose it is. */
  userId: string;
  userName: string;
  mpName: string;
}

export type ServerEvent =
  | { type: 'ready'; userId: string; cursor: string }
  | { type: 'message'; cursor: string; message: PushedMessage }
  | { type: 'chat'; cursor: string; chat: PushedChatMessage }
  | { type: 'withdrawn'; cursor: string; messageId: string }
  | { type: 'pong' };

/** Events that carry a cursor, i.e. that a reconnecting client catches up on. */
export type CursorEvent = Extract<ServerEvent, { cursor: string }>;
