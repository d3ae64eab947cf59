import { type ConfigMenuEntry, holdsConfigMenu } from '../guard-logic.ts';
import type { RouteMeta } from '../route-meta.ts';

export interface NavItem {
  label: string;
  to: string;
}

/** The shell's top menu (SPEC §2 shell children that ordinary signed-in users see, §6). */
export const TOP_MENU: readonly NavItem[] = [
  { label: '首页', to: '/home/homePage' },
  { label: '服务大厅', to: '/home/serviceHall' },
  { label: '办事服务中心', to: '/home/applicationServiceCenter' },
  { label: '流程服务中心', to: '/home/processServiceCenter' },
  { label: '三清单', to: '/home/threelists' },
  { label: '效能监督', to: '/home/effectivenessSupervision' },
];

/** Configuration pages the user's configuration menu opens, in route-table order. */
export function configMenuItems(routes: readonly RouteMeta[], menu: readonly ConfigMenuEntry[]): NavItem[] {
  return routes.filter((r) => r.guard === 'config' && holdsConfigMenu(r, menu)).map((r) => ({ label: r.title, to: r.path }));
}
