import type { TabsProps } from 'antd';
import { useState } from 'react';
import { ConfigPage } from '../../../components/config-page/index.ts';
import { LoginSettingsPanel } from '../components/login-settings-panel.tsx';

/**
 * /userFrameConfig/loginConfig (登录配置, issue 19): the ways of signing in.
 * The password rules (密码规则) belong to another area and come as a tab from
 * the route (app/login-config-route.tsx).
 */
export default function LoginConfigPage({ extraTabs = [] }: { extraTabs?: NonNullable<TabsProps['items']> }) {
  const [tab, setTab] = useState('modes');
  return (
    <ConfigPage
      title="登录配置"
      description="设置本校的登录方式：账号密码、CAS 或 OpenID Connect 统一身份认证、企业微信登录，以及密码规则。"
      tabs={{
        activeKey: tab,
        onChange: setTab,
        items: [{ key: 'modes', label: '登录方式', children: <LoginSettingsPanel /> }, ...extraTabs],
      }}
    />
  );
}
