/**
 * What a node keeps in its own memory of what every request asks, dropped on
 * every node when it changes (node-memo.ts, docs/design/node-memo.md).
 */
export interface MemoOptions<T> {
  ttlMs?: number;
  keep?: (value: T) => boolean;
}

/** A value, or a promise of it when it had to be read: `await` takes both, hot paths test `instanceof Promise`. */
export type Awaitable<T> = T | Promise<T>;

/** `next` on the value: at once when it is at hand, after it when it is a promise. */
export function andThen<T, U>(value: Awaitable<T>, next: (value: T) => Awaitable<U>): Awaitable<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}

export interface Memo {
  /**
   * The entry under `key`, loaded (and kept) when absent or expired. `ttlMs`
   * shortens the life of what also changes without a message (data read from
   * other areas); `keep` refuses to keep a value (a partial failure).
   */
  get<T>(key: string, load: () => Promise<T>, options?: MemoOptions<T>): Promise<T>;
  /**
   * Like `get`, but a kept value is answered as it is, not in a promise: the
   * checks every signed-in request makes then run without waiting for a
   * promise turn (platform/auth, platform/http/endpoints.ts).
   */
  read<T>(key: string, load: () => Promise<T>, options?: MemoOptions<T>): T | Promise<T>;
  /** Drops the entries on every node; call after the change has committed. */
  forget(keys: readonly string[]): Promise<void>;
  /** Drops every entry whose key starts with `prefix` on every node (a change that touches many users). */
  forgetPrefix(prefix: string): Promise<void>;
  close(): void;
}
