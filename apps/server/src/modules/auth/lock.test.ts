import { LockMessages, UNLOCK_ATTEMPTS } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { DEMO_PASSWORD } from '../../seed/identity.ts';

const UNLOCK = '/api/blade-workbench/auth/unlock';
const LOCK = '/api/blade-workbench/auth/lock';
const TOP_MENU = '/api/blade-platform/homePage/getTopMenu';
const USER_INFO = '/api/blade-user/user/getUserInfo';
const TOKEN = '/api/blade-auth/oauth/token';

describe('POST auth/unlock', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startApi('embedded');
  }, 60_000);
  afterAll(() => api.close());

  const unlock = async (password: string, token?: string) =>
    (await api.call({ method: 'POST', url: UNLOCK, payload: { password }, token })).json();

  it("should open the lock with the signed-in user's own password", async () => {
    const { access_token } = await api.signIn('teacher01');
    expect(await unlock(DEMO_PASSWORD, access_token)).toMatchObject({ status: 1000 });
  });

  it('should refuse a wrong or empty password with its message', async () => {
    const { access_token } = await api.signIn('staff01');
    expect(await unlock('wrong-password', access_token)).toMatchObject({ status: 1004, msg: LockMessages.wrongPassword });
    expect(await unlock('', access_token)).toMatchObject({ status: 1004, msg: LockMessages.passwordRequired });
    // The right one still opens it, and gives the attempts back.
    expect(await unlock(DEMO_PASSWORD, access_token)).toMatchObject({ status: 1000 });
  });

  it('should refuse a caller who is not signed in', async () => {
    expect((await unlock(DEMO_PASSWORD)).status).not.toBe(1000);
  });

  it('should evaluate no more than the allowed attempts when many wrong passwords arrive at once, then refuse even the right one', async () => {
    const { access_token } = await api.signIn('student01');
    const burst = await Promise.all(Array.from({ length: UNLOCK_ATTEMPTS * 3 }, () => unlock('wrong-password', access_token)));
    const wrong = burst.filter((b) => b.status === 1004).length;
    const refused = burst.filter((b) => b.status === 429).length;
    expect(wrong).toBe(UNLOCK_ATTEMPTS);
    expect(refused).toBe(UNLOCK_ATTEMPTS * 2);
    expect(await unlock(DEMO_PASSWORD, access_token)).toMatchObject({ status: 429, msg: LockMessages.tooMany });
    // Another user's lock is not touched by it.
    const other = await api.signIn('admin');
    expect(await unlock(DEMO_PASSWORD, other.access_token)).toMatchObject({ status: 1000 });
  });
});

describe.each(testModes())('a locked sign-in (%s)', (mode) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(mode);
  }, 60_000);
  afterAll(() => api.close());

  const post = (url: string, token?: string, payload: object = {}) => api.call({ method: 'POST', url, payload, token });
  const topMenu = (token: string) => post(TOP_MENU, token);

  it('should refuse its calls on the server, but the locked page’s, until its own password unlocks it', async () => {
    const { access_token, refresh_token } = await api.signIn('teacher01');
    expect((await topMenu(access_token)).statusCode).toBe(200);
    expect((await post(LOCK, access_token)).json()).toMatchObject({ status: 1000 });

    const refused = await topMenu(access_token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, msg: LockMessages.locked, result: { screenLocked: true } });
    // What the locked page needs still answers.
    expect((await api.call({ method: 'GET', url: USER_INFO, token: access_token })).statusCode).toBe(200);
    // A token refreshed from the same sign-in is as locked; the same user's other sign-in is not.
    const refreshed = await api.call({
      method: 'POST',
      url: TOKEN,
      query: { tenantId: '000000', grant_type: 'refresh_token', scope: 'all', refresh_token },
    });
    expect((await topMenu(refreshed.json().result.access_token)).statusCode).toBe(403);
    expect((await topMenu((await api.signIn('teacher01')).access_token)).statusCode).toBe(200);

    expect((await post(UNLOCK, access_token, { password: 'wrong-password' })).json().status).toBe(1004);
    expect((await topMenu(access_token)).statusCode).toBe(403);
    expect((await post(UNLOCK, access_token, { password: DEMO_PASSWORD })).json()).toMatchObject({ status: 1000 });
    expect((await topMenu(access_token)).statusCode).toBe(200);
  });

  it('should refuse locking to a caller who is not signed in', async () => {
    expect((await post(LOCK)).statusCode).toBe(401);
  });
});
