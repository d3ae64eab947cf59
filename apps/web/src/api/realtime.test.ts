import { type ImportantNotice, type PushedMessage, REALTIME_BACKOFF_MS, REALTIME_CLOSE } from '@onehall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth.ts';
import { createRealtimeClient, type RealtimeClient, type RealtimeEvent, realtimeUrl, reconnectDelay, type SocketLike } from './realtime.ts';

/**
 * A stand-in for the browser's WebSocket (jsdom's needs a server, and the
 * test bundle has no `ws` types): it records what the client sends, and the
 * test plays the server by opening, answering and closing it.
 */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closedWith: number | undefined;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverSends(event: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

const message = (id: string): PushedMessage => ({
  id,
  mpId: 'mp1',
  mpName: '教务处',
  title: `通知 ${id}`,
  summary: '',
  cover: null,
  attachmentCount: 0,
  important: false,
  sendTime: '2026-03-01 08:00:00',
  notice: null as ImportantNotice | null,
});

let sockets: FakeSocket[];
let received: RealtimeEvent[];
let client: RealtimeClient;

const signIn = (token: string) => useAuthStore.setState({ accessToken: token });
const last = () => sockets[sockets.length - 1]!;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  received = [];
  useAuthStore.setState({ accessToken: '' });
  client = createRealtimeClient({
    openSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    url: () => 'ws://portal.test/api/blade-platform/realtime',
    random: () => 1,
  });
  client.subscribe((e) => received.push(e));
});

afterEach(() => {
  client.stop();
  vi.useRealTimers();
});

describe('realtime socket client', () => {
  it('should address the page origin with ws: or wss:', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'hall.example.edu' })).toBe('wss://hall.example.edu/api/blade-platform/realtime');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/api/blade-platform/realtime');
  });

  it('should wait the back-off schedule plus at most a quarter, repeating its last step', () => {
    expect(reconnectDelay(0, 0)).toBe(REALTIME_BACKOFF_MS[0]);
    expect(reconnectDelay(0, 1)).toBe(1250);
    expect(reconnectDelay(2, 0.5)).toBe(4500);
    expect(reconnectDelay(40, 1)).toBe(37_500);
  });

  it('should open nothing until someone is signed in, then send auth with the token', () => {
    client.start();
    expect(sockets).toHaveLength(0);
    signIn('token-1');
    expect(sockets).toHaveLength(1);
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'token-1' }]);
  });

  it('should send auth again with every refreshed token on the same socket', () => {
    signIn('token-1');
    client.start();
    last().open();
    signIn('token-2');
    expect(sockets).toHaveLength(1);
    expect(last().sent).toEqual([
      { type: 'auth', token: 'token-1' },
      { type: 'auth', token: 'token-2' },
    ]);
  });

  it('should reconnect after the back-off, catch up from the last cursor and drop what it already had', () => {
    signIn('token-1');
    client.start();
    last().open();
    last().serverSends({ type: 'ready', userId: 'u1', cursor: 'c0' });
    last().serverSends({ type: 'message', cursor: 'c1', message: message('m1') });
    // An older cursor (another source's late event) does not move the catch-up back.
    last().serverSends({ type: 'withdrawn', cursor: 'c0x', messageId: 'm0' });
    last().serverCloses(1006);

    // random() = 1: the first wait is 1000 ms plus a quarter.
    vi.advanceTimersByTime(1249);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'token-1', since: 'c1' }]);

    // The catch-up repeats m1 (the server's cursor may lag): listeners get it once.
    last().serverSends({ type: 'message', cursor: 'c1', message: message('m1') });
    last().serverSends({ type: 'message', cursor: 'c2', message: message('m2') });
    last().serverSends({ type: 'withdrawn', cursor: 'c3', messageId: 'm1' });
    last().serverSends({ type: 'ready', userId: 'u1', cursor: 'c3' });
    expect(received.map((e) => (e.type === 'message' ? e.message.id : e.type))).toEqual([
      'ready',
      'm1',
      'withdrawn',
      'm2',
      'withdrawn',
      'ready',
    ]);
  });

  it('should back off further after each failed attempt and start over once accepted', () => {
    signIn('token-1');
    client.start();
    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const before = sockets.length;
      last().serverCloses(1006);
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(50);
        waited += 50;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1250, 2500, 5000]);

    last().open();
    last().serverSends({ type: 'ready', userId: 'u1', cursor: 'c9' });
    last().serverCloses(1001);
    vi.advanceTimersByTime(1250);
    expect(sockets).toHaveLength(5);
  });

  it('should stay closed when the server refuses the token or says the user signed out, until a new token comes', () => {
    signIn('token-1');
    client.start();
    last().open();
    last().serverCloses(REALTIME_CLOSE.unauthorized);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    signIn('token-2');
    expect(sockets).toHaveLength(2);
    last().open();
    last().serverCloses(REALTIME_CLOSE.signedOut);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('should reconnect with the fresh token after the server closes an expired one', () => {
    signIn('token-1');
    client.start();
    last().open();
    last().serverCloses(REALTIME_CLOSE.expired);
    signIn('token-2');
    // A new token need not wait out the back-off.
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'token-2' }]);
  });

  it('should close on sign-out, not reconnect, and not hand the cursor to the next user', () => {
    signIn('token-1');
    client.start();
    last().open();
    last().serverSends({ type: 'message', cursor: 'c5', message: message('m5') });
    signIn('');
    expect(last().closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    signIn('token-other');
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'token-other' }]);
    // The new user's m5 is their own message, not a repeat.
    last().serverSends({ type: 'message', cursor: 'x1', message: message('m5') });
    expect(received.filter((e) => e.type === 'message')).toHaveLength(2);
  });

  it('should keep one socket however often it is started', () => {
    signIn('token-1');
    client.start();
    client.start();
    expect(sockets).toHaveLength(1);
  });

  it('should ignore frames that are not events', () => {
    signIn('token-1');
    client.start();
    last().open();
    last().onmessage?.(new MessageEvent('message', { data: 'not json' }));
    last().serverSends({ type: 'pong' });
    expect(received).toEqual([]);
  });
});
