import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { onOtherTabChange } from '../lib/cross-tab.ts';

/**
 * The screen lock (SPEC §2 /lock, issue 19; docs/design/theme.md "Session").
 * Kept in localStorage so a reload or a new tab of the same sign-in is locked
 * too; a full logout clears it (SPEC §4, `forgetTabSignInData`).
 */

/** The storage key; `SessionKeys.lock` in stores/auth.ts names the same. */
export const LOCK_KEY = 'lock';

export interface ScreenLock {
  /** Whose sign-in is locked: another user signing in on this browser is not. */
  userId: string;
  /** The address to return to once unlocked. */
  from: string;
}

interface LockState {
  lock: ScreenLock | null;
  setLock(lock: ScreenLock): void;
  clear(): void;
}

export const useLockStore = create<LockState>()(
  persist(
    (set) => ({
      lock: null,
      setLock: (lock) => set({ lock }),
      clear: () => set({ lock: null }),
    }),
    {
      name: LOCK_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ lock }) => ({ lock }),
      // Nothing stored (cleared by a sign-out in another tab) means unlocked.
      merge: (persisted, current) => ({ ...current, lock: (persisted as { lock?: ScreenLock | null } | undefined)?.lock ?? null }),
    },
  ),
);

/** Locks `userId`'s screen where it is now; the route guard takes every tab to /lock. */
export function lockScreen(userId: string): void {
  if (useLockStore.getState().lock?.userId === userId) return;
  const { pathname, search } = window.location;
  useLockStore.getState().setLock({ userId, from: pathname + search });
}

/** Whether `userId`'s screen is locked. */
export const isLockedFor = (lock: ScreenLock | null, userId: string | undefined) => Boolean(userId && lock?.userId === userId);

/** Locks and unlocks follow the browser's other tabs for as long as the page lives. */
export function followLockOfOtherTabs(): () => void {
  return onOtherTabChange([LOCK_KEY], () => void useLockStore.persist.rehydrate());
}
