import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { type BodyOf, type combLoginToMicroService, SsoMessages } from '@onehall/contract';
import type { Platform } from '../../platform/context.ts';
import { business } from '../../platform/http/app-error.ts';
import * as auth from '../auth/service.ts';
import { accountOf } from './bindings.ts';
import { loginConfig } from './settings.ts';

/**
 * Micro-service sign-in (docs/design/sso.md): the WeCom/WeChat work app's
 * back end, which knows the user, mints a one-time code and signs
 * `${code}.${userId}.${timestamp}` with the tenant's micro-service secret
 * (HMAC-SHA256, hex). The portal checks the signature and the age, claims
 * the code once (atomically, in the shared store) and signs the WeCom user in.
 */

export const CODE_LIFETIME_MS = 5 * 60 * 1000;
/** A code signed a little ahead of this server's clock still counts (clock skew between the two servers). */
const CLOCK_SKEW_MS = 30 * 1000;

export function signCode(secret: string, code: string, userId: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${code}.${userId}.${timestamp}`, 'utf8').digest('hex');
}

const usedKey = (tenantId: string, code: string) => `sso:micro:used:${tenantId}:${createHash('sha256').update(code).digest('hex')}`;

export async function signIn(platform: Platform, tenantId: string, input: BodyOf<typeof combLoginToMicroService>) {
  const config = await loginConfig(platform, tenantId);
  if (!config.modes.microService || !config.microServiceSecret) throw business(SsoMessages.microOff);
  const expected = Buffer.from(signCode(config.microServiceSecret, input.code, input.userId, input.timestamp), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(input.sign, 'hex'))) throw business(SsoMessages.codeRefused);
  const age = platform.clock.now().getTime() - input.timestamp;
  if (age > CODE_LIFETIME_MS || age < -CLOCK_SKEW_MS) throw business(SsoMessages.codeExpired);
  // Claimed once: of two concurrent presenters exactly one gets 1. Kept as long as the code could still be valid.
  if ((await platform.store.incr(usedKey(tenantId, input.code), CODE_LIFETIME_MS + CLOCK_SKEW_MS)) !== 1) {
    throw business(SsoMessages.codeRefused);
  }
  // The work app's user id: bound to an account, or the account itself.
  const userId = await accountOf(platform, tenantId, 'wecom', input.userId, input.userId);
  if (!userId) throw business(SsoMessages.noAccount);
  return auth.signInAs(platform, userId, tenantId);
}
