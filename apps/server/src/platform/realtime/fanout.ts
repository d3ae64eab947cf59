import type { CursorEvent } from '@onehall/contract';
import type { Platform } from '../context.ts';

/**
 * How a module hands an event to the users it concerns, wherever they are
 * connected: one pub/sub message, which every node's socket hub receives and
 * passes to its own sockets of those users (docs/design/realtime.md). Pub/sub
 * is in-process when embedded and Redis in production.
 */
export const REALTIME_CHANNEL = 'realtime:events';

export type RealtimeAudience = { everyone: true } | { userIds: readonly string[] };

export interface RealtimeFanout {
  tenantId: string;
  audience: RealtimeAudience;
  event: CursorEvent;
}

/** Publishes after the change is committed, so a client that reacts by reading finds it. */
export function publishRealtime(platform: Platform, fanout: RealtimeFanout): Promise<void> {
  return platform.pubsub.publish(REALTIME_CHANNEL, fanout);
}
