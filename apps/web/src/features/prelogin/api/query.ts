import type { Envelope } from '@onehall/contract';
import { Status } from '@onehall/contract';

/** A failed call as a thrown value, so TanStack Query puts the page section into its error state with the server's msg. */
export class CallError extends Error {
  constructor(readonly envelope: Pick<Envelope, 'status' | 'msg'>) {
    super(envelope.msg || '加载失败');
  }
}

/** The result of a call, or a `CallError` carrying its msg. */
export async function resultOf<T>(pending: Promise<Envelope<T>>): Promise<T> {
  const env = await pending;
  if (env.status !== Status.OK) throw new CallError(env);
  return env.result;
}
