import { Status } from '@onehall/contract';

/**
 * The one error type handlers throw. `status` is an envelope status of the
 * contract; HTTP-level statuses (4xx/5xx) are also used as the HTTP code,
 * business statuses (1002, 1004 …) travel with HTTP 200.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get httpStatus(): number {
    return this.status >= 400 && this.status < 600 ? this.status : 200;
  }
}

export const badRequest = (msg: string) => new AppError(Status.BAD_REQUEST, msg);
export const unauthorized = (msg = '登录已过期，请重新登录') => new AppError(Status.UNAUTHORIZED, msg);
export const forbidden = (msg = '没有权限访问该功能') => new AppError(Status.FORBIDDEN, msg);
export const notFound = (msg = '请求的资源不存在') => new AppError(Status.NOT_FOUND, msg);
export const business = (msg: string, result: unknown = null) => new AppError(Status.BUSINESS, msg, result);
