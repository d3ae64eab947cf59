import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TokenResult, useAuthStore } from '../stores/auth.ts';
import { useSessionStore } from '../stores/session.ts';
import { writeSignInFromOtherTab } from '../test/other-tab.ts';
import { fetchUserInfo, loadIndex, loginInit, refreshSharedTokens, refreshTokens, signIn, signOut } from './auth.ts';

const tokenResult: TokenResult = {
  access_token: 'acc-1',
  refresh_token: 'ref-1',
  token_type: 'bearer',
  expires_in: 3600,
  tenant_id: '000000',
  user_id: 'u-1',
  account: 'student01',
  nick_name: '张同学',
  roles: [],
  role_id: 'r1',
  role_type: '1',
  sign_id: 'sid-1',
  sign_key: 'key-1',
  ticket: { tgt: 'TGT-1', expireTime: 1800 },
};

const robot = { robotName: '小助手', robotAvatar: '', greeting: '你好', enabled: true, helpFeedbackUrl: '/help' };

const fetchMock = vi.fn<typeof fetch>();

function answer(body: unknown, status = 200): void {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function sent(index = -1) {
  const [input, init = {}] = fetchMock.mock.calls.at(index)!;
  return {
    url: new URL(String(input), 'http://localhost'),
    headers: init.headers as Record<string, string>,
    body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
  };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useAuthStore.getState().logout();
  useSessionStore.getState().clearLogin();
  useSessionStore.getState().setRobotConfig(null);
  useSessionStore.getState().setLoginConfig(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { locks?: unknown }).locks;
});

describe('signIn', () => {
  it('should post the password in the body and store tokens, signing key and ticket on 1000', async () => {
    answer({ status: 1000, code: 1000, msg: 'ok', result: tokenResult });
    const env = await signIn('student01', 'Demo@12345', '000000');
    expect(env.status).toBe(1000);
    const { url, headers, body } = sent();
    expect(url.pathname).toBe('/api/blade-auth/oauth/token');
    expect(Object.fromEntries(url.searchParams)).toEqual({ tenantId: '000000', grant_type: 'password', scope: 'all' });
    expect(headers['Tenant-Id']).toBe('000000');
    expect(body).toMatchObject({ username: 'student01', password: 'Demo@12345' });
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'acc-1', refreshToken: 'ref-1', roleId: 'r1' });
    expect(useSessionStore.getState()).toMatchObject({
      signId: 'sid-1',
      signKey: 'key-1',
      casTicket: { tgt: 'TGT-1', expireTime: 1800 },
    });
  });

  it('should not store a sign-in held for a password change, which every tab would take up', async () => {
    answer({ status: 1000, code: 1000, msg: 'ok', result: { ...tokenResult, must_change_password: true } });
    const env = await signIn('student01', 'Demo@12345');
    expect(env.result.access_token).toBe('acc-1');
    expect(useAuthStore.getState().accessToken).toBe('');
    expect(useSessionStore.getState()).toMatchObject({ signKey: '', casTicket: null });
  });

  it('should store nothing and hand back the server message when sign-in fails', async () => {
    answer({ status: 400, msg: '账号或密码错误' }, 400);
    const env = await signIn('student01', 'wrong');
    expect(env).toMatchObject({ status: 8008, msg: '账号或密码错误' });
    expect(useAuthStore.getState().accessToken).toBe('');
    expect(useSessionStore.getState().signKey).toBe('');
  });
});

describe('refreshTokens', () => {
  it('should send the stored refresh token and keep the SSO ticket when none comes back', async () => {
    answer({ status: 1000, msg: 'ok', result: tokenResult });
    await signIn('student01', 'Demo@12345');
    answer({ status: 1000, msg: 'ok', result: { ...tokenResult, access_token: 'acc-2', refresh_token: 'ref-2', ticket: undefined } });
    await refreshTokens();
    const { url, body } = sent();
    expect(url.searchParams.get('grant_type')).toBe('refresh_token');
    expect(url.searchParams.get('scope')).toBe('all');
    expect(url.searchParams.get('tenantId')).toBe('000000');
    expect(url.searchParams.get('refresh_token')).toBeNull();
    expect(body).toMatchObject({ refresh_token: 'ref-1' });
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'acc-2', refreshToken: 'ref-2' });
    expect(useSessionStore.getState().casTicket?.tgt).toBe('TGT-1');
  });
});

