import { Messages } from '@onehall/contract';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../../api/auth.ts';
import { useAuthStore } from '../../../stores/auth.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { useUiStore } from '../../../stores/ui.ts';

/** Where 重新登录 leads: the login page told that this is a forced sign-out (SPEC §4). */
export const RELOGIN_PATH = '/login?logout=true&isLogin=false';

/**
 * The blocking session-expired dialog of SPEC §2/§4. It cannot be closed by
 * the mask, the Esc key or a close icon: the only way on is to sign in again.
 */
export function SessionExpiredDialog() {
  const expired = useSessionStore((s) => s.sessionExpired);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const relogin = async () => {
    if (busy) return;
    setBusy(true);
    try {
      // The server side may already be gone; the local clean-up below happens regardless.
      await signOut();
    } catch {
      // Ignored on purpose: the user must be able to leave this dialog.
    } finally {
      useSessionStore.getState().setCasTicket(null);
      useAuthStore.getState().fullLogout();
      useSessionStore.getState().clearLogin();
      useUiStore.getState().clearNotices();
      setBusy(false);
      navigate(RELOGIN_PATH, { replace: true });
    }
  };

  return (
    <Modal
      open={expired}
      title="提示"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      centered
      zIndex={3000}
      footer={
        <Button type="primary" loading={busy} onClick={relogin}>
          {Messages.relogin}
        </Button>
      }
    >
      <p role="alert">{Messages.sessionAbnormal}</p>
    </Modal>
  );
}
