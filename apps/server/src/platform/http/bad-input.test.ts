import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type TestApi, withAdminApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';

const BOUNDARY = '----onehallBadInputBoundary';

/** A multipart body of text fields and one small file, as a browser would send it. */
function multipartBody(fieldCount: number): Buffer {
  const chunks: string[] = [];
  for (let i = 0; i < fieldCount; i++) chunks.push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv${i}\r\n`);
  chunks.push(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    'not really a picture\r\n',
    `--${BOUNDARY}--\r\n`,
  );
  return Buffer.from(chunks.join(''));
}

const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** Every multipart endpoint: the transfer import, the service icon and the landing carousel. */
const UPLOADS = [
  '/api/blade-platform/excel/deptDuty/import/upload',
  '/api/blade-platform/serviceInfo/upload',
  '/api/online-service-platform/preLoginConfig/carousel/upload',
];

function expectClientErrorEnvelope(response: LightMyRequestResponse, httpStatus?: number) {
  if (httpStatus) expect(response.statusCode).toBe(httpStatus);
  else expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.headers['content-type']).toContain('application/json');
  const body = response.json();
  expect(body).toMatchObject({ status: response.statusCode, code: response.statusCode, result: null });
  // A message a person can read: Chinese, not the parser's English.
  expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
  return body as { msg: string };
}

/** Regression tests for the unhandled 500s of the attack run (issue 11, item 8). */
describe.each(testModes())('bad input answers a clear 4xx envelope (%s)', (mode) => {
  let api: TestApi;
  let admin: string;

  withAdminApi(mode, (started, token) => {
    [api, admin] = [started, token];
  });

  it('should answer a page number of 1e308 on the visitor service-centre page with 400', async () => {
    const response = await api.call({
      method: 'POST',
      url: '/api/blade-platform/nobody/serverCenter/page',
      headers: { 'content-type': 'application/json' },
      payload: '{"current":1e308}',
    });
    expect(expectClientErrorEnvelope(response, 400).msg).toContain('current');
  });

  it('should answer page numbers and sizes of "Infinity" with 400, though they coerce to numbers', async () => {
    for (const body of ['{"current":"Infinity"}', '{"size":"-Infinity"}']) {
      const response = await api.call({
        method: 'POST',
        url: '/api/blade-platform/nobody/serverCenter/page',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(expectClientErrorEnvelope(response, 400).msg).toContain('有限的数字');
    }
  });

  it('should answer a search text with a NUL character with 400 in both modes', async () => {
    const response = await api.call({
      method: 'POST',
      url: '/api/blade-platform/nobody/serverCenter/page',
      payload: { serviceName: 'a\u0000' },
    });
    expect(expectClientErrorEnvelope(response, 400).msg).toContain('body.serviceName');
  });

  it('should search a number field with any text and operator without an error', async () => {
    for (const [list, search] of [
      ['users', { formInline: { status: 'x' } }],
      ['deptDuty', { advancedSearch: [{ field: 'sort', operator: 'like', value: '1' }] }],
      ['services', { advancedSearch: [{ field: 'sort', operator: 'in', value: ['x', 1] }] }],
    ] as const) {
      const response = await api.call({
        method: 'POST',
        url: `/api/blade-platform/excel/${list}/export/count`,
        token: admin,
        payload: { dataRange: 2, ...search },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 1000 });
    }
  });

  it('should answer the last allowed page number with an empty page, not an error', async () => {
    const response = await api.call({
      method: 'POST',
      url: '/api/blade-platform/nobody/serverCenter/page',
      payload: { current: 1_000_000, size: 100 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.records).toEqual([]);
  });

  it('should answer a search on a list field that cannot be searched with 400 naming the field', async () => {
    for (const search of [
      { advancedSearch: [{ field: 'initialPassword', operator: 'eq', value: 'x' }] },
      { formInline: { initialPassword: 'x' } },
    ]) {
      const response = await api.call({
        method: 'POST',
        url: '/api/blade-platform/excel/users/export/count',
        token: admin,
        payload: { dataRange: 2, ...search },
      });
      expect(expectClientErrorEnvelope(response, 400).msg).toContain('initialPassword');
    }
  });

  it('should answer a multipart upload with more than 20 fields with a 4xx envelope naming the limit', async () => {
    for (const url of UPLOADS) {
      const response = await api.call({ method: 'POST', url, token: admin, headers: MULTIPART, payload: multipartBody(21) });
      // Not mistaken for a form without a file.
      expect(expectClientErrorEnvelope(response).msg).toMatch(/数量/);
    }
  });

  it('should answer a multipart body cut short inside a part with a 400 envelope', async () => {
    const whole = multipartBody(1);
    for (const url of UPLOADS) {
      for (const cut of [whole.length - 10, whole.length - 3]) {
        const response = await api.call({ method: 'POST', url, token: admin, headers: MULTIPART, payload: whole.subarray(0, cut) });
        expect(expectClientErrorEnvelope(response, 400).msg).toContain('上传内容不完整');
      }
    }
  });

  it('should answer a multipart body cut before its file like a form without a file, never with a 5xx', async () => {
    // The parser reports nothing when a body ends between parts: what arrived is a form without a file.
    const whole = multipartBody(1);
    for (const url of UPLOADS) {
      for (const cut of [20, whole.indexOf('Content-Disposition: form-data; name="file"')]) {
        const response = await api.call({ method: 'POST', url, token: admin, headers: MULTIPART, payload: whole.subarray(0, cut) });
        expect(response.statusCode).toBeLessThan(500);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json().msg).toMatch(/请上传/);
      }
    }
  });

  it('should answer a multipart body without a usable boundary with a 400 envelope', async () => {
    // The carousel upload answers any form it cannot read with its own refusal (请上传图片).
    for (const url of UPLOADS.filter((u) => !u.includes('carousel'))) {
      for (const contentType of ['multipart/form-data', `multipart/form-data; boundary=${'b'.repeat(300)}`]) {
        const headers = { 'content-type': contentType };
        const response = await api.call({ method: 'POST', url, token: admin, headers, payload: multipartBody(1) });
        expect(expectClientErrorEnvelope(response, 400).msg).toContain('boundary');
      }
    }
  });
});
