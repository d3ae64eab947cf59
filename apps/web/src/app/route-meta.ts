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
  /**
   * Also open, without the menu entry, to department administrators (departments assigned to them by a
   * threeListsConfig holder): the server's department calls let them in for their departments.
   */
  deptAdmins?: true;
  /** Service type stored on entering the route (SPEC §2 route meta); absent means none. */
  serviceType?: 'APPLICATION' | 'PROCESS' | '';
}

/** React Router `handle` of a route in the table. */
export interface RouteHandle {
  meta: RouteMeta;
}

/** SPEC §2 "/userFrameConfig children", in menu order: every one needs its configuration-menu entry. */
export const configRouteMetas: RouteMeta[] = [
  ['homePageConfig', '首页配置'],
  ['serviceHallConfig', '服务大厅配置'],
  ['threeListsConfig', '三清单配置'],
  ['processServiceCenterConfig', '流程服务中心配置'],
  ['applicationServiceCenterConfig', '办事服务中心配置'],
  ['effectivenessMonitoringConfig', '效能监督配置'],
  ['preLoginConfig', '登录前配置'],
  ['messageManageConfig', '消息管理'],
  ['addNavigation', '新增导航'],
  ['robotConfig', '智能客服配置'],
  ['loginConfig', '登录配置'],
  ['themeConfig', '主题配置'],
].map(([name, title]) => ({ name: name!, path: `/userFrameConfig/${name}`, title: title!, guard: 'config', footer: false }));
