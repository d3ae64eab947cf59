import { EventEmitter } from 'node:events';
import type { PubSub, Unsubscribe } from './pubsub.ts';

/** The embedded mode's fan-out: one process, so an EventEmitter reaches every subscriber. */
export class MemoryPubSub implements PubSub {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open WebSocket per channel; many are expected.
    this.emitter.setMaxListeners(0);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    // Serialised as over Redis, so subscribers never share (or mutate) the publisher's object.
    const json = JSON.stringify(message);
    this.emitter.emit(channel, json);
  }

  async subscribe(channel: string, onMessage: (message: unknown) => void): Promise<Unsubscribe> {
    const listener = (json: string) => onMessage(JSON.parse(json));
    this.emitter.on(channel, listener);
    return async () => {
      this.emitter.off(channel, listener);
    };
  }

  /** One process: nothing is ever missed. */
  onInterrupted(): void {}

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
