import { createSigner } from 'fast-jwt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SignInResult, startApi, type TestApi } from '../../../test/api.ts';
import { importAccounts } from '../../../test/import-accounts.ts';
import { testModes } from '../../../test/platforms.ts';
import { PUBLISHED_SECRETS } from '../../config.ts';
import { DEMO_PASSWORD } from '../../seed/identity.ts';
import { TOO_MANY_AT_ONCE, TOO_MANY_FAILURES, WRONG_CREDENTIALS } from './service.ts';

/*
 * What a token may be trusted with (issue 11): only keys of this installation
 * sign one, the database (not the token) says what its holder may see, its
 * revocation outlives a restart, and sign-in attempts are limited even when
 * they arrive all at once.
 */

const TOKEN_URL = '/api/blade-auth/oauth/token';
const USER_INFO_URL = '/api/blade-user/user/getUserInfo';
const SERVICES_URL = '/api/blade-platform/serverCenter/page';

describe.each(testModes())('token trust and sign-in limits (%s)', (mode) => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi(mode);
  }, 60_000);
  afterEach(() => api.close());

  const passwordGrant = (username: string, password: string, ip = '10.2.2.2') =>
    api.call({
      method: 'POST',
      url: TOKEN_URL,
      remoteAddress: ip,
      query: { tenantId: '000000', grant_type: 'password', scope: 'all' },
      payload: { username, password },
    });
  const userInfo = (token: string) => api.call({ method: 'GET', url: USER_INFO_URL, token });
  const visibleServices = async (token: string) =>
    (await api.call({ method: 'POST', url: SERVICES_URL, payload: { current: 1, size: 1 }, token })).json().result.total as number;

  /** A token with the claims the server issues, signed with `key`, plus any extra claims. */
  function mint(key: string, signedIn: SignInResult, extra: Record<string, unknown> = {}): string {
    const now = Math.floor(api.clock.now().getTime() / 1000);
    return createSigner({ key, algorithm: 'HS256', noTimestamp: true })({
      iss: 'onehall',
      sub: signedIn.user_id,
      tid: '000000',
      acc: signedIn.account,
      nick: signedIn.nick_name,
      fam: 'forged-family',
      jti: 'forged-token',
      iat: now,
      exp: now + 600,
      ...extra,
    });
  }

  describe('signing keys and roles', () => {
    it('should refuse a token signed with a key published in the repository', async () => {
      const admin = await api.signIn('admin');
      expect(api.platform.config.TOKEN_SECRET).not.toBe(PUBLISHED_SECRETS[0]);
      for (const key of PUBLISHED_SECRETS) {
        expect((await userInfo(mint(key, admin))).statusCode).toBe(401);
      }
    });

    it('should take roles from the database, not from a roles claim in the token', async () => {
      const student = await api.signIn('student01');
      const teacher = await api.signIn('teacher01');
      const own = await visibleServices(student.access_token);
      expect(await visibleServices(teacher.access_token)).not.toBe(own);
      // Even signed with the right key, a claim of every role gives the student nothing more.
      const claimed = mint(api.platform.config.TOKEN_SECRET, student, { roles: ['student', 'teacher', 'staff', 'admin'] });
      expect((await userInfo(claimed)).statusCode).toBe(200);
      expect(await visibleServices(claimed)).toBe(own);
    });

    it('should apply a role change and a disabled account to tokens already issued, at once', async () => {
      const admin = (await api.signIn('admin')).access_token;
      const student = (await api.signIn('student01')).access_token;
      const teacher = (await api.signIn('teacher01')).access_token;
      const asTeacher = await visibleServices(teacher);
      expect(await visibleServices(student)).not.toBe(asTeacher);

      const overwrite = async (status: string) =>
        expect(await importAccounts(api, admin, [['student01', '张思远', 'JSJXY', '教师', status, 'Campus2025x']], 1)).toMatchObject({
          updateNum: 1,
        });
      await overwrite('启用');
      expect(await visibleServices(student)).toBe(asTeacher);

      await overwrite('停用');
      expect((await userInfo(student)).statusCode).toBe(401);
    });
  });

  describe('after a restart', () => {
    it('should keep a signed-out token refused', async () => {
      const signedIn = await api.signIn('teacher01');
      const kept = await api.signIn('teacher01');
      await api.call({ method: 'GET', url: '/api/blade-workbench/auth/loginOut', headers: { 'access-token': signedIn.access_token } });
      await api.restart();
      expect((await userInfo(signedIn.access_token)).statusCode).toBe(401);
      expect((await userInfo(kept.access_token)).statusCode).toBe(200);
    });

    it('should keep a locked-out account locked', async () => {
      for (let i = 0; i < 5; i++) expect((await passwordGrant('staff01', 'wrong-password')).json().msg).toBe(WRONG_CREDENTIALS);
      await api.restart();
      const response = await passwordGrant('staff01', DEMO_PASSWORD);
      expect(response.statusCode).toBe(429);
      expect(response.json().msg).toBe(TOO_MANY_FAILURES);
    });
  });

  describe('a burst of sign-ins', () => {
    /** Wrong guesses sent one by one until refused; with the burst's they must come to exactly the limit. */
    async function guessUntilRefused(guess: (i: number) => Promise<{ json(): { msg: string } }>): Promise<number> {
      for (let i = 0; i < 30; i++) if ((await guess(i)).json().msg !== WRONG_CREDENTIALS) return i;
      throw new Error('never refused');
    }

    it('should evaluate at most 5 guesses of 100 sent at once to one account, and not let the right password in', async () => {
      const guesses = Array.from({ length: 99 }, (_, i) => `guess-${i}`);
      const answers = await Promise.all(
        [...guesses, DEMO_PASSWORD].map((password, i) => passwordGrant('teacher01', password, `10.3.${i >> 8}.${i & 255}`)),
      );
      const messages = answers.map((a) => a.json().msg as string);
      const evaluated = messages.filter((m) => m === WRONG_CREDENTIALS).length;
      expect(evaluated).toBeGreaterThan(0);
      expect(evaluated).toBeLessThanOrEqual(5);
      expect(answers.filter((a) => a.json().status === 1000)).toHaveLength(0);
      for (const m of messages) expect([WRONG_CREDENTIALS, TOO_MANY_AT_ONCE, TOO_MANY_FAILURES]).toContain(m);
      const more = await guessUntilRefused((i) => passwordGrant('teacher01', `later-${i}`, `10.5.0.${i}`));
      expect(evaluated + more).toBe(5);
      expect((await passwordGrant('teacher01', DEMO_PASSWORD, '10.9.9.9')).json().msg).toBe(TOO_MANY_FAILURES);
    });

    it('should evaluate at most 20 guesses of 100 sent at once from one address', async () => {
      const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => passwordGrant(`nobody${i}`, 'wrong-password', '10.4.4.4')));
      const evaluated = answers.filter((a) => a.json().msg === WRONG_CREDENTIALS).length;
      expect(evaluated).toBeGreaterThan(0);
      expect(evaluated).toBeLessThanOrEqual(20);
      const more = await guessUntilRefused((i) => passwordGrant(`later${i}`, 'wrong-password', '10.4.4.4'));
      expect(evaluated + more).toBe(20);
      expect((await passwordGrant('student01', DEMO_PASSWORD, '10.4.4.4')).json().msg).toBe(TOO_MANY_FAILURES);
    });
  });
});
