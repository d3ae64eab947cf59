import { lazy, Suspense, useEffect } from 'react';
import { startRealtime } from '../../../api/realtime.ts';
import { useAuthStore } from '../../../stores/auth.ts';
import { useUiStore } from '../../../stores/ui.ts';
import { useImportantNotices } from '../api/get-important-notices.ts';
import { useIsShowMsg } from '../api/get-is-show-msg.ts';
import { useMessagePush } from './use-message-push.ts';

// Fetched only once there is a notice to show: most sign-ins have none, and the signed-in home page has a script budget.
const NoticePopup = lazy(() => import('./notice-popup.tsx').then((m) => ({ default: m.NoticePopup })));

/**
 * Mounted once in the signed-in shell: opens the tab's realtime socket, keeps
 * the message counts and the pop-up current from it, fills the pop-up with
 * the unread important notices once per sign-in, and shows it when
 * getIsShowMsg says so.
 */
export function MessageRuntime() {
  const userId = useAuthStore((s) => s.userInfo?.user_id ?? '');
  const showMsg = useIsShowMsg(userId !== '').data === true;
  const seeded = useUiStore((s) => s.noticesSeeded);
  const first = useImportantNotices(userId, showMsg && !seeded);

  useEffect(() => startRealtime(), []);
  useMessagePush(showMsg);

  useEffect(() => {
    if (first.data && !useUiStore.getState().noticesSeeded) useUiStore.getState().seedNotices([...first.data].reverse());
  }, [first.data]);

  const hasNotices = useUiStore((s) => s.notices.length > 0);
  return showMsg && hasNotices ? (
    <Suspense fallback={null}>
      <NoticePopup />
    </Suspense>
  ) : null;
}
