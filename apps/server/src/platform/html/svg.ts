import type { DOMPurify } from 'dompurify';
import type { JSDOM } from 'jsdom';

/**
 * SVG uploaded by administrators (service icons), made safe to serve from the
 * portal's own origin. A deny-list of "script" and "on…=" misses
 * `<svg/onload=…>`, `<set attributeName="onmouseover">` and animated `href`s,
 * so the file goes through DOMPurify's SVG allow-list instead and what is
 * stored is what DOMPurify kept (docs/design/services.md "Icons").
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Elements that change attributes at run time, embed HTML or run script, whatever the profile allows. */
const FORBIDDEN_TAGS = ['script', 'foreignObject', 'set', 'animate', 'animateMotion', 'animateTransform', 'discard', 'iframe'];

/** A raster picture inlined in an `<image>`: the one address an icon may carry besides a `#fragment`. */
const INLINE_RASTER = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

type Purifier = { purifier: DOMPurify; window: JSDOM['window'] };

/**
 * jsdom and DOMPurify, loaded with the first SVG: jsdom alone adds ~55 MB to
 * the node's resident memory, and only an administrator uploading an icon
 * needs it (docs/design/transfer.md "The node's memory before an import").
 */
let loading: Promise<Purifier> | undefined;

function purifierOnce(): Promise<Purifier> {
  loading ??= (async () => {
    const [{ default: createPurifier }, jsdom] = await Promise.all([import('dompurify'), import('jsdom')]);
    const { window } = new jsdom.JSDOM('');
    const purifier = createPurifier(window);
    purifier.addHook('uponSanitizeAttribute', (node, data) => {
      if (data.attrName !== 'href' && data.attrName !== 'xlink:href') return;
      const value = data.attrValue.trim();
      const inlineRaster = node.nodeName.toLowerCase() === 'image' && INLINE_RASTER.test(value);
      // Only references inside the icon (gradients, clip paths) stay: links and external files would leave or load from elsewhere.
      if (!value.startsWith('#') && !inlineRaster) data.keepAttr = false;
    });
    return { purifier, window };
  })();
  // A failed load is tried again by the next upload.
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * The sanitised SVG document, or null when the file is not one SVG image
 * (another format, text around it, or nothing left once sanitised).
 */
export async function sanitizeSvg(data: Buffer): Promise<Buffer | null> {
  const { purifier, window } = await purifierOnce();
  const fragment = purifier.sanitize(data.toString('utf8'), {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    // Icons reuse their own shapes with <use>; the hook above keeps only `#fragment` references, so none loads another file.
    ADD_TAGS: ['use'],
    RETURN_DOM_FRAGMENT: true,
  });
  // The XML declaration, comments and the doctype of an exported file are not content; text beside the image is.
  const nodes = [...fragment.childNodes].filter(
    (n) => n.nodeType === window.Node.ELEMENT_NODE || (n.nodeType === window.Node.TEXT_NODE && n.textContent?.trim() !== ''),
  );
  const [root] = nodes;
  if (nodes.length !== 1 || !(root instanceof window.Element) || root.namespaceURI !== SVG_NS || root.localName !== 'svg') return null;
  // XML, not HTML, serialisation: a standalone .svg needs its namespace declarations and no HTML entities.
  return Buffer.from(new window.XMLSerializer().serializeToString(root), 'utf8');
}
