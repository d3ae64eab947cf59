import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';

/**
 * The edges every endpoint shares: client credential, envelopes for bad requests, health, OpenAPI.
 * No case changes anything, so they share one app (readyz checks the mode's database and Redis).
 */
describe.each(testModes())('API edges (%s)', (mode) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(mode);
  }, 60_000);
  afterAll(() => api.close());

  const TOKEN_URL = '/api/blade-auth/oauth/token';

  it('should refuse a request without the basic client credential', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/blade-workbench/auth/auth/init' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, code: 401, msg: '客户端认证失败', result: null });
  });

  it('should refuse a request with a wrong client secret', async () => {
    const authorization = `Basic ${Buffer.from('onehall:wrong').toString('base64')}`;
    const response = await api.app.inject({ method: 'POST', url: '/api/blade-workbench/auth/auth/init', headers: { authorization } });
    expect(response.statusCode).toBe(401);
  });

  it('should answer malformed JSON with a 400 envelope, not HTML', async () => {
    const response = await api.call({
      method: 'POST',
      url: TOKEN_URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ status: 400, result: null });
  });

  it('should answer a wrong content type with a 415 envelope', async () => {
    const response = await api.call({ method: 'POST', url: TOKEN_URL, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 415 });
  });

  it('should answer a body over 1 MiB with a 413 envelope', async () => {
    const response = await api.call({
      method: 'POST',
      url: TOKEN_URL,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413 });
  });

  it('should answer an unknown API path with a 404 envelope', async () => {
    const response = await api.call({ method: 'GET', url: '/api/blade-platform/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, result: null });
  });

  it('should answer healthz and readyz with 200', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks.database).toBe(true);
  });

  it('should list the sign-in and session paths in the OpenAPI document', async () => {
    const response = await api.call({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/blade-auth/oauth/token',
      '/api/blade-user/user/getUserInfo',
      '/api/blade-workbench/auth/loginOut',
      '/api/blade-workbench/auth/tokenLogin',
      '/api/blade-workbench/auth/auth/init',
      '/api/blade-platform/nobody/index/index',
      '/api/blade-workbench/nobody/cas/getSessionValidTime',
      '/api/blade-platform/baseService/saveRolePageList',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
