/** Fan-out of realtime events across API nodes. In-process or Redis pub/sub. */
export type Unsubscribe = () => Promise<void>;

export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, onMessage: (message: unknown) => void): Promise<Unsubscribe>;
  /** Called whenever messages may have been missed (the connection to Redis dropped or came back); never in-process. */
  onInterrupted(listener: () => void): void;
  close(): Promise<void>;
}
