import { SsoMessages } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { startCasServer, type TestCasServer } from '../../../test/cas-server.ts';
import { testModes } from '../../../test/platforms.ts';
import { listen, MICRO_SECRET, microCode, post, saveSettings, W } from '../../../test/sso.ts';
import { userId } from '../../seed/identity.ts';

/** What depends on the store and the database: single use, single logout, revocation, bindings. */
describe.each(testModes())('single sign-on (%s)', (mode) => {
  let api: TestApi;
  let cas: TestCasServer;
  let service = '';
  let admin = '';

  beforeAll(async () => {
    api = await startApi(mode);
    service = await listen(api);
    cas = await startCasServer({
      'zhang.sy': { password: 'cas-pass', attributes: { account: 'student01', displayName: '张思远' } },
      'li.wb': { password: 'cas-pass', attributes: { account: 'teacher01' } },
    });
    admin = (await api.signIn('admin')).access_token;
    const saved = await saveSettings(api, admin, {
      modes: { password: true, cas: true, oidc: false, microService: true },
      casServerUrl: cas.url,
      casServiceUrl: service,
      casAccountAttribute: 'account',
      microServiceSecret: MICRO_SECRET,
    });
    expect(saved.status).toBe(1000);
  }, 60_000);
  afterAll(async () => {
    await cas?.close();
    await api?.close();
  });

  const casLogin = (ticket: string) => post(api, `${W}/auth/casLogin`, { ticket });
  const userInfo = (token: string) => api.call({ method: 'GET', url: '/api/blade-user/user/getUserInfo', token });
  const remaining = async (tgt: string) =>
    (await post(api, `${W}/nobody/cas/getSessionValidTime`, { casTicket: tgt })).result.remainingTime;

  it('should sign in by a CAS ticket once, and end the sign-in on CAS single logout', async () => {
    const { ticket, cookie } = await cas.signIn('zhang.sy', 'cas-pass', service);
    const first = await casLogin(ticket);
    expect(first.status).toBe(1000);
    expect(first.result).toMatchObject({ account: 'student01', user_id: userId('student01') });
    expect((await userInfo(first.result.access_token)).statusCode).toBe(200);
    expect(await remaining(first.result.ticket.tgt)).toBeGreaterThan(0);

    const replay = await casLogin(ticket);
    expect(replay).toMatchObject({ status: 1004, msg: SsoMessages.ticketRefused });

    await cas.logout(cookie);
    expect(cas.logoutsSent).toContainEqual({ service, status: 200 });
    expect((await userInfo(first.result.access_token)).statusCode).toBe(401);
    expect(await remaining(first.result.ticket.tgt)).toBe(0);
    const refresh = await api.call({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      payload: { grant_type: 'refresh_token', refresh_token: first.result.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('should exchange a micro-service code exactly once, even when presented concurrently', async () => {
    const code = microCode(api, 'staff01');
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(api, `${W}/nobody/weixin/combLoginToMicroService`, code)));
    expect(answers.filter((a) => a.status === 1000)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 1004).every((a) => a.msg === SsoMessages.codeRefused)).toBe(true);
    expect(answers.find((a) => a.status === 1000)?.result.account).toBe('staff01');
    expect((await post(api, `${W}/auth/auth/modelLogin`, code)).msg).toBe(SsoMessages.codeRefused);
  });

  it('should refuse a handed-over token pair once its sign-in was ended', async () => {
    const signedIn = await api.signIn('staff01');
    await api.call({ method: 'GET', url: `${W}/auth/loginOut`, headers: { 'access-token': signedIn.access_token } });
    const handed = await post(api, `${W}/auth/tokenLogin`, null, {
      headers: { 'access-token': signedIn.access_token, 'refresh-token': signedIn.refresh_token },
    });
    expect(handed.http).toBe(401);
  });

  it('should remove only my own bindings, and never the last way into an account without a password', async () => {
    // teacher01 signs in only through CAS and the work app: no password.
    await api.platform.db.updateTable('users').set({ password_hash: '' }).where('id', '=', userId('teacher01')).execute();
    const viaCas = await casLogin((await cas.signIn('li.wb', 'cas-pass', service)).ticket);
    const viaWork = await post(api, `${W}/nobody/weixin/combLoginToMicroService`, microCode(api, 'teacher01'));
    expect([viaCas.status, viaWork.status]).toEqual([1000, 1000]);
    const teacher = viaWork.result.access_token as string;

    const list = async (token: string) => (await post(api, '/api/blade-platform/accountSecurity/bindList', {}, { token })).result;
    const mine = await list(teacher);
    expect(mine.hasPassword).toBe(false);
    expect(mine.bindings.map((b: { kind: string; externalId: string }) => `${b.kind}:${b.externalId}`).sort()).toEqual([
      'cas:li.wb',
      'wecom:teacher01',
    ]);

    const remove = (id: string, token: string) => post(api, '/api/blade-platform/accountSecurity/removeBind', { id }, { token });
    const other = (await api.signIn('student01')).access_token;
    expect((await remove(mine.bindings[0].id, other)).http).toBe(404);
    expect((await list(teacher)).bindings).toHaveLength(2);

    // Both at once: one goes, the other is the last way in.
    const both = await Promise.all(mine.bindings.map((b: { id: string }) => remove(b.id, teacher)));
    expect(both.map((a) => a.status).sort()).toEqual([1000, 1004]);
    expect(both.find((a) => a.status === 1004)?.msg).toBe(SsoMessages.lastWayIn);
    expect((await list(teacher)).bindings).toHaveLength(1);

    // With a password, the last binding may go.
    const student = await list(other);
    expect(student).toMatchObject({ hasPassword: true, bindings: [{ kind: 'cas', externalId: 'zhang.sy' }] });
    expect((await remove(student.bindings[0].id, other)).status).toBe(1000);
  });
});
