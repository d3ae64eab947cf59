import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type BodyOf,
  type getPasswordConfig,
  type getPasswordReg,
  type getSessionExpiration,
  LOGIN_CONFIG_MENU,
  type nobodyIndex,
  type oauthToken,
  PasswordMessages,
  type PasswordPolicy,
  type ResultOf,
  SsoMessages,
  Status,
  type updatePassword,
} from '@onehall/contract';
import { hashPassword, needsRehash, verifyPassword } from '../../platform/auth/passwords.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import {
  readAccessToken,
  revokeAccessToken,
  revokeAccessTokenFamily,
  signAccessToken,
  verifyAccessToken,
} from '../../platform/auth/tokens.ts';
import type { Awaitable } from '../../platform/cache/memo.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError, badRequest, business, unauthorized } from '../../platform/http/app-error.ts';
import { newVisitorSignId, signKeyFor } from '../../platform/signing/response-signing.ts';
import * as robot from '../robot/config.ts';
import * as loginSettings from '../sso/settings.ts';
import * as users from '../users/service.ts';
import { DEFAULT_PASSWORD_POLICY, passwordProblem, ruleOf } from './password-rule.ts';
import * as repo from './repo.ts';

type TokenResult = ResultOf<typeof oauthToken>;

export const WRONG_CREDENTIALS = '账号或密码错误';
export const TOO_MANY_FAILURES = '登录失败次数过多，请15分钟后再试';
export const TOO_MANY_AT_ONCE = '登录请求过于频繁，请稍后再试';
export const SESSION_INVALID = '登录状态已失效，请重新登录';
export const OUT_LOG_TIP = '您长时间未操作，登录已失效，请重新登录';

const REFRESH_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * Sign-in attempts are counted per account and per client address over a
 * 15-minute window (docs/design/auth.md). The address limits are higher
 * because a campus network puts many people behind one address. Each attempt
 * is reserved atomically in the shared store before its password is hashed,
 * so a burst cannot have more guesses evaluated than the limit allows.
 */
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const ACCOUNT_LIMITS = { slowAfter: 2, refuseAfter: 5 };
const ADDRESS_LIMITS = { slowAfter: 10, refuseAfter: 20 };
/** Attempts one node evaluates at once, per account and per address: a burst queues no hashing work. */
const IN_FLIGHT_LIMITS = { account: 2, address: 16 };

const accountFailuresKey = (tenantId: string, account: string) => `auth:fail:account:${tenantId}:${account.toLowerCase()}`;
const addressFailuresKey = (ip: string) => `auth:fail:ip:${ip}`;

const sha256hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const nowIso = (platform: Platform) => platform.clock.now().toISOString();

interface TokenUser {
  id: string;
  tenantId: string;
  account: string;
  nickName: string;
  roles: users.Role[];
}

/** A new opaque refresh token (48 random bytes); only its hash is stored. */
function newRefreshToken(platform: Platform, userId: string, tenantId: string, family: string) {
  const token = randomBytes(48).toString('base64url');
  const now = platform.clock.now();
  const row = {
    id: platform.newId(),
    family_id: family,
    user_id: userId,
    tenant_id: tenantId,
    token_hash: sha256hex(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
    used_at: null,
    revoked_at: null,
  };
  return { token, row };
}

async function tokenResult(
  platform: Platform,
  user: TokenUser,
  family: string,
  refreshToken: string,
  withSsoSession: boolean,
): Promise<TokenResult> {
  const access = await signAccessToken(platform, {
    userId: user.id,
    tenantId: user.tenantId,
    account: user.account,
    nickName: user.nickName,
    family,
  });
  const first = user.roles[0];
  const result: TokenResult = {
    access_token: access.token,
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    tenant_id: user.tenantId,
    user_id: user.id,
    account: user.account,
    nick_name: user.nickName,
    roles: user.roles,
    role_id: first?.id ?? '',
    role_type: first?.roleType ?? '',
    // One signing key per sign-in (docs/design/signing.md): rotation keeps it, a new sign-in replaces it.
    sign_id: family,
    sign_key: signKeyFor(platform.config.SIGNING_SECRET, family),
  };
  if (withSsoSession) {
    const session = await platform.sso.create(user.id, user.tenantId, platform.config.SSO_LIFETIME_SEC);
    result.ticket = { tgt: session.tgt, expireTime: session.expireTime };
  }
  return result;
}

export interface PasswordSignIn {
  tenantId: string;
  account: string;
  password: string;
  ip: string;
  /** Whether the caller has gone (its connection closed); a queued check of a gone caller is not worked out. */
  gone?: () => boolean;
}

/** Sign-ins being evaluated on this node, by counter key. */
const inFlight = new Map<string, number>();

/** Runs `work` unless `key` already has `limit` attempts running here. */
async function oneOfAtMost<T>(key: string, limit: number, work: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key) ?? 0;
  if (running >= limit) throw new AppError(Status.TOO_MANY_REQUESTS, TOO_MANY_AT_ONCE);
  inFlight.set(key, running + 1);
  try {
    return await work();
  } finally {
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left === 0) inFlight.delete(key);
    else inFlight.set(key, left);
  }
}

