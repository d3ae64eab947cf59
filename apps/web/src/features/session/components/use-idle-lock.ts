import { useEffect } from 'react';
import { useAuthStore } from '../../../stores/auth.ts';
import { lockSignIn } from '../api/lock-screen.ts';
import { lastActivityAt, watchActivity } from '../lib/activity.ts';

/** How often the idle time is looked at; the lock comes at most this late. */
const IDLE_CHECK_MS = 5000;

/** Locks the screen once nobody has used the portal, in any tab, for `lockTime` seconds (0 or unknown: never by itself). */
export function useIdleLock(lockTime: number | undefined): void {
  const userId = useAuthStore((s) => s.userInfo?.user_id);
  useEffect(() => {
    if (!userId || !lockTime) return;
    const stopWatching = watchActivity();
    const id = setInterval(() => {
      if (Date.now() - lastActivityAt() >= lockTime * 1000) lockSignIn(userId);
    }, IDLE_CHECK_MS);
    return () => {
      clearInterval(id);
      stopWatching();
    };
  }, [userId, lockTime]);
}
