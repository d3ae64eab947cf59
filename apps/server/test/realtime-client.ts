import type { ClientEvent, ServerEvent } from '@onehall/contract';
import { REALTIME_PATH } from '@onehall/contract';
import { WebSocket } from 'ws';

/** A realtime client as a browser tab uses the socket, for the realtime tests. */
export interface TestClient {
  /** Every event received, in order. */
  events: ServerEvent[];
  /** Resolves with the close code once the socket closed. */
  closed: Promise<number>;
  send(event: ClientEvent | Record<string, unknown>): void;
  sendRaw(text: string): void;
  /** Sends `auth` and resolves with the `ready` that answers it. */
  auth(token: string, since?: string): Promise<Extract<ServerEvent, { type: 'ready' }>>;
  close(): void;
}

/** Opens the socket at `origin` (http://host:port) with no client credential, as a browser can. */
export function connect(origin: string): Promise<TestClient> {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}${REALTIME_PATH}`);
  const events: ServerEvent[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    events.push(JSON.parse(String(data)) as ServerEvent);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const client: TestClient = {
    events,
    closed,
    send: (event) => socket.send(JSON.stringify(event)),
    sendRaw: (text) => socket.send(text),
    auth: (token, since) =>
      new Promise((resolve, reject) => {
        const seen = events.length;
        const check = () => {
          const ready = events.slice(seen).find((e) => e.type === 'ready');
          if (ready) return resolve(ready);
          waiters.push(check);
        };
        closed.then((code) => reject(new Error(`closed with ${code} before ready`)));
        waiters.push(check);
        client.send(since === undefined ? { type: 'auth', token } : { type: 'auth', token, since });
      }),
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}
