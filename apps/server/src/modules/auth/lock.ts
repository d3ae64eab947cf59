import { LockMessages, Status, UNLOCK_ATTEMPTS, UNLOCK_WINDOW_MS } from '@onehall/contract';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Awaitable } from '../../platform/cache/memo.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError, business } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

/*
 * The screen lock (docs/design/theme.md "Session"). A lock belongs to one
 * sign-in (its token family, shared by every tab of the browser) and is kept
 * in the shared store, so every node refuses the locked sign-in's calls
 * (routes.ts) whatever the browser's own storage says. Each unlock attempt is
 * reserved in the store before the password is hashed, so a burst of
 * guesses, on one node or many, gets no more than UNLOCK_ATTEMPTS evaluated
 * in the window; a right password gives the attempts back.
 */

const attemptsKey = (userId: string) => `auth:unlock:${userId}`;
const lockedKey = (family: string) => `auth:locked:${family}`;
/** As long as a sign-in can live (its refresh tokens); a signed-out family is refused anyway. */
const LOCK_TTL_MS = 7 * 24 * 3600 * 1000;

export async function lock(platform: Platform, principal: Principal): Promise<null> {
  await platform.store.set(lockedKey(principal.family), 1, LOCK_TTL_MS);
  await platform.memo.forget([lockedKey(principal.family)]);
  return null;
}

/** Whether a sign-in is locked; each node remembers the answer until a lock or unlock drops it (platform.memo). */
export const isLocked = (platform: Platform, family: string): Awaitable<boolean> =>
  platform.memo.read(lockedKey(family), async () => (await platform.store.get(lockedKey(family))) !== undefined);

export async function unlock(platform: Platform, principal: Principal, password: string): Promise<null> {
  if (!password) throw business(LockMessages.passwordRequired);
  const key = attemptsKey(principal.userId);
  if ((await platform.store.incr(key, UNLOCK_WINDOW_MS)) > UNLOCK_ATTEMPTS)
    throw new AppError(Status.TOO_MANY_REQUESTS, LockMessages.tooMany);
  const hash = await repo.passwordHashOf(platform.db, principal.userId, principal.tenantId);
  if (!hash || !(await verifyPassword(hash, password))) throw business(LockMessages.wrongPassword);
  await Promise.all([platform.store.del(key), platform.store.del(lockedKey(principal.family))]);
  await platform.memo.forget([lockedKey(principal.family)]);
  return null;
}
