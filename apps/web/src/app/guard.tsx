import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { matchRoutes, Navigate, type RouteMatch, type RouteObject, useLocation, useRoutes } from 'react-router';
import { loadIndex } from '../api/auth.ts';
import { useDeptTreePower } from '../api/dept-scope.ts';
import { NO_POWER_PATH } from '../lib/site-paths.ts';
import { useAuthStore } from '../stores/auth.ts';
import { isLockedFor, useLockStore } from '../stores/lock.ts';
import { useSessionStore } from '../stores/session.ts';
import { useUiStore } from '../stores/ui.ts';
import { decideRoute } from './guard-logic.ts';
import { PageLoading } from './page-loading.tsx';
import type { RouteHandle, RouteMeta } from './route-meta.ts';

const RouteMatchesContext = createContext<RouteMatch[]>([]);

/**
 * Renders the route table inside a plain `BrowserRouter` / `MemoryRouter` and
 * tells every layout above the page which routes matched (`useRouteMeta`).
 * React Router's data router would give `useMatches()` for this, but it
 * brings its loaders, actions, fetchers and hydration (about 17 KB gzip)
 * into the entry every page loads, the landing included (issue 14's
 * landing budget; docs/design/prelogin-web.md).
 */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const matches = useMemo(() => matchRoutes(routes, location.pathname) ?? [], [routes, location.pathname]);
  return <RouteMatchesContext value={matches}>{element}</RouteMatchesContext>;
}

/** The metadata of the deepest matched route that has any. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useContext(RouteMatchesContext);
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = (matches[i]?.route.handle as RouteHandle | undefined)?.meta;
    if (meta) return meta;
  }
  return undefined;
}

let robotConfigRequest: Promise<unknown> | null = null;

/**
 * SPEC §2: the robot config is fetched once per session. `loadIndex` caches it
 * in the session store; the pending promise stops quick navigations from
 * asking twice, and a failed fetch is retried on a later navigation.
 */
export function ensureRobotConfig(): void {
  if (useSessionStore.getState().robotConfig || robotConfigRequest) return;
  robotConfigRequest = loadIndex().finally(() => {
    robotConfigRequest = null;
  });
}

/** The per-navigation effects of SPEC §2 "Route guard". */
export function applyNavigationEffects(meta: RouteMeta | undefined, pathname: string): void {
  const session = useSessionStore.getState();
  if (pathname === '/home' || pathname.startsWith('/home/')) session.setHomeIndex(true);
  useUiStore.getState().resetTab('preLoginConfigTab');
  session.setServiceType(meta?.serviceType ?? '');
  ensureRobotConfig();
}

/**
 * Wraps every route: sends visitors to sign-in, configuration pages to
 * noPower without the menu entry, and runs the per-navigation effects.
 * The server enforces the same rules; this only spares the user a dead end.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const meta = useRouteMeta();
  const location = useLocation();
  const userInfo = useAuthStore((s) => s.userInfo);
  const locked = useLockStore((s) => isLockedFor(s.lock, userInfo?.user_id));

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation, keyed by the location entry.
  useEffect(() => {
    applyNavigationEffects(meta, location.pathname);
  }, [location.key]);

  if (meta) {
    const decision = decideRoute(meta, { userInfo, location: location.pathname + location.search, locked });
    if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
    if (decision.type === 'deptAdmin') return <DeptAdminGate>{children}</DeptAdminGate>;
  }
  return children;
}

/** Lets a department administrator in, and sends anyone administering no department to noPower. */
function DeptAdminGate({ children }: { children: ReactNode }) {
  const depts = useDeptTreePower();
  if (depts.isPending) return <PageLoading />;
  // A failed read says nothing about the user's rights: the page's own calls answer with the server's message.
  if (depts.isSuccess && depts.data.length === 0) return <Navigate to={NO_POWER_PATH} replace />;
  return children;
}
