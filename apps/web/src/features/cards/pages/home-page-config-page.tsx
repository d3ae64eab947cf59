import { ConfigPage } from '../../../components/config-page/index.ts';
import { AuthPanel } from '../components/auth-panel.tsx';
import { CardsPanel } from '../components/cards-panel.tsx';
import { FooterPanel } from '../components/footer-panel.tsx';
import { PasswordPolicyPanel } from '../components/password-policy-panel.tsx';
import { QuickNavigationPanel } from '../components/quick-navigation-panel.tsx';
import { RolePagesPanel } from '../components/role-pages-panel.tsx';
import { TypesPanel } from '../components/types-panel.tsx';
import { useSessionTab } from '../components/use-session-tab.ts';
import './cards-config.css';

const TABS = ['navigation', 'types', 'cards', 'footer', 'auth', 'rolePages', 'password'] as const;
type Tab = (typeof TABS)[number];

/** /userFrameConfig/homePageConfig: quick navigation, index types, cards, footer, authorisation, role pages and the password rule. */
export default function HomePageConfigPage() {
  const [tab, setTab] = useSessionTab<Tab>('homePageConfig', 'types', TABS);
  return (
    <ConfigPage
      title="首页配置"
      description="配置用户首页的快捷导航、分类与卡片、页脚、可见权限、角色可配置的页面和密码规则。"
      tabs={{
        activeKey: tab,
        onChange: (key) => setTab(key as Tab),
        destroyOnHidden: true,
        items: [
          { key: 'navigation', label: '快捷导航', children: <QuickNavigationPanel /> },
          { key: 'types', label: '分类管理', children: <TypesPanel /> },
          { key: 'cards', label: '卡片管理', children: <CardsPanel /> },
          { key: 'footer', label: '页脚信息', children: <FooterPanel /> },
          { key: 'auth', label: '权限配置', children: <AuthPanel /> },
          { key: 'rolePages', label: '角色页面', children: <RolePagesPanel /> },
          { key: 'password', label: '密码规则', children: <PasswordPolicyPanel /> },
        ],
      }}
    />
  );
}
