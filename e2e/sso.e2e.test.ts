import { PASSWORD_ONLY_SETTINGS } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCasServer, type TestCasServer } from '../apps/server/test/cas-server.ts';
import { OIDC_CLIENT, startOidcProvider, type TestOidcProvider } from '../apps/server/test/oidc-server.ts';
import { api, baseURL, clientAuthorization, DEMO_PASSWORD, pathOf, signIn, useBrowser, waitForPath } from './helpers.ts';

/**
 * Single sign-on round trips against a test CAS server and a real OpenID
 * Connect provider. The shared server's login configuration is set through
 * the administrators' API for each journey and put back to password sign-in
 * afterwards, so the other journeys find the demo campus as it was.
 */

const SETTINGS_URL = '/api/blade-workbench/eduSystemManageIdentityAuth/submit';

async function adminToken(): Promise<string> {
  const response = await fetch(`${baseURL()}/api/blade-auth/oauth/token?tenantId=000000&grant_type=password&scope=all`, {
    method: 'POST',
    headers: { Authorization: clientAuthorization(), 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { result: { access_token: string } };
  return body.result.access_token;
}

describe('single sign-on', () => {
  const b = useBrowser();
  let cas: TestCasServer;
  let idp: TestOidcProvider;
  let admin = '';
  const portalLogin = () => `${baseURL()}/login`;
  const configure = async (settings: object) => {
    const answer = await api('POST', SETTINGS_URL, { token: admin, body: { ...PASSWORD_ONLY_SETTINGS, ...settings } });
    expect(answer.status).toBe(1000);
  };

  beforeAll(async () => {
    admin = await adminToken();
    cas = await startCasServer({ 'zhang.sy': { password: 'cas-pass', attributes: { account: 'student01' } } });
    idp = await startOidcProvider(portalLogin());
  });
  afterAll(async () => {
    await configure({});
    await cas?.close();
    await idp?.close();
  });

  it('should let the administrator open 登录配置 with its 密码规则 tab', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'admin');
    await b.page.goto('/userFrameConfig/loginConfig');
    await b.page.getByRole('switch', { name: 'CAS 统一身份认证' }).waitFor();
    await b.page.getByRole('tab', { name: '密码规则' }).click();
    await b.page.getByText('最短长度').waitFor();
  });

  it('should sign in through the school CAS and end the session on CAS single logout', async () => {
    await configure({
      modes: { ...PASSWORD_ONLY_SETTINGS.modes, cas: true },
      casServerUrl: cas.url,
      casServiceUrl: portalLogin(),
      casAccountAttribute: 'account',
    });
    await b.page.goto('/login');
    // /login hands over to CAS at once.
    await b.page.waitForURL((url) => url.href.startsWith(`${cas.url}/login`), { timeout: 15_000 });
    await b.page.getByLabel('用户名').fill('zhang.sy');
    await b.page.getByLabel('密码').fill('cas-pass');
    await b.page.getByRole('button', { name: '登录' }).click();
    await waitForPath(b.page, '/home/homePage');
    await b.page.getByRole('banner').getByText('张思远').first().waitFor();

    // CAS ends its session: the portal's sign-in ends with it.
    await b.page.goto(`${cas.url}/logout`);
    expect(cas.logoutsSent).toContainEqual({ service: portalLogin(), status: 200 });
    await b.page.goto('/home/homePage');
    await b.page.getByRole('button', { name: /重新登录/ }).waitFor({ timeout: 20_000 });
  });

  it('should sign in through the OpenID Connect provider from the login page', async () => {
    await configure({
      modes: { ...PASSWORD_ONLY_SETTINGS.modes, oidc: true },
      oidcIssuer: idp.issuer,
      oidcClientId: OIDC_CLIENT.id,
      oidcClientSecret: OIDC_CLIENT.secret,
      oidcRedirectUri: portalLogin(),
      oidcAccountClaim: 'preferred_username',
    });
    await b.page.goto('/login?redirect=%2Fhome%2Fthreelists');
    await b.page.getByRole('button', { name: /统一身份认证登录$/ }).click();
    await b.page.waitForURL((url) => url.href.startsWith(idp.issuer), { timeout: 15_000 });
    await b.page.getByLabel('账号').fill('student01');
    await b.page.getByRole('button', { name: '登录并授权' }).click();
    await waitForPath(b.page, '/home/threelists');
    expect(pathOf(b.page)).toBe('/home/threelists');
  });
});
