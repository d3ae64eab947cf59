import {
  authInit,
  DEFAULT_TENANT_ID,
  type Envelope,
  getSessionExpiration as getSessionExpirationDef,
  getSessionValidTime as getSessionValidTimeDef,
  getUserInfo,
  loginOut,
  nobodyIndex,
  oauthToken,
  removeSessionValidTime as removeSessionValidTimeDef,
  updateSessionValidTime as updateSessionValidTimeDef,
} from '@onehall/contract';
import { withCrossTabLock } from '../lib/cross-tab.ts';
import { type TokenResult, useAuthStore } from '../stores/auth.ts';
import { useSessionStore } from '../stores/session.ts';
import { adoptSharedSignIn } from '../stores/shared-sign-in.ts';
import { call, isOk } from './client.ts';

/** Typed calls of the auth and session endpoints of SPEC §7 "Auth and session", with their store effects. */

/**
 * Stores a sign-in or refresh answer when its status is 1000 (SPEC §4): tokens
 * and user info, the response-signing key, and the SSO ticket. Returns whether
 * it did; callers show `env.msg` otherwise (SPEC §8 "Login failures").
 */
export function completeLogin(env: Envelope<TokenResult>): boolean {
  if (!isOk(env)) return false;
  const result = env.result;
  useAuthStore.getState().setLogin(result);
  const session = useSessionStore.getState();
  session.setSignKey(result.sign_id, result.sign_key);
  // A refresh carries no ticket: the SSO session started at sign-in goes on.
  if (result.ticket) session.setCasTicket({ tgt: result.ticket.tgt, expireTime: result.ticket.expireTime });
  session.setSessionExpired(false);
  return true;
}

/**
 * Password sign-in. The password travels in the body, never in the URL. A
 * sign-in held for a forced password change is not stored: every tab would
 * take it up (the login page completes it once the password is changed).
 */
export async function signIn(username: string, password: string, tenantId: string = DEFAULT_TENANT_ID) {
  const env = await call(oauthToken, {
    query: { tenantId, grant_type: 'password', scope: 'all' },
    body: { username, password },
    headers: { 'Tenant-Id': tenantId },
  });
  if (!env.result?.must_change_password) completeLogin(env);
  return env;
}

const REFRESH_LOCK = 'onehall-token-refresh';

/**
 * The timer's refresh (SPEC §9) with the tokens shared by every tab. A refresh
 * token works once and presenting it again revokes the whole sign-in
 * (docs/design/auth.md), so one tab at a time refreshes, and only after
 * re-reading the tokens, which another tab may have renewed meanwhile.
 */
export async function refreshSharedTokens(isDue: (tokenIssuedAt: number) => boolean): Promise<void> {
  await withCrossTabLock(REFRESH_LOCK, async () => {
    await adoptSharedSignIn();
    const { refreshToken, tokenIssuedAt } = useAuthStore.getState();
    if (refreshToken && isDue(tokenIssuedAt)) await refreshTokens();
  });
}

/** Token refresh (SPEC §7); the refresh token goes in the body to keep it out of logs of URLs. */
export async function refreshTokens() {
  const { refreshToken, tenantId } = useAuthStore.getState();
  const env = await call(oauthToken, {
    query: { tenantId, grant_type: 'refresh_token', scope: 'all' },
    body: { refresh_token: refreshToken },
    headers: { 'Tenant-Id': tenantId },
  });
  completeLogin(env);
  return env;
}

/** The signed-in user with roles and configuration menu; stored on success. */
export async function fetchUserInfo() {
  const env = await call(getUserInfo);
  if (isOk(env)) useAuthStore.getState().setUserInfo(env.result);
  return env;
}

/** Revokes the access token and ends the SSO session on the server, then clears everything local whatever the answer. */
export async function signOut() {
  const casTicket = useSessionStore.getState().casTicket?.tgt;
  const env = await call(loginOut, {
    query: casTicket ? { casTicket } : {},
    headers: { 'access-token': useAuthStore.getState().accessToken },
  });
  useAuthStore.getState().fullLogout();
  useSessionStore.getState().clearLogin();
  return env;
}

/**
 * Start-up data for every visitor: caches the robot config for the session and
 * keeps the visitor signing key the server hands out when we have none yet.
 */
export async function loadIndex() {
  const env = await call(nobodyIndex);
  if (isOk(env)) {
    const session = useSessionStore.getState();
    session.setRobotConfig(env.result.questionBasciConfig);
    if (env.result.sign_key && env.result.sign_id && !session.signKey) {
      session.setSignKey(env.result.sign_id, env.result.sign_key);
    }
  }
  return env;
}

export function getSessionValidTime(casTicket: string) {
  return call(getSessionValidTimeDef, { body: { casTicket } });
}

export function updateSessionValidTime(casTicket: string) {
  return call(updateSessionValidTimeDef, { body: { casTicket } });
}

export function removeSessionValidTime(casTicket: string) {
  return call(removeSessionValidTimeDef, { body: { casTicket } });
}

export function getSessionExpiration() {
  return call(getSessionExpirationDef);
}

/** Login configuration (SPEC §7: status 1000 stores it). */
export async function loginInit() {
  const env = await call(authInit);
  if (isOk(env)) useSessionStore.getState().setLoginConfig(env.result);
  return env;
}
