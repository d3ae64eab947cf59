/** Fan-out of realtime events across API nodes. In-process or Redis pub/sub. */
export type Unsubscribe = () => Promise<void>;

export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, onMessage: (message: unknown) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}
