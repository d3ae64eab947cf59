import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { type Envelope, Messages } from '@onehall/contract';
import { Button, Card, Divider, Form, Input, Result, Spin, Typography } from 'antd';
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
import { getCasAddress } from '../api/get-cas-address.ts';
import { useLoginConfig } from '../api/login-config.ts';
import { startOidcSignIn } from '../api/oidc-authorize.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { leaveForSignIn, useSignInReturn } from '../components/use-sign-in-return.ts';
import './login-page.css';

interface LoginForm {
  username: string;
  password: string;
}

/**
 * /login (SPEC §4 "Login"): asks loginInit which ways of signing in are on.
 * With the school's CAS (isSelfCas) it goes straight to the CAS login, and
 * completes the sign-in with the `ticket` CAS sends back; an OpenID Connect
 * provider comes back with `code` and `state`; another system may hand over
 * tokens as `accessToken` and `refreshToken` (docs/design/sso.md). `redirect`
 * names the page to return to. `logout=true` (with `isLogin=false`) comes from
 * the session-expired dialog or a sign-out: whatever is left of the old
 * session is dropped, the form is shown even if the store still thinks
 * someone is signed in, and CAS is offered as a button rather than entered
 * (its own session would sign the user straight back in). The portal's shared
 * header carries the school's mark and the way back to the landing.
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
  const config = useLoginConfig();
  const returned = useSignInReturn(params);
  const [leaving, setLeaving] = useState(false);
  // CAS or the provider could not be reached: the page stays, with its buttons, instead of trying again and again.
  const [leaveFailed, setLeaveFailed] = useState(false);

  useEffect(() => {
    if (forcedOut) {
      useAuthStore.getState().fullLogout();
      useSessionStore.getState().clearLogin();
    } else if (useAuthStore.getState().userInfo) {
      navigate(target, { replace: true });
    }
  }, [forcedOut, navigate, target]);

  const enter = useMemo(
    () =>
      async (to: string = target) => {
        const info = await fetchUserInfo();
        if (!isOk(info)) {
          reportError(info);
          return;
        }
        navigate(to, { replace: true });
      },
    [navigate, target],
  );

  // Back from CAS, the identity provider or another system: the sign-in completes, or the page starts afresh.
  useEffect(() => {
    if (returned.kind !== 'done') return;
    if (isOk(returned.env)) void enter(safeRedirect(returned.redirect));
    else {
      reportError(returned.env);
      navigate('/login?logout=true', { replace: true });
    }
  }, [returned, enter, navigate]);

  const leaveFor = useMemo(
    () => async (start: () => Promise<Envelope<{ address: string; state?: string }>>) => {
      setLeaving(true);
      const env = await start();
      if (!isOk(env)) {
        setLeaving(false);
        setLeaveFailed(true);
        reportError(env);
        return;
      }
      leaveForSignIn(env.result.address, { redirect: params.get('redirect'), oidcState: env.result.state });
    },
    [params],
  );

  const isSelfCas = config.data?.eduSystemManageIdentityAuth.isSelfCas === 1;
  const autoCas = isSelfCas && !forcedOut && !leaveFailed && returned.kind === 'none';
  useEffect(() => {
    if (autoCas && !useAuthStore.getState().userInfo) void leaveFor(getCasAddress);
  }, [autoCas, leaveFor]);

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
          {returned.kind !== 'none' || autoCas || leaving ? (
            <Spin tip={returned.kind === 'none' ? '正在跳转到统一身份认证…' : '正在登录…'} size="large">
              <div className="oh-login__waiting" />
            </Spin>
          ) : config.isError ? (
            <Result
              status="warning"
              title={Messages.loginConfigFailed}
              extra={<Button onClick={() => void config.refetch()}>重试</Button>}
            />
          ) : held ? (
            <ChangePasswordForm
              accessToken={held.env.result.access_token}
              oldPassword={held.password}
              onChanged={() => void changed()}
              onCancel={() => setHeld(null)}
            />
          ) : (
            <>
              {config.data?.modes.password !== false && (
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
              {(config.data?.modes.cas || config.data?.modes.oidc) && config.data.modes.password && <Divider plain>或</Divider>}
              {config.data?.modes.cas && (
                <Button block size="large" icon={<SafetyCertificateOutlined />} onClick={() => void leaveFor(getCasAddress)}>
                  CAS 统一身份认证登录
                </Button>
              )}
              {config.data?.modes.oidc && (
                <Button block size="large" icon={<SafetyCertificateOutlined />} onClick={() => void leaveFor(startOidcSignIn)}>
                  统一身份认证登录
                </Button>
              )}
            </>
          )}
        </Card>
      </main>
    </div>
  );
}
