import { LockMessages, UNLOCK_ATTEMPTS } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { DEMO_PASSWORD } from '../../seed/identity.ts';

const UNLOCK = '/api/blade-workbench/auth/unlock';

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
