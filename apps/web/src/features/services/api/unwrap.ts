import { type EndpointDef, type Envelope, Status } from '@onehall/contract';

/** A failed call as a thrown value, so TanStack Query puts the page in its error state with the server's message. */
export class ApiError extends Error {
  readonly status: number;
  constructor(env: Pick<Envelope, 'status' | 'msg'>) {
    super(env.msg || '请求失败');
    this.status = env.status;
  }
}

export async function unwrap<T>(pending: Promise<Envelope<T>>): Promise<T> {
  const env = await pending;
  if (env.status !== Status.OK) throw new ApiError(env);
  return env.result;
}

/**
 * SPEC §6: visitors use the `nobody` twin of an endpoint, signed-in users the
 * plain path. Both reach the same handler; the definition keeps its types.
 */
export function asCaller<E extends EndpointDef>(def: E, signedIn: boolean): E {
  return signedIn || !def.visitorPath ? def : { ...def, path: def.visitorPath };
}
