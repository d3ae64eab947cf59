import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';

describe.each(testModes())('micro-apps (%s)', (mode) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(mode);
  });
  afterAll(() => api.close());

  it('should serve the campus clock entry page as HTML without any credential', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/micro-apps/campus-clock/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('校园时钟');
    expect(response.body).toContain('/micro-apps/campus-clock/clock.js');
  });

  it('should serve the entry script as JavaScript exposing the qiankun lifecycles', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/micro-apps/campus-clock/clock.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toMatch(/bootstrap: bootstrap, mount: mount, unmount: unmount/);
  });

  it('should redirect the address without the trailing slash to the folder', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/micro-apps/campus-clock' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/micro-apps/campus-clock/');
  });

  it('should refuse a path that climbs out of the micro-apps folder', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/micro-apps/..%2f..%2fpackage.json' });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('@onehall/server');
  });
});