describe('refreshSharedTokens', () => {
  const HOUR = 3_600_000;
  const isDue = (issuedAt: number) => Date.now() - issuedAt >= 3_000_000;

  async function signedInAnHourAgo(): Promise<void> {
    answer({ status: 1000, msg: 'ok', result: tokenResult });
    await signIn('student01', 'Demo@12345');
    useAuthStore.setState({ tokenIssuedAt: Date.now() - HOUR });
  }

  function fakeLocks(granted: boolean) {
    const request = vi.fn((_name: string, _options: LockOptions, work: (lock: Lock | null) => unknown) =>
      Promise.resolve(work(granted ? ({ name: 'onehall-token-refresh', mode: 'exclusive' } as Lock) : null)),
    );
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    return request;
  }

  it('should refresh a due token holding the browser-wide refresh lock', async () => {
    await signedInAnHourAgo();
    const request = fakeLocks(true);
    answer({ status: 1000, msg: 'ok', result: { ...tokenResult, access_token: 'acc-2', refresh_token: 'ref-2', ticket: undefined } });
    await refreshSharedTokens(isDue);
    expect(request).toHaveBeenCalledWith('onehall-token-refresh', { ifAvailable: true }, expect.any(Function));
    expect(sent().body).toMatchObject({ refresh_token: 'ref-1' });
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'acc-2', refreshToken: 'ref-2' });
  });

  it('should leave the refresh to the tab holding the lock', async () => {
    await signedInAnHourAgo();
    fakeLocks(false);
    const calls = fetchMock.mock.calls.length;
    await refreshSharedTokens(isDue);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('should take up the tokens another tab has just refreshed instead of spending the used refresh token', async () => {
    await signedInAnHourAgo();
    fakeLocks(true);
    writeSignInFromOtherTab({ accessToken: 'acc-2', refreshToken: 'ref-2', tokenIssuedAt: Date.now() });
    const calls = fetchMock.mock.calls.length;
    await refreshSharedTokens(isDue);
    expect(fetchMock.mock.calls.length).toBe(calls);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'acc-2', refreshToken: 'ref-2' });
  });
});

describe('fetchUserInfo', () => {
  it('should store the user with the configuration menu', async () => {
    const menu = [{ path: '/home/cardBusinessConfig', name: 'cardBusinessConfig' }];
    answer({
      status: 1000,
      msg: 'ok',
      result: {
        user_id: 'u-1',
        tenant_id: '000000',
        account: 'admin',
        nick_name: '管理员',
        real_name: '管理员',
        dept_id: null,
        dept_name: null,
        roles: [],
        configurationMenu: menu,
      },
    });
    await fetchUserInfo();
    expect(sent().url.pathname).toBe('/api/blade-user/user/getUserInfo');
    expect(useAuthStore.getState().userInfo).toMatchObject({ account: 'admin', configurationMenu: menu });
  });
});

describe('signOut', () => {
  it('should revoke the token with the access-token header and clear everything local', async () => {
    answer({ status: 1000, msg: 'ok', result: tokenResult });
    await signIn('student01', 'Demo@12345');
    sessionStorage.setItem('menu', '[]');
    answer({ status: 1000, msg: 'ok', result: null });
    await signOut();
    const { url, headers } = sent();
    expect(url.pathname).toBe('/api/blade-workbench/auth/loginOut');
    expect(url.searchParams.get('casTicket')).toBe('TGT-1');
    expect(headers['access-token']).toBe('acc-1');
    expect(useAuthStore.getState().userInfo).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ casTicket: null, signKey: '' });
    expect(sessionStorage.getItem('menu')).toBeNull();
  });

  it('should clear local state even when the server cannot be reached', async () => {
    answer({ status: 1000, msg: 'ok', result: tokenResult });
    await signIn('student01', 'Demo@12345');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await signOut()).status).toBe(8008);
    expect(useAuthStore.getState().accessToken).toBe('');
  });
});

describe('loadIndex', () => {
  it('should cache the robot config and keep the visitor signing key', async () => {
    answer({ status: 1000, msg: 'ok', result: { questionBasciConfig: robot, sign_id: 'v-1', sign_key: 'vk-1' } });
    await loadIndex();
    expect(useSessionStore.getState()).toMatchObject({ robotConfig: robot, signId: 'v-1', signKey: 'vk-1' });
  });

  it('should not replace a signing key the session already holds', async () => {
    useSessionStore.getState().setSignKey('sid-1', 'key-1');
    answer({ status: 1000, msg: 'ok', result: { questionBasciConfig: robot, sign_id: 'v-1', sign_key: 'vk-1' } });
    await loadIndex();
    expect(useSessionStore.getState()).toMatchObject({ signId: 'sid-1', signKey: 'key-1' });
  });
});

describe('loginInit', () => {
  it('should store the login config on 1000', async () => {
    const config = { eduSystemManageIdentityAuth: { status: 1, isSelfCas: 0 } };
    answer({ status: 1000, msg: 'ok', result: config });
    await loginInit();
    expect(useSessionStore.getState().loginConfig).toEqual(config);
  });
});