/**
 * Takes one attempt from both counters before any password is hashed. The
 * counts include the attempt itself, and a refused attempt still counts, so
 * the window is not extended but a hammering caller gains nothing.
 */
async function reserveAttempt(platform: Platform, accountKey: string, addressKey: string, refusal: string): Promise<void> {
  const [accountAttempts, addressAttempts] = await Promise.all([
    platform.store.incr(accountKey, FAILURE_WINDOW_MS),
    platform.store.incr(addressKey, FAILURE_WINDOW_MS),
  ]);
  if (accountAttempts > ACCOUNT_LIMITS.refuseAfter || addressAttempts > ADDRESS_LIMITS.refuseAfter) {
    throw new AppError(Status.TOO_MANY_REQUESTS, refusal);
  }
  if (accountAttempts > ACCOUNT_LIMITS.slowAfter || addressAttempts > ADDRESS_LIMITS.slowAfter) {
    await sleep(platform.config.LOGIN_SLOWDOWN_MS);
  }
}

/** A right password gives the reservation back: the account starts afresh, the address regains its attempt. */
async function releaseAttempt(platform: Platform, accountKey: string, addressKey: string): Promise<void> {
  await Promise.all([platform.store.del(accountKey), platform.store.incr(addressKey, FAILURE_WINDOW_MS, -1)]);
}

/** grant_type=password, with the attempt limits of docs/design/auth.md. */
export async function signInWithPassword(platform: Platform, input: PasswordSignIn): Promise<TokenResult> {
  if (!input.account || !input.password) throw badRequest('请输入账号和密码');
  const accountKey = accountFailuresKey(input.tenantId, input.account);
  const addressKey = addressFailuresKey(input.ip);
  const candidate = await oneOfAtMost(addressKey, IN_FLIGHT_LIMITS.address, () =>
    oneOfAtMost(accountKey, IN_FLIGHT_LIMITS.account, async () => {
      await reserveAttempt(platform, accountKey, addressKey, TOO_MANY_FAILURES);
      const found = await users.findSignInUser(platform, input.tenantId, input.account);
      if (!(await verifyPassword(found?.passwordHash, input.password, input.gone)) || !found) throw badRequest(WRONG_CREDENTIALS);
      await releaseAttempt(platform, accountKey, addressKey);
      if (needsRehash(found.passwordHash))
        await repo.replaceHash(platform.db, found.id, found.passwordHash, await hashPassword(input.password));
      return found;
    }),
  );
  // Said only to someone who knows the password, so it reveals nothing to a guesser.
  const user = candidate.active ? await users.findActiveUser(platform, candidate.id) : undefined;
  if (!user) throw badRequest('账号已停用，请联系管理员');
  if (!(await passwordSignInOpen(platform, user.id, user.tenantId))) throw badRequest(SsoMessages.passwordOff);

  const family = platform.newId();
  const refresh = newRefreshToken(platform, user.id, user.tenantId, family);
  await repo.insertRefreshToken(platform.db, refresh.row);
  const result = await tokenResult(platform, user, family, refresh.token, true);
  if (await mustChangePassword(platform, user.id)) result.must_change_password = true;
  return result;
}

/**
 * Tokens and a new SSO session for a user another way of signing in (CAS,
 * OpenID Connect, the work app) has vouched for. The result's `sign_id` names
 * the sign-in, which `endSignIn` ends.
 */
export async function signInAs(platform: Platform, userId: string, tenantId: string): Promise<TokenResult> {
  const user = await users.findActiveUser(platform, userId);
  if (!user || user.tenantId !== tenantId) throw badRequest('账号已停用，请联系管理员');
  const family = platform.newId();
  const refresh = newRefreshToken(platform, user.id, user.tenantId, family);
  await repo.insertRefreshToken(platform.db, refresh.row);
  return tokenResult(platform, user, family, refresh.token, true);
}

/** Whether password sign-in is on for the tenant, or the user administers the login configuration (docs/design/sso.md). */
async function passwordSignInOpen(platform: Platform, userId: string, tenantId: string): Promise<boolean> {
  if ((await loginSettings.loginConfig(platform, tenantId)).modes.password) return true;
  return users.holdsConfigMenu(platform, { userId }, LOGIN_CONFIG_MENU);
}

// ── Password change ─────────────────────────────────────────────────────

const pendingChangeKey = (userId: string) => `auth:must-change-password:${userId}`;

