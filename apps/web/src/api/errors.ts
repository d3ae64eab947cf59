import { type Envelope, Messages } from '@onehall/contract';
import type { ReactNode } from 'react';
import { showToast } from '../components/light-feedback/index.ts';
import { useAuthStore } from '../stores/auth.ts';
import { lockScreen } from '../stores/lock.ts';
import { useSessionStore } from '../stores/session.ts';

/**
 * The one place that decides how a failure is shown (docs/CONVENTIONS.md "Web feature"):
 * - a 401 is silent on the landing and the login page, where nobody is expected to be
 *   signed in; anywhere else it raises the session-expired dialog, whose button
 *   redirects to sign-in (SPEC §4);
 * - a refused write or action, a failed download, a read the view gives up on (the
 *   card preview closes, a message cannot be shown), a file refused before it is
 *   sent: `reportError`, a message toast with the server's msg (SPEC §8);
 * - any other failed read is silent here: `unwrap` throws an `ApiError` and the view
 *   shows its error state with the query's error.
 */

/** Routes where a 401 is expected (nobody is signed in), so no session-expired dialog is raised (SPEC §4). */
const NO_EXPIRY_DIALOG_PATHS = new Set(['/', '/login']);

let presentError: (content: ReactNode) => void = showToast;

/**
 * Lets the app shell route error toasts through antd's `App` context; without
 * an argument, back to the light toast (components/light-feedback), which is
 * all the antd-free visitor landing has (issue 14).
 */
export function setErrorPresenter(present: (content: ReactNode) => void = showToast): void {
  presentError = present;
}

/**
 * Shows a failure as a toast: a refused envelope (or an `ApiError`, which carries
 * its msg) with the server's msg, or a text of our own.
 */
export function reportError(failure: Pick<Envelope, 'msg'> | ReactNode): void {
  if (typeof failure === 'object' && failure !== null && 'msg' in failure) {
    presentError(failure.msg || Messages.unknownError);
    return;
  }
  presentError(failure);
}

/** A 401 from the API: the SSO ticket is gone, and away from the landing and login pages so is the session. */
export function reportUnauthorized(): void {
  const session = useSessionStore.getState();
  session.setCasTicket(null);
  if (!NO_EXPIRY_DIALOG_PATHS.has(window.location.pathname)) session.setSessionExpired(true);
}

/**
 * The server refused a call because this sign-in is locked (locked in another browser window, or the lock was
 * taken out of this browser's storage): the route guard takes every tab to /lock.
 */
export function reportScreenLocked(): void {
  const userId = useAuthStore.getState().userInfo?.user_id;
  if (userId) lockScreen(userId);
}
