import { FEEDBACK_PAGE_PATH, LOCK_PAGE_PATH } from '@onehall/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { LandingRoutePage } from '../features/prelogin/pages/boot.ts';
import { useAuthStore } from '../stores/auth.ts';
import { RootLayout } from './root-layout.tsx';
import { configRouteMetas, type RouteHandle, type RouteMeta } from './route-meta.ts';

/**
 * The route table of SPEC §2, one entry per route: path, lazy page, name,
 * guard, footer flag and service type. Every page is its own lazy chunk, so
 * the visitor landing loads without the shell, the configuration pages or
 * the reports.
 */

type Page = LazyExoticComponent<ComponentType>;

export interface RouteEntry extends RouteMeta {
  page: Page;
}

const messageDetailPage = lazy(() => import('../features/messages/pages/message-detail-page.tsx'));
const deletedMessagePage = lazy(() => import('../features/messages/pages/deleted-message-page.tsx'));
const loginPage = lazy(() => import('../features/auth/pages/login-page.tsx'));
const noPowerPage = lazy(() => import('../features/home/pages/no-power-page.tsx'));
const iframePage = lazy(() => import('../components/iframe-host/iframe-page.tsx'));
const dutyListPage = lazy(() => import('../features/three-lists/pages/duty-list-page.tsx'));
const notFoundPage = lazy(() => import('./not-found-page.tsx'));
const ShellLayout = lazy(() => import('./shell/shell-layout.tsx'));

/** SPEC §2 "Routes without login". */
export const visitorRoutes: RouteEntry[] = [
  { name: 'advanceLanding', path: '/', title: '首页', guard: 'visitor', footer: true, page: LandingRoutePage },
  { name: 'login', path: '/login', title: '登录', guard: 'visitor', footer: false, page: loginPage },
  { name: 'generalDetailsTow', path: '/generalDetailsTow', title: '消息详情', guard: 'visitor', footer: true, page: messageDetailPage },
  { name: 'deleteNoPag', path: '/deleteNoPag', title: '消息已删除', guard: 'visitor', footer: true, page: deletedMessagePage },
  {
    name: 'serviceCenterBeforLogin',
    path: '/serviceCenterBeforLogin',
    title: '全部服务',
    guard: 'visitor',
    footer: true,
    page: lazy(() => import('../features/services/pages/all-services-page.tsx')),
  },
  {
    // The three lists for visitors (docs/design/three-lists-web.md): pre-login like the all-services page.
    name: 'threelistsBeforLogin',
    path: '/threelistsBeforLogin',
    title: '三清单',
    guard: 'visitor',
    footer: true,
    page: lazy(() => import('../features/three-lists/pages/visitor-three-lists-page.tsx')),
  },
  {
    // The efficiency reports for visitors (docs/design/efficiency-web.md): only what the configuration opens to them.
    name: 'effectivenessSupervisionBeforLogin',
    path: '/effectivenessSupervisionBeforLogin',
    title: '效能监督',
    guard: 'visitor',
    footer: true,
    page: lazy(() => import('../features/efficiency/pages/visitor-efficiency-page.tsx')),
  },
];

/**
 * SPEC §2 "Shell /home and its children". The last six (deptResponsibilityListConfig
 * to serviceIframPage) are configuration or embedded pages shown without the footer.
 */
export const homeRoutes: RouteEntry[] = [
  { name: 'noPower', path: '/home/noPower', title: '暂无权限', guard: 'user', footer: true, page: noPowerPage },
  {
    name: 'homePage',
    path: '/home/homePage',
    title: '首页',
    guard: 'user',
    footer: true,
    page: lazy(() => import('../features/home/pages/home-page.tsx')),
  },
  {
    name: 'applicationServiceCenter',
    path: '/home/applicationServiceCenter',
    title: '办事服务中心',
    guard: 'user',
    footer: true,
    serviceType: 'APPLICATION',
    page: lazy(() => import('../features/services/pages/application-service-center-page.tsx')),
  },
  {
    name: 'processServiceCenter',
    path: '/home/processServiceCenter',
    title: '流程服务中心',
    guard: 'user',
    footer: true,
    serviceType: 'PROCESS',
    page: lazy(() => import('../features/services/pages/process-service-center-page.tsx')),
  },
  {
    name: 'serviceHall',
    path: '/home/serviceHall',
    title: '服务大厅',
    guard: 'user',
    footer: true,
    serviceType: '',
    page: lazy(() => import('../features/services/pages/service-hall-page.tsx')),
  },
  {
    name: 'threelists',
    path: '/home/threelists',
    title: '三清单',
    guard: 'user',
    footer: true,
    page: lazy(() => import('../features/three-lists/pages/three-lists-page.tsx')),
  },
  {
    name: 'effectivenessSupervision',
    path: '/home/effectivenessSupervision',
    title: '效能监督',
    guard: 'user',
    footer: true,
    page: lazy(() => import('../features/efficiency/pages/efficiency-page.tsx')),
  },
  {
    name: 'PersonalCenter',
    path: '/home/PersonalCenter',
    title: '个人中心',
    guard: 'user',
    footer: true,
    page: lazy(() => import('./personal-centre-route.tsx')),
  },
  {
    name: 'cardBusinessConfig',
    path: '/home/cardBusinessConfig',
    title: '卡片业务配置',
    guard: 'config',
    footer: true,
    page: lazy(() => import('../features/cards/pages/card-business-config-page.tsx')),
  },
  {
    name: 'deptResponsibilityListConfig',
    path: '/home/deptResponsibilityListConfig',
    title: '部门职责清单配置',
    guard: 'config',
    deptAdmins: true,
    footer: false,
    page: dutyListPage,
  },
  {
    name: 'managementGuideConfig',
    path: '/home/managementGuideConfig',
    title: '办事指南配置',
    guard: 'config',
    footer: false,
    page: lazy(() => import('../features/cards/pages/management-guide-config-page.tsx')),
  },
  { name: 'iframPage', path: '/home/iframPage', title: '嵌入页面', guard: 'user', footer: false, page: iframePage },
  { name: 'navIfram', path: '/home/navIfram', title: '导航页面', guard: 'user', footer: false, page: iframePage },
  {
    name: 'messageIfrm',
    path: '/home/messageIfrm',
    title: '消息中心',
    guard: 'user',
    footer: false,
    page: lazy(() => import('../features/messages/pages/message-centre-page.tsx')),
  },
  {
    name: 'serviceIframPage',
    path: '/home/serviceIframPage',
    title: '服务页面',
    guard: 'user',
    footer: false,
    page: lazy(() => import('../features/services/pages/service-iframe-page.tsx')),
  },
];

