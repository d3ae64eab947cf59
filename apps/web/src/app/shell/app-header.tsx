import { DownOutlined, LogoutOutlined, MenuOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Drawer, Dropdown, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { signOut } from '../../api/auth.ts';
import { useAuthStore } from '../../stores/auth.ts';
import { useUiStore } from '../../stores/ui.ts';
import { HOME_PATH, LOGIN_PATH } from '../guard-logic.ts';
import { APP_TITLE } from '../root-layout.tsx';
import { allRoutes } from '../routes.tsx';
import { configMenuItems, type NavItem, TOP_MENU } from './menu-items.ts';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'oh-nav__link oh-nav__link--active' : 'oh-nav__link');

function NavList({ items, onNavigate }: { items: readonly NavItem[]; onNavigate?: () => void }) {
  return (
    <ul className="oh-nav__list">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={navClass} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Shell header: logo and title, the top menu (a drawer below 768 px), and the user menu. */
export function AppHeader() {
  const navigate = useNavigate();
  const userInfo = useAuthStore((s) => s.userInfo);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const configItems = useMemo(() => configMenuItems(allRoutes, userInfo?.configurationMenu ?? []), [userInfo]);

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
      { type: 'divider' },
      { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', disabled: signingOut },
    ],
    onClick: ({ key }) => {
      if (key === 'personal') navigate('/home/PersonalCenter');
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
        <NavList items={TOP_MENU} />
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
      <Drawer title={APP_TITLE} placement="left" size={280} open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <nav className="oh-nav oh-nav--drawer" aria-label="主菜单">
          <NavList items={TOP_MENU} onNavigate={() => setDrawerOpen(false)} />
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
