import { type BusinessConfigMenuItem, CONFIG_PAGE_TITLES, GOVERNED_CONFIG_PAGES, type TopMenuItem } from '@onehall/contract';
import { type ConfigMenuEntry, holdsConfigMenu } from '../guard-logic.ts';
import type { RouteMeta } from '../route-meta.ts';

export interface NavItem {
  label: string;
  to: string;
  /** An http(s) address: opened in a new tab instead of routed. */
  external?: boolean;
}

/**
 * The shell's top menu while homePage/getTopMenu is loading or has failed
 * (SPEC §2 shell children that ordinary signed-in users see, §6).
 */
export const TOP_MENU: readonly NavItem[] = [
  { label: '首页', to: '/home/homePage' },
  { label: '服务大厅', to: '/home/serviceHall' },
  { label: '办事服务中心', to: '/home/applicationServiceCenter' },
  { label: '流程服务中心', to: '/home/processServiceCenter' },
  { label: '三清单', to: '/home/threelists' },
  { label: '效能监督', to: '/home/effectivenessSupervision' },
];

/** The server's top menu for the user, or the static one until it has answered. */
export function topMenuItems(served: readonly TopMenuItem[] | undefined): readonly NavItem[] {
  if (!served) return TOP_MENU;
  return served.map((m) => ({ label: m.navigationName, to: m.path, external: m.external }));
}

/** Configuration pages the user's configuration menu opens, in route-table order, each governed page after its entry. */
export function configMenuItems(routes: readonly RouteMeta[], menu: readonly ConfigMenuEntry[]): NavItem[] {
  return routes
    .filter((r) => r.guard === 'config' && holdsConfigMenu(r, menu))
    .flatMap((r) => [
      { label: r.title, to: r.path },
      ...GOVERNED_CONFIG_PAGES.filter((g) => g.governedBy === r.name).map((g) => ({
        label: CONFIG_PAGE_TITLES[g.name] ?? g.name,
        to: g.path,
      })),
    ]);
}

/** The server's business-configuration menu, or the one derived from the signed-in user's menu until it has answered. */
export function businessConfigItems(served: readonly BusinessConfigMenuItem[] | undefined, fallback: () => NavItem[]): NavItem[] {
  return served ? served.map((m) => ({ label: m.title, to: m.path })) : fallback();
}
