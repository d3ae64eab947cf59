import { isSitePath } from '@onehall/contract';
import DOMPurify from 'dompurify';

/**
 * Content that administrators type (rich text of news and notices, link
 * addresses of tools, carousel images and footers) is shown to every visitor,
 * so it is treated as untrusted: scripts, event handlers, frames and
 * `javascript:` addresses never reach the page, and links to other sites
 * open in a new tab without handing it our window (`noopener noreferrer`).
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

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One private DOMPurify instance, so its link hook does not change anyone else's sanitising. */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href && isExternalUrl(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        // A same-site link needs no new tab; an author's target could still open one without noopener.
        node.removeAttribute('target');
      }
    }
  });
  purifier = instance;
  return instance;
}

/** Rich text entered by an administrator, made safe to set as HTML. */
export function sanitizeHtml(dirty: string | null | undefined): string {
  if (!dirty) return '';
  return getPurifier().sanitize(dirty, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
