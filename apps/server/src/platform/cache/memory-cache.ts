import type { Clock } from '../context.ts';
import type { Cache } from './cache.ts';

interface Entry {
  /** Kept as JSON so callers get a copy, exactly as from Redis. */
  json: string;
  /** Epoch ms, per the injected clock; undefined = never expires. */
  expiresAt?: number;
}

const SWEEP_EVERY_MS = 60_000;

/** The embedded mode's cache: one process, so a Map is the whole truth. */
export class MemoryCache implements Cache {
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly clock: Clock) {
    // Expired keys are also dropped on read; the sweep bounds memory for keys
    // that are never read again (rate-limit counters of one-off callers).
    this.sweeper = setInterval(() => this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  async get<T = unknown>(key: string): Promise<T | undefined> {
    const entry = this.live(key);
    return entry ? (JSON.parse(entry.json) as T) : undefined;
  }

  async set(key: string, value: unknown, ttlMs?: number): Promise<void> {
    this.entries.set(key, { json: JSON.stringify(value), expiresAt: ttlMs === undefined ? undefined : this.now() + ttlMs });
  }

  async del(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async incr(key: string, ttlMs: number, by = 1): Promise<number> {
    const entry = this.live(key);
    if (!entry) {
      this.entries.set(key, { json: String(by), expiresAt: this.now() + ttlMs });
      return by;
    }
    const current = JSON.parse(entry.json);
    if (typeof current !== 'number' || !Number.isInteger(current)) throw new Error(`Cache key ${key} does not hold an integer`);
    entry.json = String(current + by);
    return current + by;
  }

  async ttl(key: string): Promise<number> {
    const entry = this.live(key);
    if (!entry) return -2;
    return entry.expiresAt === undefined ? -1 : entry.expiresAt - this.now();
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) this.entries.delete(key);
    }
  }
}
