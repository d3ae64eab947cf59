import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { Envelope } from '@onehall/contract';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { completeLogin, fetchUserInfo, signIn } from '../../../api/auth.ts';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { useSchoolInfo } from '../../../api/school-info.ts';
import { PORTAL_NAME, SiteBrand, SiteHeader } from '../../../components/site-shell/index.ts';
import { guardDoubleClick } from '../../../lib/double-click.ts';
import { safeRedirect } from '../../../lib/site-paths.ts';
import { type TokenResult, useAuthStore } from '../../../stores/auth.ts';
import { AppEvents, on } from '../../../stores/events.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import './login-page.css';

interface LoginForm {
  username: string;
  password: string;
}

/**
 * /login: password sign-in (SPEC §4 "Login"). `redirect` names the page to
 * return to. `logout=true` (with `isLogin=false`) comes from the
 * session-expired dialog: whatever is left of the old session is dropped and
 * the form is shown even if the store still thinks someone is signed in. The
 * portal's shared header carries the school's mark and the way back to the landing.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const school = useSchoolInfo();
  const [loading, setLoading] = useState(false);
  // A sign-in held back until its account has changed its initial password.
  const [held, setHeld] = useState<{ env: Envelope<TokenResult>; password: string } | null>(null);
  const target = safeRedirect(params.get('redirect'));
  const forcedOut = params.get('logout') === 'true' || params.get('isLogin') === 'false';

  useEffect(() => {
    if (forcedOut) {
      useAuthStore.getState().fullLogout();
      useSessionStore.getState().clearLogin();
    } else if (useAuthStore.getState().userInfo) {
      navigate(target, { replace: true });
    }
  }, [forcedOut, navigate, target]);

  const enter = useMemo(
    () => async () => {
      const info = await fetchUserInfo();
      if (!isOk(info)) {
        reportError(info);
        return;
      }
      navigate(target, { replace: true });
    },
    [navigate, target],
  );

  // Signed in in another tab of the browser: this one carries on as if signed in here.
  useEffect(() => on(AppEvents.signedInElsewhere, () => void enter()), [enter]);

  const submit = useMemo(
    () =>
      guardDoubleClick((values: LoginForm) => {
        void (async () => {
          setLoading(true);
          try {
            const env = await signIn(values.username.trim(), values.password, useAuthStore.getState().tenantId);
            if (!isOk(env)) {
              reportError(env);
              return;
            }
            if (env.result.must_change_password) {
              // signIn did not store it: the portal stays closed to this sign-in until the password is changed (the server refuses it too).
              setHeld({ env, password: values.password });
              return;
            }
            await enter();
          } finally {
            setLoading(false);
          }
        })();
      }),
    [enter],
  );

  const changed = async () => {
    if (!held) return;
    completeLogin(held.env);
    setHeld(null);
    await enter();
  };

  return (
    <div className="oh-login">
      <SiteHeader
        accent="var(--oh-color-landing-strong)"
        brand={<SiteBrand to="/" name={school.data?.schoolName ?? ''} logo={school.data?.schoolLogo} loading={school.isPending} />}
        actions={
          <Link to="/" className="oh-site-action oh-site-action--quiet">
            返回首页
          </Link>
        }
      />
      <main className="oh-login__main">
        <Card className="oh-login__card">
          <Typography.Title level={3} className="oh-login__title">
            {PORTAL_NAME}
          </Typography.Title>
          {held ? (
            <ChangePasswordForm
              accessToken={held.env.result.access_token}
              oldPassword={held.password}
              onChanged={() => void changed()}
              onCancel={() => setHeld(null)}
            />
          ) : (
            <Form<LoginForm> layout="vertical" requiredMark={false} onFinish={submit} disabled={loading} autoComplete="on">
              <Form.Item label="账号" name="username" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
                <Input prefix={<UserOutlined />} autoComplete="username" autoFocus maxLength={64} />
              </Form.Item>
              <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
                <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={128} />
              </Form.Item>
              <Button type="primary" htmlType="submit" block size="large" loading={loading}>
                登录
              </Button>
            </Form>
          )}
        </Card>
      </main>
    </div>
  );
}
