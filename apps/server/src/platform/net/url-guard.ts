import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { business } from '../http/app-error.ts';

/**
 * The address guard for every request the server makes to an address an
 * administrator typed (SSRF protection): http/https only, and no loopback,
 * private, link-local, multicast or otherwise reserved address unless the
 * host or address is allow-listed. The check happens in the socket's own DNS
 * lookup, so the address connected to is the address checked (no DNS
 * rebinding between check and connect).
 */

export type UrlGuardReason = 'invalid' | 'refused' | 'unreachable';

export class UrlGuardError extends Error {
  constructor(
    readonly reason: UrlGuardReason,
    message: string,
  ) {
    super(message);
    this.name = 'UrlGuardError';
  }
}

export interface UrlGuardOptions {
  /** Host names or IP addresses allowed even when they resolve to internal addresses. */
  allow?: readonly string[];
  timeoutMs?: number;
  /** The probe stops reading after this many bytes of body. */
  maxBytes?: number;
}

export const PROBE_TIMEOUT_MS = 5000;
export const PROBE_MAX_BYTES = 64 * 1024;

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address is internal or reserved (IPv4-mapped IPv6 addresses are judged as IPv4). */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

/** Parses and checks the form of an address: http or https, a host, no credentials. */
export function parseGuardedUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new UrlGuardError('invalid', 'invalid address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UrlGuardError('invalid', 'only http and https');
  if (!url.hostname || url.username || url.password) throw new UrlGuardError('invalid', 'host required, credentials not allowed');
  return url;
}

function bareHost(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The guard's rule at connect time, as a socket `lookup`: the address connected
 * to is the address checked. `allowed`: the host is allow-listed.
 */
export function guardedLookup(allowed: boolean): typeof dnsLookup {
  const lookup = (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const list = addresses as LookupAddress[];
      // Refuse when any answer is internal, so a name cannot mix a public and an internal address.
      if (!allowed && (list.length === 0 || list.some((a) => isInternalAddress(a.address)))) {
        return callback(Object.assign(new Error('address refused'), { code: 'EGUARD' }), '');
      }
      if (options.all) return callback(null, list);
      const first = list[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
  return lookup as unknown as typeof dnsLookup;
}

/**
 * Checks an address without connecting: form, then every resolved address.
 * Throws UrlGuardError ('invalid' | 'refused' | 'unreachable').
 */
export async function checkUrl(raw: string, options: UrlGuardOptions = {}): Promise<URL> {
  const url = parseGuardedUrl(raw);
  const host = bareHost(url.hostname);
  if ((options.allow ?? []).includes(host)) return url;
  if (isIP(host)) {
    if (isInternalAddress(host)) throw new UrlGuardError('refused', 'internal address');
    return url;
  }
  const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true }, (err, list) => (err ? reject(err) : resolve(list))),
  ).catch(() => {
    throw new UrlGuardError('unreachable', 'host does not resolve');
  });
  if (addresses.length === 0 || addresses.some((a) => isInternalAddress(a.address))) {
    throw new UrlGuardError('refused', 'internal address');
  }
  return url;
}

/**
 * Requests the address (GET, no redirects followed, body read up to the
 * limit) through the guard and answers its HTTP status.
 */
export async function probeUrl(raw: string, options: UrlGuardOptions = {}): Promise<{ httpStatus: number }> {
  const url = await checkUrl(raw, options);
  const allowed = (options.allow ?? []).includes(bareHost(url.hostname));
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? PROBE_MAX_BYTES;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        lookup: guardedLookup(allowed),
        timeout: timeoutMs,
        headers: { 'user-agent': 'OneHall-UrlCheck/1.0', accept: '*/*' },
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > maxBytes) response.destroy();
        });
        const done = () => resolve({ httpStatus: response.statusCode ?? 0 });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error('timeout')), timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (err: NodeJS.ErrnoException) => {
      reject(new UrlGuardError(err.code === 'EGUARD' ? 'refused' : 'unreachable', err.message));
    });
    request.end();
  });
}

/**
 * Whether a probed page is there. Redirects (typically to the campus sign-in)
 * and 401/403 (a page that wants a sign-in) count as there; a missing page
 * (404, 410) or a failing server (5xx) does not.
 */
export function isReachableStatus(status: number): boolean {
  return status >= 200 && status < 500 && status !== 404 && status !== 410;
}

/** The messages an area answers with when an address fails the probe. */
export interface ProbeMessages {
  invalid: string;
  refused: string;
  unreachable: string;
}

/**
 * The one check of "is this address usable" behind every 检测 button:
 * guarded, then probed; anything else is a business error in the area's words.
 */
export async function verifyReachable(
  url: string,
  messages: ProbeMessages,
  allow: readonly string[],
): Promise<{ reachable: true; httpStatus: number }> {
  let httpStatus: number;
  try {
    ({ httpStatus } = await probeUrl(url, { allow }));
  } catch (err) {
    if (!(err instanceof UrlGuardError)) throw err;
    throw business(messages[err.reason]);
  }
  if (!isReachableStatus(httpStatus)) throw business(`${messages.unreachable}（HTTP ${httpStatus}）`);
  return { reachable: true, httpStatus };
}
