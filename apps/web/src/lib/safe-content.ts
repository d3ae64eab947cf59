import { isSitePath } from '@onehall/contract';

/**
 * Content that administrators type (rich text of news and notices, link
 * addresses of tools, carousel images and footers) is shown to every visitor,
 * so it is treated as untrusted: scripts, event handlers, frames and
 * `javascript:` addresses never reach the page, and links to other sites
 * open in a new tab without handing it our window (`noopener noreferrer`).
 * Addresses here; rich text in `safe-html.ts`, apart so that the pages that
 * only show links (the shell's header and footer, every signed-in page) do
 * not load DOMPurify (issue 14's script budgets).
 */

/** Whether an address leaves this site. Relative paths stay here. */
export function isExternalUrl(raw: string, origin: string = window.location.origin): boolean {
  try {
    return new URL(raw, origin).origin !== origin;
  } catch {
    return false;
  }
}

/**
 * An address safe to put in `href`/`src`: http(s) or a same-site path, else
 * null. Something that looks like a site path but is not one by the shared
 * rule (`/\evil.example`, `/<tab>/evil`) is refused rather than followed to
 * the other site it really names.
 */
export function safeHref(raw: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!raw) return null;
  const trimmed = raw.trim();
  if (!trimmed) return null;
  if (/^[/\\]/.test(trimmed) && !isSitePath(trimmed)) return null;
  try {
    const url = new URL(trimmed, origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
  } catch {
    return null;
  }
}

/** Props for an `<a>` to an administrator-entered address: a new, detached tab for other sites. */
export function linkProps(raw: string | null | undefined): { href?: string; target?: string; rel?: string } {
  const href = safeHref(raw);
  if (!href) return {};
  return isExternalUrl(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
}
