import argon2 from 'argon2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { needsRehash } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../seed/identity.ts';

const TOKEN_URL = '/api/blade-auth/oauth/token';
const USER_INFO_URL = '/api/blade-user/user/getUserInfo';

describe.each(testModes())('sign-in and tokens (%s)', (mode) => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi(mode);
  });
  afterEach(async () => {
    await api.close();
  });

  const passwordGrant = (username: string, password: string, ip = '10.1.1.1') =>
    api.call({
      method: 'POST',
      url: TOKEN_URL,
      remoteAddress: ip,
      headers: { 'tenant-id': '000000' },
      query: { grant_type: 'password', scope: 'all' },
      payload: { username, password },
    });

  const refreshGrant = (refreshToken: string) =>
    api.call({
      method: 'POST',
      url: TOKEN_URL,
      query: { tenantId: '000000', grant_type: 'refresh_token', scope: 'all', refresh_token: refreshToken },
    });

  const userInfo = (token: string) => api.call({ method: 'GET', url: USER_INFO_URL, token });

  describe('POST /api/blade-auth/oauth/token', () => {
    it('should sign a demo user in with status 1000 and every token field', async () => {
      const response = await passwordGrant('student01', DEMO_PASSWORD);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ status: 1000, code: 1000 });
      expect(body.result).toMatchObject({
        token_type: 'bearer',
        expires_in: 3600,
        tenant_id: '000000',
        account: 'student01',
        nick_name: '张思远',
        roles: [{ roleAlias: 'student', roleName: '学生' }],
        ticket: { expireTime: api.platform.config.SSO_LIFETIME_SEC },
      });
      expect(body.result.user_id).toMatch(/^[0-9a-f]{32}$/);
      expect(body.result.role_id).toBe(body.result.roles[0].id);
      expect(body.result.role_type).toBe('2');
      expect(body.result.refresh_token).toMatch(/^[A-Za-z0-9_-]{64}$/);
      expect(body.result.sign_id).toMatch(/^[0-9a-f]{32}$/);
      expect(body.result.sign_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await api.platform.sso.remaining(body.result.ticket.tgt)).toBe(api.platform.config.SSO_LIFETIME_SEC);
    });

    it('should replace a hash made at an older cost after a right password, and keep signing in', async () => {
      const storedHash = () =>
        api.platform.db.selectFrom('users').select('password_hash').where('account', '=', 'student01').executeTakeFirstOrThrow();
      const older = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id, memoryCost: 8192, timeCost: 2, parallelism: 2 });
      await api.platform.db.updateTable('users').set({ password_hash: older }).where('account', '=', 'student01').execute();

      expect((await passwordGrant('student01', 'WrongPassword1')).statusCode).toBe(400);
      expect((await storedHash()).password_hash).toBe(older);

      expect((await passwordGrant('student01', DEMO_PASSWORD)).statusCode).toBe(200);
      const replaced = (await storedHash()).password_hash;
      expect(replaced).not.toBe(older);
      expect(needsRehash(replaced)).toBe(false);
      expect((await passwordGrant('student01', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('should accept the parameters as a form body, as OAuth clients send them', async () => {
      const response = await api.call({
        method: 'POST',
        url: TOKEN_URL,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'password',
          username: 'teacher01',
          password: DEMO_PASSWORD,
          tenantId: '000000',
        }).toString(),
      });
      expect(response.json()).toMatchObject({ status: 1000, result: { account: 'teacher01' } });
    });

    it('should give a wrong password and an unknown account the same message', async () => {
      const wrongPassword = await passwordGrant('student01', 'not-the-password');
      const unknownAccount = await passwordGrant('nobody-here', DEMO_PASSWORD);
      for (const response of [wrongPassword, unknownAccount]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ status: 400, code: 400, msg: '账号或密码错误', result: null });
      }
    });

    it('should refuse an account after 5 failures even with the right password, and not other accounts', async () => {
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await passwordGrant('student01', `wrong-${attempt}`);
        expect(response.json().msg).toBe('账号或密码错误');
      }
      const refused = await passwordGrant('student01', DEMO_PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: 429, msg: '登录失败次数过多，请15分钟后再试' });
      expect((await passwordGrant('teacher01', DEMO_PASSWORD)).json().status).toBe(1000);
    });

    it('should refuse an address after 20 failures across accounts', async () => {
      for (let attempt = 1; attempt <= 20; attempt++) await passwordGrant(`guess${attempt}`, 'wrong', '10.9.9.9');
      const refused = await passwordGrant('staff01', DEMO_PASSWORD, '10.9.9.9');
      expect(refused.statusCode).toBe(429);
      expect((await passwordGrant('staff01', DEMO_PASSWORD, '10.9.9.10')).json().status).toBe(1000);
    });

    it('should clear the account failure count after a successful sign-in', async () => {
      for (let attempt = 1; attempt <= 4; attempt++) await passwordGrant('student01', 'wrong');
      expect((await passwordGrant('student01', DEMO_PASSWORD)).json().status).toBe(1000);
      for (let attempt = 1; attempt <= 4; attempt++) await passwordGrant('student01', 'wrong');
      expect((await passwordGrant('student01', DEMO_PASSWORD)).json().status).toBe(1000);
    });

    it('should rotate the refresh token and keep the sign-in family', async () => {
      const first = await api.signIn('student01');
      const response = await refreshGrant(first.refresh_token);
      expect(response.statusCode).toBe(200);
      const second = response.json().result;
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(second.access_token).not.toBe(first.access_token);
      expect(second.sign_id).toBe(first.sign_id);
      expect(second.ticket).toBeUndefined();
      expect((await userInfo(second.access_token)).json().status).toBe(1000);
      expect((await refreshGrant(second.refresh_token)).json().status).toBe(1000);
    });

    it('should revoke the whole family when a used refresh token comes back', async () => {
      const first = await api.signIn('student01');
      const second = (await refreshGrant(first.refresh_token)).json().result;

      const reuse = await refreshGrant(first.refresh_token);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toMatchObject({ status: 401, msg: '登录状态已失效，请重新登录' });

      expect((await refreshGrant(second.refresh_token)).statusCode).toBe(401);
      expect((await userInfo(second.access_token)).statusCode).toBe(401);
      expect((await userInfo(first.access_token)).statusCode).toBe(401);
      const other = await api.signIn('student01');
      expect((await userInfo(other.access_token)).statusCode).toBe(200);
    });

    it('should refuse an unknown refresh token with 401', async () => {
      const response = await refreshGrant('not-a-refresh-token');
      expect(response.statusCode).toBe(401);
    });

    it('should refuse a refresh token after its seven days', async () => {
      const first = await api.signIn('student01');
      api.clock.advance(7 * 24 * 3600 * 1000 + 1000);
      expect((await refreshGrant(first.refresh_token)).statusCode).toBe(401);
    });

    it('should answer 400 for an unsupported grant type', async () => {
      const response = await api.call({ method: 'POST', url: TOKEN_URL, query: { grant_type: 'client_credentials' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().status).toBe(400);
    });
  });

  describe('access tokens', () => {
    it('should answer 401 without a token', async () => {
      const response = await api.call({ method: 'GET', url: USER_INFO_URL });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, result: null });
    });

    it('should answer 401 once the access token is over an hour old', async () => {
      const { access_token } = await api.signIn('student01');
      api.clock.advance(3599 * 1000);
      expect((await userInfo(access_token)).statusCode).toBe(200);
      api.clock.advance(2000);
      expect((await userInfo(access_token)).statusCode).toBe(401);
    });

    it('should answer 401 for a forged token', async () => {
      const { access_token } = await api.signIn('student01');
      const [header, payload] = access_token.split('.');
      const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
      const forgedPayload = Buffer.from(JSON.stringify({ ...claims, roles: ['admin'] })).toString('base64url');
      const forged = `${header}.${forgedPayload}.${access_token.split('.')[2]}`;
      expect((await userInfo(forged)).statusCode).toBe(401);
      expect((await userInfo('garbage')).statusCode).toBe(401);
    });

    it('should still answer a visitor endpoint when the token is invalid', async () => {
      const response = await api.call({ method: 'POST', url: '/api/blade-workbench/auth/auth/init', token: 'garbage' });
      expect(response.json()).toEqual({
        status: 1000,
        code: 1000,
        msg: '操作成功',
        // The demo campus signs in by password only (modules/sso/settings.ts).
        result: {
          eduSystemManageIdentityAuth: { status: 1, isSelfCas: 0 },
          modes: { password: true, cas: false, oidc: false, microService: false },
        },
      });
    });
  });

  describe('GET /api/blade-workbench/auth/loginOut', () => {
    it('should make the access token fail at once and end its refresh tokens and SSO session', async () => {
      const signedIn = await api.signIn('teacher01');
      expect((await userInfo(signedIn.access_token)).statusCode).toBe(200);

      const response = await api.call({
        method: 'GET',
        url: '/api/blade-workbench/auth/loginOut',
        headers: { 'access-token': signedIn.access_token, 'cas-ticket': signedIn.ticket?.tgt ?? '' },
      });
      expect(response.json()).toMatchObject({ status: 1000, result: null });
      expect((await userInfo(signedIn.access_token)).statusCode).toBe(401);
      expect((await refreshGrant(signedIn.refresh_token)).statusCode).toBe(401);
      expect(await api.platform.sso.remaining(signedIn.ticket?.tgt ?? '')).toBe(0);
    });

    it('should answer 1000 again when the same token signs out twice', async () => {
      const signedIn = await api.signIn('teacher01');
      for (let i = 0; i < 2; i++) {
        const response = await api.call({
          method: 'GET',
          url: '/api/blade-workbench/auth/loginOut',
          headers: { 'access-token': signedIn.access_token },
        });
        expect(response.json().status).toBe(1000);
      }
    });
  });

  describe('POST /api/blade-workbench/auth/tokenLogin', () => {
    it('should hand out fresh tokens of the same sign-in for a valid token pair', async () => {
      const signedIn = await api.signIn('staff01');
      const response = await api.call({
        method: 'POST',
        url: '/api/blade-workbench/auth/tokenLogin',
        headers: { 'access-token': signedIn.access_token, 'refresh-token': signedIn.refresh_token },
        payload: { accessToken: signedIn.access_token, refreshToken: signedIn.refresh_token },
      });
      const result = response.json().result;
      expect(response.json().status).toBe(1000);
      expect(result.sign_id).toBe(signedIn.sign_id);
      expect(result.refresh_token).not.toBe(signedIn.refresh_token);
      expect(result.ticket.tgt).toMatch(/^[0-9a-f]{32}$/);
    });

    it('should refuse a refresh token of another sign-in', async () => {
      const one = await api.signIn('staff01');
      const two = await api.signIn('staff01');
      const response = await api.call({
        method: 'POST',
        url: '/api/blade-workbench/auth/tokenLogin',
        payload: { accessToken: one.access_token, refreshToken: two.refresh_token },
      });
      expect(response.statusCode).toBe(401);
      expect((await refreshGrant(two.refresh_token)).json().status).toBe(1000);
    });
  });

  describe('start-up and session calls', () => {
    it('should give a visitor the robot config and a signing key on nobody/index/index', async () => {
      const response = await api.call({ method: 'POST', url: '/api/blade-platform/nobody/index/index' });
      const result = response.json().result;
      expect(result.questionBasciConfig).toMatchObject({ robotName: '小慧', enabled: true });
      expect(result.sign_id).toMatch(/^v\.[0-9a-f]{32}$/);
      expect(result.sign_key).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const again = await api.call({
        method: 'POST',
        url: '/api/blade-platform/nobody/index/index',
        headers: { 'sign-id': result.sign_id },
      });
      expect(again.json().result.sign_id).toBeUndefined();
    });

    it('should read, extend and end an SSO session through the cas calls', async () => {
      const { ticket } = await api.signIn('student01');
      const casTicket = ticket?.tgt ?? '';
      const lifetime = api.platform.config.SSO_LIFETIME_SEC;
      const cas = (action: string) =>
        api.call({ method: 'POST', url: `/api/blade-workbench/nobody/cas/${action}`, payload: { casTicket } });

      api.clock.advance(100_000);
      expect((await cas('getSessionValidTime')).json().result).toEqual({ remainingTime: lifetime - 100 });
      expect((await cas('updateSessionValidTime')).json().result).toEqual({ remainingTime: lifetime });
      expect((await cas('removeSessionValidTime')).json().status).toBe(1000);
      expect((await cas('getSessionValidTime')).json().result).toEqual({ remainingTime: 0 });
    });

    it('should give the session-expiration config', async () => {
      const response = await api.call({ method: 'GET', url: '/api/blade-workbench/nobody/cas/getSessionExpiration' });
      expect(response.json().result).toEqual({
        expireTime: api.platform.config.SSO_LIFETIME_SEC,
        outLogTip: '您长时间未操作，登录已失效，请重新登录',
        lockTime: api.platform.config.LOCK_IDLE_SEC,
      });
    });
  });
});

