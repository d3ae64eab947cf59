/**
 * When the user last used the portal, in any of the browser's tabs: the
 * session warning and the idle lock ask (docs/design/theme.md "Session").
 * Kept in memory and, at most every few seconds, in localStorage for the
 * other tabs.
 */

const KEY = 'lastActivity';
const SHARE_EVERY_MS = 5000;
const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;

let last = Date.now();
let shared = 0;
let watchers = 0;

function record(): void {
  last = Date.now();
  if (last - shared < SHARE_EVERY_MS) return;
  shared = last;
  try {
    localStorage.setItem(KEY, String(last));
  } catch {
    // Storage full or refused: this tab still knows.
  }
}

/** Epoch ms of the last use of the portal in this browser. */
export function lastActivityAt(): number {
  const elsewhere = Number(localStorage.getItem(KEY)) || 0;
  return Math.max(last, elsewhere);
}

/** Counts a use now (a button that extends the session is one). */
export const markActivity = record;

/** Listens for use of the page while someone needs to know; returns the function that stops. */
export function watchActivity(): () => void {
  if (watchers++ === 0) {
    last = Date.now();
    for (const name of EVENTS) window.addEventListener(name, record, { passive: true, capture: true });
  }
  return () => {
    if (--watchers > 0) return;
    for (const name of EVENTS) window.removeEventListener(name, record, { capture: true });
  };
}
