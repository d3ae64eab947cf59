import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ServiceDetail, saveBodyOf } from '@onehall/contract';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { createTestClock, testModes } from '../../../test/platforms.ts';
import { serviceSeedId } from '../../seed/services.ts';
import type { Platform } from '../context.ts';
import { contentSecurityPolicy, FRAME_ORIGINS_TTL_MS, installSecurityHeaders } from './security-headers.ts';

const P = '/api/blade-platform';
/** Seeded in-page services all live on this host (seed/services.ts). */
const SEED_ORIGIN = 'https://ehall.mdu.edu.cn';
/** The seeded common tools (seed/prelogin.ts), which open in the frame page. */
const TOOL_ORIGINS = ['jwc', 'lib', 'mail', 'print', 'vpn', 'wifi'].map((host) => `https://${host}.mingde.edu.cn`);
const SEED_FRAME_ORIGINS = [SEED_ORIGIN, ...TOOL_ORIGINS];
const STUDENT_ONLY = serviceSeedId('学生请假申请');
const STAFF_ONLY = serviceSeedId('差旅费报销');

const frameSrc = (response: LightMyRequestResponse) =>
  String(response.headers['content-security-policy'])
    .split(';')
    .find((d) => d.startsWith('frame-src '))
    ?.split(' ')
    .slice(1);

