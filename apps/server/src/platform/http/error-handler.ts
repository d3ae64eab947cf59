import { fail, Status } from '@onehall/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** Turns a schema-validation failure into a sentence a person can act on. */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return '请求参数有误';
  const where = `${error.validationContext ?? ''}${first.instancePath ?? ''}`.replace(/\//g, '.');
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  if (missing) return `请求参数有误：缺少必填字段 ${missing}`;
  return `请求参数有误：${where} ${first.message ?? ''}`.trim();
}

/**
 * The one place errors become envelopes: never HTML, never a stack trace.
 * 5xx details are logged with the request and hidden from the caller.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // Business refusals travel with HTTP 200; the route's success schema would reshape
      // their `result` (null → {}), so they are serialised as they are.
      return reply
        .status(error.httpStatus)
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
    if (error.statusCode === 429) {
      return reply.status(429).send(fail(Status.TOO_MANY_REQUESTS, error.message || '请求过于频繁，请稍后再试'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(fail(error.statusCode, error.message || '请求有误'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(Status.INTERNAL, '服务器内部错误，请稍后重试'));
  });
}
