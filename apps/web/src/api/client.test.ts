import { createHash, createHmac } from 'node:crypto';
import { getSessionValidTime, LockMessages, Messages, Status } from '@onehall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth.ts';
import { useLockStore } from '../stores/lock.ts';
import { useSessionStore } from '../stores/session.ts';
import { writeSignInFromOtherTab } from '../test/other-tab.ts';
import { call, isOk, request, setRejectedStatuses } from './client.ts';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

function lastCall(): { url: URL; init: RequestInit; headers: Record<string, string> } {
  const [input, init = {}] = fetchMock.mock.calls.at(-1)!;
  return { url: new URL(String(input), 'http://localhost'), init, headers: init.headers as Record<string, string> };
}

function lastJsonBody(): Record<string, unknown> {
  return JSON.parse(String(lastCall().init.body)) as Record<string, unknown>;
}

function signIn(): void {
  useAuthStore.setState({
    accessToken: 'tok-1',
    refreshToken: 'ref-1',
    tenantId: '100001',
    tokenIssuedAt: Date.now(),
    userInfo: { account: 'student01', nick_name: '张三', user_id: 'u1', tenant_id: '100001', roles: [], configurationMenu: [] },
  });
  useSessionStore.getState().setSignKey('sid-1', 'key-1');
}

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useAuthStore.getState().logout();
  useAuthStore.setState({ tenantId: '000000' });
  useSessionStore.getState().clearLogin();
  setRejectedStatuses([]);
  window.history.pushState({}, '', '/home/homePage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request headers and parameters', () => {
  it('should add the time parameter and placeholder user info to a GET when nobody is signed in', async () => {
    fetchMock.mockResolvedValue(json({ status: 1000, msg: 'ok', result: 1 }));
    const before = Date.now();
    await request({ method: 'GET', url: '/api/blade-platform/x/list', params: { page: 2 } });
    const { url } = lastCall();
    expect(url.pathname).toBe('/api/blade-platform/x/list');
    expect(url.searchParams.get('page')).toBe('2');
    expect(Number(url.searchParams.get('time'))).toBeGreaterThanOrEqual(before);
    expect(url.searchParams.get('user_info_id')).toBe('未获取');
    expect(url.searchParams.get('user_info_name')).toBe('未登录');
  });

  it('should send the client credential, default tenant and an unsigned auth header to visitors', async () => {
    fetchMock.mockResolvedValue(json({ status: 1000, msg: 'ok', result: null }));
    await request({ method: 'GET', url: '/api/blade-platform/x/list?a=1' });
    const { headers, url } = lastCall();
    expect(url.searchParams.get('a')).toBe('1');
    expect(headers.Authorization).toBe(`Basic ${Buffer.from('onehall:onehall_secret').toString('base64')}`);
    expect(headers['Tenant-Id']).toBe('000000');
    expect(headers['Blade-Auth']).toBeUndefined();
    expect(headers['sign-id']).toBeUndefined();
    expect(headers.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(headers.requestTime).toMatch(/^\d{13}$/);
    expect(headers.requestPath).toBe('/api/blade-platform/x/list');
    expect(headers.auth).toBe('');
  });

  it('should sign the request and carry the bearer token, tenant and sign id when signed in', async () => {
    signIn();
    fetchMock.mockResolvedValue(json({ status: 1000, msg: 'ok', result: null }));
    await request({ method: 'GET', url: '/api/blade-workbench/a/b' });
    const { headers, url } = lastCall();
    expect(headers['Blade-Auth']).toBe('bearer tok-1');
    expect(headers['Tenant-Id']).toBe('100001');
    expect(headers['sign-id']).toBe('sid-1');
    expect(headers.auth).toBe(hmac('key-1', `${headers.requestId}\n${headers.requestTime}\n/api/blade-workbench/a/b`));
    expect(url.searchParams.get('user_info_id')).toBe('student01');
    expect(url.searchParams.get('user_info_name')).toBe('张三');
  });

  it('should let caller headers override the defaults', async () => {
    fetchMock.mockResolvedValue(json({ status: 1000, msg: 'ok', result: null }));
    await request({ method: 'POST', url: '/api/blade-auth/oauth/token', headers: { 'Tenant-Id': '200002' } });
    expect(lastCall().headers['Tenant-Id']).toBe('200002');
  });

  it('should add user info to a JSON body', async () => {
    signIn();
    fetchMock.mockResolvedValue(json({ status: 1000, msg: 'ok', result: null }));
    await request({ method: 'POST', url: '/api/blade-platform/x/save', data: { name: 'n' } });
    expect(lastCall().headers['Content-Type']).toBe('application/json');
    expect(lastJsonBody()).toEqual({ name: 'n', user_info_id: 'student01', user_info_name: '张三' });
  });

  it('should send user info as the whole body of a POST without data', async () => {
    fetchMock.mockResolvedValue(json({ status: 1000, msg: 'ok', result: null }));
    await request({ method: 'POST', url: '/api/blade-platform/nobody/index/index' });
    expect(lastJsonBody()).toEqual({ user_info_id: '未获取', user_info_name: '未登录' });
  });

  it('should use the _key_ names when the body already carries user_info_id and user_info_name', async () => {
    signIn();
    fetchMock.mockResolvedValue(json({ status: 1000, msg: 'ok', result: null }));
    await request({ method: 'POST', url: '/api/blade-platform/x/save', data: { user_info_id: 'other', user_info_name: 'O' } });
    expect(lastJsonBody()).toEqual({
      user_info_id: 'other',
      user_info_name: 'O',
      user_info_id_key_id: 'student01',
      user_info_id_key_name: '张三',
    });
  });

  it('should use the _key_ names when GET parameters already carry user_info_id', async () => {
    fetchMock.mockResolvedValue(json({ status: 1000, msg: 'ok', result: null }));
    await request({ method: 'GET', url: '/api/blade-platform/x', params: { user_info_id: 'u9', user_info_name: 'N' } });
    const { url } = lastCall();
    expect(url.searchParams.get('user_info_id')).toBe('u9');
    expect(url.searchParams.get('user_info_id_key_id')).toBe('未获取');
    expect(url.searchParams.get('user_info_id_key_name')).toBe('未登录');
  });

  it('should add user info to FormData, with the _key_ names when already present', async () => {
    signIn();
    fetchMock.mockResolvedValue(json({ status: 1000, msg: 'ok', result: null }));
    const plain = new FormData();
    plain.append('file', new Blob(['x']), 'a.xlsx');
    await request({ method: 'POST', url: '/api/blade-platform/upload', data: plain });
    const sent = lastCall().init.body as FormData;
    expect(sent.get('user_info_id')).toBe('student01');
    expect(sent.get('user_info_name')).toBe('张三');
    expect(lastCall().headers['Content-Type']).toBeUndefined();

    const taken = new FormData();
    taken.append('user_info_id', 'x');
    taken.append('user_info_name', 'y');
    await request({ method: 'POST', url: '/api/blade-platform/upload', data: taken });
    const sent2 = lastCall().init.body as FormData;
    expect(sent2.get('user_info_id')).toBe('x');
    expect(sent2.get('user_info_id_key_id')).toBe('student01');
    expect(sent2.get('user_info_id_key_name')).toBe('张三');
  });
});

describe('status mapping', () => {
  it('should return a 1000 envelope as is', async () => {
    fetchMock.mockResolvedValue(json({ status: 1000, code: 1000, msg: '操作成功', result: { a: 1 } }));
    const env = await request<{ a: number }>({ method: 'GET', url: '/api/blade-platform/x' });
    expect(env).toEqual({ status: 1000, code: 1000, msg: '操作成功', result: { a: 1 } });
    expect(isOk(env)).toBe(true);
  });

  it.each([200, 1002, 1004, 9009, 9999])('should pass status %i through as a normal result', async (status) => {
    fetchMock.mockResolvedValue(json({ status, msg: 'm', result: 'r' }));
    const env = await request({ method: 'GET', url: '/api/blade-platform/x' });
    expect(env).toMatchObject({ status, msg: 'm', result: 'r' });
  });

  it('should pass 1005 and 10000 through only on the services that use them', async () => {
    fetchMock.mockImplementation(async () => json({ status: 1005, msg: 'svc', result: null }));
    expect((await request({ method: 'POST', url: '/api/online-service-platform/nobody/x' })).status).toBe(1005);
    expect((await request({ method: 'POST', url: '/api/comb-cygj/nobody/tools/list' })).status).toBe(1005);
    expect(await request({ method: 'POST', url: '/api/blade-platform/x' })).toMatchObject({ status: 8008, msg: 'svc' });
  });

  it('should read the message from msg, else message, else say unknown error', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 500, msg: '服务器错误' }, { status: 500 }));
    expect(await request({ method: 'GET', url: '/api/blade-platform/x' })).toEqual({
      status: 8008,
      code: 8008,
      msg: '服务器错误',
      result: null,
    });
    fetchMock.mockResolvedValueOnce(json({ code: 400, message: '参数错误' }, { status: 400 }));
    expect(await request({ method: 'GET', url: '/api/blade-platform/x' })).toMatchObject({ status: 8008, msg: '参数错误' });
    fetchMock.mockResolvedValueOnce(json({ status: 3333 }));
    expect(await request({ method: 'GET', url: '/api/blade-platform/x' })).toMatchObject({
      status: 8008,
      msg: Messages.unknownError,
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    expect(await request({ method: 'GET', url: '/api/blade-platform/x' })).toMatchObject({
      status: 8008,
      msg: Messages.unknownError,
    });
  });

  it('should treat statuses on the rejected whitelist as errors even when normally passed through', async () => {
    setRejectedStatuses([1004]);
    fetchMock.mockImplementation(async () => json({ status: 1004, msg: '业务拒绝' }));
    expect(await request({ method: 'GET', url: '/api/blade-platform/x' })).toMatchObject({ status: 8008, msg: '业务拒绝' });
    setRejectedStatuses([]);
    expect((await request({ method: 'GET', url: '/api/blade-platform/x' })).status).toBe(1004);
  });

  it('should map a network failure to 8008 with its message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await request({ method: 'GET', url: '/api/blade-platform/x' })).toMatchObject({
      status: 8008,
      msg: 'Failed to fetch',
    });
  });

  it('should clear the cas ticket and expire the session on HTTP 401 away from landing and login', async () => {
    useSessionStore.getState().setCasTicket({ tgt: 'TGT-1', expireTime: 1800 });
    fetchMock.mockResolvedValue(json({ status: 401, msg: '请重新登录' }, { status: 401 }));
    const env = await request({ method: 'GET', url: '/api/blade-user/user/getUserInfo' });
    expect(env).toMatchObject({ status: 401, msg: '请重新登录' });
    expect(useSessionStore.getState().casTicket).toBeNull();
    expect(useSessionStore.getState().sessionExpired).toBe(true);
  });

  it("should lock this browser's screen when the server refuses a call of a locked sign-in, and only then", async () => {
    signIn();
    useLockStore.getState().clear();
    fetchMock.mockResolvedValue(json({ status: 403, msg: '没有权限访问该功能' }, { status: 403 }));
    expect((await request({ method: 'POST', url: '/api/blade-platform/x' })).status).toBe(Status.CLIENT_ERROR);
    expect(useLockStore.getState().lock).toBeNull();

    fetchMock.mockResolvedValue(json({ status: 403, msg: LockMessages.locked, result: { screenLocked: true } }, { status: 403 }));
    const env = await request({ method: 'POST', url: '/api/blade-platform/x' });
    expect(env).toMatchObject({ status: Status.CLIENT_ERROR, msg: LockMessages.locked });
    expect(useLockStore.getState().lock).toMatchObject({ userId: 'u1', from: '/home/homePage' });
    useLockStore.getState().clear();
  });

  it('should treat a body status 401 like HTTP 401', async () => {
    useSessionStore.getState().setCasTicket({ tgt: 'TGT-1', expireTime: 1800 });
    fetchMock.mockResolvedValue(json({ status: 401, msg: 'expired' }));
    expect((await request({ method: 'GET', url: '/api/blade-platform/x' })).status).toBe(401);
    expect(useSessionStore.getState().casTicket).toBeNull();
    expect(useSessionStore.getState().sessionExpired).toBe(true);
  });

  it.each(['/', '/login'])('should only clear the cas ticket on a 401 while on %s', async (path) => {
    window.history.pushState({}, '', path);
    useSessionStore.getState().setCasTicket({ tgt: 'TGT-1', expireTime: 1800 });
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));
    expect((await request({ method: 'GET', url: '/api/blade-platform/x' })).status).toBe(401);
    expect(useSessionStore.getState().casTicket).toBeNull();
    expect(useSessionStore.getState().sessionExpired).toBe(false);
  });

  it('should retry a 401 once with the sign-in another tab has since stored, without raising the dialog', async () => {
    signIn();
    fetchMock.mockImplementationOnce(async () => {
      writeSignInFromOtherTab({ accessToken: 'tok-2' });
      return json({ status: 401, msg: '请重新登录' }, { status: 401 });
    });
    fetchMock.mockResolvedValueOnce(json({ status: 1000, msg: 'ok', result: 1 }));
    const env = await request({ method: 'GET', url: '/api/blade-user/user/getUserInfo' });
    expect(env).toMatchObject({ status: 1000, result: 1 });
    expect(lastCall().headers['Blade-Auth']).toBe('bearer tok-2');
    expect(useSessionStore.getState().sessionExpired).toBe(false);
  });

  it('should leave a 401 after another tab signed out to the route guard, without the dialog', async () => {
    signIn();
    fetchMock.mockImplementationOnce(async () => {
      writeSignInFromOtherTab({ accessToken: '', refreshToken: '', userInfo: null });
      return json({ status: 401, msg: '请重新登录' }, { status: 401 });
    });
    expect((await request({ method: 'GET', url: '/api/blade-user/user/getUserInfo' })).status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().userInfo).toBeNull();
    expect(useSessionStore.getState().sessionExpired).toBe(false);
  });

  it('should return a Blob result for a non-JSON 200 blob response', async () => {
    fetchMock.mockResolvedValue(new Response('PK-bytes', { status: 200, headers: { 'content-type': 'application/octet-stream' } }));
    const env = await request<Blob>({ method: 'POST', url: '/api/blade-platform/file/downloadFile', responseType: 'blob' });
    expect(env.status).toBe(1000);
    // The test's fetch is Node's, whose Blob is not jsdom's class: compare by shape.
    expect(env.result.type).toBe('application/octet-stream');
    expect(await env.result.text()).toBe('PK-bytes');
  });

  it('should map a JSON answer to a blob request like any other envelope', async () => {
    fetchMock.mockResolvedValue(json({ status: 500, msg: '文件不存在' }));
    expect(await request({ method: 'POST', url: '/api/blade-platform/file/downloadFile', responseType: 'blob' })).toMatchObject({
      status: 8008,
      msg: '文件不存在',
    });
  });
});

