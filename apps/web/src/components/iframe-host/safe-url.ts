/**
 * Only http(s) addresses and same-site paths may be framed: an address comes
 * from the query string, so `javascript:` or `data:` would run script in the portal.
 */
export function safeFrameUrl(raw: string | null | undefined, base: string = window.location.origin): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Whether a (safe, absolute) address is on this site, which frames may always show. */
export function isSameSite(url: string, siteOrigin: string = window.location.origin): boolean {
  return new URL(url).origin === siteOrigin;
}

/** Whether a frame may show the address: this site, or an origin administrators configured (docs/design/security-headers.md). */
export function frameAllowed(url: string, origins: readonly string[], siteOrigin: string = window.location.origin): boolean {
  return isSameSite(url, siteOrigin) || origins.includes(new URL(url).origin);
}

/**
 * Sandbox of frames showing other sites: they run as themselves (scripts,
 * their own cookies, forms, pop-ups, downloads, alert/confirm) but cannot
 * navigate the portal away (no allow-top-navigation).
 */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-downloads allow-modals';

/** The framed site learns the portal's origin, never its path and query. */
export const FRAME_REFERRER_POLICY = 'strict-origin-when-cross-origin';
