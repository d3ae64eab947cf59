import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.ts';
import { useSessionStore } from '../../stores/session.ts';
import { useUiStore } from '../../stores/ui.ts';
import { type FetchRoutes, ok, stubFetch, stubResizeObserver } from '../../test/fetch-routes.ts';
import { AppProviders } from '../providers.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';

const menu = (id: string, navigationName: string, path: string, external = false) => ({
  id,
  navigationName,
  path,
  navigationType: null,
  external,
});

let api: FetchRoutes;

beforeEach(() => {
  stubResizeObserver();
  api = stubFetch();
  useAuthStore.setState({
    userInfo: { account: 'admin', nick_name: '系统管理员', user_id: '1', tenant_id: '000000', roles: [], configurationMenu: [] },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ userInfo: null });
  useSessionStore.setState({ robotConfig: null });
  useUiStore.setState({ notices: [] });
});

const SCHOOL = {
  schoolName: '明德大学',
  schoolLogo: '/files/mdu-logo.png',
  title: '明德大学一站式网上服务大厅',
  themeColor: '#087EEB',
  shortName: '明德',
  website: 'https://www.mdu.edu.cn/',
};

/** The calls every shell test answers the same way. */
function answerShell(schoolInfo: unknown = SCHOOL) {
  api.answer('/homePage/getTopMenu', ok([menu('homePage', '首页', '/home/homePage')]));
  api.answer('/homePage/getBusinessConfigMenu', ok([]));
  api.answer('/homePage/getFooterInfo', ok({ copyright: '', address: '', phone: '', email: '', icp: '', links: [] }));
  api.answer('/nobody/preLogin/schoolInfo', ok(schoolInfo));
}

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output aria-label="当前地址">{pathname + search}</output>;
}

const renderShell = () =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/home/homePage']}>
        <AppHeader />
        <AppFooter />
        <CurrentLocation />
      </MemoryRouter>
    </AppProviders>,
  );

/** The value a CSS custom property takes on an element: the last matching rule that declares it (antd declares its tokens once per theme). */
function tokenOf(element: Element, property: string): string {
  let value = '';
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSStyleRule)) continue;
      const declared = rule.style.getPropertyValue(property).trim();
      if (declared && element.matches(rule.selectorText)) value = declared;
    }
  }
  return value;
}

const topMenu = () => screen.getAllByRole('navigation', { name: '主菜单' })[0]!;

