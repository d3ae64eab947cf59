import { fail, Status } from '@onehall/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { storeUnavailable } from '../store-outage.ts';
import { AppError } from './app-error.ts';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

const TYPE_NAMES: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
  null: 'null',
};

/** What is wrong with one value, in words; the limits are the schema's, so the caller learns the allowed range. */
function problem(issue: ValidationIssue, sameSpot: readonly ValidationIssue[]): string {
  // A union (TypeBox anyOf) reports each branch first: the value fits none of them.
  if (sameSpot.some((i) => i.keyword === 'anyOf' || i.keyword === 'oneOf')) return '取值不在允许范围内';
  const params = issue.params as { limit?: number | string; type?: string; additionalProperty?: string };
  switch (issue.keyword) {
    case 'maximum':
      return `不能大于 ${params.limit}`;
    case 'exclusiveMaximum':
      return `必须小于 ${params.limit}`;
    case 'minimum':
      return `不能小于 ${params.limit}`;
    case 'exclusiveMinimum':
      return `必须大于 ${params.limit}`;
    case 'maxLength':
      return `长度不能超过 ${params.limit}`;
    case 'minLength':
      return Number(params.limit) === 1 ? '不能为空' : `长度不能少于 ${params.limit}`;
    case 'maxItems':
      return `最多 ${params.limit} 项`;
    case 'minItems':
      return `至少需要 ${params.limit} 项`;
    case 'maxProperties':
      return `最多 ${params.limit} 个字段`;
    case 'type':
      return `应为${String(params.type ?? '')
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join('或')}`;
    case 'const':
    case 'enum':
      return '取值不在允许范围内';
    case 'pattern':
    case 'format':
      return '格式不正确';
    case 'additionalProperties':
      return `不允许字段 ${params.additionalProperty}`;
    default:
      return `不符合要求（${issue.message ?? issue.keyword}）`;
  }
}

/** Turns a schema-validation failure into a sentence a person can act on, naming the field and the rule. */
function validationMessage(error: FastifyError): string {
  const issues = error.validation ?? [];
  const first = issues[0];
  if (!first) return '请求参数有误';
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  if (missing) return `请求参数有误：缺少必填字段 ${missing}`;
  const where = `${error.validationContext ?? ''}${first.instancePath ?? ''}`.replace(/\//g, '.');
  const sameSpot = issues.filter((i) => i.instancePath === first.instancePath);
  return `请求参数有误：${where} ${problem(first, sameSpot)}`;
}

/** Limits and refusals of @fastify/multipart, by error code: HTTP status and message. */
const MULTIPART_ERRORS: Readonly<Record<string, readonly [number, string]>> = {
  FST_FIELDS_LIMIT: [Status.PAYLOAD_TOO_LARGE, '上传内容中的表单字段过多'],
  FST_FILES_LIMIT: [Status.PAYLOAD_TOO_LARGE, '上传的文件过多'],
  FST_PARTS_LIMIT: [Status.PAYLOAD_TOO_LARGE, '上传内容的组成部分过多'],
  FST_REQ_FILE_TOO_LARGE: [Status.PAYLOAD_TOO_LARGE, '上传的文件过大'],
  FST_PROTO_VIOLATION: [Status.BAD_REQUEST, '上传内容中的字段名不合法'],
  FST_INVALID_JSON_FIELD_ERROR: [Status.BAD_REQUEST, '上传内容中的 JSON 字段不是合法的 JSON'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [Status.UNSUPPORTED_MEDIA_TYPE, '请以 multipart/form-data 格式上传'],
};

/**
 * A multipart body the parser (busboy) could not read: it raises plain errors
 * by message. A part's stream destroyed half-read — the body ended inside it,
 * or a field or file limit was hit while it was being read — ends with
 * ERR_STREAM_PREMATURE_CLOSE, which no longer says which.
 */
function brokenMultipart(error: FastifyError, request: FastifyRequest): readonly [number, string] | undefined {
  if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return undefined;
  const message = error.message ?? '';
  if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return [Status.BAD_REQUEST, '上传内容不完整，或超出了字段、文件的数量限制，请重新上传'];
  if (/Unexpected end of (multipart data|form)|terminated early/.test(message)) return [Status.BAD_REQUEST, '上传内容不完整，请重新上传'];
  if (/^Multipart: Boundary not found|^The needle cannot/.test(message)) {
    return [Status.BAD_REQUEST, '上传内容格式有误：缺少或无效的分隔符（boundary）'];
  }
  if (message.startsWith('Unsupported Content-Type')) return [Status.UNSUPPORTED_MEDIA_TYPE, '请以 multipart/form-data 格式上传'];
  return undefined;
}

/** Messages for the HTTP statuses Fastify itself answers with an English text. */
const CLIENT_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  400: '请求有误',
  404: '请求的资源不存在',
  405: '不支持该请求方法',
  406: '无法按要求的格式返回内容',
  413: '请求内容过大',
  415: '不支持的请求内容类型',
};

const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

/**
 * The one place errors become envelopes: never HTML, never a stack trace.
 * 5xx details are logged with the request and hidden from the caller.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // Business refusals travel with HTTP 200; the route's success schema would reshape
      // their `result` (null → {}), so they are serialised as they are (and then typed by hand:
      // Fastify leaves the content type unset for a custom serialiser).
      return reply
        .status(error.httpStatus)
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => JSON.stringify(payload))
        .send(fail(error.status, error.message, error.result));
    }
    if (error.validation) {
      return reply.status(400).send(fail(Status.BAD_REQUEST, validationMessage(error)));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.status(400).send(fail(Status.BAD_REQUEST, '请求内容不是合法的 JSON'));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send(fail(Status.BAD_REQUEST, '请求内容为空，请提交 JSON 数据'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send(fail(Status.PAYLOAD_TOO_LARGE, '请求内容过大'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send(fail(Status.UNSUPPORTED_MEDIA_TYPE, '不支持的请求内容类型，请使用 application/json'));
    }
    const multipart =
      (Object.hasOwn(MULTIPART_ERRORS, error.code) ? MULTIPART_ERRORS[error.code] : undefined) ?? brokenMultipart(error, request);
    if (multipart) {
      const [status, msg] = multipart;
      return reply.status(status).send(fail(status, msg));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(fail(Status.TOO_MANY_REQUESTS, error.message || '请求过于频繁，请稍后再试'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const msg = error.message && hasChinese(error.message) ? error.message : (CLIENT_ERROR_MESSAGES[error.statusCode] ?? '请求有误');
      return reply.status(error.statusCode).send(fail(error.statusCode, msg));
    }
    if (storeUnavailable(error)) {
      request.log.error({ err: error }, 'database or Redis unavailable');
      return reply.status(503).send(fail(Status.UNAVAILABLE, '服务暂时不可用，请稍后重试'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(Status.INTERNAL, '服务器内部错误，请稍后重试'));
  });
}
