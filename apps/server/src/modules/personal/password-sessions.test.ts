import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { DEMO_PASSWORD } from '../../seed/identity.ts';

/*
 * The personal centre's 修改密码 uses the auth module's update-password: the
 * rule of getPasswordReg holds, and a change ends every other sign-in of the
 * user while the one that changed it goes on. Embedded only: no SQL of its own.
 */

const PROFILE = '/api/blade-platform/personInfo/detail';
const CHANGE = '/api/blade-user/user/update-password';

describe('personal centre password change (embedded)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi('embedded');
  }, 60_000);
  afterAll(() => api.close());

  const profile = async (token: string) => (await api.call({ method: 'GET', url: PROFILE, token })).statusCode;
  const change = async (token: string, newPassword: string) =>
    (
      await api.call({
        method: 'POST',
        url: CHANGE,
        token,
        payload: { oldPassword: DEMO_PASSWORD, newPassword, newPassword1: newPassword },
      })
    ).json();

  it("should refuse a password breaking the rule, then end the user's other sessions after a change", async () => {
    const here = (await api.signIn('student01')).access_token;
    const elsewhere = (await api.signIn('student01')).access_token;
    const other = (await api.signIn('teacher01')).access_token;

    expect((await change(here, 'short')).status).toBe(1004);
    expect(await profile(elsewhere)).toBe(200);

    expect((await change(here, 'Campus2026new')).status).toBe(1000);
    expect(await profile(elsewhere)).toBe(401);
    expect(await profile(here)).toBe(200);
    // Another user's sessions are untouched.
    expect(await profile(other)).toBe(200);
  });
});
