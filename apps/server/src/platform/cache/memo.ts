/**
 * What a node keeps in its own memory of what every request asks, dropped on
 * every node when it changes (node-memo.ts, docs/design/node-memo.md).
 */
export interface Memo {
  /**
   * The entry under `key`, loaded (and kept) when absent or expired. `ttlMs`
   * shortens the life of what also changes without a message (data read from
   * other areas); `keep` refuses to keep a value (a partial failure).
   */
  get<T>(key: string, load: () => Promise<T>, options?: { ttlMs?: number; keep?: (value: T) => boolean }): Promise<T>;
  /** Drops the entries on every node; call after the change has committed. */
  forget(keys: readonly string[]): Promise<void>;
  /** Drops every entry whose key starts with `prefix` on every node (a change that touches many users). */
  forgetPrefix(prefix: string): Promise<void>;
  close(): void;
}
