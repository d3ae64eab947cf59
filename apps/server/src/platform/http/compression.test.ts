import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { signResponse } from '../signing/response-signing.ts';
import { COMPRESS_THRESHOLD_BYTES } from './compression.ts';
import { pageWithRuntimeConfig } from './web-app.ts';

const P = '/api/blade-platform';
/** What Chromium sends. */
const BROWSER = 'gzip, deflate, br, zstd';

/** The body as the client sees it once its HTTP stack has undone the Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  expect(encoding).toBeUndefined();
  return response.rawPayload;
}

const varies = (response: LightMyRequestResponse) => String(response.headers.vary).toLowerCase().split(/,\s*/);

describe.each(testModes())('compression (%s)', (mode) => {
  let api: TestApi;
  let webDist: string;
  const script = Buffer.from(
    Array.from({ length: 400 }, (_, i) => `export function part${i}(x){return x*${i}+"${'abc'.repeat(i % 7)}"}`).join('\n'),
  );
  const page = Buffer.from(`<!doctype html><title>OneHall</title>${'<div class="shell"></div>'.repeat(100)}<div id="root"></div>`);

  beforeAll(async () => {
    // A stand-in for the built web app, siblings made as the web build makes them.
    webDist = mkdtempSync(path.join(tmpdir(), 'onehall-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    const withSiblings = (file: string, content: Buffer) => {
      writeFileSync(path.join(webDist, file), content);
      writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(content));
      writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(content));
    };
    withSiblings('index.html', page);
    withSiblings('assets/index-abc123.js', script);
    writeFileSync(path.join(webDist, 'assets', 'tiny-abc123.js'), 'console.log(1)');
    api = await startApi(mode, { WEB_DIST: webDist });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    api.call({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  describe('the built web app', () => {
    it.each([
      { accept: BROWSER, want: 'br' },
      { accept: 'gzip', want: 'gzip' },
      { accept: 'gzip;q=1, br;q=0', want: 'gzip' },
      { accept: 'no header', want: 'identity' },
      { accept: 'identity', want: 'identity' },
      { accept: 'deflate', want: 'identity' },
    ])('should answer Accept-Encoding $accept with the $want file, the same bytes once decoded', async ({ accept, want }) => {
      const encoding = want === 'identity' ? undefined : want;
      const plain = await get('/assets/index-abc123.js');
      const response = await get('/assets/index-abc123.js', accept === 'no header' ? undefined : accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decoded(response).equals(script)).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(script.length / 2);
      expect(varies(response)).toContain('accept-encoding');
      for (const header of ['content-type', 'cache-control', 'x-content-type-options', 'content-security-policy']) {
        expect(response.headers[header], header).toBe(plain.headers[header]);
      }
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('should send the page of a client route compressed too, with the headers of the plain one', async () => {
      const plain = await get('/home/homePage');
      const response = await get('/home/homePage', BROWSER);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe(plain.headers['cache-control']);
      // The page names the hashed assets of one build: after a deploy the next visit must fetch it again.
      expect(response.headers['cache-control']).toBe('no-cache');
      const { CLIENT_ID: clientId, CLIENT_SECRET: clientSecret } = api.platform.config;
      expect(decoded(response).toString()).toBe(pageWithRuntimeConfig(page.toString(), { clientId, clientSecret }));
      expect(decoded(plain).toString()).toBe(decoded(response).toString());
    });

    it('should not compress a file the build left without siblings: nothing is compressed per request', async () => {
      const response = await get('/assets/tiny-abc123.js', BROWSER);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe('console.log(1)');
    });
  });

  describe('API answers', () => {
    const services = (size: number, acceptEncoding?: string, headers: Record<string, string> = {}) =>
      api.call({
        method: 'POST',
        url: `${P}/nobody/serverCenter/page`,
        payload: { size },
        headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers },
      });

    it('should compress a large JSON answer with br, or gzip when that is all the client takes', async () => {
      const plain = await services(50);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(10 * COMPRESS_THRESHOLD_BYTES);
      for (const [accept, encoding] of [
        [BROWSER, 'br'],
        ['gzip', 'gzip'],
      ]) {
        const response = await services(50, accept);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(varies(response)).toContain('accept-encoding');
        expect(response.headers['content-type']).toBe(plain.headers['content-type']);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
        expect(decoded(response).equals(plain.rawPayload)).toBe(true);
      }
    });

    it('should leave a small JSON answer as it is', async () => {
      const response = await api.call({
        method: 'POST',
        url: '/api/blade-workbench/auth/auth/init',
        headers: { 'accept-encoding': BROWSER },
      });
      expect(response.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json().status).toBe(1000);
    });

    it('should sign the body the client reads, before compression', async () => {
      const index = (await api.call({ method: 'POST', url: `${P}/nobody/index/index` })).json().result;
      const response = await services(50, BROWSER, { 'sign-id': index.sign_id, requestid: 'r-7' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.sign).toBe(
        signResponse(index.sign_key, {
          requestId: 'r-7',
          responseTime: Number(response.headers.responsetime),
          responsePath: `${P}/nobody/serverCenter/page`,
          body: decoded(response),
        }),
      );
    });

    it('should stream an Excel download as it is: an .xlsx is a zip already', async () => {
      const admin = (await api.signIn('admin')).access_token;
      const response = await api.call({
        method: 'GET',
        url: `${P}/excel/deptDuty/import/template`,
        token: admin,
        headers: { 'accept-encoding': BROWSER },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });
  });
});
