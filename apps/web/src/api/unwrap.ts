import { type Envelope, Status } from '@onehall/contract';

/** A failed call as a thrown value, so TanStack Query puts the view in its error state with the server's message. */
export class ApiError extends Error {
  readonly status: number;
  constructor(env: Pick<Envelope, 'status' | 'msg'>) {
    super(env.msg || '请求失败');
    this.status = env.status;
  }
}

/** The result of a call, or an `ApiError` carrying its status and msg. */
export async function unwrap<T>(pending: Promise<Envelope<T>>): Promise<T> {
  const env = await pending;
  if (env.status !== Status.OK) throw new ApiError(env);
  return env.result;
}