describe('time-outs', () => {
  function hangingFetch(): void {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
  }

  it.each([
    ['/api/blade-platform/x', 30_000],
    ['/api/blade-workbench/x', 30_000],
    ['/api/comb-cygj/x', 30_000],
    ['/api/online-service-platform/nobody/x', 50_000],
  ])('should give up on %s after %i ms with status 8010', async (url, ms) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    hangingFetch();
    let settled: unknown;
    void request({ method: 'POST', url }).then((env) => (settled = env));
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ status: 8010, code: 8010, msg: Messages.timeout, result: null });
  });

  it('should honour a per-call time-out', async () => {
    hangingFetch();
    expect(await request({ method: 'GET', url: '/api/blade-platform/x', timeoutMs: 5 })).toMatchObject({
      status: Status.CLIENT_TIMEOUT,
      msg: 'interface request timed out, please retry later',
    });
  });
});

describe('response integrity check', () => {
  const url = '/api/online-service-platform/cardbusinessconfig/list';
  const bodyText = JSON.stringify({ status: 1000, msg: 'ok', result: [{ cardId: 'c1' }] });

  function signedResponse(mutate: (h: Record<string, string>) => void = () => undefined) {
    fetchMock.mockImplementation(async (_input, init) => {
      const requestId = (init!.headers as Record<string, string>).requestId!;
      const responseTime = String(Date.now());
      const responsePath = url;
      const digest = createHash('sha256').update(bodyText).digest('hex');
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        responseTime,
        responsePath,
        requestId,
        sign: hmac('key-1', `${requestId}\n${responseTime}\n${responsePath}\n${digest}`),
      };
      mutate(headers);
      return new Response(bodyText, { status: 200, headers });
    });
  }

  beforeEach(signIn);

  it('should accept a response signed with our key', async () => {
    signedResponse();
    expect(await request({ method: 'POST', url })).toMatchObject({ status: 1000, result: [{ cardId: 'c1' }] });
  });

  it.each(['responseTime', 'responsePath', 'requestId', 'sign'])(
    'should report missing verification parameters when %s is absent',
    async (name) => {
      signedResponse((h) => delete h[name]);
      expect(await request({ method: 'POST', url })).toEqual({
        status: 1002,
        code: 1002,
        msg: 'verification parameters missing, possible fraud',
        result: null,
      });
    },
  );

  it('should report an inconsistent requestId', async () => {
    signedResponse((h) => (h.requestId = 'f'.repeat(32)));
    expect(await request({ method: 'POST', url })).toMatchObject({
      status: 1002,
      msg: 'requestId inconsistent, possible fraud',
    });
  });

  it('should report a signature over a different body', async () => {
    signedResponse((h) => (h.sign = hmac('key-1', 'something else')));
    expect(await request({ method: 'POST', url })).toMatchObject({
      status: 1002,
      msg: 'signature verification failed, server content not trustworthy',
    });
  });

  it('should report a signature made with another key', async () => {
    useSessionStore.getState().setSignKey('sid-1', 'key-2');
    signedResponse();
    expect((await request({ method: 'POST', url })).msg).toBe(Messages.signatureMismatch);
  });

  it('should not check visitor and export paths or other services', async () => {
    fetchMock.mockImplementation(async () => json({ status: 1000, msg: 'ok', result: null }));
    for (const path of [
      '/api/online-service-platform/nobody/efficiencyHomePage/overView',
      '/api/online-service-platform/excel/export/start',
      '/api/blade-platform/cardbusinessconfig/list',
    ]) {
      expect((await request({ method: 'POST', url: path })).status).toBe(1000);
    }
  });

  it('should check project-manage responses too', async () => {
    fetchMock.mockResolvedValue(json({ status: 1000, msg: 'ok', result: null }));
    expect((await request({ method: 'POST', url: '/api/project-manage/p/list' })).msg).toBe(Messages.verificationMissing);
  });
});

describe('call', () => {
  it('should send a contract endpoint with its method, path, query and body', async () => {
    fetchMock.mockResolvedValue(json({ status: 1000, msg: 'ok', result: { remainingTime: 30 } }));
    const env = await call(getSessionValidTime, { body: { casTicket: 'TGT-9' } });
    expect(env.result.remainingTime).toBe(30);
    const { url, init } = lastCall();
    expect(init.method).toBe('POST');
    expect(url.pathname).toBe('/api/blade-workbench/nobody/cas/getSessionValidTime');
    expect(lastJsonBody()).toMatchObject({ casTicket: 'TGT-9' });
  });
});
