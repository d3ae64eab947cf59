/**
 * Route metadata read by the guard, the shell and the menu. Kept apart from
 * `routes.tsx` so the guard's pure logic can be tested without loading pages.
 */

/** Who may open a route (SPEC §2 "Route guard", §6). */
export type GuardKind = 'visitor' | 'user' | 'config';

export interface RouteMeta {
  /** Route name of SPEC §2, e.g. `homePage`; configuration-menu entries may name it. */
  name: string;
  /** Full path, e.g. `/home/homePage`. */
  path: string;
  /** Chinese page title. */
  title: string;
  guard: GuardKind;
  /** Whether the shell shows its footer on this page. */
  footer: boolean;
  /** Service type stored on entering the route (SPEC §2 route meta); absent means none. */
  serviceType?: 'APPLICATION' | 'PROCESS' | '';
}

/** React Router `handle` of a route in the table. */
export interface RouteHandle {
  meta: RouteMeta;
}
