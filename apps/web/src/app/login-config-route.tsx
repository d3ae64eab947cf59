import { PasswordPolicyPanel } from '../features/cards/components/password-policy-panel.tsx';
import LoginConfigPage from '../features/sso/pages/login-config-page.tsx';

/** 登录配置 with the password rules (kept by the cards area beside the role pages) as its second tab. */
export default function LoginConfigRoute() {
  return <LoginConfigPage extraTabs={[{ key: 'password', label: '密码规则', children: <PasswordPolicyPanel /> }]} />;
}
