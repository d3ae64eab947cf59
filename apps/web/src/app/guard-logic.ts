import { GOVERNED_CONFIG_PAGES, LOCK_PAGE_PATH } from '@onehall/contract';
import { menuNames } from '../lib/config-menu.ts';
import { loginPathFor, NO_POWER_PATH } from '../lib/site-paths.ts';
import { configRouteMetas, type RouteMeta } from './route-meta.ts';

export interface ConfigMenuEntry {
  path: string;
  name: string;
}

export interface GuardState {
  /** null while nobody is signed in. */
  userInfo: { configurationMenu: readonly ConfigMenuEntry[] } | null;
  /** The address asked for (path and query), kept so sign-in can return to it. */
  location: string;
  /** The signed-in user's screen is locked (stores/lock.ts): every route but /lock leads there. */
  locked?: boolean;
}

/** `deptAdmin`: open only if the user administers a department, which the server is asked (DeptAdminGate). */
export type RouteDecision = { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'deptAdmin' };

/**
 * SPEC §2/§6: a configuration page is open to a user whose configuration menu
 * names it by path or by route name; a governed page (部门职责清单配置,
 * 办事指南配置) to whoever holds the entry governing it, as on the server.
 */
export function holdsConfigMenu(route: Pick<RouteMeta, 'name' | 'path'>, menu: readonly ConfigMenuEntry[]): boolean {
  const governing = GOVERNED_CONFIG_PAGES.find((g) => g.name === route.name)?.governedBy;
  if (governing !== undefined) {
    const entry = configRouteMetas.find((r) => r.name === governing);
    return entry !== undefined && holdsConfigMenu(entry, menu);
  }
  return menuNames(menu, route);
}

/** The route guard of SPEC §2 as a pure decision. */
export function decideRoute(route: Pick<RouteMeta, 'name' | 'path' | 'guard' | 'deptAdmins'>, state: GuardState): RouteDecision {
  if (state.locked && state.userInfo && route.path !== LOCK_PAGE_PATH) return { type: 'redirect', to: LOCK_PAGE_PATH };
  if (route.guard === 'visitor') return { type: 'allow' };
  if (!state.userInfo) return { type: 'redirect', to: loginPathFor(state.location) };
  if (route.guard === 'config' && !holdsConfigMenu(route, state.userInfo.configurationMenu)) {
    return route.deptAdmins ? { type: 'deptAdmin' } : { type: 'redirect', to: NO_POWER_PATH };
  }
  return { type: 'allow' };
}
