/**
 * Links that administrators type (footer, navigation, tools, services, guide
 * attachments, icons) and addresses the portal follows: a path on this site
 * or an http(s) address, nothing else (docs/design/links.md).
 *
 * Browsers read `\` as `/` and drop tabs and line breaks anywhere in an
 * address, so `/\evil.example`, `/\/evil` and `/<tab>/evil` all mean
 * `//evil.example`, another site. A prefix test such as "starts with `/` but
 * not `//`" lets them through; these rules do not.
 */

/** Whether the text holds a C0 control character or DEL, which browsers strip or reinterpret. */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A path on this site: `/` alone or `/` followed by a character other than `/`
 * and `\`, with no `\` and no control character anywhere. A percent-escaped
 * `\` (`/%5Cevil`) is a same-site path: browsers never decode escapes before
 * deciding where an address leads.
 */
export function isSitePath(value: string): boolean {
  if (value[0] !== '/' || value[1] === '/') return false;
  return !value.includes('\\') && !hasControlCharacter(value);
}

/**
 * A link as it may be stored: the site path as typed, or the http(s) address
 * in its normalised form; null for anything else (`javascript:`, `data:`,
 * `vbscript:`, protocol-relative and backslash tricks, control characters).
 * Spaces around the link are dropped.
 */
export function safeLink(raw: string): string | null {
  const value = raw.trim();
  if (isSitePath(value)) return value;
  if (!/^https?:\/\//i.test(value) || value.includes('\\') || hasControlCharacter(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** What a refused link must look like, for messages that name the field. */
export const SAFE_LINK_RULE = '须为以 / 开头的本站路径或 http(s):// 开头的网址';
