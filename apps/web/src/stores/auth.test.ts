import { beforeEach, describe, expect, it } from 'vitest';
import { decodeStored } from '../lib/secure-storage.ts';
import { SessionKeys, type TokenResult, useAuthStore } from './auth.ts';

const tokenResult: TokenResult = {
  access_token: 'acc-1',
  refresh_token: 'ref-1',
  token_type: 'bearer',
  expires_in: 3600,
  tenant_id: '000000',
  user_id: 'u-1',
  account: 'student01',
  nick_name: '张同学',
  roles: [{ id: 'r1', roleName: '学生', roleAlias: 'student', roleType: '1' }],
  role_id: 'r1',
  role_type: '1',
  sign_id: 'sid-1',
  sign_key: 'key-1',
  ticket: { tgt: 'TGT-1', expireTime: 1800 },
};

beforeEach(() => {
  useAuthStore.getState().logout();
});

describe('auth store', () => {
  it('should store tokens, tenant, user info, role id and type on login', () => {
    const before = Date.now();
    useAuthStore.getState().setLogin(tokenResult);
    const s = useAuthStore.getState();
    expect(s).toMatchObject({ accessToken: 'acc-1', refreshToken: 'ref-1', tenantId: '000000', roleId: 'r1', roleType: '1' });
    expect(s.tokenIssuedAt).toBeGreaterThanOrEqual(before);
    expect(s.userInfo).toEqual({
      account: 'student01',
      nick_name: '张同学',
      user_id: 'u-1',
      tenant_id: '000000',
      roles: tokenResult.roles,
      configurationMenu: [],
    });
  });

  it('should persist login data obfuscated under the userId key, shared by every tab', () => {
    useAuthStore.getState().setLogin(tokenResult);
    const raw = localStorage.getItem(SessionKeys.login);
    expect(sessionStorage.getItem(SessionKeys.login)).toBeNull();
    expect(raw).not.toContain('acc-1');
    const stored = decodeStored<{ state: { accessToken: string } }>(raw);
    expect(stored?.value.state.accessToken).toBe('acc-1');
  });

  it('should keep the configuration menu across a token refresh', () => {
    useAuthStore.getState().setLogin(tokenResult);
    const menu = [{ path: '/home/cardBusinessConfig', name: 'cardBusinessConfig' }];
    useAuthStore.getState().setUserInfo({ ...useAuthStore.getState().userInfo!, configurationMenu: menu });
    useAuthStore.getState().setLogin({ ...tokenResult, access_token: 'acc-2' });
    expect(useAuthStore.getState().accessToken).toBe('acc-2');
    expect(useAuthStore.getState().userInfo?.configurationMenu).toEqual(menu);
  });

  it('should clear tokens and user info on logout', () => {
    useAuthStore.getState().setLogin(tokenResult);
    useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({ accessToken: '', refreshToken: '', userInfo: null, roleId: '' });
  });

  it('should also clear menu, roles, tags, lock and robot chat on a full logout', () => {
    useAuthStore.getState().setLogin(tokenResult);
    for (const key of ['menu', 'roles', 'tags', 'lock', 'robotChat', 'unrelated']) sessionStorage.setItem(key, 'x');
    useAuthStore.getState().fullLogout();
    expect(useAuthStore.getState().userInfo).toBeNull();
    for (const key of ['menu', 'roles', 'tags', 'lock', 'robotChat']) expect(sessionStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('x');
  });
});
