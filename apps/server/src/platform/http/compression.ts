import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * On-the-fly compression of API answers (docs/design/compression.md). The
 * built web app is not compressed here: its `.br` / `.gz` siblings are made
 * once by the web build and picked by the static files (`preCompressed`).
 */

/** Answers smaller than this go as they are: below it compression saves too little to pay for itself. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Replaces the plugin's default list, which takes octet-stream too (files
 * that are often compressed already). mime-db's "compressible" still counts
 * on top; the .xlsx downloads are not (a zip already) and stream as they are.
 */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;

/**
 * Call before any route is registered: the plugin hooks routes as they are
 * added. Its onSend is a route hook, so it runs after the app-wide ones, and
 * the response signature is taken over the uncompressed body the browser
 * gets back (docs/design/signing.md).
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  // Outside /api/ are the web app (pre-compressed at build), micro-apps, pictures and probes.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: JSON_TYPE,
    // No client sends compressed bodies; accepting them would only add an inflation path to guard.
    globalDecompression: false,
  });
}
