import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAuthorization, startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { buildApp } from '../../app.ts';
import type { Platform } from '../../platform/context.ts';
import { closePlatform, createPlatform } from '../../platform/create-platform.ts';
import { DEMO_PASSWORD, roleId } from '../../seed/identity.ts';

/*
 * Who the caller is, whether the token was revoked and what the caller may see
 * are kept in each node's memory (platform.memo). These tests change them and
 * ask again at once: on the same node, and in production on another node.
 */

const USER_INFO = '/api/blade-user/user/getUserInfo';
const SAVE_PAGES = '/api/blade-platform/baseService/saveRolePageList';
const TOP_MENU = '/api/blade-platform/homePage/getTopMenu';
const NAV = '/api/blade-platform/platformapplynavigation';
const SIGN_OUT = '/api/blade-workbench/auth/loginOut';
/** The page of 导航配置, whose calls the staff role may not make until given it. */
const NAVIGATION_PAGE = { path: '/userFrameConfig/addNavigation', name: 'addNavigation' };
const POLL = { timeout: 5000, interval: 20 };

interface Node {
  call(
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    payload?: object,
  ): Promise<{ status: number; body: { status: number; result: never } }>;
  signIn(account: string): Promise<string>;
}

function nodeOf(app: FastifyInstance, platform: Platform): Node {
  const authorization = clientAuthorization(platform.config);
  const call: Node['call'] = async (method, url, token, payload) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization, ...(token ? { 'blade-auth': `bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    call,
    signIn: async (account) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        query: { tenantId: '000000', grant_type: 'password', scope: 'all' },
        headers: { authorization },
        payload: { username: account, password: DEMO_PASSWORD },
      });
      return response.json().result.access_token as string;
    },
  };
}

const menuOf = async (node: Node, token: string) =>
  (await node.call('GET', USER_INFO, token)).body.result as { configurationMenu: unknown[] };

describe.each(testModes())('what a node remembers of a signed-in caller (%s)', (mode) => {
  let api: TestApi;
  /** Node A: where changes are made. Node B: where they must show. The same app in the embedded mode. */
  let a: Node;
  let b: Node;
  let close = async () => {};

  beforeAll(async () => {
    api = await startApi(mode);
    a = nodeOf(api.app, api.platform);
    b = a;
    if (mode === 'production') {
      // A second node over the same database and Redis: its own memory, hearing A's changes through pub/sub.
      const prefix = `onehall_memo_api_${Date.now()}:`;
      const [platformA, platformB] = await Promise.all([
        createPlatform(api.platform.config, { keyPrefix: prefix }),
        createPlatform(api.platform.config, { keyPrefix: prefix }),
      ]);
      const [appA, appB] = await Promise.all([buildApp(platformA), buildApp(platformB)]);
      a = nodeOf(appA, platformA);
      b = nodeOf(appB, platformB);
      close = async () => {
        await Promise.all([appA.close(), appB.close()]);
        await Promise.all([closePlatform(platformA), closePlatform(platformB)]);
      };
    }
  }, 60_000);
  afterAll(async () => {
    await close();
    await api.close();
  });

  it('should refuse a signed-out token at once, where it was last accepted', async () => {
    const token = await a.signIn('student01');
    expect((await b.call('GET', USER_INFO, token)).status).toBe(200);
    expect((await a.call('GET', SIGN_OUT, token)).body.status).toBe(1000);
    await expect.poll(async () => (await b.call('GET', USER_INFO, token)).status, POLL).toBe(401);
  });

  it('should open a configuration to a role’s users as soon as the role is given its page, and close it when taken away', async () => {
    const admin = await a.signIn('admin');
    const staff = await b.signIn('staff01');
    expect((await menuOf(b, staff)).configurationMenu).toEqual([]);
    expect((await b.call('POST', `${NAV}/detail`, staff, {})).status).toBe(403);

    const given = await a.call('POST', SAVE_PAGES, admin, { roleId: roleId('staff'), pages: [NAVIGATION_PAGE] });
    expect(given.body.status).toBe(1000);
    await expect.poll(async () => (await menuOf(b, staff)).configurationMenu, POLL).toEqual([NAVIGATION_PAGE]);
    expect((await b.call('POST', `${NAV}/detail`, staff, {})).status).toBe(200);

    expect((await a.call('POST', SAVE_PAGES, admin, { roleId: roleId('staff'), pages: [] })).body.status).toBe(1000);
    await expect.poll(async () => (await b.call('POST', `${NAV}/detail`, staff, {})).status, POLL).toBe(403);
    expect((await menuOf(b, staff)).configurationMenu).toEqual([]);
  });

  it('should show a switched-off navigation entry’s absence in the next top menu', async () => {
    const admin = await a.signIn('admin');
    const student = await b.signIn('student01');
    const names = async () =>
      ((await b.call('POST', TOP_MENU, student, {})).body.result as { navigationName: string }[]).map((m) => m.navigationName);
    expect(await names()).toContain('流程服务中心');
    const list = (await a.call('POST', `${NAV}/detail`, admin, {})).body.result as { list: { id: string; navigationType: string }[] };
    const centre = list.list.find((e) => e.navigationType === 'FLOW_SERVICE_CENTER');
    try {
      await a.call('POST', `${NAV}/navigationConfig`, admin, { action: 'enable', id: centre?.id, isAuto: 0 });
      await expect.poll(names, POLL).not.toContain('流程服务中心');
    } finally {
      await a.call('POST', `${NAV}/navigationConfig`, admin, { action: 'enable', id: centre?.id, isAuto: 1 });
    }
    await expect.poll(names, POLL).toContain('流程服务中心');
  });
});
