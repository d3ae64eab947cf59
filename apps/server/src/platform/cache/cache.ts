/** Key–value cache with time-to-live. In-process in the embedded mode, Redis in production. */
export interface Cache {
  get<T = unknown>(key: string): Promise<T | undefined>;
  /** Stores a JSON-serialisable value; without ttlMs it never expires. */
  set(key: string, value: unknown, ttlMs?: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Atomically adds `by` (default 1; may be negative) and returns the new value; the TTL is set when the key is created. */
  incr(key: string, ttlMs: number, by?: number): Promise<number>;
  /** Milliseconds left on a key, or -1 when it has no TTL, -2 when it does not exist. */
  ttl(key: string): Promise<number>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
