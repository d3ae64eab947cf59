import {
  BgColorsOutlined,
  CheckOutlined,
  CustomerServiceOutlined,
  DownOutlined,
  LockOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { THEMES } from '@onehall/contract';
import { Avatar, Button, ConfigProvider, type MenuProps, type ThemeConfig } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signOut } from '../../api/auth.ts';
import { useSchoolInfo } from '../../api/school-info.ts';
import { DeferredDropdown } from '../../components/deferred-dropdown/index.ts';
import { iframPagePath } from '../../components/iframe-host/index.ts';
import { SiteBrand, SiteHeader, type SiteNavItem, SiteNavList } from '../../components/site-shell/index.ts';
import { ChatEntry } from '../../features/chat/components/chat-entry.tsx';
import { MessageBell } from '../../features/messages/components/message-bell.tsx';
import { useBusinessConfigMenu } from '../../features/navigation/api/get-business-config-menu.ts';
import { useTopMenu } from '../../features/navigation/api/get-top-menu.ts';
import { lockSignIn } from '../../features/session/api/lock-screen.ts';
import { useSwitchTheme } from '../../features/theme/components/use-switch-theme.ts';
import { HOME_PATH, LOGIN_PATH } from '../../lib/site-paths.ts';
import { useAuthStore } from '../../stores/auth.ts';
import { selectRobotConfig, useSessionStore } from '../../stores/session.ts';
import { themeOf, useThemeStore } from '../../stores/theme.ts';
import { useUiStore } from '../../stores/ui.ts';
import { APP_TITLE } from '../root-layout.tsx';
import { configRouteMetas } from '../route-meta.ts';
import { ServiceSearchBox } from './header-actions.tsx';
import { businessConfigItems, configMenuItems, type NavItem, topMenuItems } from './menu-items.ts';

/** SPEC §2 "Embedded pages": the system-business entry opens the help-and-feedback address under this menu name. */
export const HELP_ENTRY_MENU_NAME = '智能客服助手';

const THEME_KEY_PREFIX = 'theme:';

const toSiteNav = (items: readonly NavItem[]): SiteNavItem[] =>
  items.map((item) => ({ key: item.to, label: item.label, to: item.to, newTab: item.external }));

/**
 * The 配置 button on the navigation strip's colour. antd colours a
 * text button through its component tokens, in every state: a stylesheet rule
 * for `:hover` loses to antd's own, so hovered, pressed or open (the pointer
 * still on it) they turned dark. The strip's text colour in every state, with the nav links' hover tint.
 */
const STRIP_TEXT = 'var(--oh-color-on-primary)';
const STRIP_BUTTONS: ThemeConfig = {
  components: {
    Button: {
      textTextColor: STRIP_TEXT,
      textTextHoverColor: STRIP_TEXT,
      textTextActiveColor: STRIP_TEXT,
      textHoverBg: 'rgba(255, 255, 255, 0.16)',
    },
  },
};

/**
 * Shell header, the shared site header (components/site-shell) with the
 * school's logo and name, the top menu from homePage/getTopMenu and the
 * business-configuration menu (a drawer below 768 px), the service search,
 * the chat window's entry, the message centre's bell and the user menu.
 */
export function AppHeader() {
  const navigate = useNavigate();
  const userInfo = useAuthStore((s) => s.userInfo);
  const helpFeedbackUrl = useSessionStore(selectRobotConfig)?.helpFeedbackUrl ?? '';
  const school = useSchoolInfo();
  const [signingOut, setSigningOut] = useState(false);
  const switchTheme = useSwitchTheme();
  const themeId = useThemeStore((s) => themeOf(s, userInfo?.user_id)?.themeId);
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
      // The quick switch; the personal centre's 我的主题 shows the themes as swatches.
      {
        key: 'theme',
        icon: <BgColorsOutlined />,
        label: '切换主题',
        children: THEMES.map((t) => ({
          key: `${THEME_KEY_PREFIX}${t.themeId}`,
          label: t.themeName,
          icon: t.themeId === themeId ? <CheckOutlined /> : <span className="oh-shell-theme-dot" style={{ background: t.themeColor }} />,
        })),
      },
      { key: 'lock', icon: <LockOutlined />, label: '锁定屏幕' },
      { type: 'divider' },
      { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', disabled: signingOut },
    ],
    onClick: ({ key }) => {
      if (key.startsWith(THEME_KEY_PREFIX)) void switchTheme(key.slice(THEME_KEY_PREFIX.length));
      else if (key === 'lock') {
        if (userInfo) lockSignIn(userInfo.user_id);
      } else if (key === 'personal') navigate('/home/PersonalCenter');
      else if (key === 'help') navigate(iframPagePath(helpFeedbackUrl, HELP_ENTRY_MENU_NAME));
      else void doSignOut();
    },
  };

  const configMenu: MenuProps = {
    items: configItems.map((item) => ({ key: item.to, label: item.label })),
    onClick: ({ key }) => navigate(key),
  };

  const nickName = userInfo?.nick_name || userInfo?.account || '';
  const configNav = toSiteNav(configItems);

  return (
    <SiteHeader
      sticky
      skipTo="oh-main"
      brand={
        <SiteBrand
          to={HOME_PATH}
          name={school.data?.schoolName ?? ''}
          logo={school.data?.schoolLogo}
          product={APP_TITLE}
          loading={school.isPending}
        />
      }
      nav={toSiteNav(menuItems)}
      navExtra={
        configItems.length > 0 && (
          <ConfigProvider theme={STRIP_BUTTONS}>
            <DeferredDropdown menu={configMenu} trigger={['click']}>
              <Button type="text" className="oh-shell-config" icon={<SettingOutlined />}>
                配置 <DownOutlined />
              </Button>
            </DeferredDropdown>
          </ConfigProvider>
        )
      }
      drawerLead={(close) => <ServiceSearchBox onSearched={close} />}
      drawerExtra={(close) =>
        configNav.length > 0 && (
          <>
            <p className="oh-site-nav__group">配置</p>
            <SiteNavList items={configNav} onNavigate={close} />
          </>
        )
      }
      actions={
        <>
          <div className="oh-shell-header__search">
            <ServiceSearchBox />
          </div>
          <ChatEntry />
          <MessageBell />
          <DeferredDropdown menu={userMenu} trigger={['click']} placement="bottomRight">
            <Button type="text" className="oh-shell-user" aria-label={`用户菜单 ${nickName}`}>
              <Avatar size="small" icon={<UserOutlined />} />
              <span className="oh-shell-user__nick">{nickName}</span>
              <DownOutlined />
            </Button>
          </DeferredDropdown>
        </>
      }
    />
  );
}