describe.each(testModes())('forced password change (%s)', (mode) => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi(mode);
    // As an import leaves the accounts it creates.
    await api.platform.db.updateTable('users').set({ must_change_password: 1 }).where('account', '=', 'admin').execute();
  });
  afterEach(async () => {
    await api.close();
  });

  const change = (token: string, body: Record<string, string>) =>
    api.call({ method: 'POST', url: '/api/blade-user/user/update-password', token, payload: body });
  const rolePages = (token: string) =>
    api.call({ method: 'POST', url: '/api/blade-platform/baseService/getRolePageList', token, payload: {} });
  const exportFields = (token: string) => api.call({ method: 'GET', url: '/api/blade-platform/excel/deptDuty/exportFields', token });

  it('should serve the password rule to anyone', async () => {
    const response = await api.call({ method: 'POST', url: '/api/blade-workbench/eduSystemManagePwdConfig/getPasswordReg', payload: {} });
    const { passwordReg, passwordRegMsg } = response.json().result;
    expect(passwordRegMsg).toBe('密码须为8到64位，且同时包含字母和数字');
    const rule = new RegExp(passwordReg);
    expect(rule.test('Campus2025')).toBe(true);
    expect(rule.test('onlyletters')).toBe(false);
    expect(rule.test('a1')).toBe(false);
  });

  it('should refuse every other signed-in call until the password is changed, then clear the flag', async () => {
    const signedIn = await api.signIn('admin');
    expect(signedIn.must_change_password).toBe(true);
    const token = signedIn.access_token;

    for (const refused of [await rolePages(token), await exportFields(token)]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status: 403, msg: '首次登录请先修改初始密码', result: { mustChangePassword: true } });
    }
    // What the change-password page needs still answers.
    expect((await api.call({ method: 'GET', url: USER_INFO_URL, token })).json().status).toBe(1000);

    const bad: [Record<string, string>, string][] = [
      [{ oldPassword: DEMO_PASSWORD, newPassword: 'Campus2026', newPassword1: 'Campus2027' }, '两次输入的新密码不一致'],
      [{ oldPassword: DEMO_PASSWORD, newPassword: 'short1', newPassword1: 'short1' }, '密码须为8到64位，且同时包含字母和数字'],
      [{ oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, newPassword1: DEMO_PASSWORD }, '新密码不能与原密码相同'],
      [{ oldPassword: 'WrongOld123', newPassword: 'Campus2026', newPassword1: 'Campus2026' }, '原密码错误'],
      [{ oldPassword: '', newPassword: 'Campus2026', newPassword1: 'Campus2026' }, '请输入原密码'],
    ];
    for (const [body, msg] of bad) expect((await change(token, body)).json()).toMatchObject({ status: 1004, msg });
    expect((await rolePages(token)).statusCode).toBe(403);

    const changed = await change(token, { oldPassword: DEMO_PASSWORD, newPassword: 'Campus2026', newPassword1: 'Campus2026' });
    expect(changed.json()).toMatchObject({ status: 1000 });
    expect((await rolePages(token)).json().status).toBe(1000);
    expect((await exportFields(token)).json().status).toBe(1000);
    const user = await api.platform.db
      .selectFrom('users')
      .select('must_change_password')
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(user.must_change_password).toBe(0);

    // The new password signs in, without the flag; the old one no longer does.
    const again = await api.call({
      method: 'POST',
      url: TOKEN_URL,
      query: { tenantId: '000000', grant_type: 'password', scope: 'all' },
      payload: { username: 'admin', password: 'Campus2026' },
    });
    expect(again.json().status).toBe(1000);
    expect(again.json().result.must_change_password).toBeUndefined();
    await expect(api.signIn('admin')).rejects.toThrow();
  });

  it('should leave accounts without the flag alone', async () => {
    await api.platform.db.updateTable('users').set({ must_change_password: 0 }).where('account', '=', 'admin').execute();
    const admin = await api.signIn('admin');
    expect(admin.must_change_password).toBeUndefined();
    expect((await exportFields(admin.access_token)).json().status).toBe(1000);
  });
});
