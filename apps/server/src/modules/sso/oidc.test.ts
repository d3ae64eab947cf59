import { SsoMessages } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { OIDC_CLIENT, startOidcProvider, type TestOidcProvider } from '../../../test/oidc-server.ts';
import { listen, post, saveSettings, W } from '../../../test/sso.ts';

/** OpenID Connect sign-in against a real provider (oidc-provider); embedded only, the store parts are those of CAS. */
describe('OpenID Connect sign-in', () => {
  let api: TestApi;
  let idp: TestOidcProvider;
  let admin = '';
  let redirectUri = '';

  const configure = (accountClaim: string) =>
    saveSettings(api, admin, {
      modes: { password: true, cas: false, oidc: true, microService: false },
      oidcIssuer: idp.issuer,
      oidcClientId: OIDC_CLIENT.id,
      oidcClientSecret: OIDC_CLIENT.secret,
      oidcRedirectUri: redirectUri,
      oidcScopes: 'openid profile',
      oidcAccountClaim: accountClaim,
    });

  beforeAll(async () => {
    api = await startApi('embedded');
    redirectUri = await listen(api);
    idp = await startOidcProvider(redirectUri);
    admin = (await api.signIn('admin')).access_token;
    expect((await configure('preferred_username')).status).toBe(1000);
  }, 60_000);
  afterAll(async () => {
    await idp?.close();
    await api?.close();
  });

  const begin = async () => (await post(api, `${W}/nobody/oidc/authorize`, {})).result as { address: string; state: string };
  const finish = (callback: URLSearchParams, state = callback.get('state') ?? '') =>
    post(api, `${W}/auth/oidcLogin`, { code: callback.get('code'), state, iss: callback.get('iss') ?? undefined });

  it('should sign in with code, PKCE, state and nonce, mapping the claim to the account', async () => {
    const { address, state } = await begin();
    const url = new URL(address);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const callback = await idp.authorizeAs(address, 'student01');
    expect(callback.get('state')).toBe(state);
    const signedIn = await finish(callback);
    expect(signedIn.status).toBe(1000);
    expect(signedIn.result.account).toBe('student01');
    // The same state cannot be used twice.
    expect(await finish(callback)).toMatchObject({ status: 1004, msg: SsoMessages.oidcRefused });
  });

  it('should refuse a state it never issued', async () => {
    const { address } = await begin();
    const callback = await idp.authorizeAs(address, 'student01');
    expect(await finish(callback, 'forged-state')).toMatchObject({ status: 1004, msg: SsoMessages.oidcRefused });
  });

  it('should refuse an ID token carrying another nonce', async () => {
    const { address } = await begin();
    const tampered = new URL(address);
    tampered.searchParams.set('nonce', 'nonce-of-another-sign-in');
    const callback = await idp.authorizeAs(tampered.href, 'student01');
    expect(await finish(callback)).toMatchObject({ status: 1004, msg: SsoMessages.oidcRefused });
  });

  it('should refuse an unbound subject without a mapping, and keep signing a bound one in', async () => {
    expect((await configure('')).status).toBe(1000);
    const unbound = await finish(await idp.authorizeAs((await begin()).address, 'teacher01'));
    expect(unbound).toMatchObject({ status: 1004, msg: SsoMessages.noAccount });
    // student01's subject was bound at the first sign-in.
    const bound = await finish(await idp.authorizeAs((await begin()).address, 'student01'));
    expect(bound.result.account).toBe('student01');
  });
});
