import type { Clock } from '../context.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import type { Memo, MemoOptions } from './memo.ts';

/** Where nodes tell each other which entries to drop. */
const CHANNEL = 'node-memo:forget';

/** What a node may hold; beyond it the oldest entries go first. */
const DEFAULT_MAX_ENTRIES = 100_000;
/** Bounds how long an entry outlives a change whose message never arrived. */
const DEFAULT_TTL_MS = 5 * 60 * 1000;
const SWEEP_EVERY_MS = 60_000;

type ForgetMessage = { keys: string[] } | { prefix: string };

interface Entry {
  value: unknown;
  expiresAt: number;
}

export interface NodeMemoOptions {
  maxEntries?: number;
  ttlMs?: number;
}

/**
 * What every request asks and rarely changes (who the caller is, whether a
 * token was revoked, what the caller may see), kept in this node's memory so
 * a signed-in call reads neither the database nor Redis. A change drops the
 * entries on this node at once and on every other node through pub/sub; when
 * the pub/sub connection drops, messages may have been missed, so everything
 * is dropped. Values are shared between callers and must not be mutated.
 */
export class NodeMemo implements Memo {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every drop: a load that began before a drop may hold what the drop was for, and is not kept. */
  private generation = 0;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private sweeper?: NodeJS.Timeout;

  private constructor(
    private readonly pubsub: PubSub,
    private readonly clock: Clock,
    options: NodeMemoOptions,
  ) {
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  }

  /** Resolves once this node hears other nodes' changes. */
  static async open(pubsub: PubSub, clock: Clock, options: NodeMemoOptions = {}): Promise<NodeMemo> {
    const memo = new NodeMemo(pubsub, clock, options);
    await pubsub.subscribe(CHANNEL, (message) => memo.drop(message as ForgetMessage));
    pubsub.onInterrupted(() => memo.drop({ prefix: '' }));
    memo.sweeper = setInterval(() => memo.sweep(), SWEEP_EVERY_MS);
    memo.sweeper.unref();
    return memo;
  }

  close(): void {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  async get<T>(key: string, load: () => Promise<T>, options: MemoOptions<T> = {}): Promise<T> {
    return this.read(key, load, options);
  }

  read<T>(key: string, load: () => Promise<T>, options: MemoOptions<T> = {}): T | Promise<T> {
    const now = this.clock.now().getTime();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value as T;
    return this.load(key, load, options, now);
  }

  private async load<T>(key: string, load: () => Promise<T>, options: MemoOptions<T>, now: number): Promise<T> {
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && (options.keep?.(value) ?? true)) this.keep(key, value, now + (options.ttlMs ?? this.ttlMs));
    return value;
  }

  forget(keys: readonly string[]): Promise<void> {
    return this.forgetEverywhere({ keys: [...keys] });
  }

  forgetPrefix(prefix: string): Promise<void> {
    return this.forgetEverywhere({ prefix });
  }

  private async forgetEverywhere(message: ForgetMessage): Promise<void> {
    this.drop(message);
    await this.pubsub.publish(CHANNEL, message);
  }

  private keep(key: string, value: unknown, expiresAt: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expiresAt });
  }

  /** Expired entries are also replaced on read; the sweep frees those never read again (signed-out users' data). */
  private sweep(): void {
    const now = this.clock.now().getTime();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  private drop(message: ForgetMessage): void {
    this.generation++;
    if ('keys' in message) {
      for (const key of message.keys) this.entries.delete(key);
      return;
    }
    if (message.prefix === '') {
      this.entries.clear();
      return;
    }
    for (const key of this.entries.keys()) if (key.startsWith(message.prefix)) this.entries.delete(key);
  }
}
