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
