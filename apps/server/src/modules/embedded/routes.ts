import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context.ts';

/** Where micro-apps are served; frame cards point here (e.g. `/micro-apps/campus-clock/`). */
export const MICRO_APPS_PREFIX = '/micro-apps/';

/** Micro-apps bundled with the server (apps/server/assets/micro-apps), one folder per app with its index.html. */
export const MICRO_APPS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/micro-apps');

/**
 * Serves the bundled micro-apps for qiankun and iframe frame cards
 * (docs/design/home-web.md). Outside /api: an iframe or qiankun's entry fetch
 * cannot send the client credential, and the files hold no user data.
 * `decorateReply: false` because the web dist registers @fastify/static too.
 */
export function registerEmbeddedRoutes(app: FastifyInstance, _platform: Platform): void {
  app.register(fastifyStatic, {
    root: MICRO_APPS_DIR,
    prefix: MICRO_APPS_PREFIX,
    decorateReply: false,
    index: ['index.html'],
    // `/micro-apps/campus-clock` goes to `/micro-apps/campus-clock/`, so the app's relative addresses resolve.
    redirect: true,
    dotfiles: 'deny',
    maxAge: '10m',
    setHeaders: (res) => {
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
}
