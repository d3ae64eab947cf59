import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RUNTIME_CONFIG_META, type RuntimeConfig } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { pageWithRuntimeConfig } from './web-app.ts';

/** The runtime configuration a page carries, read back as the web app reads it. */
function configOf(html: string): RuntimeConfig {
  const match = new RegExp(`<meta name="${RUNTIME_CONFIG_META}" content="([^"]*)">`).exec(html);
  expect(match, 'the page has no runtime configuration').not.toBeNull();
  const text = (match?.[1] ?? '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(text) as RuntimeConfig;
}

describe('the runtime configuration in the served page (one build, any installation)', () => {
  let api: TestApi;
  let webDist: string;
  // An installation's own credential, with characters an attribute must escape.
  const installation = { CLIENT_ID: 'campus-portal', CLIENT_SECRET: 's3cr"et<&>' };

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'onehall-web-'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>OneHall</title></head><body><div id="root"></div></body></html>',
    );
    api = await startApi('embedded', { WEB_DIST: webDist, ...installation });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/home/homePage?x=1', '/index.html'])('should give %s the credential this server accepts', async (url) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(configOf(response.body)).toEqual({ clientId: installation.CLIENT_ID, clientSecret: installation.CLIENT_SECRET });
    // Within the head, before anything that could run.
    expect(response.body.indexOf(RUNTIME_CONFIG_META)).toBeLessThan(response.body.indexOf('<title>'));
  });

  it('should accept the credential it hands out and refuse the demo one', async () => {
    const { clientId, clientSecret } = configOf((await api.app.inject({ method: 'GET', url: '/' })).body);
    const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
    const index = (authorization: string) =>
      api.app.inject({ method: 'POST', url: '/api/blade-platform/nobody/index/index', headers: { authorization } });
    expect((await index(basic(clientId, clientSecret))).json().status).toBe(1000);
    expect((await index(basic('onehall', 'onehall_secret'))).statusCode).toBe(401);
  });

  it('should put the configuration at the top of a page without a head', () => {
    const page = pageWithRuntimeConfig('<!doctype html><title>x</title>', { clientId: 'a', clientSecret: 'b' });
    expect(page).toBe(
      `<!doctype html><meta name="${RUNTIME_CONFIG_META}" content="{&quot;clientId&quot;:&quot;a&quot;,&quot;clientSecret&quot;:&quot;b&quot;}"><title>x</title>`,
    );
  });
});
