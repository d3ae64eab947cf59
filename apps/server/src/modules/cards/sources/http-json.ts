import http from 'node:http';
import https from 'node:https';
import { checkUrl, guardedLookup, UrlGuardError } from '../../../platform/net/url-guard.ts';
import { SourceFailure } from './failure.ts';

/**
 * One JSON request to an address an administrator registered, through the
 * URL guard's rules (platform/net/url-guard.ts): the address is checked first
 * (clear message for a refused or malformed address), and the socket's own DNS
 * lookup checks again, so the address connected to is the address checked.
 * Total time and body size are bounded; redirects are not followed (a redirect
 * could lead to an internal address).
 */

export const API_TIMEOUT_MS = 5000;
export const API_MAX_BYTES = 1024 * 1024;

export interface JsonRequest {
  url: string;
  method: 'GET' | 'POST';
  /** GET: added to the query string; POST: the JSON body. */
  params: Record<string, unknown>;
}

export interface JsonRequestOptions {
  /** Hosts or addresses allowed although internal (the guard's allow list). */
  allow: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
}

export const ApiMessages = {
  invalidUrl: '接口地址格式不正确，只支持 http 或 https 地址',
  refused: '接口地址不允许访问（内网或保留地址）',
  unreachable: '接口无法访问，请检查地址或网络',
  timeout: (ms: number) => `接口请求超时（超过 ${ms / 1000} 秒未返回）`,
  tooLarge: (bytes: number) => `接口返回内容过大（超过 ${Math.round(bytes / 1024)} KB）`,
  notJson: '接口返回格式错误：不是 JSON',
  badJson: '接口返回格式错误：JSON 无法解析',
  httpStatus: (status: number) => `接口返回错误状态（HTTP ${status}）`,
  redirect: (status: number) => `接口返回了重定向（HTTP ${status}），不支持跳转，请填写最终地址`,
} as const;

function guardFailure(err: unknown): never {
  if (err instanceof UrlGuardError) {
    if (err.reason === 'invalid') throw new SourceFailure(ApiMessages.invalidUrl);
    if (err.reason === 'refused') throw new SourceFailure(ApiMessages.refused);
    throw new SourceFailure(ApiMessages.unreachable);
  }
  throw err;
}

/** Checks a registered address the way a call will (form and resolved addresses), for saving. */
export async function checkApiUrl(url: string, allow: readonly string[]): Promise<void> {
  await checkUrl(url, { allow }).catch(guardFailure);
}

function isJsonType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

function stringValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Requests the address and answers the parsed JSON body; every failure is a SourceFailure with a Chinese message. */
export async function requestJson(request: JsonRequest, options: JsonRequestOptions): Promise<unknown> {
  const url = await checkUrl(request.url, { allow: options.allow }).catch(guardFailure);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowed = options.allow.includes(host);
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? API_MAX_BYTES;
  let body: string | undefined;
  if (request.method === 'GET') {
    for (const [name, value] of Object.entries(request.params)) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, stringValue(value));
    }
  } else {
    body = JSON.stringify(request.params);
  }
  const client = url.protocol === 'https:' ? https : http;

  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      fn();
    };
    const fail = (message: string) => finish(() => reject(new SourceFailure(message)));

    const req = client.request(
      url,
      {
        method: request.method,
        lookup: guardedLookup(allowed),
        headers: {
          accept: 'application/json',
          'user-agent': 'OneHall-CardSource/1.0',
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const stop = (message: string) => {
          res.destroy();
          fail(message);
        };
        if (status >= 300 && status < 400) return stop(ApiMessages.redirect(status));
        if (status < 200 || status >= 300) return stop(ApiMessages.httpStatus(status));
        if (!isJsonType(res.headers['content-type'])) return stop(ApiMessages.notJson);
        if (Number(res.headers['content-length'] ?? 0) > maxBytes) return stop(ApiMessages.tooLarge(maxBytes));
        const chunks: Buffer[] = [];
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > maxBytes) return stop(ApiMessages.tooLarge(maxBytes));
          chunks.push(chunk);
        });
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            const parsed: unknown = JSON.parse(text);
            finish(() => resolve(parsed));
          } catch {
            fail(ApiMessages.badJson);
          }
        });
        res.on('error', () => fail(ApiMessages.unreachable));
      },
    );
    // One deadline for connecting, waiting and reading: a server that trickles bytes cannot hold the card.
    const deadline = setTimeout(() => {
      req.destroy();
      fail(ApiMessages.timeout(timeoutMs));
    }, timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => fail(err.code === 'EGUARD' ? ApiMessages.refused : ApiMessages.unreachable));
    req.end(body);
  });
}
