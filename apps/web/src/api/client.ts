import {
  type BodyOf,
  DEFAULT_TENANT_ID,
  type EndpointDef,
  type Envelope,
  Messages,
  needsIntegrityCheck,
  PASSED_THROUGH_STATUSES,
  type QueryOf,
  type ResultOf,
  SERVICE_PASSED_THROUGH,
  Status,
  serviceNameOf,
  timeoutFor,
} from '@onehall/contract';
import { generateId, hmacSha256Hex, safeEqual, sha256Hex } from '../lib/crypto.ts';
import { useAuthStore } from '../stores/auth.ts';
import { useSessionStore } from '../stores/session.ts';
import { adoptSharedSignIn } from '../stores/shared-sign-in.ts';
import { reportScreenLocked, reportUnauthorized } from './errors.ts';
import { clientCredential } from './runtime-config.ts';

/** The one request layer of SPEC §7 "Request layer" and §8: every call to the API goes through here. */

export interface RequestOptions {
  method: 'GET' | 'POST';
  /** Full path with its service base, e.g. `/api/blade-platform/nobody/index/index`. */
  url: string;
  params?: Record<string, unknown>;
  /** A plain object (sent as JSON) or FormData (multipart). */
  data?: unknown;
  headers?: Record<string, string>;
  /** Overrides the per-service time-out of SPEC §7. */
  timeoutMs?: number;
  responseType?: 'json' | 'blob';
}

/** Sent in place of the user's account / nick name when they are not known (SPEC §3). */
export const USER_INFO_PLACEHOLDER_ID = '未获取';
export const USER_INFO_PLACEHOLDER_NAME = '未登录';

let rejectedStatuses = new Set<number>();

/** The configurable whitelist of SPEC §8: these statuses become errors (8008) even if normally passed through. */
export function setRejectedStatuses(statuses: readonly number[]): void {
  rejectedStatuses = new Set(statuses);
}

function envelope<T>(status: number, msg: string, result: T): Envelope<T> {
  return { status, code: status, msg, result };
}

function failure(status: number, msg: string): Envelope<never> {
  return envelope(status, msg, null as never);
}

export function isOk<T>(env: Envelope<T>): boolean {
  return env.status === Status.OK;
}

function userInfoPair(): [string, string] {
  const info = useAuthStore.getState().userInfo;
  return [info?.account || USER_INFO_PLACEHOLDER_ID, info?.nick_name || USER_INFO_PLACEHOLDER_NAME];
}

/** Names for the audit pair; the `_key_` variants when the caller already uses `user_info_id`/`user_info_name`. */
function userInfoKeys(has: (key: string) => boolean): [string, string] {
  return has('user_info_id') || has('user_info_name')
    ? ['user_info_id_key_id', 'user_info_id_key_name']
    : ['user_info_id', 'user_info_name'];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function withQuery(url: string, params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

function buildBody(data: unknown): { body: BodyInit; contentType?: string } {
  const [id, name] = userInfoPair();
  if (data instanceof FormData) {
    // A copy, so that a retried request (see `unauthorized`) starts from the caller's form again.
    const form = new FormData();
    for (const [key, value] of data) form.append(key, value);
    const [idKey, nameKey] = userInfoKeys((k) => form.has(k));
    form.set(idKey, id);
    form.set(nameKey, name);
    return { body: form };
  }
  const object = isPlainObject(data) ? data : {};
  const [idKey, nameKey] = userInfoKeys((k) => k in object);
  return { body: JSON.stringify({ ...object, [idKey]: id, [nameKey]: name }), contentType: 'application/json' };
}

async function buildHeaders(path: string, extra: Record<string, string> | undefined, requestId: string) {
  const { accessToken, tenantId } = useAuthStore.getState();
  const { signId, signKey } = useSessionStore.getState();
  const requestTime = String(Date.now());
  const headers: Record<string, string> = {
    Authorization: clientCredential(),
    'Tenant-Id': tenantId || DEFAULT_TENANT_ID,
    requestTime,
    requestId,
    requestPath: path,
    auth: signKey ? await hmacSha256Hex(signKey, `${requestId}\n${requestTime}\n${path}`) : '',
  };
  if (accessToken) headers['Blade-Auth'] = `bearer ${accessToken}`;
  if (signId) headers['sign-id'] = signId;
  return { ...headers, ...extra };
}

/** SPEC §5: the response must be signed with our key over its request id, time, path and body. */
async function verifyIntegrity(res: Response, bodyText: string, requestId: string): Promise<string | null> {
  const responseTime = res.headers.get('responseTime');
  const responsePath = res.headers.get('responsePath');
  const echoedId = res.headers.get('requestId');
  const sign = res.headers.get('sign');
  if (!responseTime || !responsePath || !echoedId || !sign) return Messages.verificationMissing;
  if (echoedId !== requestId) return Messages.requestIdMismatch;
  // Without a key nothing can be verified, so the content cannot be trusted either.
  const { signKey } = useSessionStore.getState();
  if (!signKey) return Messages.signatureMismatch;
  const expected = await hmacSha256Hex(signKey, `${requestId}\n${responseTime}\n${responsePath}\n${await sha256Hex(bodyText)}`);
  return safeEqual(expected, sign.toLowerCase()) ? null : Messages.signatureMismatch;
}

interface RawEnvelope {
  status?: unknown;
  code?: unknown;
  msg?: unknown;
  message?: unknown;
  result?: unknown;
}

function parseEnvelope(text: string): RawEnvelope | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as RawEnvelope) : null;
  } catch {
    return null;
  }
}

