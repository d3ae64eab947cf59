/**
 * Reads the two XML documents a CAS server sends: the CAS 3.0 validation
 * response and the SAML single-logout request. Both are small and of a fixed
 * vocabulary, and no XML parser ships with the server, so this reads elements,
 * attributes, text and CDATA, and refuses document types (no entity expansion
 * of any kind). Namespace prefixes are dropped: elements go by local name.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)|(<)/g;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|lt|gt|amp|quot|apos);/g, (_, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }[entity] as string;
  });
}

/** The root element, or undefined when the text is not well-formed enough to trust. */
export function parseXml(xml: string): XmlElement | undefined {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return undefined;
  const root: XmlElement = { name: '', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  for (const match of xml.matchAll(TOKEN)) {
    const [, cdata, closing, name, attributeText, selfClosing, text, stray] = match;
    const current = stack[stack.length - 1] as XmlElement;
    if (stray !== undefined) return undefined;
    if (cdata !== undefined) current.text += cdata;
    else if (text !== undefined) current.text += decode(text);
    else if (name !== undefined && closing) {
      if (stack.length < 2 || current.name !== localName(name)) return undefined;
      stack.pop();
    } else if (name !== undefined) {
      const attributes: Record<string, string> = {};
      for (const a of (attributeText ?? '').matchAll(ATTRIBUTE)) attributes[localName(a[1] as string)] = decode(a[2] ?? a[3] ?? '');
      const element: XmlElement = { name: localName(name), attributes, children: [], text: '' };
      current.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  return stack.length === 1 && root.children.length === 1 ? root.children[0] : undefined;
}

export const child = (element: XmlElement | undefined, name: string) => element?.children.find((c) => c.name === name);

export type CasValidation = { ok: true; user: string; attributes: Record<string, string[]> } | { ok: false; code: string; message: string };

/** A CAS 3.0 `serviceResponse` (protocol §2.5.2 / §2.5.3). */
export function readServiceResponse(xml: string): CasValidation {
  const root = parseXml(xml);
  if (root?.name !== 'serviceResponse') return { ok: false, code: 'INVALID_RESPONSE', message: 'not a CAS service response' };
  const success = child(root, 'authenticationSuccess');
  const user = child(success, 'user')?.text.trim();
  if (success && user) {
    const attributes: Record<string, string[]> = {};
    for (const a of child(success, 'attributes')?.children ?? []) attributes[a.name] = [...(attributes[a.name] ?? []), a.text.trim()];
    return { ok: true, user, attributes };
  }
  const failure = child(root, 'authenticationFailure');
  return { ok: false, code: failure?.attributes.code ?? 'INVALID_RESPONSE', message: failure?.text.trim() ?? '' };
}

/** The service ticket a SAML `LogoutRequest` names in its SessionIndex (CAS protocol §2.3.3). */
export function readLogoutRequest(xml: string): string | undefined {
  const root = parseXml(xml);
  if (root?.name !== 'LogoutRequest') return undefined;
  return child(root, 'SessionIndex')?.text.trim() || undefined;
}