/**
 * Whether the user must change the password before anything else (accounts
 * created by an import). The guard asks on every signed-in call, so each node
 * remembers the answer until the password changes.
 */
export function mustChangePassword(platform: Platform, userId: string): Awaitable<boolean> {
  return platform.memo.read(pendingChangeKey(userId), () => repo.mustChangePassword(platform.db, userId));
}

const policyKey = (tenantId: string) => `auth:password-policy:${tenantId}`;
const POLICY_CACHE_MS = 10 * 60 * 1000;

/** The tenant's password policy; every change and import asks, so it is cached until saved again. */
export async function passwordPolicy(platform: Platform, tenantId: string): Promise<PasswordPolicy> {
  const cached = await platform.cache.get<PasswordPolicy>(policyKey(tenantId));
  if (cached) return cached;
  const row = await repo.passwordPolicyOf(platform.db, tenantId);
  const policy = row
    ? { minLength: row.min_length, requireMixedCase: row.require_mixed_case === 1, requireSymbol: row.require_symbol === 1 }
    : DEFAULT_PASSWORD_POLICY;
  await platform.cache.set(policyKey(tenantId), policy, POLICY_CACHE_MS);
  return policy;
}

export async function passwordRule(platform: Platform, tenantId: string): Promise<ResultOf<typeof getPasswordReg>> {
  const rule = ruleOf(await passwordPolicy(platform, tenantId));
  return { passwordReg: rule.pattern.source, passwordRegMsg: rule.message };
}

export async function passwordConfig(platform: Platform, tenantId: string): Promise<ResultOf<typeof getPasswordConfig>> {
  return { ...(await passwordPolicy(platform, tenantId)), ...(await passwordRule(platform, tenantId)) };
}

export async function savePasswordConfig(
  platform: Platform,
  principal: Principal,
  policy: PasswordPolicy,
): Promise<ResultOf<typeof getPasswordConfig>> {
  await repo.savePasswordPolicy(platform.db, {
    tenant_id: principal.tenantId,
    min_length: policy.minLength,
    require_mixed_case: policy.requireMixedCase ? 1 : 0,
    require_symbol: policy.requireSymbol ? 1 : 0,
    updated_at: nowIso(platform),
  });
  await platform.cache.del(policyKey(principal.tenantId));
  return passwordConfig(platform, principal.tenantId);
}

/**
 * Changes the caller's own password; the old one must be right. A wrong old
 * password counts as a failed sign-in of the account (the same reserved
 * attempts), so a stolen session cannot guess its way to the password. On
 * success a pending forced change clears and every other sign-in of the user
 * ends: whoever else held a session must sign in with the new password.
 */
export async function changePassword(
  platform: Platform,
  principal: Principal,
  input: BodyOf<typeof updatePassword>,
  ip: string,
): Promise<null> {
  if (!input.oldPassword) throw business(PasswordMessages.oldRequired);
  if (!input.newPassword) throw business(PasswordMessages.newRequired);
  if (!input.newPassword1) throw business(PasswordMessages.confirmRequired);
  if (input.newPassword !== input.newPassword1) throw business(PasswordMessages.mismatch);
  const problem = passwordProblem(await passwordPolicy(platform, principal.tenantId), input.newPassword);
  if (problem) throw business(problem);
  if (input.newPassword === input.oldPassword) throw business(PasswordMessages.sameAsOld);

  const accountKey = accountFailuresKey(principal.tenantId, principal.account);
  const addressKey = addressFailuresKey(ip);
  await oneOfAtMost(accountKey, IN_FLIGHT_LIMITS.account, async () => {
    await reserveAttempt(platform, accountKey, addressKey, PasswordMessages.tooManyWrongOld);
    const hash = await repo.passwordHashOf(platform.db, principal.userId, principal.tenantId);
    if (!(await verifyPassword(hash, input.oldPassword)) || !hash) throw business(PasswordMessages.wrongOld);
    await releaseAttempt(platform, accountKey, addressKey);
  });
  await repo.setPassword(platform.db, principal.userId, principal.tenantId, await hashPassword(input.newPassword));
  await platform.memo.forget([pendingChangeKey(principal.userId)]);
  for (const family of await repo.liveFamiliesOfUser(platform.db, principal.userId, principal.family)) await revokeFamily(platform, family);
  return null;
}

/** Ends a sign-in everywhere: its refresh tokens in the database, its access tokens in the shared cache. */
export async function endSignIn(platform: Platform, family: string): Promise<void> {
  await revokeFamily(platform, family);
}

async function revokeFamily(platform: Platform, family: string): Promise<void> {
  await repo.revokeRefreshTokenFamily(platform.db, family, nowIso(platform));
  await revokeAccessTokenFamily(platform, family);
}

