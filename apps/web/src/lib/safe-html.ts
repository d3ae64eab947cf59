import DOMPurify from 'dompurify';
import { isExternalUrl } from './safe-content.ts';

/**
 * Administrator rich text (the landing's introduction and footer, message
 * content), made safe to set as HTML in the browser as well: the server
 * sanitises it on save, this is defence in depth (docs/design/prelogin-web.md
 * "Safety"). Only the pages that show such text import this module.
 */

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
