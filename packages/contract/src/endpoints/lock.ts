import { Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { defineEndpoint, signedIn } from '../endpoint.ts';

/*
 * The screen lock (SPEC §2 /lock, issue 19; docs/design/theme.md "Session"):
 * the page locks itself after the configured idle time or on demand, and
 * only the signed-in user's password opens it again.
 */

/** Wrong passwords a lock accepts in 15 minutes; then only signing in again opens it. */
export const UNLOCK_ATTEMPTS = 5;
export const UNLOCK_WINDOW_MS = 15 * 60 * 1000;

export const LockMessages = {
  passwordRequired: '请输入密码',
  wrongPassword: '密码错误，请重新输入',
  /** HTTP 429 once the attempts are used up. */
  tooMany: '解锁失败次数过多，请重新登录',
  /** HTTP 403, with `result.screenLocked`, to a locked sign-in's calls (but those the locked page makes). */
  locked: '屏幕已锁定，请先解锁',
} as const;

export const lockScreen = defineEndpoint({
  name: 'lockScreen',
  method: 'POST',
  path: `${Services.workbench}/auth/lock`,
  access: signedIn,
  summary:
    "Locks the caller's sign-in on every node: until it is unlocked, its calls but the locked page's (user info, " +
    'unlock, session time) are refused with 403 and `result.screenLocked`',
  body: Type.Optional(Type.Object({})),
  result: Type.Null(),
});

export const unlockScreen = defineEndpoint({
  name: 'unlockScreen',
  method: 'POST',
  path: `${Services.workbench}/auth/unlock`,
  access: signedIn,
  summary:
    "Checks the signed-in user's own password to open the locked screen: 1004 when wrong, 429 after " +
    `${UNLOCK_ATTEMPTS} wrong ones in 15 minutes (however many arrive at once)`,
  body: Type.Object({ password: Type.String({ maxLength: 128 }) }),
  result: Type.Null(),
});

export const lockEndpoints = [lockScreen, unlockScreen] as const;
