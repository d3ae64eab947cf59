/**
 * Every body status of SPEC §8. The server answers business outcomes with
 * HTTP 200 and one of these in the envelope; request-level failures (bad
 * input, no credential, no permission …) use the HTTP status of the same number.
 */
export const Status = {
  /** Success, everywhere. */
  OK: 1000,
  /** Passed through to callers as a normal result (SPEC §8). */
  PASS_200: 200,
  /** Integrity check failed, or the server refuses a request on business grounds. */
  INTEGRITY: 1002,
  /** Business rule refused the request; the message says why. */
  BUSINESS: 1004,
  BUSINESS_1005: 1005,
  BUSINESS_9009: 9009,
  BUSINESS_9999: 9999,
  BUSINESS_10000: 10000,
  /** Export progress while the job key is not yet known to the poller: ignored by the client. */
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** Client-side: any failure that is not passed through (SPEC §8). */
  CLIENT_ERROR: 8008,
  /** Client-side: request timed out (SPEC §8). */
  CLIENT_TIMEOUT: 8010,
} as const;

export type StatusCode = (typeof Status)[keyof typeof Status];

/** Statuses the web request layer hands back to callers as normal results (SPEC §8). */
export const PASSED_THROUGH_STATUSES: readonly number[] = [
  Status.OK,
  Status.PASS_200,
  Status.INTEGRITY,
  Status.BUSINESS,
  Status.BUSINESS_9009,
  Status.BUSINESS_9999,
];

/** Passed through only on the services that use them (SPEC §8 "1005 or 10000 on some services"). */
export const SERVICE_PASSED_THROUGH: Readonly<Record<string, readonly number[]>> = {
  'online-service-platform': [Status.BUSINESS_1005, Status.BUSINESS_10000],
  'comb-cygj': [Status.BUSINESS_1005, Status.BUSINESS_10000],
};

/** Messages of SPEC §8 that both sides use verbatim. */
export const Messages = {
  unknownError: 'unknown error',
  timeout: 'interface request timed out, please retry later',
  verificationMissing: 'verification parameters missing, possible fraud',
  requestIdMismatch: 'requestId inconsistent, possible fraud',
  signatureMismatch: 'signature verification failed, server content not trustworthy',
  sessionAbnormal: '当前登录信息异常，继续使用系统可能出现问题，请重新登录',
  loginConfigFailed: 'loginConfig 失败，尝试重新登录',
  unknownOpenWay: '返回值没有类型',
  imageLoadFailed: '加载失败',
  emptyEvent: 'event cannot be empty',
  relogin: '重新登录',
} as const;
