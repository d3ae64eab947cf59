import { CustomerServiceOutlined, DownOutlined, LogoutOutlined, MenuOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, ConfigProvider, Drawer, Dropdown, type MenuProps, type ThemeConfig } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { signOut } from '../../api/auth.ts';
import { iframPagePath } from '../../components/iframe-host/index.ts';
import { useBusinessConfigMenu } from '../../features/navigation/api/get-business-config-menu.ts';
import { useTopMenu } from '../../features/navigation/api/get-top-menu.ts';
import { HOME_PATH, LOGIN_PATH } from '../../lib/site-paths.ts';
import { useAuthStore } from '../../stores/auth.ts';
import { selectRobotConfig, useSessionStore } from '../../stores/session.ts';
import { useUiStore } from '../../stores/ui.ts';
import { APP_TITLE } from '../root-layout.tsx';
import { configRouteMetas } from '../route-meta.ts';
import { businessConfigItems, configMenuItems, type NavItem, topMenuItems } from './menu-items.ts';

/** SPEC §2 "Embedded pages": the system-business entry opens the help-and-feedback address under this menu name. */
export const HELP_ENTRY_MENU_NAME = '智能客服助手';

/**
 * The header's text buttons (menu, 配置, user) on the blue bar. antd colours a
 * text button through its component tokens, in every state: a stylesheet rule
 * for `:hover` loses to antd's own, so hovered, pressed or open (the pointer
 * still on it) they turned dark. White in every state, with the nav links' hover tint.
 */
const HEADER_BUTTONS: ThemeConfig = {
  components: {
    Button: {
      textTextColor: '#fff',
      textTextHoverColor: '#fff',
      textTextActiveColor: '#fff',
      textHoverBg: 'rgba(255, 255, 255, 0.16)',
    },
  },
};

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'oh-nav__link oh-nav__link--active' : 'oh-nav__link');

function NavList({ items, onNavigate }: { items: readonly NavItem[]; onNavigate?: () => void }) {
  return (
    <ul className="oh-nav__list">
      {items.map((item) => (
        <li key={item.to}>
          {item.external ? (
            <a href={item.to} className="oh-nav__link" target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
              {item.label}
            </a>
          ) : (
            <NavLink to={item.to} className={navClass} onClick={onNavigate}>
              {item.label}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Shell header: logo and title, the top menu from homePage/getTopMenu (a drawer
 * below 768 px), the business-configuration menu and the user menu.
 */
export function AppHeader() {
  const navigate = useNavigate();
  const userInfo = useAuthStore((s) => s.userInfo);
  const helpFeedbackUrl = useSessionStore(selectRobotConfig)?.helpFeedbackUrl ?? '';
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const topMenu = useTopMenu();
  const businessMenu = useBusinessConfigMenu();
  const { pathname } = useLocation();
  const refetchTopMenu = topMenu.refetch;
  const lastPath = useRef(pathname);
  // Each return to the home page reloads the menu, so an administrator's change shows on the next home-page load.
  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    if (pathname === HOME_PATH) void refetchTopMenu();
  }, [pathname, refetchTopMenu]);
  const menuItems = useMemo(() => topMenuItems(topMenu.data), [topMenu.data]);
  const configItems = useMemo(
    () => businessConfigItems(businessMenu.data, () => configMenuItems(configRouteMetas, userInfo?.configurationMenu ?? [])),
    [businessMenu.data, userInfo],
  );

  const doSignOut = async () => {
    if (signingOut) return;
    setSigningOut(true);
    // signOut clears local state whatever the server answers, so leaving is always safe.
    await signOut();
    useUiStore.getState().clearNotices();
    setSigningOut(false);
    navigate(LOGIN_PATH, { replace: true });
  };

  const userMenu: MenuProps = {
    items: [
      { key: 'personal', icon: <UserOutlined />, label: '个人中心' },
      // The system-business entry, shown once the help robot's configuration names a help-and-feedback address.
      ...(helpFeedbackUrl ? [{ key: 'help', icon: <CustomerServiceOutlined />, label: '帮助与反馈' }] : []),
      { type: 'divider' },
      { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', disabled: signingOut },
    ],
    onClick: ({ key }) => {
      if (key === 'personal') navigate('/home/PersonalCenter');
      else if (key === 'help') navigate(iframPagePath(helpFeedbackUrl, HELP_ENTRY_MENU_NAME));
      else void doSignOut();
    },
  };

  const configMenu: MenuProps = {
    items: configItems.map((item) => ({ key: item.to, label: item.label })),
    onClick: ({ key }) => navigate(key),
  };

  const nickName = userInfo?.nick_name || userInfo?.account || '';

  return (
    <header className="oh-header">
      <a className="oh-skip-link" href="#oh-main">
        跳到主要内容
      </a>
      <ConfigProvider theme={HEADER_BUTTONS}>
        <Button
          className="oh-header__burger"
          type="text"
          icon={<MenuOutlined />}
          aria-label="打开菜单"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        />
        <Link to={HOME_PATH} className="oh-header__brand">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="oh-header__title">{APP_TITLE}</span>
        </Link>
        <nav className="oh-nav oh-nav--top" aria-label="主菜单">
          <NavList items={menuItems} />
          {configItems.length > 0 && (
            <Dropdown menu={configMenu} trigger={['click']}>
              <Button type="text" className="oh-nav__config" icon={<SettingOutlined />}>
                配置 <DownOutlined />
              </Button>
            </Dropdown>
          )}
        </nav>
        <Dropdown menu={userMenu} trigger={['click']} placement="bottomRight">
          <Button type="text" className="oh-header__user" aria-label={`用户菜单 ${nickName}`}>
            <Avatar size="small" icon={<UserOutlined />} />
            <span className="oh-header__nick">{nickName}</span>
            <DownOutlined />
          </Button>
        </Dropdown>
      </ConfigProvider>
      <Drawer title={APP_TITLE} placement="left" size={280} open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <nav className="oh-nav oh-nav--drawer" aria-label="主菜单">
          <NavList items={menuItems} onNavigate={() => setDrawerOpen(false)} />
          {configItems.length > 0 && (
            <>
              <p className="oh-nav__group">配置</p>
              <NavList items={configItems} onNavigate={() => setDrawerOpen(false)} />
            </>
          )}
        </nav>
      </Drawer>
    </header>
  );
}
