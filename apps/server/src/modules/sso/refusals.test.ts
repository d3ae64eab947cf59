import { SsoMessages } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { CAS_TICKET_LIFETIME_MS, startCasServer, type TestCasServer } from '../../../test/cas-server.ts';
import { listen, MICRO_SECRET, microCode, passwordOnly, post, saveSettings, W } from '../../../test/sso.ts';
import { readServiceResponse } from './cas-xml.ts';

/** The refusals that do not depend on the mode (embedded only; sso.test.ts covers what does). */
describe('single sign-on refusals', () => {
  let api: TestApi;
  let cas: TestCasServer;
  let service = '';
  let admin = '';

  beforeAll(async () => {
    api = await startApi('embedded');
    service = await listen(api);
    cas = await startCasServer({
      'zhang.sy': { password: 'cas-pass', attributes: { account: 'student01' } },
      stranger: { password: 'cas-pass', attributes: { account: 'no-such-account' } },
    });
    admin = (await api.signIn('admin')).access_token;
  }, 60_000);
  afterAll(async () => {
    await cas?.close();
    await api?.close();
  });

  const casOn = () =>
    saveSettings(api, admin, {
      modes: { password: true, cas: true, oidc: false, microService: true },
      casServerUrl: `${cas.url}/`,
      casServiceUrl: service,
      casAccountAttribute: 'account',
      microServiceSecret: MICRO_SECRET,
    });
  const casLogin = (ticket: string) => post(api, `${W}/auth/casLogin`, { ticket });

  describe('login configuration', () => {
    it('should answer password sign-in only while nothing is configured', async () => {
      expect((await post(api, `${W}/auth/auth/init`, null)).result).toEqual({
        eduSystemManageIdentityAuth: { status: 1, isSelfCas: 0 },
        modes: { password: true, cas: false, oidc: false, microService: false },
      });
      expect(await post(api, `${W}/auth/getAddress`, {})).toMatchObject({ status: 1004, msg: SsoMessages.casOff });
    });

    it('should refuse reading and saving to a user without the 登录配置 menu', async () => {
      const student = (await api.signIn('student01')).access_token;
      expect((await post(api, `${W}/eduSystemManageIdentityAuth/detail`, {}, { token: student })).http).toBe(403);
      expect(
        (await saveSettings(api, student, { modes: { ...passwordOnly.modes, microService: true }, microServiceSecret: 'x' })).http,
      ).toBe(403);
      expect((await post(api, `${W}/eduSystemManageIdentityAuth/detail`, {})).http).toBe(401);
    });

    it('should refuse a configuration without a mode or with a mode lacking its addresses, changing nothing', async () => {
      const none = await saveSettings(api, admin, { modes: { password: false, cas: false, oidc: false, microService: false } });
      expect(none).toMatchObject({ status: 1004, msg: SsoMessages.noMode });
      const noCas = await saveSettings(api, admin, { modes: { ...passwordOnly.modes, cas: true } });
      expect(noCas).toMatchObject({ status: 1004, msg: SsoMessages.casIncomplete });
      const noOidcSecret = await saveSettings(api, admin, {
        modes: { ...passwordOnly.modes, oidc: true },
        oidcIssuer: 'https://idp.example.edu',
        oidcClientId: 'onehall',
        oidcRedirectUri: service,
      });
      expect(noOidcSecret).toMatchObject({ status: 1004, msg: SsoMessages.oidcIncomplete });
      expect((await post(api, `${W}/auth/auth/init`, null)).result.modes.cas).toBe(false);
    });

    it('should keep secrets write-only and turn CAS on for loginInit', async () => {
      const saved = await casOn();
      expect(saved.status).toBe(1000);
      expect(saved.result).toMatchObject({ casServerUrl: cas.url, microServiceSecretSet: true, oidcClientSecretSet: false });
      const read = await post(api, `${W}/eduSystemManageIdentityAuth/detail`, {}, { token: admin });
      expect(JSON.stringify(read.result)).not.toContain(MICRO_SECRET);
      // Saving again without the secret keeps it.
      const { modes, casServerUrl, casServiceUrl, casAccountAttribute } = read.result;
      expect(
        (await saveSettings(api, admin, { modes, casServerUrl, casServiceUrl, casAccountAttribute })).result.microServiceSecretSet,
      ).toBe(true);
      expect((await post(api, `${W}/auth/auth/init`, null)).result.eduSystemManageIdentityAuth).toEqual({ status: 1, isSelfCas: 1 });
      expect((await post(api, `${W}/auth/getAddress`, {})).result).toEqual({
        address: `${cas.url}/login?service=${encodeURIComponent(service)}`,
        logoutAddress: `${cas.url}/logout?service=${encodeURIComponent(service)}`,
      });
    });
  });

  describe('password sign-in switched off', () => {
    afterAll(() => casOn());

    it('should refuse password sign-in, except to the administrators of the login configuration', async () => {
      const off = await saveSettings(api, admin, {
        modes: { password: false, cas: true, oidc: false, microService: false },
        casServerUrl: cas.url,
        casServiceUrl: service,
      });
      expect(off.status).toBe(1000);
      await expect(api.signIn('student01')).rejects.toThrow(SsoMessages.passwordOff);
      expect((await api.signIn('admin')).access_token).toBeTruthy();
    });
  });

  describe('CAS', () => {
    beforeAll(() => casOn());

    it('should refuse a ticket issued for another service', async () => {
      const { ticket } = await cas.signIn('zhang.sy', 'cas-pass', 'https://other.example.edu/login');
      expect(await casLogin(ticket)).toMatchObject({ status: 1004, msg: SsoMessages.ticketRefused });
    });

    it('should refuse a ticket older than the CAS ticket lifetime', async () => {
      const { ticket } = await cas.signIn('zhang.sy', 'cas-pass', service);
      cas.advance(CAS_TICKET_LIFETIME_MS + 1000);
      expect(await casLogin(ticket)).toMatchObject({ status: 1004, msg: SsoMessages.ticketRefused });
    });

    it('should refuse proxy tickets and what is no service ticket', async () => {
      expect(await casLogin(cas.proxyTicket('zhang.sy', service))).toMatchObject({ status: 1004, msg: SsoMessages.proxyTicket });
      expect(await casLogin('TGT-1-abc')).toMatchObject({ status: 1004, msg: SsoMessages.ticketRefused });
      expect(await casLogin('ST-never-issued')).toMatchObject({ status: 1004, msg: SsoMessages.ticketRefused });
    });

    it('should refuse a CAS user without an account', async () => {
      const { ticket } = await cas.signIn('stranger', 'cas-pass', service);
      expect(await casLogin(ticket)).toMatchObject({ status: 1004, msg: SsoMessages.noAccount });
    });

    it('should ignore a single-logout post naming no known ticket', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          logoutRequest: '<samlp:LogoutRequest><samlp:SessionIndex>ST-x</samlp:SessionIndex></samlp:LogoutRequest>',
        }).toString(),
      });
      expect(response.statusCode).toBe(200);
    });

    it('should read CAS answers without expanding entities', () => {
      expect(readServiceResponse('<!DOCTYPE x [<!ENTITY e "boom">]><cas:serviceResponse>&e;</cas:serviceResponse>')).toMatchObject({
        ok: false,
      });
      const ok = readServiceResponse(
        '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>a&amp;b</cas:user>' +
          '<cas:attributes><cas:g>1</cas:g><cas:g><![CDATA[<2>]]></cas:g></cas:attributes></cas:authenticationSuccess></cas:serviceResponse>',
      );
      expect(ok).toEqual({ ok: true, user: 'a&b', attributes: { g: ['1', '<2>'] } });
    });
  });

  describe('micro-service codes', () => {
    const exchange = (body: object) => post(api, `${W}/nobody/weixin/combLoginToMicroService`, body);

    it('should sign in through either path with a fresh code', async () => {
      expect((await exchange(microCode(api, 'student01'))).result.account).toBe('student01');
      expect((await post(api, `${W}/auth/auth/modelLogin`, microCode(api, 'student01'))).result.account).toBe('student01');
    });

    it('should refuse an expired code, a wrong signature and an unknown user', async () => {
      expect(await exchange(microCode(api, 'student01', { ageMs: 6 * 60 * 1000 }))).toMatchObject({
        status: 1004,
        msg: SsoMessages.codeExpired,
      });
      expect(await exchange(microCode(api, 'student01', { secret: 'guessed' }))).toMatchObject({
        status: 1004,
        msg: SsoMessages.codeRefused,
      });
      const forged = { ...microCode(api, 'student01'), userId: 'admin' };
      expect(await exchange(forged)).toMatchObject({ status: 1004, msg: SsoMessages.codeRefused });
      expect(await exchange(microCode(api, 'nobody-here'))).toMatchObject({ status: 1004, msg: SsoMessages.noAccount });
    });
  });

  describe('token hand-over', () => {
    const handOver = (pair: { access_token: string; refresh_token: string }, headers: Record<string, string> = {}) =>
      post(api, `${W}/auth/tokenLogin`, null, {
        headers: { 'access-token': pair.access_token, 'refresh-token': pair.refresh_token, ...headers },
      });

    it('should start a new session from a valid pair', async () => {
      const handed = await handOver(await api.signIn('student01'));
      expect(handed.status).toBe(1000);
      expect(handed.result.ticket.tgt).toMatch(/^[0-9a-f]{32}$/);
    });

    it('should refuse a pair addressed to another tenant', async () => {
      expect((await handOver(await api.signIn('student01'), { 'tenant-id': '000001' })).http).toBe(401);
    });

    it('should refuse a pair whose access token has expired', async () => {
      const pair = await api.signIn('student01');
      api.clock.advance(2 * 3600 * 1000);
      expect((await handOver(pair)).http).toBe(401);
    });
  });
});
