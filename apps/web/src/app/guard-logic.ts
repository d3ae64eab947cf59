import { isSitePath } from '@onehall/contract';
import type { RouteMeta } from './route-meta.ts';

export const LOGIN_PATH = '/login';
export const NO_POWER_PATH = '/home/noPower';
export const HOME_PATH = '/home/homePage';

export interface ConfigMenuEntry {
  path: string;
  name: string;
}

export interface GuardState {
  /** null while nobody is signed in. */
  userInfo: { configurationMenu: readonly ConfigMenuEntry[] } | null;
  /** The address asked for (path and query), kept so sign-in can return to it. */
  location: string;
}

export type RouteDecision = { type: 'allow' } | { type: 'redirect'; to: string };

/**
 * SPEC §2/§6: a configuration page is open to a user whose configuration menu
 * names it by path or by route name.
 */
export function holdsConfigMenu(route: Pick<RouteMeta, 'name' | 'path'>, menu: readonly ConfigMenuEntry[]): boolean {
  return menu.some((entry) => entry.path === route.path || entry.path === route.name || entry.name === route.name);
}

/** The route guard of SPEC §2 as a pure decision. */
export function decideRoute(route: Pick<RouteMeta, 'name' | 'path' | 'guard'>, state: GuardState): RouteDecision {
  if (route.guard === 'visitor') return { type: 'allow' };
  if (!state.userInfo) return { type: 'redirect', to: loginPathFor(state.location) };
  if (route.guard === 'config' && !holdsConfigMenu(route, state.userInfo.configurationMenu)) {
    return { type: 'redirect', to: NO_POWER_PATH };
  }
  return { type: 'allow' };
}

export function loginPathFor(wanted: string): string {
  return wanted && wanted !== '/' ? `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}` : LOGIN_PATH;
}

/**
 * Where to go after sign-in. Only same-site paths are followed: `redirect`
 * comes from the address bar, and `//evil.example`, `/\evil.example` or
 * `https://…` would otherwise send a freshly signed-in user to another site.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !isSitePath(raw)) return HOME_PATH;
  if (raw === LOGIN_PATH || raw.startsWith(`${LOGIN_PATH}?`)) return HOME_PATH;
  return raw;
}
