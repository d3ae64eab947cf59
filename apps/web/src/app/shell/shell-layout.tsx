import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MessageRuntime } from '../../features/messages/components/message-runtime.tsx';
import { useRouteMeta } from '../guard.tsx';
import { PageLoading } from '../page-loading.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import './shell.css';

/** The signed-in shell of SPEC §2 "Shell /home": header, page, the footer where the route wants one, and the message runtime (realtime socket, important-notice pop-up). */
export default function ShellLayout() {
  const meta = useRouteMeta();
  return (
    <div className="oh-shell">
      <AppHeader />
      <main id="oh-main" className="oh-shell__main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {meta?.footer !== false && <AppFooter />}
      <MessageRuntime />
    </div>
  );
}
