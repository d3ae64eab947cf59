import { configMenu, defineEndpoint, visitor } from '@onehall/contract';
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '../auth/principal.ts';
import { createRouter, type MenuResolver } from './endpoints.ts';
import { installErrorHandling } from './error-handler.ts';

/*
 * The router on its own (no database): the access rule of `config` endpoints,
 * answered at once or after a read, and the JSON kept beside remembered answers.
 */

const profile = defineEndpoint({
  name: 'testProfile',
  method: 'GET',
  path: '/api/test/profile',
  access: visitor,
  summary: 'a remembered answer',
  result: Type.Object({ name: Type.String(), menus: Type.Array(Type.String()) }),
});

const settings = defineEndpoint({
  name: 'testSettings',
  method: 'POST',
  path: '/api/test/settings',
  access: configMenu('homePageConfig', 'cardBusinessConfig'),
  summary: 'a configuration endpoint',
  result: Type.Boolean(),
});

const caller: Principal = {
  userId: 'u1',
  tenantId: '000000',
  account: 'staff01',
  nickName: '李老师',
  roles: ['staff'],
  family: 'f1',
  tokenId: 't1',
  expiresAt: 0,
};

describe('router', () => {
  let app: FastifyInstance;
  /** What the remembered endpoint answers: the same object until `current` is replaced, as platform.memo hands it out. */
  let current: { name: string; menus: string[]; secret?: string };
  let handled: number;
  /** Menus the caller holds; `slow` ones are answered in a promise, as on a first read. */
  let held: Set<string>;
  let slow: Set<string>;

  beforeEach(async () => {
    app = Fastify();
    installErrorHandling(app);
    app.decorateRequest('principal', null);
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.headers['x-test-user']) request.principal = caller;
      done();
    });
    const holdsMenu: MenuResolver = (_principal, menu) => (slow.has(menu) ? Promise.resolve(held.has(menu)) : held.has(menu));
    const router = createRouter(app, holdsMenu);
    router.route(
      profile,
      () => {
        handled++;
        return current;
      },
      { remembered: true },
    );
    router.route(settings, () => true);
    await app.ready();
    current = { name: '张思远', menus: ['homePageConfig'], secret: 'never sent' };
    handled = 0;
    held = new Set();
    slow = new Set();
  });
  afterEach(() => app.close());

  it('should send a remembered answer through its schema, and the new answer once it is replaced', async () => {
    const first = await app.inject({ method: 'GET', url: profile.path });
    const second = await app.inject({ method: 'GET', url: profile.path });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({ status: 1000, code: 1000, msg: '操作成功', result: { name: '张思远', menus: ['homePageConfig'] } });
    expect(second.body).toBe(first.body);
    expect(handled).toBe(2);

    current = { name: '李明', menus: [] };
    expect((await app.inject({ method: 'GET', url: profile.path })).json().result).toEqual({ name: '李明', menus: [] });
  });

  it('should refuse a visitor with 401 and a caller without the menu with 403, whether the answer is at hand or read', async () => {
    expect((await app.inject({ method: 'POST', url: settings.path, payload: {} })).statusCode).toBe(401);
    const asUser = () => app.inject({ method: 'POST', url: settings.path, payload: {}, headers: { 'x-test-user': '1' } });
    expect((await asUser()).json()).toMatchObject({ status: 403 });
    slow = new Set(['homePageConfig', 'cardBusinessConfig']);
    expect((await asUser()).json()).toMatchObject({ status: 403 });
  });

  it('should let a caller in who holds either menu, whether the answer is at hand or read', async () => {
    const asUser = () => app.inject({ method: 'POST', url: settings.path, payload: {}, headers: { 'x-test-user': '1' } });
    held = new Set(['cardBusinessConfig']);
    expect((await asUser()).json()).toMatchObject({ status: 1000, result: true });
    slow = new Set(['homePageConfig', 'cardBusinessConfig']);
    expect((await asUser()).json()).toMatchObject({ status: 1000, result: true });
    held = new Set(['homePageConfig']);
    expect((await asUser()).json()).toMatchObject({ status: 1000, result: true });
  });
});
