import websocket from '@fastify/websocket';
import { REALTIME_CLIENT_FRAME_MAX, REALTIME_PATH } from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../context.ts';
import { REALTIME_CHANNEL, type RealtimeFanout } from './fanout.ts';
import { RealtimeHub, type RealtimeOptions } from './hub.ts';

/**
 * The realtime socket at REALTIME_PATH (docs/design/realtime.md) and this
 * node's hub listening to REALTIME_CHANNEL. The WebSocket plugin lives in a
 * scope of its own, so its hooks run on this one route, not on every request.
 */
export function installRealtime(app: FastifyInstance, platform: Platform, options: RealtimeOptions): RealtimeHub {
  const hub = new RealtimeHub(platform, options, app.log);
  app.register(async (scope) => {
    await scope.register(websocket, {
      // Per-message compression would hold a zlib context per socket: far more memory than the small events save.
      options: { maxPayload: REALTIME_CLIENT_FRAME_MAX, perMessageDeflate: false },
      preClose: (done) => {
        hub.stop();
        scope.websocketServer.close();
        done();
      },
    });
    scope.get(REALTIME_PATH, { websocket: true }, (socket) => hub.accept(socket));
    const unsubscribe = await platform.pubsub.subscribe(REALTIME_CHANNEL, (message) => hub.deliver(message as RealtimeFanout));
    platform.pubsub.onInterrupted(() => hub.interrupted());
    hub.start();
    scope.addHook('onClose', async () => {
      hub.stop();
      await unsubscribe();
    });
  });
  return hub;
}
