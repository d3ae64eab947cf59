import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { percentile } from './stats.ts';

/*
 * The realtime bench's clients, in a process of their own (forked with IPC by
 * realtime.bench.ts) so the servers' memory and event loop are measured
 * without them. Each client opens the socket, sends `auth`, waits for `ready`
 * and records when each pushed event arrived.
 */

export type ClientCommand =
  | { type: 'connect'; path: string; targets: { origin: string; token: string }[] }
  | { type: 'report'; messageId: string; sentAt: number; windowMs: number }
  | { type: 'close' };

export type ClientReply =
  | { type: 'connected'; ready: number; failed: number; firstError: string | null; ms: number }
  | { type: 'report'; received: number; withinWindow: number; p50: number; p99: number; max: number };

/** Opened at once; more would overflow the server's accept backlog on a small machine. */
const CONCURRENT_OPENS = 250;

const now = () => performance.timeOrigin + performance.now();
const sockets: WebSocket[] = [];
/** Arrival times per pushed message id, one per client that got it. */
const arrivals = new Map<string, number[]>();

function open(url: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    let ready = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (data) => {
      const at = now();
      const event = JSON.parse(String(data)) as { type: string; messageId?: string; message?: { id: string } };
      if (event.type === 'ready') {
        ready = true;
        sockets.push(socket);
        resolve();
        return;
      }
      const id = event.messageId ?? event.message?.id;
      if (!id) return;
      let list = arrivals.get(id);
      if (!list) {
        list = [];
        arrivals.set(id, list);
      }
      list.push(at);
    });
    socket.on('error', (error) => {
      if (!ready) reject(error);
    });
    socket.on('close', (code) => {
      if (!ready) reject(new Error(`closed with ${code} before ready`));
    });
  });
}

async function connectAll(path: string, targets: { origin: string; token: string }[]): Promise<ClientReply> {
  const started = now();
  let next = 0;
  let failed = 0;
  let firstError: string | null = null;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next++];
      if (!target) break;
      try {
        await open(`${target.origin.replace(/^http/, 'ws')}${path}`, target.token);
      } catch (error) {
        failed++;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_OPENS }, worker));
  return { type: 'connected', ready: sockets.length, failed, firstError, ms: Math.round(now() - started) };
}

function report(messageId: string, sentAt: number, windowMs: number): ClientReply {
  const latencies = (arrivals.get(messageId) ?? []).map((at) => at - sentAt).sort((a, b) => a - b);
  return {
    type: 'report',
    received: latencies.length,
    withinWindow: latencies.filter((ms) => ms <= windowMs).length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
  };
}

process.on('message', (command: ClientCommand) => {
  const reply = (message: ClientReply) => process.send?.(message);
  if (command.type === 'connect') connectAll(command.path, command.targets).then(reply);
  else if (command.type === 'report') reply(report(command.messageId, command.sentAt, command.windowMs));
  else {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
