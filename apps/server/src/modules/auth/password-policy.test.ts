import { PasswordMessages } from '@onehall/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { importAccounts } from '../../../test/import-accounts.ts';
import { testModes } from '../../../test/platforms.ts';
import { DEMO_PASSWORD } from '../../seed/identity.ts';
import { TOO_MANY_FAILURES } from './service.ts';

/*
 * Changing a password (issue 11, item 4): it ends every other sign-in, wrong
 * old passwords are limited like failed sign-ins, common passwords are refused
 * and administrators can tighten the rule.
 */

const TOKEN_URL = '/api/blade-auth/oauth/token';
const CHANGE_URL = '/api/blade-user/user/update-password';
const RULE_URL = '/api/blade-workbench/eduSystemManagePwdConfig/getPasswordReg';
const DETAIL_URL = '/api/blade-workbench/eduSystemManagePwdConfig/detail';
const SUBMIT_URL = '/api/blade-workbench/eduSystemManagePwdConfig/submit';

describe.each(testModes())('password changes and policy (%s)', (mode) => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi(mode);
  }, 60_000);
  afterEach(() => api.close());

  const change = (token: string, oldPassword: string, newPassword: string) =>
    api.call({ method: 'POST', url: CHANGE_URL, token, payload: { oldPassword, newPassword, newPassword1: newPassword } });
  const userInfo = (token: string) => api.call({ method: 'GET', url: '/api/blade-user/user/getUserInfo', token });
  const refresh = (refreshToken: string) =>
    api.call({
      method: 'POST',
      url: TOKEN_URL,
      query: { tenantId: '000000', grant_type: 'refresh_token', scope: 'all', refresh_token: refreshToken },
    });
  const passwordGrant = (username: string, password: string) =>
    api.call({
      method: 'POST',
      url: TOKEN_URL,
      query: { tenantId: '000000', grant_type: 'password', scope: 'all' },
      payload: { username, password },
    });

  it('should end every other sign-in of the user, and keep the one that changed it', async () => {
    const phone = await api.signIn('teacher01');
    const laptop = await api.signIn('teacher01');
    const colleague = await api.signIn('staff01');

    expect((await change(laptop.access_token, DEMO_PASSWORD, 'Campus2026x')).json()).toMatchObject({ status: 1000 });

    expect((await userInfo(phone.access_token)).statusCode).toBe(401);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(401);
    expect((await userInfo(laptop.access_token)).statusCode).toBe(200);
    expect((await refresh(laptop.refresh_token)).json().status).toBe(1000);
    expect((await userInfo(colleague.access_token)).statusCode).toBe(200);
  });

  it('should count wrong old passwords as failed sign-ins', async () => {
    const session = (await api.signIn('teacher01')).access_token;
    for (let i = 0; i < 5; i++) {
      expect((await change(session, `Wrong${i}Guess`, 'Campus2026x')).json()).toMatchObject({
        status: 1004,
        msg: PasswordMessages.wrongOld,
      });
    }
    const sixth = await change(session, DEMO_PASSWORD, 'Campus2026x');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().msg).toBe(PasswordMessages.tooManyWrongOld);
    // The password is unchanged, and the account is locked for sign-in as well.
    const signIn = await passwordGrant('teacher01', DEMO_PASSWORD);
    expect(signIn.statusCode).toBe(429);
    expect(signIn.json().msg).toBe(TOO_MANY_FAILURES);
  });

  it('should hold the limit on wrong old passwords sent all at once', async () => {
    const session = (await api.signIn('teacher01')).access_token;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => change(session, `Wrong${i}Guess`, 'Campus2026x')));
    const evaluated = answers.filter((answer) => answer.json().msg === PasswordMessages.wrongOld).length;
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 429)).toBe(true);
  });

  it('should refuse common passwords even when they follow the rule', async () => {
    const session = (await api.signIn('teacher01')).access_token;
    for (const common of ['password1', 'Password1', 'qwerty123', 'abc12345']) {
      expect((await change(session, DEMO_PASSWORD, common)).json()).toMatchObject({ status: 1004, msg: PasswordMessages.common });
    }
    expect((await change(session, DEMO_PASSWORD, 'Lantern-Orchard-42')).json().status).toBe(1000);
  });

  it('should let an administrator tighten the rule, for changes and imported initial passwords', async () => {
    const admin = (await api.signIn('admin')).access_token;
    const detail = await api.call({ method: 'POST', url: DETAIL_URL, token: admin, payload: {} });
    expect(detail.json().result).toMatchObject({
      minLength: 8,
      requireMixedCase: false,
      requireSymbol: false,
      passwordRegMsg: '密码须为8到64位，且同时包含字母和数字',
    });

    const saved = await api.call({
      method: 'POST',
      url: SUBMIT_URL,
      token: admin,
      payload: { minLength: 12, requireMixedCase: true, requireSymbol: true },
    });
    expect(saved.json()).toMatchObject({ status: 1000, result: { minLength: 12 } });
    const rule = (await api.call({ method: 'POST', url: RULE_URL, payload: {} })).json().result;
    expect(rule.passwordRegMsg).toBe('密码须为12到64位，且同时包含大写字母、小写字母、数字和特殊字符');
    const pattern = new RegExp(rule.passwordReg);
    expect(pattern.test('Campus2026x')).toBe(false);
    expect(pattern.test('Campus-2026-Fall')).toBe(true);

    const session = (await api.signIn('teacher01')).access_token;
    expect((await change(session, DEMO_PASSWORD, 'campus2026fall')).json()).toMatchObject({ status: 1004, msg: rule.passwordRegMsg });
    expect((await change(session, DEMO_PASSWORD, 'Campus-2026-Fall')).json().status).toBe(1000);

    const imported = await importAccounts(api, admin, [
      ['2025019001', '周新', 'JSJXY', '学生', '启用', 'Campus2026x'],
      ['2025019002', '吴悦', 'JSJXY', '学生', '启用', 'Campus-2026-Fall'],
    ]);
    expect(imported).toMatchObject({ newInsertNum: 1, failNum: 1 });
  });

  it('should refuse an initial password from the common list on import', async () => {
    const admin = (await api.signIn('admin')).access_token;
    expect(await importAccounts(api, admin, [['2025019003', '郑好', 'JSJXY', '学生', '启用', 'password1']])).toMatchObject({
      newInsertNum: 0,
      failNum: 1,
    });
    const created = await api.platform.db.selectFrom('users').select('id').where('account', '=', '2025019003').executeTakeFirst();
    expect(created).toBeUndefined();
  });

  it('should refuse a policy looser than the default, and changes by those without the role pages', async () => {
    const admin = (await api.signIn('admin')).access_token;
    const loose = await api.call({
      method: 'POST',
      url: SUBMIT_URL,
      token: admin,
      payload: { minLength: 6, requireMixedCase: false, requireSymbol: false },
    });
    expect(loose.statusCode).toBe(400);
    expect(loose.json().status).toBe(400);

    const student = (await api.signIn('student01')).access_token;
    for (const url of [DETAIL_URL, SUBMIT_URL]) {
      const refused = await api.call({
        method: 'POST',
        url,
        token: student,
        payload: { minLength: 8, requireMixedCase: false, requireSymbol: false },
      });
      expect(refused.statusCode).toBe(403);
    }
    expect(
      (await api.call({ method: 'POST', url: SUBMIT_URL, payload: { minLength: 8, requireMixedCase: false, requireSymbol: false } }))
        .statusCode,
    ).toBe(401);
    const rule = (await api.call({ method: 'POST', url: RULE_URL, payload: {} })).json().result;
    expect(rule.passwordRegMsg).toBe('密码须为8到64位，且同时包含字母和数字');
  });
});