function messageOf(raw: RawEnvelope | null): string {
  if (typeof raw?.msg === 'string' && raw.msg) return raw.msg;
  if (typeof raw?.message === 'string' && raw.message) return raw.message;
  return '';
}

function statusOf(raw: RawEnvelope | null): number {
  return Number(raw?.status ?? raw?.code);
}

function mapEnvelope<T>(raw: RawEnvelope | null, path: string): Envelope<T> {
  const status = statusOf(raw);
  const msg = messageOf(raw);
  const passed = PASSED_THROUGH_STATUSES.includes(status) || (SERVICE_PASSED_THROUGH[serviceNameOf(path)] ?? []).includes(status);
  if (passed && !rejectedStatuses.has(status)) {
    return { status, code: Number(raw?.code ?? status), msg, result: (raw?.result ?? null) as T };
  }
  return failure(Status.CLIENT_ERROR, msg || Messages.unknownError);
}

function isJson(res: Response): boolean {
  return (res.headers.get('content-type') ?? '').includes('json');
}

/**
 * A 401 (SPEC §4) drops the SSO ticket and, on most pages, the session (see
 * `reportUnauthorized`), unless it answered a token another tab has since
 * replaced: a new sign-in is retried once; after a sign-out the route guard
 * takes this tab to /login, no dialog needed.
 */
async function unauthorized<T>(opts: RequestOptions, sentToken: string, retried: boolean, msg: string): Promise<Envelope<T>> {
  await adoptSharedSignIn();
  const { accessToken } = useAuthStore.getState();
  if (accessToken === sentToken) {
    reportUnauthorized();
    return failure(Status.UNAUTHORIZED, msg);
  }
  return accessToken && !retried ? send<T>(opts, true) : failure(Status.UNAUTHORIZED, msg);
}

export function request<T>(opts: RequestOptions): Promise<Envelope<T>> {
  return send<T>(opts, false);
}

async function send<T>(opts: RequestOptions, retried: boolean): Promise<Envelope<T>> {
  const [path = ''] = opts.url.split('?');
  const params: Record<string, unknown> = { ...opts.params };
  let body: BodyInit | undefined;
  let contentType: string | undefined;
  if (opts.method === 'GET') {
    // The time parameter defeats caches between the browser and the API.
    params.time = Date.now();
    const [id, name] = userInfoPair();
    const [idKey, nameKey] = userInfoKeys((k) => k in params);
    params[idKey] = id;
    params[nameKey] = name;
  } else {
    ({ body, contentType } = buildBody(opts.data));
  }

  const requestId = generateId();
  const sentToken = useAuthStore.getState().accessToken;
  const headers = await buildHeaders(path, opts.headers, requestId);
  if (contentType) headers['Content-Type'] = contentType;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? timeoutFor(path));
  try {
    const res = await fetch(withQuery(opts.url, params), {
      method: opts.method,
      headers,
      body,
      signal: controller.signal,
    });
    if (res.status === Status.UNAUTHORIZED) {
      return await unauthorized<T>(opts, sentToken, retried, messageOf(parseEnvelope(await res.text())));
    }
    if (opts.responseType === 'blob' && res.ok && !isJson(res)) {
      return envelope(Status.OK, '', (await res.blob()) as T);
    }
    const text = await res.text();
    if (res.ok && needsIntegrityCheck(path)) {
      const problem = await verifyIntegrity(res, text, requestId);
      if (problem) return failure(Status.INTEGRITY, problem);
    }
    const raw = parseEnvelope(text);
    if (statusOf(raw) === Status.UNAUTHORIZED) return await unauthorized<T>(opts, sentToken, retried, messageOf(raw));
    if (res.status === Status.FORBIDDEN && (raw?.result as { screenLocked?: unknown } | null)?.screenLocked === true) reportScreenLocked();
    return mapEnvelope<T>(raw, path);
  } catch (error) {
    if (controller.signal.aborted) return failure(Status.CLIENT_TIMEOUT, Messages.timeout);
    return failure(Status.CLIENT_ERROR, (error instanceof Error && error.message) || Messages.unknownError);
  } finally {
    clearTimeout(timer);
  }
}

export interface CallOptions<E extends EndpointDef> {
  body?: BodyOf<E>;
  query?: QueryOf<E>;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** A typed call of a contract endpoint. */
export function call<E extends EndpointDef>(def: E, opts: CallOptions<E> = {}): Promise<Envelope<ResultOf<E>>> {
  return request<ResultOf<E>>({
    method: def.method,
    url: def.path,
    params: opts.query as Record<string, unknown> | undefined,
    data: opts.body,
    headers: opts.headers,
    timeoutMs: opts.timeoutMs,
  });
}
