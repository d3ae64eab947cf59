import type { Envelope } from '@onehall/contract';
import { isOk } from './client.ts';

/** A failed call as a thrown value, so TanStack Query puts the view in its error state with the server's message. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's own msg (possibly empty): what `reportError` shows for it. */
  readonly msg: string;
  constructor(env: Pick<Envelope, 'status' | 'msg'>, fallback = '请求失败') {
    super(env.msg || fallback);
    this.status = env.status;
    this.msg = env.msg;
  }
}

/**
 * The result of a call, or an `ApiError` carrying its status and msg. `fallback`
 * is the error's message when the server gave none (a view's own wording).
 */
export async function unwrap<T>(pending: Promise<Envelope<T>>, fallback?: string): Promise<T> {
  const env = await pending;
  if (!isOk(env)) throw new ApiError(env, fallback);
  return env.result;
}
