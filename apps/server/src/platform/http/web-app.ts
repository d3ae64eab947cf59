import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { fail, RUNTIME_CONFIG_META, type RuntimeConfig, Status } from '@onehall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built index.html with this installation's runtime configuration
 * (packages/contract/src/runtime-config.ts) as the first tag of its head, so
 * one build serves any installation: the bundle holds no credential.
 */
export function pageWithRuntimeConfig(html: string, config: RuntimeConfig): string {
  const meta = `<meta name="${RUNTIME_CONFIG_META}" content="${escapeAttribute(JSON.stringify(config))}">`;
  const head = /<head[^>]*>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + meta + html.slice(head.index + head[0].length);
  const doctype = /^<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype[0].length : 0;
  return html.slice(0, at) + meta + html.slice(at);
}

/** br or gzip as the request accepts them (q=0 refuses), br first, else none. */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * Serves the built SPA with an `index.html` fallback for every client route; unknown API paths get a 404 envelope.
 * A file's `.br` or `.gz` sibling from the build goes out when the request accepts it (docs/design/compression.md);
 * the page itself is made once at start, with its runtime configuration, in the three encodings.
 */
export async function serveWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const dist = config.WEB_DIST;
  const indexFile = path.join(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  let sendPage: ((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      maxAge: '1h',
      preCompressed: true,
      // The plugin picks by Accept-Encoding without saying so; a shared cache must not hand br to a client that did not ask.
      setHeaders: (res) => res.setHeader('vary', 'accept-encoding'),
      // The file as built has no configuration: asked for by name, it falls through to the page below.
      allowedPath: (pathName) => !pathName.startsWith('/index.html'),
    });
    const page = Buffer.from(
      pageWithRuntimeConfig(readFileSync(indexFile, 'utf8'), { clientId: config.CLIENT_ID, clientSecret: config.CLIENT_SECRET }),
    );
    const encoded = {
      br: brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(page, { level: 9 }),
    };
    sendPage = (request, reply) => {
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      // The page names the hashed assets of one build: after a deploy the next visit must fetch it again.
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .send(encoding ? encoded[encoding] : page);
    };
  }
  app.setNotFoundHandler((request, reply) => {
    if (sendPage && request.method === 'GET' && !request.url.startsWith('/api/')) return sendPage(request, reply);
    return reply.status(404).send(fail(Status.NOT_FOUND, `接口不存在：${request.method} ${request.url.split('?')[0]}`));
  });
}
