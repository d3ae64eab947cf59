import { LockMessages, Status, UNLOCK_ATTEMPTS, UNLOCK_WINDOW_MS } from '@onehall/contract';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError, business } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

/*
 * The screen lock's password check (docs/design/theme.md "Session"). Each
 * attempt is reserved in the shared store before the password is hashed, so
 * a burst of guesses, on one node or many, gets no more than UNLOCK_ATTEMPTS
 * evaluated in the window; a right password gives the attempts back.
 */

const attemptsKey = (userId: string) => `auth:unlock:${userId}`;

export async function unlock(platform: Platform, principal: Principal, password: string): Promise<null> {
  if (!password) throw business(LockMessages.passwordRequired);
  const key = attemptsKey(principal.userId);
  if ((await platform.store.incr(key, UNLOCK_WINDOW_MS)) > UNLOCK_ATTEMPTS)
    throw new AppError(Status.TOO_MANY_REQUESTS, LockMessages.tooMany);
  const hash = await repo.passwordHashOf(platform.db, principal.userId, principal.tenantId);
  if (!hash || !(await verifyPassword(hash, password))) throw business(LockMessages.wrongPassword);
  await platform.store.del(key);
  return null;
}
