import { createHash } from 'node:crypto';
import { type BodyOf, type oidcAuthorize, type oidcLogin, type ResultOf, SsoMessages } from '@onehall/contract';
import type * as OpenIdClient from 'openid-client';
import type { Platform } from '../../platform/context.ts';
import { business } from '../../platform/http/app-error.ts';
import * as auth from '../auth/service.ts';
import { accountOf } from './bindings.ts';
import { type LoginConfig, loginConfig } from './settings.ts';

/**
 * OpenID Connect sign-in, authorisation-code flow with PKCE (openid-client).
 * The server keeps each sign-in's state, nonce and code verifier for 10
 * minutes under its state; the state works once. The ID token's subject is
 * bound to an account, or mapped through the configured claim.
 */

const PENDING_MS = 10 * 60 * 1000;

interface Pending {
  tenantId: string;
  nonce: string;
  verifier: string;
}

const pendingKey = (state: string) => `sso:oidc:state:${state}`;
const claimKey = (state: string) => `sso:oidc:used:${state}`;

/** Discovered provider configurations on this node, by everything that shapes them (a saved change makes a new key). */
const discovered = new Map<string, Promise<OpenIdClient.Configuration>>();

/** Loaded with the first OpenID Connect sign-in: most schools sign in otherwise, and it is ~8 MB of every node. */
const openIdClient = () => import('openid-client');

/** Plain http only for a provider on this machine (development and tests); anything else must be https. */
function isLoopback(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
}

async function oidcConfig(
  platform: Platform,
  tenantId: string,
): Promise<{ config: LoginConfig; provider: OpenIdClient.Configuration; client: typeof OpenIdClient }> {
  const client = await openIdClient();
  const config = await loginConfig(platform, tenantId);
  if (!config.modes.oidc || !config.oidcIssuer) throw business(SsoMessages.oidcOff);
  const secretHash = createHash('sha256').update(config.oidcClientSecret).digest('hex');
  const key = [tenantId, config.oidcIssuer, config.oidcClientId, secretHash].join('|');
  let provider = discovered.get(key);
  if (!provider) {
    const issuer = new URL(config.oidcIssuer);
    const insecure = issuer.protocol === 'http:' && isLoopback(issuer);
    provider = client.discovery(issuer, config.oidcClientId, config.oidcClientSecret, undefined, {
      timeout: 5,
      ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
    });
    discovered.set(key, provider);
  }
  try {
    return { config, provider: await provider, client };
  } catch {
    discovered.delete(key);
    throw business(SsoMessages.casUnreachable);
  }
}

const scopesOf = (config: LoginConfig) => [...new Set(['openid', ...config.oidcScopes.split(/\s+/).filter(Boolean)])].join(' ');

export async function authorize(platform: Platform, tenantId: string): Promise<ResultOf<typeof oidcAuthorize>> {
  const { config, provider, client } = await oidcConfig(platform, tenantId);
  const state = client.randomState();
  const pending: Pending = { tenantId, nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier() };
  await platform.store.set(pendingKey(state), pending, PENDING_MS);
  const url = client.buildAuthorizationUrl(provider, {
    redirect_uri: config.oidcRedirectUri,
    scope: scopesOf(config),
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    state,
    nonce: pending.nonce,
  });
  return { address: url.href, state };
}

export async function signIn(platform: Platform, tenantId: string, body: BodyOf<typeof oidcLogin>) {
  const { config, provider, client } = await oidcConfig(platform, tenantId);
  // The state is claimed before anything else: of two presenters of one state exactly one goes on.
  if ((await platform.store.incr(claimKey(body.state), PENDING_MS)) !== 1) throw business(SsoMessages.oidcRefused);
  const pending = await platform.store.get<Pending>(pendingKey(body.state));
  await platform.store.del(pendingKey(body.state));
  if (!pending || pending.tenantId !== tenantId) throw business(SsoMessages.oidcRefused);

  const callback = new URL(config.oidcRedirectUri);
  callback.searchParams.set('code', body.code);
  callback.searchParams.set('state', body.state);
  if (body.iss) callback.searchParams.set('iss', body.iss);
  let claims: Record<string, unknown> | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(provider, callback, {
      pkceCodeVerifier: pending.verifier,
      expectedState: body.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    claims = idToken;
    // Providers keep profile claims out of the ID token when an access token can fetch them (OIDC Core §5.4).
    if (idToken && config.oidcAccountClaim && !(config.oidcAccountClaim in idToken)) {
      claims = { ...(await client.fetchUserInfo(provider, tokens.access_token, idToken.sub)), ...idToken };
    }
  } catch {
    throw business(SsoMessages.oidcRefused);
  }
  const subject = claims?.sub;
  if (typeof subject !== 'string' || !subject) throw business(SsoMessages.oidcRefused);
  const mapped = config.oidcAccountClaim ? claims?.[config.oidcAccountClaim] : undefined;
  const userId = await accountOf(platform, tenantId, 'oidc', subject, typeof mapped === 'string' ? mapped : undefined);
  if (!userId) throw business(SsoMessages.noAccount);
  return auth.signInAs(platform, userId, tenantId);
}
