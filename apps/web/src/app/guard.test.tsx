import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { safeRedirect } from '../lib/site-paths.ts';
import { useAuthStore } from '../stores/auth.ts';
import { useSessionStore } from '../stores/session.ts';
import { useUiStore } from '../stores/ui.ts';
import { ok, stubFetch } from '../test/fetch-routes.ts';
import { renderRoutes } from '../test/memory-routes.tsx';
import { CoreProviders } from './core-providers.tsx';
import { RouteGuard } from './guard.tsx';
import { decideRoute, holdsConfigMenu } from './guard-logic.ts';
import { configRouteMetas, type RouteMeta } from './route-meta.ts';
import { configMenuItems } from './shell/menu-items.ts';

const robotConfig = { robotName: '小助手', robotAvatar: '', greeting: '', enabled: true, helpFeedbackUrl: '' };
const loadIndex = vi.fn(async () => {
  useSessionStore.getState().setRobotConfig(robotConfig);
  return { status: 1000, code: 1000, msg: '', result: { questionBasciConfig: robotConfig } };
});
vi.mock('../api/auth.ts', () => ({ loadIndex: () => loadIndex() }));

const route = (over: Partial<RouteMeta>): RouteMeta => ({
  name: 'homePage',
  path: '/home/homePage',
  title: '首页',
  guard: 'user',
  footer: true,
  ...over,
});
const user = (menu: { path: string; name: string }[] = []) => ({ configurationMenu: menu });

describe('decideRoute', () => {
  it('should let anyone open a visitor route', () => {
    expect(decideRoute(route({ guard: 'visitor' }), { userInfo: null, location: '/' })).toEqual({ type: 'allow' });
  });

  it('should send a user without user info to login and keep the wanted address', () => {
    expect(decideRoute(route({}), { userInfo: null, location: '/home/threelists?tab=2' })).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fhome%2Fthreelists%3Ftab%3D2',
    });
  });

  it('should send every route but /lock to /lock while the signed-in user’s screen is locked', () => {
    const locked = { userInfo: user(), location: '/home/threelists', locked: true };
    expect(decideRoute(route({}), locked)).toEqual({ type: 'redirect', to: '/lock' });
    expect(decideRoute(route({ name: 'advanceLanding', path: '/', guard: 'visitor' }), locked)).toEqual({ type: 'redirect', to: '/lock' });
    expect(decideRoute(route({ name: 'lock', path: '/lock' }), locked)).toEqual({ type: 'allow' });
    // Nobody signed in: no lock to keep.
    expect(decideRoute(route({ guard: 'visitor' }), { userInfo: null, location: '/', locked: true })).toEqual({ type: 'allow' });
  });

  it('should let a signed-in user open an ordinary page', () => {
    expect(decideRoute(route({}), { userInfo: user(), location: '/home/homePage' })).toEqual({ type: 'allow' });
  });

  it('should send a configuration page without the menu entry to noPower', () => {
    const config = route({ name: 'cardBusinessConfig', path: '/home/cardBusinessConfig', guard: 'config' });
    expect(decideRoute(config, { userInfo: user(), location: config.path })).toEqual({ type: 'redirect', to: '/home/noPower' });
  });

  it('should open a configuration page whose path or route name is in the menu', () => {
    const config = route({ name: 'homePageConfig', path: '/userFrameConfig/homePageConfig', guard: 'config' });
    const state = (entry: { path: string; name: string }) => ({ userInfo: user([entry]), location: config.path });
    expect(decideRoute(config, state({ path: '/userFrameConfig/homePageConfig', name: '首页配置' }))).toEqual({ type: 'allow' });
    expect(decideRoute(config, state({ path: 'homePageConfig', name: '首页配置' }))).toEqual({ type: 'allow' });
    expect(holdsConfigMenu(config, [{ path: '/other', name: 'homePageConfig' }])).toBe(true);
    expect(holdsConfigMenu(config, [{ path: '/userFrameConfig/serviceHallConfig', name: 'serviceHallConfig' }])).toBe(false);
  });
});

describe('消息管理', () => {
  const page = configRouteMetas.find((r) => r.name === 'messageManageConfig')!;

  it('should open only to holders of its configuration-menu entry', () => {
    expect(page.path).toBe('/userFrameConfig/messageManageConfig');
    expect(decideRoute(page, { userInfo: user(), location: page.path })).toEqual({ type: 'redirect', to: '/home/noPower' });
    const holder = user([{ path: page.path, name: 'messageManageConfig' }]);
    expect(decideRoute(page, { userInfo: holder, location: page.path })).toEqual({ type: 'allow' });
  });
});

