import { SessionExpiredDialog } from './session-expired-dialog.tsx';
import { useSsoTimer, useTokenRefreshTimer } from './use-session-timers.ts';

/** Mounted once at the root: the session timers and the dialog they can raise. */
export function SessionRuntime() {
  useTokenRefreshTimer();
  useSsoTimer();
  return <SessionExpiredDialog />;
}
