import { useNavigate } from 'react-router';
import { signOut } from '../../../api/auth.ts';
import { LOGIN_PATH } from '../../../lib/site-paths.ts';
import { useUiStore } from '../../../stores/ui.ts';
import { useSessionExpiration } from '../api/get-session-expiration.ts';
import { SessionExpiredDialog } from './session-expired-dialog.tsx';
import { SessionWarning } from './session-warning.tsx';
import { useIdleLock } from './use-idle-lock.ts';
import { useSsoTimer, useTokenRefreshTimer } from './use-session-timers.ts';

/** Mounted once at the root: the session timers, the idle lock, and the warning and dialog they can raise. */
export function SessionRuntime() {
  const navigate = useNavigate();
  useTokenRefreshTimer();
  const sso = useSsoTimer();
  useIdleLock(useSessionExpiration().data?.lockTime);

  const exit = async () => {
    // signOut clears local state whatever the server answers, so leaving is always safe.
    await signOut();
    useUiStore.getState().clearNotices();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <>
      <SessionWarning deadline={sso.deadline} onContinue={sso.extend} onExit={exit} />
      <SessionExpiredDialog />
    </>
  );
}
