/**
 * Where a card item's own address opens: a portal page (e.g. the message
 * detail /generalDetailsTow?id=…) inside the app, any other http(s) address in
 * a new tab; script and data addresses nowhere.
 */
export type LinkTarget = { kind: 'route'; path: string } | { kind: 'newTab'; url: string };

export function linkTarget(raw: string, origin: string = window.location.origin): LinkTarget | null {
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === origin) return { kind: 'route', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'newTab', url: url.href };
}
