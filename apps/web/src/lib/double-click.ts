import { DOUBLE_CLICK_GUARD_MS } from '@onehall/contract';

/**
 * Wraps a handler so that calls arriving within `windowMs` of the last accepted
 * call are dropped — a second click on "submit" must not send a second request.
 */
export function guardDoubleClick<A extends unknown[]>(
  handler: (...args: A) => void,
  windowMs: number = DOUBLE_CLICK_GUARD_MS,
): (...args: A) => void {
  let lastAccepted = -Infinity;
  return (...args: A) => {
    const now = Date.now();
    if (now - lastAccepted < windowMs) return;
    lastAccepted = now;
    handler(...args);
  };
}
