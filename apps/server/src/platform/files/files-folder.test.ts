import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { loadConfig } from '../../config.ts';

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('the files folder in the configuration', () => {
  // Keys given, so no secrets file is written beside these made-up databases.
  const keys = { TOKEN_SECRET: 't'.repeat(32), SIGNING_SECRET: 's'.repeat(32) };
  const env = { NODE_ENV: 'test', ...keys } as const;

  it('should sit beside the SQLite database wherever that is', () => {
    expect(loadConfig(env, { DATABASE_URL: '/srv/onehall/onehall.db' }).FILES_DIR).toBe('/srv/onehall/files');
    expect(loadConfig({ ...env, DATABASE_URL: '/var/lib/hall/main.db' }).FILES_DIR).toBe('/var/lib/hall/files');
    expect(loadConfig(env, { DATABASE_URL: 'relative/hall.db' }).FILES_DIR).toBe(path.resolve('relative/files'));
  });

  it('should be the configured folder when FILES_DIR is set', () => {
    const env = { NODE_ENV: 'test', FILES_DIR: '/mnt/shared/onehall', ...keys } as const;
    expect(loadConfig(env, { DATABASE_URL: '/srv/onehall/onehall.db' }).FILES_DIR).toBe('/mnt/shared/onehall');
    expect(loadConfig(env, { DATABASE_URL: 'postgres://hall@db/hall' }).FILES_DIR).toBe('/mnt/shared/onehall');
  });
});

describe.each(testModes())('where uploaded files are written (%s)', (mode) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startApi(mode);
  }, 60_000);
  afterAll(() => api.close());

  it('should write an upload into the configured files folder, in the embedded mode beside the database', async () => {
    const { FILES_DIR, DATABASE_URL } = api.platform.config;
    if (mode === 'embedded') expect(FILES_DIR).toBe(path.join(path.dirname(DATABASE_URL), 'files'));
    const boundary = '----onehallfiles';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG_1PX,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const { access_token } = await api.signIn('admin');
    const uploaded = await api.call({
      method: 'POST',
      url: '/api/online-service-platform/preLoginConfig/carousel/upload',
      token: access_token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const name = path.basename(uploaded.json().result.url as string);
    expect(existsSync(path.join(FILES_DIR, 'prelogin', name))).toBe(true);
    expect((await api.call({ method: 'GET', url: uploaded.json().result.url })).rawPayload.equals(PNG_1PX)).toBe(true);
  });
});