type Rotation =
  | { kind: 'invalid' }
  | { kind: 'reused'; family: string }
  | { kind: 'rotated'; userId: string; family: string; token: string };

/**
 * Exchanges a refresh token for its successor in one transaction. A token
 * that was already used means two holders exist (one of them a thief): the
 * whole family is revoked, and that revocation is committed before the 401.
 */
async function rotate(
  platform: Platform,
  refreshToken: string,
  expectedFamily?: string,
): Promise<{ user: TokenUser; family: string; token: string }> {
  const now = nowIso(platform);
  const outcome = await platform.db.transaction().execute(async (trx): Promise<Rotation> => {
    const row = await repo.findRefreshToken(trx, sha256hex(refreshToken));
    if (!row || row.revoked_at !== null || row.expires_at <= now) return { kind: 'invalid' };
    if (expectedFamily !== undefined && row.family_id !== expectedFamily) return { kind: 'invalid' };
    if (row.used_at !== null || !(await repo.markRefreshTokenUsed(trx, row.id, now))) {
      await repo.revokeRefreshTokenFamily(trx, row.family_id, now);
      return { kind: 'reused', family: row.family_id };
    }
    const next = newRefreshToken(platform, row.user_id, row.tenant_id, row.family_id);
    await repo.insertRefreshToken(trx, next.row);
    return { kind: 'rotated', userId: row.user_id, family: row.family_id, token: next.token };
  });

  if (outcome.kind === 'invalid') throw unauthorized(SESSION_INVALID);
  if (outcome.kind === 'reused') {
    await revokeAccessTokenFamily(platform, outcome.family);
    throw unauthorized(SESSION_INVALID);
  }
  const user = await users.findActiveUser(platform, outcome.userId);
  if (!user) {
    await revokeFamily(platform, outcome.family);
    throw unauthorized(SESSION_INVALID);
  }
  return { user, family: outcome.family, token: outcome.token };
}

/** grant_type=refresh_token: new tokens in the same family; the SSO session is the client's to keep. */
export async function refresh(platform: Platform, refreshToken: string | undefined): Promise<TokenResult> {
  if (!refreshToken) throw badRequest('缺少 refresh_token');
  const next = await rotate(platform, refreshToken);
  return tokenResult(platform, next.user, next.family, next.token, false);
}

/**
 * tokenLogin: another system hands over this portal's tokens. The access
 * token must be valid and the refresh token must belong to the same sign-in;
 * the refresh token rotates and a new SSO session starts.
 */
export async function tokenLogin(
  platform: Platform,
  accessToken: string | undefined,
  refreshToken: string | undefined,
  tenantHeader: string | undefined,
): Promise<TokenResult> {
  const principal = accessToken ? await verifyAccessToken(platform, (userId) => users.accessOf(platform, userId), accessToken) : null;
  if (!principal || !refreshToken) throw unauthorized(SESSION_INVALID);
  // A hand-over addressed to one tenant cannot open a session of another.
  if (tenantHeader && tenantHeader !== principal.tenantId) throw unauthorized(SESSION_INVALID);
  const next = await rotate(platform, refreshToken, principal.family);
  return tokenResult(platform, next.user, next.family, next.token, true);
}

/**
 * Sign-out. Works with an expired (but authentic) token too, so its refresh
 * tokens still end; a missing or forged token changes nothing. Idempotent.
 */
export async function signOut(platform: Platform, accessToken: string | null, casTicket: string | undefined): Promise<null> {
  const principal = accessToken ? readAccessToken(platform, accessToken) : null;
  if (principal) {
    await revokeAccessToken(platform, principal);
    await revokeFamily(platform, principal.family);
  }
  if (casTicket) {
    const session = await platform.sso.get(casTicket);
    // A ticket is only ended by its own user, or by a caller presenting the ticket alone.
    if (session && (!principal || session.userId === principal.userId)) await platform.sso.remove(casTicket);
  }
  return null;
}

/** Visitor start-up data with the tenant's robot configuration; a caller without a signing key gets one (docs/design/signing.md). */
export async function visitorIndex(
  platform: Platform,
  tenantId: string,
  signIdHeader: string | undefined,
): Promise<ResultOf<typeof nobodyIndex>> {
  const questionBasciConfig = await robot.baseInfo(platform, tenantId);
  if (signIdHeader) return { questionBasciConfig };
  const signId = newVisitorSignId();
  return { questionBasciConfig, sign_id: signId, sign_key: signKeyFor(platform.config.SIGNING_SECRET, signId) };
}

export function sessionExpiration(platform: Platform): ResultOf<typeof getSessionExpiration> {
  return { expireTime: platform.config.SSO_LIFETIME_SEC, outLogTip: OUT_LOG_TIP, lockTime: platform.config.LOCK_IDLE_SEC };
}