function expectSecurityHeaders(response: LightMyRequestResponse, what: string): void {
  expect(response.headers['content-security-policy'], what).toBe(contentSecurityPolicy(SEED_FRAME_ORIGINS));
  expect(response.headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(response.headers['strict-transport-security'], what).toBeUndefined();
}

/** JSON and files: nothing in them may run, load or be framed (docs/design/security-headers.md "API answers"). */
function expectApiHeaders(response: LightMyRequestResponse, what: string): void {
  expect(response.headers['content-security-policy'], what).toBe("default-src 'none';frame-ancestors 'none'");
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(response.headers['strict-transport-security'], what).toBeUndefined();
}

describe.each(testModes())('security headers (%s)', (mode) => {
  let api: TestApi;
  let admin: string;
  let student: string;
  let teacher: string;
  let webDist: string;

  beforeAll(async () => {
    // A stand-in for the built web app: the page and one hashed asset.
    webDist = mkdtempSync(path.join(tmpdir(), 'onehall-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>OneHall</title><div id="root"></div>');
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    api = await startApi(mode, { WEB_DIST: webDist });
    admin = (await api.signIn('admin')).access_token;
    student = (await api.signIn('student01')).access_token;
    teacher = (await api.signIn('teacher01')).access_token;
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, token?: string) => api.call({ method: 'GET', url, token });
  const post = async (url: string, payload: object, token = admin) => (await api.call({ method: 'POST', url, payload, token })).json();
  const detail = async (serviceId: string): Promise<ServiceDetail> => (await post(`${P}/serviceInfo/detail`, { serviceId })).result;
  const save = async (serviceId: string, changes: Partial<ReturnType<typeof saveBodyOf>>) => {
    const answer = await post(`${P}/serviceInfo/submit`, { ...saveBodyOf(await detail(serviceId)), ...changes });
    expect(answer.status).toBe(1000);
  };

  it('should send the page policy with the page, a client route and a static asset, and the API policy with API answers', async () => {
    const page = await get('/');
    expect(page.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(page, '/');
    expectSecurityHeaders(await get('/home/homePage'), 'client route');
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset, 'static asset');

    const json = await get(`${P}/serverCenter/myCollect`, student);
    expect(json.json().status).toBe(1000);
    expectApiHeaders(json, 'API answer');
    expectApiHeaders(await get('/api/nothing-here'), 'API 404');
    expectApiHeaders(await get(`${P}/serverCenter/myCollect`), 'API refusal');
  });

  it('should send the exact policy of docs/design/security-headers.md', async () => {
    expect((await get('/')).headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self' 'unsafe-eval';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;" +
        "font-src 'self' data:;connect-src 'self';frame-src 'self' https://ehall.mdu.edu.cn https://jwc.mingde.edu.cn " +
        'https://lib.mingde.edu.cn https://mail.mingde.edu.cn https://print.mingde.edu.cn https://vpn.mingde.edu.cn ' +
        "https://wifi.mingde.edu.cn;frame-ancestors 'self';" +
        "object-src 'none';base-uri 'self';form-action 'self'",
    );
  });

  it('should let frames show an origin once an administrator sets a service to open in the portal there, and not before', async () => {
    const origin = 'https://forms.example.edu';
    await save(STUDENT_ONLY, { openWay: 1003, serviceUrl: `${origin}/leave` });
    expect(frameSrc(await get('/'))).not.toContain(origin);

    await save(STUDENT_ONLY, { openWay: 1001 });
    await expect.poll(async () => frameSrc(await get('/'))).toContain(origin);
    expect(frameSrc(await get('/'))).toEqual(["'self'", ...SEED_FRAME_ORIGINS, origin].sort());

    // Taken off the shelf, it can no longer be opened, so its origin leaves the policy.
    await post(`${P}/serviceInfo/shelf`, { serviceIds: [STUDENT_ONLY], shelf: false });
    await expect.poll(async () => frameSrc(await get('/'))).not.toContain(origin);
    await post(`${P}/serviceInfo/shelf`, { serviceIds: [STUDENT_ONLY], shelf: true });
    await expect.poll(async () => frameSrc(await get('/'))).toContain(origin);
    await save(STUDENT_ONLY, { openWay: 1002 });
    await expect.poll(async () => frameSrc(await get('/'))).not.toContain(origin);
  });

  it('should let frames show a common tool at once when an administrator adds it, and drop it when removed', async () => {
    const origin = 'https://tools.example.edu';
    const saved = await post('/api/online-service-platform/commonTool/save', {
      tools_name: '网盘',
      tools_icon: null,
      typeList: [{ name: '学习' }],
      url: `${origin}/drive`,
      sort: 99,
      enabled: true,
    });
    expect(saved.status).toBe(1000);
    expect(frameSrc(await get('/'))).toContain(origin);
    await post('/api/online-service-platform/commonTool/remove', { id: saved.result.id });
    expect(frameSrc(await get('/'))).not.toContain(origin);
  });

  it('should let a frame card of another site load once configured: its page framed, its micro-app fetched', async () => {
    const cardConfig = '/api/online-service-platform/indexcardconfig';
    const connectSrc = async () =>
      String((await get('/')).headers['content-security-policy'])
        .split(';')
        .find((d) => d.startsWith('connect-src '))
        ?.split(' ')
        .slice(1);
    const framed = 'https://portal-card.example.edu';
    const microApp = 'https://micro.example.edu';
    const iframeCard = await post(`${cardConfig}/submit`, {
      kind: 'frame',
      cardName: '外部网页卡片',
      url: JSON.stringify({ type: 'iframe', url: `${framed}/widget` }),
    });
    expect(iframeCard.status).toBe(1000);
    await expect.poll(async () => frameSrc(await get('/'))).toContain(framed);
    expect(await connectSrc()).toEqual(["'self'"]);

    const qiankunCard = await post(`${cardConfig}/submit`, { kind: 'frame', cardName: '外部微应用卡片', url: `${microApp}/entry/` });
    expect(qiankunCard.status).toBe(1000);
    await expect.poll(connectSrc).toEqual(["'self'", microApp]);
    expect(frameSrc(await get('/'))).not.toContain(microApp);

    // Switched off, neither is needed any more.
    for (const id of [iframeCard.result.id, qiankunCard.result.id]) {
      expect((await post(`${cardConfig}/under`, { id, enabled: false })).status).toBe(1000);
    }
    await expect.poll(async () => frameSrc(await get('/'))).not.toContain(framed);
    expect(await connectSrc()).toEqual(["'self'"]);
  });

  it('should pick up a change made behind its back within the cache time', async () => {
    const origin = 'https://direct.example.edu';
    await get('/');
    await api.platform.db
      .updateTable('services')
      .set({ open_way: 1001, service_url: `${origin}/x` })
      .where('id', '=', STAFF_ONLY)
      .execute();
    expect(frameSrc(await get('/'))).not.toContain(origin);
    api.clock.advance(FRAME_ORIGINS_TTL_MS);
    expect(frameSrc(await get('/'))).toContain(origin);
    await save(STAFF_ONLY, { openWay: 1003 });
    await expect.poll(async () => frameSrc(await get('/'))).not.toContain(origin);
  });

  describe('GET serverCenter/framableOrigins', () => {
    const url = `${P}/serverCenter/framableOrigins`;

    it('should refuse a caller without a token', async () => {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json().status).toBe(401);
    });

    it('should answer only origins, and only of in-page services the caller may see', async () => {
      const origin = 'https://finance.example.edu';
      await save(STAFF_ONLY, { openWay: 1001, serviceUrl: `${origin}/travel?from=portal` });
      expect((await post(`${P}/serverCenter/details`, { serviceId: STAFF_ONLY }, teacher)).status).toBe(1000);
      expect((await post(`${P}/serverCenter/details`, { serviceId: STAFF_ONLY }, student)).status).toBe(404);

      const forTeacher = (await get(url, teacher)).json();
      expect(forTeacher.status).toBe(1000);
      expect(forTeacher.result).toContain(origin);
      const forStudent = (await get(url, student)).json().result as string[];
      expect(forStudent).toContain(SEED_ORIGIN);
      expect(forStudent).not.toContain(origin);
      for (const answer of [forStudent, forTeacher.result as string[]]) {
        for (const o of answer) expect(o).toBe(new URL(o).origin);
      }
      await save(STAFF_ONLY, { openWay: 1003 });
    });
  });
});

describe('installSecurityHeaders', () => {
  const platformOf = (NODE_ENV: 'production' | 'development') =>
    ({ config: { NODE_ENV }, clock: createTestClock() }) as unknown as Platform;

  async function appWith(platform: Platform, origins: () => Promise<readonly string[]>) {
    const app = Fastify();
    await installSecurityHeaders(app, platform);
    app.frameOrigins.add(async () => ({ 'frame-src': await origins() }));
    app.get('/', async () => 'ok');
    app.get('/api/ping', async () => ({ ok: true }));
    return app;
  }

  it('should send HSTS in production only, with pages and API answers alike', async () => {
    const production = await appWith(platformOf('production'), async () => []);
    expect((await production.inject('/')).headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await production.inject('/api/ping')).headers['strict-transport-security']).toBe('max-age=31536000');
    const embedded = await appWith(platformOf('development'), async () => []);
    expect((await embedded.inject('/')).headers['strict-transport-security']).toBeUndefined();
    expect((await embedded.inject('/api/ping')).headers['strict-transport-security']).toBeUndefined();
  });

  it('should leave out an origin a CSP would misread, and keep answering', async () => {
    const app = await appWith(platformOf('development'), async () => ['https://a;b.example', 'https://*.example', 'https://ok.example']);
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(frameSrc(response)).toEqual(["'self'", 'https://ok.example']);
  });

  it('should keep the last origins when reading them fails', async () => {
    let fail = false;
    const platform = platformOf('development');
    const app = await appWith(platform, async () => {
      if (fail) throw new Error('database down');
      return ['https://ok.example'];
    });
    expect(frameSrc(await app.inject('/'))).toEqual(["'self'", 'https://ok.example']);
    fail = true;
    app.frameOrigins.invalidate();
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(frameSrc(response)).toEqual(["'self'", 'https://ok.example']);
  });
});