/** Every configuration page, by route name. */
const configPages: Record<string, Page> = {
  homePageConfig: lazy(() => import('../features/cards/pages/home-page-config-page.tsx')),
  preLoginConfig: lazy(() => import('../features/prelogin/pages/pre-login-config-page.tsx')),
  serviceHallConfig: lazy(() => import('../features/services/pages/service-hall-config-page.tsx')),
  applicationServiceCenterConfig: lazy(() => import('../features/services/pages/application-service-center-config-page.tsx')),
  processServiceCenterConfig: lazy(() => import('../features/services/pages/process-service-center-config-page.tsx')),
  addNavigation: lazy(() => import('../features/navigation/pages/add-navigation-page.tsx')),
  threeListsConfig: lazy(() => import('../features/three-lists/pages/three-lists-config-page.tsx')),
  effectivenessMonitoringConfig: lazy(() => import('../features/efficiency/pages/efficiency-config-page.tsx')),
  messageManageConfig: lazy(() => import('../features/messages/pages/message-manage-config-page.tsx')),
  robotConfig: lazy(() => import('./robot-config-route.tsx')),
  loginConfig: lazy(() => import('./login-config-route.tsx')),
  themeConfig: lazy(() => import('../features/theme/pages/theme-config-page.tsx')),
};

/** SPEC §2 "/userFrameConfig children" (route-meta.ts), each with its page. */
export const configRoutes: RouteEntry[] = configRouteMetas.map((meta) => {
  const page = configPages[meta.name];
  // A menu entry with no page would be a promise the 配置 menu cannot keep.
  if (!page) throw new Error(`no page for the configuration route ${meta.name}`);
  return { ...meta, page };
});

/** SPEC §9: the lock page; while the screen is locked every route leads here (guard-logic.ts). */
export const lockRoute: RouteEntry = {
  name: 'lock',
  path: LOCK_PAGE_PATH,
  title: '锁屏',
  guard: 'user',
  footer: false,
  page: lazy(() => import('../features/session/pages/lock-page.tsx')),
};

/**
 * The question-feedback page (issue 18), the demo's help-and-feedback
 * address: outside the shell, because 帮助与反馈 shows it in the iframe page,
 * which already carries the header.
 */
export const questionFeedbackRoute: RouteEntry = {
  name: 'questionFeedback',
  path: FEEDBACK_PAGE_PATH,
  title: '问题反馈',
  guard: 'user',
  footer: false,
  page: lazy(() => import('../features/robot-feedback/pages/question-feedback-page.tsx')),
};

export const notFoundRoute: RouteEntry = {
  name: 'notFound',
  path: '*',
  title: '页面不存在',
  guard: 'visitor',
  footer: false,
  page: notFoundPage,
};

/** Every routed page, for the menu and for tests. */
export const allRoutes: RouteEntry[] = [...visitorRoutes, ...homeRoutes, ...configRoutes, lockRoute, questionFeedbackRoute, notFoundRoute];

function toRouteObject({ page: Page, ...meta }: RouteEntry, path = meta.path): RouteObject {
  const handle: RouteHandle = { meta };
  return { path, element: <Page />, handle };
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The message pages anyone may read: a signed-in reader reads them inside the portal shell, not on the visitor frame. */
const READER_ROUTES = new Set(['generalDetailsTow', 'deleteNoPag']);

function ReaderLayout() {
  const signedIn = useAuthStore((s) => s.userInfo !== null);
  return signedIn ? <ShellLayout /> : <Outlet />;
}

const shellMeta = (name: string, path: string, title: string): RouteHandle => ({
  meta: { name, path, title, guard: 'user', footer: true },
});

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...visitorRoutes.filter((r) => !READER_ROUTES.has(r.name)).map((r) => toRouteObject(r)),
      { element: <ReaderLayout />, children: visitorRoutes.filter((r) => READER_ROUTES.has(r.name)).map((r) => toRouteObject(r)) },
      {
        path: '/home',
        element: <ShellLayout />,
        handle: shellMeta('home', '/home', '首页'),
        children: [
          { index: true, element: <Navigate to="homePage" replace /> },
          ...homeRoutes.map((r) => toRouteObject(r, lastSegment(r.path))),
        ],
      },
      {
        path: '/userFrameConfig',
        element: <ShellLayout />,
        handle: shellMeta('userFrameConfig', '/userFrameConfig', '页面配置'),
        children: [
          { index: true, element: <Navigate to="homePageConfig" replace /> },
          ...configRoutes.map((r) => toRouteObject(r, lastSegment(r.path))),
        ],
      },
      toRouteObject(lockRoute),
      toRouteObject(questionFeedbackRoute),
      toRouteObject(notFoundRoute),
    ],
  },
];
