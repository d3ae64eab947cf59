import { lockScreen as lockScreenDef } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { isLockedFor, lockScreen, useLockStore } from '../../../stores/lock.ts';

/**
 * Locks the screen in every tab of this browser and the sign-in on the server (auth/lock), so none of its calls is
 * answered until the password unlocks it, whatever happens to the browser's storage. The screen locks even if
 * the call fails: a lock must never wait for the network.
 */
export function lockSignIn(userId: string): void {
  if (isLockedFor(useLockStore.getState().lock, userId)) return;
  lockScreen(userId);
  void call(lockScreenDef);
}
