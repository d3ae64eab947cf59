import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { type FetchRoutes, ok, refused, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { stubSignedFetch } from '../../../test/signed-fetch.ts';
import LoginConfigPage from './login-config-page.tsx';

let api: FetchRoutes;
const SETTINGS = {
  modes: { password: true, cas: true, oidc: false, microService: false },
  casServerUrl: 'https://cas.example.edu/cas',
  casServiceUrl: 'https://portal.example.edu/login',
  casAccountAttribute: 'account',
  oidcIssuer: '',
  oidcClientId: '',
  oidcRedirectUri: '',
  oidcScopes: 'openid profile',
  oidcAccountClaim: '',
  oidcClientSecretSet: false,
  microServiceSecretSet: true,
};

beforeEach(() => {
  stubResizeObserver();
  api = stubSignedFetch();
  api.answer('/eduSystemManageIdentityAuth/detail', ok(SETTINGS));
  api.answer('/eduSystemManageIdentityAuth/submit', ok(SETTINGS));
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <LoginConfigPage extraTabs={[{ key: 'password', label: '密码规则', children: <p>规则</p> }]} />
    </AppProviders>,
  );

describe('登录配置 page', () => {
  it('should show the saved CAS settings and save them without resending a secret', async () => {
    renderPage();
    const server = (await screen.findByLabelText('CAS 服务地址')) as HTMLInputElement;
    await waitFor(() => expect(server.value).toBe('https://cas.example.edu/cas'));
    expect(screen.getByText('密码规则')).toBeTruthy();
    fireEvent.change(server, { target: { value: 'https://sso.example.edu/cas' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.calls('/eduSystemManageIdentityAuth/submit')).toHaveLength(1));
    const body = api.calls('/eduSystemManageIdentityAuth/submit')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ casServerUrl: 'https://sso.example.edu/cas', modes: SETTINGS.modes });
    expect(body.microServiceSecret).toBeUndefined();
  });

  it('should ask for the provider when OpenID Connect is switched on, and show a secret as set only', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('switch', { name: 'OpenID Connect 统一身份认证' }));
    expect(await screen.findByLabelText('签发者地址（issuer）')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: '企业微信（微服务）登录' }));
    expect(((await screen.findByLabelText('签名密钥')) as HTMLInputElement).placeholder).toBe('已设置，留空则不修改');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入签发者地址')).toBeTruthy();
    expect(api.calls('/eduSystemManageIdentityAuth/submit')).toHaveLength(0);
  });

  it('should offer 重试 when the configuration cannot be read', async () => {
    api.answer('/eduSystemManageIdentityAuth/detail', refused(500, '服务器错误'), ok(SETTINGS));
    renderPage();
    expect(await screen.findByText('登录配置加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByLabelText('CAS 服务地址')).toBeTruthy();
  });
});
