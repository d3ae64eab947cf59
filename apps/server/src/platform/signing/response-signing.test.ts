import { createHash, createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { signKeyFor, signResponse } from './response-signing.ts';

describe('signResponse', () => {
  it('should be the hex HMAC of request id, time, path and body hash joined by newlines', () => {
    const body = '{"status":1000}';
    const expected = createHmac('sha256', 'key-1')
      .update(`req-1\n1700000000000\n/api/x\n${createHash('sha256').update(body).digest('hex')}`)
      .digest('hex');
    expect(signResponse('key-1', { requestId: 'req-1', responseTime: 1700000000000, responsePath: '/api/x', body })).toBe(expected);
  });

  it('should derive the key as base64url HMAC of the sign id, the same on every call', () => {
    expect(signKeyFor('secret', 'abc')).toBe(createHmac('sha256', 'secret').update('abc').digest('base64url'));
    expect(signKeyFor('secret', 'abc')).not.toBe(signKeyFor('secret', 'abd'));
  });
});

describe.each(testModes())('response signing (%s)', (mode) => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi(mode);
  });
  afterEach(async () => {
    await api.close();
  });

  it('should sign a signed-in response so that the client can verify it with its key', async () => {
    const { access_token, sign_id, sign_key } = await api.signIn('student01');
    const response = await api.call({
      method: 'GET',
      url: '/api/blade-user/user/getUserInfo?t=123',
      token: access_token,
      headers: { 'sign-id': sign_id, requestid: 'r-42' },
    });
    expect(response.headers.requestid).toBe('r-42');
    expect(response.headers.responsepath).toBe('/api/blade-user/user/getUserInfo');
    expect(Number(response.headers.responsetime)).toBe(api.clock.now().getTime());
    const expected = signResponse(sign_key, {
      requestId: 'r-42',
      responseTime: Number(response.headers.responsetime),
      responsePath: '/api/blade-user/user/getUserInfo',
      body: response.body,
    });
    expect(response.headers.sign).toBe(expected);
  });

  it('should sign visitor responses with the key from nobody/index/index, errors included', async () => {
    const index = (await api.call({ method: 'POST', url: '/api/blade-platform/nobody/index/index' })).json().result;
    const response = await api.call({ method: 'GET', url: '/api/blade-platform/no/such/path', headers: { 'sign-id': index.sign_id } });
    expect(response.statusCode).toBe(404);
    const expected = signResponse(index.sign_key, {
      requestId: '',
      responseTime: Number(response.headers.responsetime),
      responsePath: '/api/blade-platform/no/such/path',
      body: response.body,
    });
    expect(response.headers.sign).toBe(expected);
  });

  it('should not sign responses of requests without a sign-id', async () => {
    const response = await api.call({ method: 'POST', url: '/api/blade-workbench/auth/auth/init' });
    expect(response.headers.sign).toBeUndefined();
  });
});
