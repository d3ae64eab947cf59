import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { METRICS_PATH } from './metrics.ts';

const P = '/api/blade-platform';

/** The value of one series in Prometheus' text format, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe.each(testModes())('metrics and request ids (%s)', (mode) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(mode);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  const scrape = async () => {
    const response = await api.app.inject({ method: 'GET', url: METRICS_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('should count requests by route pattern and status, time them, and count refusals by envelope status', async () => {
    const route = `${P}/nobody/index/index`;
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await api.call({ method: 'POST', url: route })).statusCode).toBe(200);
    // A signed-in call without a token: refused with 401.
    const refused = await api.call({ method: 'GET', url: '/api/blade-user/user/getUserInfo' });
    expect(refused.statusCode).toBe(401);
    const after = await scrape();
    const requests = (text: string, labels: Record<string, string>) => sample(text, 'onehall_http_requests_total', labels);
    expect(requests(after, { route, status: '200' }) - requests(before, { route, status: '200' })).toBe(3);
    expect(sample(after, 'onehall_http_request_duration_seconds_count', { route })).toBeGreaterThanOrEqual(3);
    expect(requests(after, { route: '/api/blade-user/user/getUserInfo', status: '401' })).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/onehall_api_refusals_total\{[^}]*status="401"/);
  });

  it('should report the job queue, realtime connections and, with PostgreSQL, the pool', async () => {
    const text = await scrape();
    expect(sample(text, 'onehall_job_queue_jobs', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
    expect(text).toContain('onehall_realtime_connections{role="api"} 0');
    expect(text).toContain('onehall_process_resident_memory_bytes');
    if (mode === 'production') expect(sample(text, 'onehall_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    else expect(text).not.toContain('onehall_db_pool_connections');
  });

  it('should answer another machine only with the metrics token', async () => {
    const remote = { remoteAddress: '203.0.113.9' };
    expect((await api.app.inject({ method: 'GET', url: METRICS_PATH, ...remote })).statusCode).toBe(404);
    api.platform.config.METRICS_TOKEN = 'a-scraper-token-of-this-campus';
    try {
      const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
      expect(
        (await api.app.inject({ method: 'GET', url: METRICS_PATH, ...remote, headers: bearer('wrong-token-of-same-size-xx') })).statusCode,
      ).toBe(404);
      expect(
        (await api.app.inject({ method: 'GET', url: METRICS_PATH, ...remote, headers: bearer('a-scraper-token-of-this-campus') }))
          .statusCode,
      ).toBe(200);
    } finally {
      delete api.platform.config.METRICS_TOKEN;
    }
  });

  it("should give every answer a request id, keeping a load balancer's and replacing a malformed one", async () => {
    const url = `${P}/nobody/index/index`;
    const fresh = await api.call({ method: 'POST', url });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await api.call({ method: 'POST', url })).headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);
    expect((await api.call({ method: 'POST', url, headers: { 'x-request-id': 'lb-7f3a.42' } })).headers['x-request-id']).toBe('lb-7f3a.42');
    const forged = await api.call({ method: 'POST', url, headers: { 'x-request-id': 'x\n{"level":60}' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
