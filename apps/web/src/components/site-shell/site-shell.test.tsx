import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteBrand, SiteFooter, SiteHeader, type SiteNavItem } from './index.ts';

afterEach(cleanup);

function CurrentPath() {
  return <output aria-label="当前地址">{useLocation().pathname}</output>;
}

const NAV: SiteNavItem[] = [
  { key: 'home', label: '首页', to: '/home/homePage' },
  { key: 'hall', label: '服务大厅', to: '/home/serviceHall' },
  { key: 'lib', label: '数字图书馆', to: 'https://lib.mdu.edu.cn/' },
  { key: 'map', label: '校园地图', to: '/map', newTab: true },
  { key: 'bad', label: '恶意链接', to: 'javascript:alert(1)' },
];

const renderHeader = (nav = NAV) =>
  render(
    <MemoryRouter initialEntries={['/home/serviceHall']}>
      <SiteHeader
        skipTo="main"
        brand={<SiteBrand to="/home/homePage" name="明德大学" logo="/files/logo.png" product="一站式网上服务大厅" />}
        nav={nav}
        actions={<button type="button">用户菜单</button>}
      />
      <CurrentPath />
    </MemoryRouter>,
  );

describe('SiteBrand', () => {
  it("should show the school's logo and name leading home", () => {
    render(
      <MemoryRouter>
        <SiteBrand to="/" name="明德大学" logo="https://www.mdu.edu.cn/logo.png" product="一站式网上服务大厅" />
      </MemoryRouter>,
    );
    const brand = screen.getByRole('link', { name: /明德大学/ });
    expect(brand.getAttribute('href')).toBe('/');
    expect(brand.querySelector('img')?.getAttribute('src')).toBe('https://www.mdu.edu.cn/logo.png');
    expect(within(brand).getByText('一站式网上服务大厅')).toBeTruthy();
  });

  it('should draw no logo from an unsafe address and still name the link when the name is not known yet', () => {
    render(
      <MemoryRouter>
        <SiteBrand to="/" name="" logo="javascript:alert(1)" loading />
      </MemoryRouter>,
    );
    const brand = screen.getByRole('link', { name: '首页' });
    expect(brand.querySelector('img')).toBeNull();
  });
});

describe('SiteHeader', () => {
  it('should route site paths in place, open other sites in a detached tab and drop unsafe entries', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    const hall = within(nav).getByRole('link', { name: '服务大厅' });
    expect(hall.getAttribute('href')).toBe('/home/serviceHall');
    expect(hall.getAttribute('aria-current')).toBe('page');
    const library = within(nav).getByRole('link', { name: '数字图书馆' });
    expect(library.getAttribute('target')).toBe('_blank');
    expect(library.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(nav).getByRole('link', { name: '校园地图' }).getAttribute('target')).toBe('_blank');
    expect(within(nav).queryByRole('link', { name: '恶意链接' })).toBeNull();
    expect(screen.getByRole('link', { name: '跳到主要内容' }).getAttribute('href')).toBe('#main');
  });

  it('should open the navigation drawer from the keyboard, keep Tab inside it and close it with Escape', () => {
    renderHeader();
    const burger = screen.getByRole('button', { name: '打开菜单' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(burger);
    const drawer = screen.getByRole('dialog', { name: '主菜单' });
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    const close = within(drawer).getByRole('button', { name: '关闭菜单' });
    expect(document.activeElement).toBe(close);

    // Shift+Tab from the first control wraps to the last entry, Tab from there back to the first.
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    const last = within(drawer).getByRole('link', { name: '校园地图' });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(burger);
  });

  it('should close the drawer when an entry is followed', () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: '首页' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('当前地址').textContent).toBe('/home/homePage');
  });

  it('should mark only the current page, never an entry that jumps to a section of it', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <SiteHeader
          brand={null}
          nav={[
            { key: 'home', label: '首页', to: '/' },
            { key: 'news', label: '通知公告', to: '/?column=7#card-news' },
          ]}
          navLabel="导航栏"
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: '导航栏' });
    expect(within(nav).getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    const news = within(nav).getByRole('link', { name: '通知公告' });
    expect(news.getAttribute('href')).toBe('/?column=7#card-news');
    expect(news.getAttribute('aria-current')).toBeNull();
  });

  it('should offer no menu button when there is nothing to navigate to', () => {
    renderHeader([]);
    expect(screen.queryByRole('button', { name: '打开菜单' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('SiteFooter', () => {
  it('should show contacts, safe links, the copyright and both registration numbers linked to their registries', () => {
    render(
      <SiteFooter
        links={[
          { name: '学校主页', url: 'https://www.mdu.edu.cn/' },
          { name: '坏链接', url: 'javascript:alert(1)' },
        ]}
        address="北京市海淀区明德路 1 号"
        phone="010-62750000"
        email="itc@mdu.edu.cn"
        copyright="© 2026 明德大学 版权所有"
        icp="京ICP备05012345号-1"
        policeRecord="京公网安备11010802000001号"
      />,
    );
    const home = screen.getByRole('link', { name: '学校主页' });
    expect(home.getAttribute('href')).toBe('https://www.mdu.edu.cn/');
    expect(home.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByText('坏链接')).toBeNull();
    expect(screen.getByText('地址：北京市海淀区明德路 1 号')).toBeTruthy();
    expect(screen.getByText('电话：010-62750000')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'itc@mdu.edu.cn' }).getAttribute('href')).toBe('mailto:itc@mdu.edu.cn');
    expect(screen.getByText('© 2026 明德大学 版权所有')).toBeTruthy();
    expect(screen.getByRole('link', { name: '京ICP备05012345号-1' }).getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(screen.getByRole('link', { name: '京公网安备11010802000001号' }).getAttribute('href')).toBe('https://beian.mps.gov.cn/');
  });

  it('should leave out every empty part and not link an address that is no mailbox', () => {
    render(<SiteFooter email="itc at mdu" />);
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('address')?.textContent).toBe('邮箱：itc at mdu');
    expect(within(footer).queryByRole('link')).toBeNull();
    expect(within(footer).queryByRole('navigation')).toBeNull();
    expect(footer.querySelector('p')).toBeNull();
  });
});
