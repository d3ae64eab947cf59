import { lazy, type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useSchoolInfo } from '../api/school-info.ts';
import { ToastHost } from '../components/light-feedback/index.ts';
import { RobotLauncher } from '../features/chat/components/robot-launcher.tsx';
import { applyDesignTokens } from '../lib/design-tokens.ts';
import { useAuthStore } from '../stores/auth.ts';
import { useModalViewsStore } from '../stores/modal-views.ts';
import { useRobotChatStore } from '../stores/robot-chat.ts';
import { selectRobotConfig, useSessionStore } from '../stores/session.ts';
import { themeOf, themeTokens, useThemeStore } from '../stores/theme.ts';
import { RouteGuard, useRouteMeta } from './guard.tsx';
import { PageLoading } from './page-loading.tsx';

export const APP_TITLE = '一站式网上服务大厅';

/** The route that renders without antd (issues 6 and 14: the landing's script budget). */
const LANDING_ROUTE = 'advanceLanding';

const loadAntdAppContext = () => import('./antd-app.tsx');
const AntdAppContext = lazy(loadAntdAppContext);
/** antd's locale and theme without the App context, for the antd parts mounted beside the page. */
const AntdConfig = lazy(() => loadAntdAppContext().then((m) => ({ default: m.AntdConfig })));
const SignedInRuntime = lazy(() => import('./signed-in-runtime.tsx'));
const VisitorRobot = lazy(() => import('../features/chat/components/visitor-robot.tsx'));
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

/** The base text style antd App's root element gives other pages, from the design tokens' CSS variables. */
const LANDING_TEXT = {
  color: 'var(--oh-color-text)',
  fontSize: 'var(--oh-font-size-md)',
  lineHeight: 'var(--oh-line-height)',
  fontFamily: 'var(--oh-font-family)',
};

/** Stands in for antd App's root element on the landing; its failures show as light toasts (ToastHost below). */
function LandingFrame({ children }: { children: ReactNode }) {
  return <div style={LANDING_TEXT}>{children}</div>;
}

/**
 * The session timers, the session-expired dialog and the theme's sync, loaded
 * once someone is signed in (or a session has expired): a visitor needs none.
 */
function LazySessionRuntime() {
  const signedIn = useAuthStore((s) => s.accessToken !== '');
  const ssoHeld = useSessionStore((s) => Boolean(s.casTicket?.tgt));
  const expired = useSessionStore((s) => s.sessionExpired);
  const needed = useLatch(signedIn || ssoHeld || expired);
  return needed ? (
    <Suspense fallback={null}>
      <AntdConfig>
        <SignedInRuntime />
      </AntdConfig>
    </Suspense>
  ) : null;
}

/** The modal views host, loaded when the first modal view opens. */
function LazyModalViewsHost() {
  const needed = useLatch(useModalViewsStore((s) => s.views.length > 0));
  return needed ? (
    <Suspense fallback={null}>
      <AntdConfig>
        <ModalViewsHost />
      </AntdConfig>
    </Suspense>
  ) : null;
}

/**
 * The help robot for visitors on the landing page, while its configuration
 * has it open (the nobody calls refuse visitors when it closes it to them):
 * a plain launcher, and the window with antd once it opens.
 */
function LandingRobot() {
  const config = useSessionStore(selectRobotConfig);
  const signedIn = useAuthStore((s) => s.userInfo !== null);
  const open = useRobotChatStore((s) => s.open);
  if (!config?.enabled || signedIn) return null;
  return (
    <>
      <RobotLauncher name={config.robotName} />
      {open && (
        <Suspense fallback={null}>
          <AntdAppContext>
            <VisitorRobot />
          </AntdAppContext>
        </Suspense>
      )}
    </>
  );
}

/**
 * Paints the signed-in user's theme as CSS variables (antd's tokens follow in
 * antd-app.tsx); the landing keeps its own light colours (docs/design/theme.md).
 */
function usePaintedTheme(landing: boolean): void {
  const userId = useAuthStore((s) => s.userInfo?.user_id);
  const theme = useThemeStore((s) => themeOf(s, userId));
  const painted = landing ? null : theme;
  useLayoutEffect(() => applyDesignTokens(themeTokens(painted)), [painted]);
}

/** The element of the top route: guard, session runtime and modal views around every page. */
export function RootLayout() {
  const meta = useRouteMeta();
  usePaintedTheme(meta?.name === LANDING_ROUTE);

  // `<page> - <school>` once the school is known. A layout effect, so a page that names itself (the landing, a news item) in its own effect wins.
  const school = useSchoolInfo().data?.schoolName;
  const owner = (meta?.name !== LANDING_ROUTE && school) || APP_TITLE;
  useLayoutEffect(() => {
    document.title = meta?.title ? `${meta.title} - ${owner}` : owner;
  }, [meta?.title, owner]);

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
      {meta?.name === LANDING_ROUTE && <LandingRobot />}
      <LazySessionRuntime />
      <LazyModalViewsHost />
      {/* Shows `reportError`'s toasts wherever antd's App context is not mounted (api/errors.ts). */}
      <ToastHost />
    </>
  );
}