describe('governed configuration pages', () => {
  const duties = route({ name: 'deptResponsibilityListConfig', path: '/home/deptResponsibilityListConfig', guard: 'config' });
  const guides = route({ name: 'managementGuideConfig', path: '/home/managementGuideConfig', guard: 'config' });
  const threeLists = { path: '/userFrameConfig/threeListsConfig', name: 'threeListsConfig' };

  it('should open them to the holders of their governing entry only, like the calls they make', () => {
    const state = (menu: { path: string; name: string }[]) => ({ userInfo: user(menu), location: duties.path });
    expect(decideRoute(duties, state([threeLists]))).toEqual({ type: 'allow' });
    expect(decideRoute(guides, state([threeLists]))).toEqual({ type: 'redirect', to: '/home/noPower' });
    expect(decideRoute(duties, state([]))).toEqual({ type: 'redirect', to: '/home/noPower' });
    // Their own names are no menu entry: holding one opens nothing.
    expect(decideRoute(duties, state([{ path: duties.path, name: duties.name }]))).toEqual({ type: 'redirect', to: '/home/noPower' });
    // The department duty page also lets department administrators in, once the server names their departments.
    expect(decideRoute({ ...duties, deptAdmins: true }, state([]))).toEqual({ type: 'deptAdmin' });
    expect(decideRoute({ ...duties, deptAdmins: true }, state([threeLists]))).toEqual({ type: 'allow' });
  });

  it('should list them in the fallback 配置 menu after their governing entry', () => {
    const items = configMenuItems(configRouteMetas, [
      threeLists,
      { path: '/userFrameConfig/serviceHallConfig', name: 'serviceHallConfig' },
    ]);
    expect(items).toEqual([
      { label: '服务大厅配置', to: '/userFrameConfig/serviceHallConfig' },
      { label: '办事指南配置', to: '/home/managementGuideConfig' },
      { label: '三清单配置', to: '/userFrameConfig/threeListsConfig' },
      { label: '部门职责清单配置', to: '/home/deptResponsibilityListConfig' },
    ]);
  });
});

describe('safeRedirect', () => {
  it('should follow same-site paths only', () => {
    expect(safeRedirect('/home/threelists')).toBe('/home/threelists');
    expect(safeRedirect('//evil.example')).toBe('/home/homePage');
    expect(safeRedirect('/\\evil.example')).toBe('/home/homePage');
    expect(safeRedirect('/\t/evil.example')).toBe('/home/homePage');
    expect(safeRedirect('https://evil.example')).toBe('/home/homePage');
    expect(safeRedirect('/login?x=1')).toBe('/home/homePage');
    expect(safeRedirect(null)).toBe('/home/homePage');
  });
});

function renderAt(path: string, wrap?: (children: ReactNode) => ReactNode) {
  const page = (meta: RouteMeta, text: string) => ({
    path: meta.path,
    handle: { meta },
    element: <p>{text}</p>,
  });
  return renderRoutes(
    [
      {
        element: (
          <RouteGuard>
            <Outlet />
          </RouteGuard>
        ),
        children: [
          page(route({ name: 'login', path: '/login', guard: 'visitor' }), '登录页'),
          page(route({ name: 'noPower', path: '/home/noPower' }), '无权限页'),
          page(route({ name: 'serviceHall', path: '/home/serviceHall', serviceType: '' }), '服务大厅页'),
          page(route({ name: 'applicationServiceCenter', path: '/home/applicationServiceCenter', serviceType: 'APPLICATION' }), '办事页'),
          page(route({ name: 'cardBusinessConfig', path: '/home/cardBusinessConfig', guard: 'config' }), '卡片配置页'),
          page(
            route({
              name: 'deptResponsibilityListConfig',
              path: '/home/deptResponsibilityListConfig',
              guard: 'config',
              deptAdmins: true,
            }),
            '部门职责页',
          ),
        ],
      },
    ],
    path,
    wrap,
  );
}

describe('RouteGuard', () => {
  beforeEach(() => {
    loadIndex.mockClear();
    useAuthStore.setState({ userInfo: null });
    useSessionStore.setState({ robotConfig: null, homeIndex: false, serviceType: 'PROCESS' });
    useUiStore.getState().setTab('preLoginConfigTab', 'somethingElse');
  });

  it('should send a visitor opening a shell page to login with the redirect', async () => {
    const router = renderAt('/home/serviceHall');
    expect(await screen.findByText('登录页')).toBeTruthy();
    expect(router.location().search).toBe('?redirect=%2Fhome%2FserviceHall');
  });

  it('should send a student without the menu entry to noPower', async () => {
    useAuthStore.setState({
      userInfo: { account: 's', nick_name: 's', user_id: '1', tenant_id: '000000', roles: [], configurationMenu: [] },
    });
    renderAt('/home/cardBusinessConfig');
    expect(await screen.findByText('无权限页')).toBeTruthy();
  });

  it('should let a department administrator into the department duty page and send anyone administering nothing to noPower', async () => {
    useAuthStore.setState({
      userInfo: { account: 's', nick_name: 's', user_id: '1', tenant_id: '000000', roles: [], configurationMenu: [] },
    });
    const api = stubFetch();
    const withQueries = (children: ReactNode) => <CoreProviders>{children}</CoreProviders>;
    api.answer('/getDeptTreePower', ok([]));
    renderAt('/home/deptResponsibilityListConfig', withQueries);
    expect(await screen.findByText('无权限页')).toBeTruthy();
    cleanup();
    api.answer('/getDeptTreePower', ok([{ id: 'd1', code: 'JWC', name: '教务处', parentId: 'r', sort: 1, children: [] }]));
    renderAt('/home/deptResponsibilityListConfig', withQueries);
    expect(await screen.findByText('部门职责页')).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('should run the navigation effects: home flag, service type, tab reset and one robot config fetch', async () => {
    useAuthStore.setState({
      userInfo: { account: 's', nick_name: 's', user_id: '1', tenant_id: '000000', roles: [], configurationMenu: [] },
    });
    const router = renderAt('/home/applicationServiceCenter');
    expect(await screen.findByText('办事页')).toBeTruthy();
    await waitFor(() => expect(useSessionStore.getState().serviceType).toBe('APPLICATION'));
    expect(useSessionStore.getState().homeIndex).toBe(true);
    expect(useUiStore.getState().tabs.preLoginConfigTab).toBe('preLoginConfigGlobalConfig');
    await act(() => router.navigate('/home/serviceHall'));
    await waitFor(() => expect(useSessionStore.getState().serviceType).toBe(''));
    expect(loadIndex).toHaveBeenCalledTimes(1);
  });
});
