import type { StorageValue } from 'zustand/middleware';
import { decodeStored, encodeStored } from '../lib/secure-storage.ts';
import { SessionKeys } from '../stores/auth.ts';

/** What another tab of the browser writes to the shared sign-in (docs/design/auth.md "One sign-in for every tab"). */
export function writeSignInFromOtherTab(changes: Record<string, unknown>): void {
  const stored = decodeStored<StorageValue<Record<string, unknown>>>(localStorage.getItem(SessionKeys.login))?.value;
  localStorage.setItem(SessionKeys.login, encodeStored({ version: 0, ...stored, state: { ...stored?.state, ...changes } }));
}
