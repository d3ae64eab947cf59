import { Messages } from '@onehall/contract';

/**
 * A tiny app-wide event bus for signals that are not state, e.g. "a list
 * should reload" after an export dialog closes (SPEC §4). State belongs in
 * Zustand stores; this only carries notifications.
 */
export type EventHandler<P = unknown> = (payload: P) => void;

const handlers = new Map<string, Set<EventHandler>>();

function assertEvent(event: string): void {
  // SPEC §5: an empty event is a programming error, not something to ignore.
  if (!event) throw new Error(Messages.emptyEvent);
}

/** Subscribes to an event; returns the function that unsubscribes. */
export function on<P = unknown>(event: string, handler: EventHandler<P>): () => void {
  assertEvent(event);
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  set.add(handler as EventHandler);
  return () => off(event, handler);
}

export function off<P = unknown>(event: string, handler: EventHandler<P>): void {
  assertEvent(event);
  const set = handlers.get(event);
  set?.delete(handler as EventHandler);
  if (set?.size === 0) handlers.delete(event);
}

export function emit<P = unknown>(event: string, payload?: P): void {
  assertEvent(event);
  // Copy first so a handler that unsubscribes itself does not skip the next one.
  for (const handler of [...(handlers.get(event) ?? [])]) handler(payload);
}

/** Event names shared between features. */
export const AppEvents = {
  /** A list should reload its data (emitted when an export or import dialog closes). */
  refresh: 'refresh',
  /** Another tab of the browser signed in (or replaced the sign-in): a sign-in page here carries on. */
  signedInElsewhere: 'signedInElsewhere',
} as const;
