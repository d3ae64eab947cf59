import { Redis } from 'ioredis';
import { REDIS_FAIL_FAST } from '../cache/redis-cache.ts';
import type { PubSub, Unsubscribe } from './pubsub.ts';

type Listener = (message: unknown) => void;

/**
 * Fan-out across API nodes. A Redis connection in subscriber mode can run no
 * other command, hence one connection to publish and one to listen; each
 * Redis channel is subscribed once per process however many listeners it has.
 */
export class RedisPubSub implements PubSub {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channels = new Map<string, { listeners: Set<Listener>; subscribed: Promise<unknown> }>();
  private readonly interruptedListeners = new Set<() => void>();

  constructor(
    url: string,
    /** Keeps installations (and test runs) sharing one Redis from hearing each other. */
    private readonly prefix: string,
  ) {
    this.publisher = new Redis(url, REDIS_FAIL_FAST);
    // Named, so an operator (and a test) can tell this installation's listener in CLIENT LIST.
    this.subscriber = new Redis(url, { connectionName: `${prefix}subscriber` });
    this.subscriber.on('message', (redisChannel: string, json: string) => {
      const entry = this.channels.get(redisChannel.slice(this.prefix.length));
      if (!entry) return;
      const message = JSON.parse(json) as unknown;
      for (const listener of entry.listeners) listener(message);
    });
    // What was published while the connection was down is lost. ioredis resubscribes on reconnecting without
    // waiting for Redis to confirm; subscribing again (idempotent) gives the moment from which nothing is missed.
    let connectedBefore = false;
    const interrupted = () => {
      for (const listener of this.interruptedListeners) listener();
    };
    this.subscriber.on('close', interrupted);
    this.subscriber.on('ready', () => {
      if (!connectedBefore) {
        connectedBefore = true;
        return;
      }
      const channels = [...this.channels.keys()].map((channel) => this.prefix + channel);
      (channels.length > 0 ? this.subscriber.subscribe(...channels) : Promise.resolve()).then(interrupted, interrupted);
    });
  }

  onInterrupted(listener: () => void): void {
    this.interruptedListeners.add(listener);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publisher.publish(this.prefix + channel, JSON.stringify(message));
  }

  async subscribe(channel: string, onMessage: Listener): Promise<Unsubscribe> {
    let entry = this.channels.get(channel);
    if (!entry) {
      entry = { listeners: new Set(), subscribed: this.subscriber.subscribe(this.prefix + channel) };
      this.channels.set(channel, entry);
    }
    // A fresh wrapper per call, so subscribing one function twice gives two independent subscriptions.
    const listener: Listener = (message) => onMessage(message);
    entry.listeners.add(listener);
    // Every caller, not just the first, waits until Redis confirms, so a publish right after is heard.
    try {
      await entry.subscribed;
    } catch (error) {
      if (this.channels.get(channel) === entry) this.channels.delete(channel);
      throw error;
    }
    return async () => {
      const current = this.channels.get(channel);
      if (!current?.listeners.delete(listener) || current.listeners.size > 0) return;
      this.channels.delete(channel);
      await this.subscriber.unsubscribe(this.prefix + channel);
    };
  }

  async close(): Promise<void> {
    this.channels.clear();
    this.interruptedListeners.clear();
    await Promise.all([this.publisher.quit(), this.subscriber.quit()]);
  }
}
