import { onOtherTabChange } from '../lib/cross-tab.ts';
import { forgetTabSignInData, SessionKeys, useAuthStore } from './auth.ts';
import { AppEvents, emit } from './events.ts';
import { SESSION_STORE_KEY, useSessionStore } from './session.ts';
import { useUiStore } from './ui.ts';

/**
 * The sign-in is one per browser, shared by its tabs through localStorage
 * (docs/design/auth.md "One sign-in for every tab"); these keep a tab's
 * stores in step with it.
 */

const SHARED_KEYS = [SessionKeys.login, SESSION_STORE_KEY];

/**
 * Re-reads the shared sign-in, which another tab may have renewed, replaced or
 * ended. A sign-out elsewhere clears this tab's part too and the route guard
 * takes it to /login; a sign-in elsewhere lets its sign-in page carry on.
 */
export async function adoptSharedSignIn(): Promise<void> {
  const before = useAuthStore.getState().accessToken;
  await Promise.all([useAuthStore.persist.rehydrate(), useSessionStore.persist.rehydrate()]);
  const after = useAuthStore.getState().accessToken;
  if (after === before) return;
  // This tab's expiry dialog was about a sign-in that is no longer the one held.
  useSessionStore.getState().setSessionExpired(false);
  if (after) {
    emit(AppEvents.signedInElsewhere);
  } else {
    forgetTabSignInData();
    useUiStore.getState().clearNotices();
  }
}

/** Follows the sign-in of the browser's other tabs for as long as the page lives; returns the function that stops. */
export function followOtherTabs(): () => void {
  return onOtherTabChange(SHARED_KEYS, () => void adoptSharedSignIn());
}
