import { message, theme } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { setErrorPresenter } from '../api/errors.ts';
import { useAuthStore } from '../stores/auth.ts';
import { useModalViewsStore } from '../stores/modal-views.ts';
import { useSessionStore } from '../stores/session.ts';
import { RouteGuard, useRouteMeta } from './guard.tsx';
import { PageLoading } from './page-loading.tsx';

export const APP_TITLE = '一站式网上服务大厅';

/** The route that renders without antd's App context (issue 6: the landing's script budget). */
const LANDING_ROUTE = 'advanceLanding';

const loadAntdAppContext = () => import('./antd-app.tsx');
const AntdAppContext = lazy(loadAntdAppContext);
const SessionRuntime = lazy(() =>
  import('../features/session/components/session-runtime.tsx').then((m) => ({ default: m.SessionRuntime })),
);
const ModalViewsHost = lazy(() => import('../components/modal-views/index.ts').then((m) => ({ default: m.ModalViewsHost })));

/** Fetches antd's App context alongside the entry when the first page needs it, rather than after the first render. */
export function preloadAppContext(pathname: string): void {
  if (pathname !== '/') void loadAntdAppContext();
}

/** True from the first render where `value` is, so a lazily mounted part is never unmounted again. */
function useLatch(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/**
 * Stands in for antd App's root element on the landing: the same base text
 * style from the theme, and a themed toast holder for the errors `reportError` shows.
 */
function LandingFrame({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [messageApi, holder] = message.useMessage();
  useEffect(() => {
    setErrorPresenter((text) => {
      void messageApi.error(text);
    });
    return () =>
      setErrorPresenter((text) => {
        void message.error(text);
      });
  }, [messageApi]);
  return (
    <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
      {holder}
      {children}
    </div>
  );
}

/**
 * The session timers and the session-expired dialog, loaded once someone is
 * signed in (or a session has expired): a visitor needs neither.
 */
function LazySessionRuntime() {
  const signedIn = useAuthStore((s) => s.accessToken !== '');
  const ssoHeld = useSessionStore((s) => Boolean(s.casTicket?.tgt));
  const expired = useSessionStore((s) => s.sessionExpired);
  const needed = useLatch(signedIn || ssoHeld || expired);
  return needed ? (
    <Suspense fallback={null}>
      <SessionRuntime />
    </Suspense>
  ) : null;
}

/** The modal views host, loaded when the first modal view opens. */
function LazyModalViewsHost() {
  const needed = useLatch(useModalViewsStore((s) => s.views.length > 0));
  return needed ? (
    <Suspense fallback={null}>
      <ModalViewsHost />
    </Suspense>
  ) : null;
}

/** The element of the top route: guard, session runtime and modal views around every page. */
export function RootLayout() {
  const meta = useRouteMeta();

  useEffect(() => {
    document.title = meta?.title ? `${meta.title} - ${APP_TITLE}` : APP_TITLE;
  }, [meta?.title]);

  const page = (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
  return (
    <>
      <RouteGuard>
        {meta?.name === LANDING_ROUTE ? (
          <LandingFrame>{page}</LandingFrame>
        ) : (
          <Suspense fallback={<PageLoading />}>
            <AntdAppContext>{page}</AntdAppContext>
          </Suspense>
        )}
      </RouteGuard>
      <LazySessionRuntime />
      <LazyModalViewsHost />
    </>
  );
}
