import { isSitePath } from '@onehall/contract';

/** The portal's fixed paths, and where a sign-in may lead: shared by the app shell and the features. */

export const LOGIN_PATH = '/login';
export const NO_POWER_PATH = '/home/noPower';
export const HOME_PATH = '/home/homePage';

export function loginPathFor(wanted: string): string {
  return wanted && wanted !== '/' ? `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}` : LOGIN_PATH;
}

/**
 * Where to go after sign-in. Only same-site paths are followed: `redirect`
 * comes from the address bar, and `//evil.example`, `/\evil.example` or
 * `https://…` would otherwise send a freshly signed-in user to another site.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !isSitePath(raw)) return HOME_PATH;
  if (raw === LOGIN_PATH || raw.startsWith(`${LOGIN_PATH}?`)) return HOME_PATH;
  return raw;
}
