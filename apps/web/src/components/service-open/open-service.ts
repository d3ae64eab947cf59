import { ACCESS_WAY_COMB_STR, COMB_STR_PARAM, Messages, OpenWay } from '@onehall/contract';

/** What opening a service needs to know about it (SPEC §3 "Service item"). */
export interface OpenableService {
  serviceId: string;
  serviceName: string;
  serviceUrl: string;
  openWay: number;
  accessWay: number;
}

export interface OpenContext {
  signedIn: boolean;
  /** Whether this service may only be used after signing in. */
  requiresSignIn: boolean;
  /** Value for the `combStr` parameter of access way 5; empty when none could be obtained. */
  combStr?: string;
  /** Where the user is now, so sign-in can bring them back. */
  currentPath: string;
  /** Origin that relative service addresses resolve against. */
  origin: string;
  /** Screen size, to centre the pop-up window. */
  screen?: { width: number; height: number };
}

/** The in-page frame route of SPEC §2. */
export const SERVICE_IFRAME_PATH = '/home/serviceIframPage';

export const POPUP_WIDTH = 1200;
export const POPUP_HEIGHT = 800;

export type OpenPlan =
  | { kind: 'signIn'; loginPath: string }
  | { kind: 'inPage'; path: string; url: string; name: string }
  | { kind: 'popup'; url: string; target: string; features: string }
  | { kind: 'newTab'; url: string }
  | { kind: 'error'; message: string };

/** Absolute http(s) address of a service, or null for anything a browser must not open (script and data addresses). */
export function serviceAddress(raw: string, origin: string): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** SPEC §9: access way 5 appends `combStr`; an existing parameter of that name is replaced, not doubled. */
export function withCombStr(url: URL, accessWay: number, combStr: string | undefined): string {
  if (accessWay !== ACCESS_WAY_COMB_STR) return url.href;
  const next = new URL(url.href);
  next.searchParams.set(COMB_STR_PARAM, combStr ?? '');
  return next.href;
}

/** `window.open` features of the 1002 pop-up: a centred window with its own size, not a tab. */
export function popupFeatures(screen: { width: number; height: number } | undefined): string {
  const width = Math.min(POPUP_WIDTH, screen?.width ?? POPUP_WIDTH);
  const height = Math.min(POPUP_HEIGHT, screen?.height ?? POPUP_HEIGHT);
  const left = Math.max(0, Math.round(((screen?.width ?? width) - width) / 2));
  const top = Math.max(0, Math.round(((screen?.height ?? height) - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

export function loginPathFor(currentPath: string): string {
  return `/login?redirect=${encodeURIComponent(currentPath)}`;
}

/**
 * How to open a service (SPEC §9): 1001 in the page's service frame, 1002 a
 * pop-up window, 1003 a new tab; any other open way is an error (SPEC §8
 * 返回值没有类型). The in-page frame lives in the signed-in shell, so a
 * visitor gets a new tab instead (docs/design/services-web.md).
 */
export function planServiceOpen(service: OpenableService, ctx: OpenContext): OpenPlan {
  if (!ctx.signedIn && ctx.requiresSignIn) return { kind: 'signIn', loginPath: loginPathFor(ctx.currentPath) };
  const known = [OpenWay.IN_PAGE, OpenWay.POPUP_WINDOW, OpenWay.NEW_TAB] as number[];
  if (!known.includes(service.openWay)) return { kind: 'error', message: Messages.unknownOpenWay };
  const address = serviceAddress(service.serviceUrl, ctx.origin);
  if (!address) return { kind: 'error', message: '服务地址无效' };
  const url = withCombStr(address, service.accessWay, ctx.combStr);
  if (service.openWay === OpenWay.POPUP_WINDOW) {
    return { kind: 'popup', url, target: `service-${service.serviceId}`, features: popupFeatures(ctx.screen) };
  }
  if (service.openWay === OpenWay.NEW_TAB || !ctx.signedIn) return { kind: 'newTab', url };
  const query = new URLSearchParams({ url, name: service.serviceName, backPath: ctx.currentPath });
  return { kind: 'inPage', path: `${SERVICE_IFRAME_PATH}?${query.toString()}`, url, name: service.serviceName };
}

/**
 * Whether a visitor must sign in before opening a service: online services
 * (在线办理) act on the user's own records, and a service not marked for
 * visitors never opens anonymously. Offline services only show where to go.
 */
export function needsSignIn(service: { visitorVisible: boolean; processType: string }): boolean {
  return !service.visitorVisible || service.processType !== 'OFFLINE';
}