describe('shell header and footer', () => {
  it('should show the top menu the server answers, opening an external entry in a new tab', async () => {
    api.answer(
      '/homePage/getTopMenu',
      ok([
        menu('homePage', '首页', '/home/homePage'),
        menu('hall', '网上办事大厅', '/home/serviceHall'),
        menu('lib', '数字图书馆', 'https://lib.mdu.edu.cn/', true),
        menu('threelists', '三清单', '/home/threelists'),
      ]),
    );
    api.answer('/homePage/getBusinessConfigMenu', ok([]));
    api.answer('/homePage/getFooterInfo', ok({ copyright: '', address: '', phone: '', email: '', icp: '', links: [] }));
    renderShell();
    const library = await within(topMenu()).findByRole('link', { name: '数字图书馆' });
    expect(library.getAttribute('href')).toBe('https://lib.mdu.edu.cn/');
    expect(library.getAttribute('target')).toBe('_blank');
    expect(within(topMenu()).getByRole('link', { name: '网上办事大厅' }).getAttribute('href')).toBe('/home/serviceHall');
    // Entries the server left out (switched off, or for other identities) are not shown.
    expect(within(topMenu()).queryByRole('link', { name: '流程服务中心' })).toBeNull();
  });

  it('should fall back to the static menu when the top menu cannot be loaded', async () => {
    api.answer('/homePage/getTopMenu', { status: 500, body: { status: 500, msg: '服务器开小差了' } });
    api.answer('/homePage/getBusinessConfigMenu', ok([]));
    api.answer('/homePage/getFooterInfo', ok({ copyright: '', address: '', phone: '', email: '', icp: '', links: [] }));
    renderShell();
    // One retry, then the static menu stays.
    await waitFor(() => expect(api.calls('/homePage/getTopMenu')).toHaveLength(2));
    for (const name of ['首页', '服务大厅', '办事服务中心', '流程服务中心', '三清单', '效能监督']) {
      expect(within(topMenu()).getByRole('link', { name })).toBeTruthy();
    }
  });

  it('should offer the configuration menu the server answers and show the configured footer', async () => {
    api.answer('/homePage/getTopMenu', ok([menu('homePage', '首页', '/home/homePage')]));
    api.answer(
      '/homePage/getBusinessConfigMenu',
      ok([{ path: '/userFrameConfig/addNavigation', name: 'addNavigation', title: '新增导航' }]),
    );
    api.answer(
      '/homePage/getFooterInfo',
      ok({
        copyright: '© 2026 明德大学 版权所有',
        address: '明德大学信息化建设与管理中心',
        phone: '010-62750000',
        email: '',
        icp: '京ICP备00000000号',
        links: [{ name: '学校主页', url: 'https://www.mdu.edu.cn/' }],
      }),
    );
    renderShell();
    expect(await within(topMenu()).findByRole('button', { name: /配置/ })).toBeTruthy();
    expect(await screen.findByText('© 2026 明德大学 版权所有')).toBeTruthy();
    expect(screen.getByText('京ICP备00000000号')).toBeTruthy();
    expect(screen.getByText(/电话：010-62750000/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '学校主页' }).getAttribute('href')).toBe('https://www.mdu.edu.cn/');
  });

  it('should keep the 配置 button in the strip’s text colour (white, dark on the dark theme) when its menu is open, hovered or pressed', async () => {
    api.answer('/homePage/getTopMenu', ok([menu('homePage', '首页', '/home/homePage')]));
    api.answer(
      '/homePage/getBusinessConfigMenu',
      ok([{ path: '/userFrameConfig/addNavigation', name: 'addNavigation', title: '新增导航' }]),
    );
    api.answer('/homePage/getFooterInfo', ok({ copyright: '', address: '', phone: '', email: '', icp: '', links: [] }));
    renderShell();
    const config = await within(topMenu()).findByRole('button', { name: /配置/ });
    fireEvent.click(config);
    expect(await screen.findByText('新增导航')).toBeTruthy();
    // antd paints a text button from these tokens; the pointer is still on the button once its menu opens.
    for (const state of ['text-text-color', 'text-text-hover-color', 'text-text-active-color']) {
      expect(tokenOf(config, `--ant-button-${state}`), state).toBe('var(--oh-color-on-primary)');
    }
    expect(tokenOf(config, '--ant-button-text-hover-bg')).toBe('rgba(255, 255, 255, 0.16)');
  });

  it('should open the help-and-feedback address in the iframe page under 智能客服助手 once it is configured', async () => {
    api.answer('/homePage/getTopMenu', ok([menu('homePage', '首页', '/home/homePage')]));
    api.answer('/homePage/getBusinessConfigMenu', ok([]));
    api.answer('/homePage/getFooterInfo', ok({ copyright: '', address: '', phone: '', email: '', icp: '', links: [] }));
    const robot = { robotName: '小慧', robotAvatar: '', greeting: '', enabled: true, helpFeedbackUrl: '' };
    useSessionStore.setState({ robotConfig: robot });
    const { unmount } = renderShell();
    fireEvent.click(screen.getByRole('button', { name: /用户菜单/ }));
    expect(await screen.findByText('退出登录')).toBeTruthy();
    expect(screen.queryByText('帮助与反馈')).toBeNull();
    unmount();

    useSessionStore.setState({ robotConfig: { ...robot, helpFeedbackUrl: 'https://help.mdu.edu.cn/feedback' } });
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: /用户菜单/ }));
    fireEvent.click(await screen.findByText('帮助与反馈'));
    const location = new URL(screen.getByLabelText('当前地址').textContent ?? '', 'http://localhost');
    expect(location.pathname).toBe('/home/iframPage');
    expect(location.searchParams.get('url')).toBe('https://help.mdu.edu.cn/feedback');
    expect(location.searchParams.get('name')).toBe('智能客服助手');
  });
  it("should show the school's logo and name leading home, and the school in the default copyright", async () => {
    answerShell();
    renderShell();
    const brand = await screen.findByRole('link', { name: /明德大学/ });
    expect(brand.getAttribute('href')).toBe('/home/homePage');
    expect(brand.querySelector('img')?.getAttribute('src')).toBe('/files/mdu-logo.png');
    expect(document.querySelector('img[src="/favicon.svg"]')).toBeNull();
    expect(await screen.findByText(`© ${new Date().getFullYear()} 明德大学`)).toBeTruthy();
  });

  it('should open the service hall searching for the words typed in the header', async () => {
    answerShell();
    renderShell();
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索服务' }), { target: { value: ' 校园卡 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    const location = new URL(screen.getByLabelText('当前地址').textContent ?? '', 'http://localhost');
    expect(location.pathname).toBe('/home/serviceHall');
    expect(location.searchParams.get('keyword')).toBe('校园卡');
    expect((screen.getByRole('searchbox', { name: '搜索服务' }) as HTMLInputElement).value).toBe('');
  });

  it('should offer the search and the configuration pages in the narrow-screen drawer, closing it on the way out', async () => {
    answerShell();
    api.answer(
      '/homePage/getBusinessConfigMenu',
      ok([{ path: '/userFrameConfig/addNavigation', name: 'addNavigation', title: '新增导航' }]),
    );
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const drawer = screen.getByRole('dialog', { name: '主菜单' });
    expect((await within(drawer).findByRole('link', { name: '新增导航' })).getAttribute('href')).toBe('/userFrameConfig/addNavigation');
    fireEvent.change(within(drawer).getByRole('searchbox', { name: '搜索服务' }), { target: { value: '请假' } });
    fireEvent.submit(within(drawer).getByRole('search'));
    expect(screen.queryByRole('dialog', { name: '主菜单' })).toBeNull();
    expect(screen.getByLabelText('当前地址').textContent).toBe(`/home/serviceHall?keyword=${encodeURIComponent('请假')}`);
  });

  it('should show the unread messages on the bell, 99+ from 100, and open the message centre', async () => {
    answerShell();
    api.answer('/messageCenterHistoryMsg/unreadCount', ok({ unread: 100, important: 3 }));
    renderShell();
    const bell = await screen.findByRole('link', { name: '消息中心，99+ 条未读' });
    expect(bell.textContent).toContain('99+');
    fireEvent.click(bell);
    expect(screen.getByLabelText('当前地址').textContent).toBe('/home/messageIfrm');
  });
});
