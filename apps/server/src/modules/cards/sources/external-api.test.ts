import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardSourcesSession, column } from '../../../../test/card-sources.ts';
import { type TestMode, testModes } from '../../../../test/platforms.ts';
import { type RegisteredApiInput, readApi, removeApi, rowsOf, saveApi } from './external-api.ts';
import { API_SOURCE, getApiDetail, getApiList, getDataSourceList, getReturnParamByDataSource, readColumn } from './index.ts';

describe.each(testModes())('card data sources (%s)', (mode: TestMode) => {
  const t = cardSourcesSession(mode);
  const { as, student, teacher, admin } = t;

  describe('external API', () => {
    let server: Server;
    let base: string;
    const requests: { method: string; url: string; body: string }[] = [];

    const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', body });
      const path = (req.url ?? '').split('?')[0];
      const json = (value: unknown) => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(value));
      if (path === '/list') {
        return json({
          code: 200,
          result: {
            total: 42,
            records: [
              { flowName: '请假', applicant: { name: '张三' }, days: 2, tags: ['急'] },
              { flowName: '报销', applicant: { name: '李四' }, days: 0 },
              { flowName: '用章', applicant: null, days: 1 },
            ],
          },
        });
      }
      if (path === '/hang') return; // never answers
      if (path === '/big') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('[');
        for (let i = 0; i < 2048; i++) res.write(`"${'x'.repeat(1024)}",`);
        return res.end('"x"]');
      }
      if (path === '/html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>hi</html>');
      if (path === '/broken') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"oops":');
      if (path === '/fail') return res.writeHead(500, { 'content-type': 'application/json' }).end('{}');
      return res.writeHead(404).end();
    };

    beforeAll(async () => {
      server = createServer((req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => {
          body += c.toString();
        });
        req.on('end', () => handle(req, res, body));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      t.api.platform.config.URL_GUARD_ALLOW = ['127.0.0.1'];
    });
    afterAll(async () => {
      t.api.platform.config.URL_GUARD_ALLOW = [];
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
    afterEach(() => {
      requests.length = 0;
    });

    const definition = (path: string, extra: Partial<RegisteredApiInput> = {}): RegisteredApiInput => ({
      name: `流程接口${path}`,
      url: `${base}${path}`,
      method: 'GET',
      requestParams: [
        { name: 'pageSize', paramType: 'NUMBER', defaultValue: '10', required: false, description: '' },
        { name: 'account', paramType: 'CURRENT_USER_ACCOUNT', defaultValue: 'someone-else', required: false, description: '' },
      ],
      returnParams: [
        { field: 'flowName', chineseName: '流程', path: '' },
        { field: 'applicantName', chineseName: '申请人', path: 'applicant.name' },
        { field: 'days', chineseName: '天数', path: '' },
      ],
      listPath: 'result.records',
      totalPath: 'result.total',
      remark: '',
      ...extra,
    });

    it('should register an API, call it for the signed-in user and map the returned fields', async () => {
      const saved = await saveApi(t.api.platform, admin, definition('/list'));
      expect(await getApiDetail(t.api.platform, admin, saved.id)).toMatchObject({
        name: '流程接口/list',
        method: 'GET',
        listPath: 'result.records',
      });
      expect((await getApiList(t.api.platform, admin, '流程')).map((a) => a.id)).toContain(saved.id);
      expect(await getDataSourceList(t.api.platform, admin)).toContainEqual({
        dataSource: API_SOURCE,
        apiId: saved.id,
        name: '流程接口/list',
        kind: 'API',
      });
      expect(await getReturnParamByDataSource(t.api.platform, admin, API_SOURCE, saved.id)).toEqual([
        { field: 'flowName', chineseName: '流程' },
        { field: 'applicantName', chineseName: '申请人' },
        { field: 'days', chineseName: '天数' },
      ]);

      const read = await readColumn(as(student), column(API_SOURCE, { pageSize: '5', account: 'teacher01' }, 2, saved.id));
      expect(read).toEqual({
        num: 42,
        rows: [
          { flowName: '请假', applicantName: '张三', days: 2 },
          { flowName: '报销', applicantName: '李四', days: 0 },
        ],
      });
      // The account parameter is always the caller's own, whatever the column says.
      expect(requests).toHaveLength(1);
      const sent = new URL(requests[0]?.url ?? '', base).searchParams;
      expect(Object.fromEntries(sent)).toEqual({ pageSize: '5', account: 'student01' });
    });

    it('should send a POST API its typed parameters as a JSON body', async () => {
      const saved = await saveApi(t.api.platform, admin, definition('/list', { name: 'POST 接口', method: 'POST' }));
      const read = await readColumn(as(teacher), column(API_SOURCE, {}, 10, saved.id));
      expect(read.rows).toHaveLength(3);
      expect(read.rows[2]).toEqual({ flowName: '用章', applicantName: null, days: 1 });
      expect(requests[0]?.method).toBe('POST');
      expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ pageSize: 10, account: 'teacher01' });
    });

    it('should give up on a server that never answers, within the time limit', async () => {
      const api2 = { ...definition('/hang'), id: 'x', updatedAt: '' };
      const started = Date.now();
      await expect(readApi(as(student), api2, {}, 10, { allow: ['127.0.0.1'], timeoutMs: 400 })).rejects.toMatchObject({
        message: '接口请求超时（超过 0.4 秒未返回）',
      });
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('should refuse oversize, non-JSON, broken and failing answers with a clear message', async () => {
      const ids: Record<string, string> = {};
      for (const path of ['/big', '/html', '/broken', '/fail']) ids[path] = (await saveApi(t.api.platform, admin, definition(path))).id;
      const read = (path: string) => readColumn(as(student), column(API_SOURCE, {}, 10, ids[path]));
      expect((await read('/big')).error).toBe('接口返回内容过大（超过 1024 KB）');
      expect((await read('/html')).error).toBe('接口返回格式错误：不是 JSON');
      expect((await read('/broken')).error).toBe('接口返回格式错误：JSON 无法解析');
      expect(await read('/fail')).toEqual({ num: 0, rows: [], error: '接口返回错误状态（HTTP 500）' });
    });

    it('should refuse a loopback address that is not allow-listed, when saving and when calling', async () => {
      const saved = await saveApi(t.api.platform, admin, definition('/list', { name: '回环接口' }));
      const stored = await getApiDetail(t.api.platform, admin, saved.id);
      await expect(readApi(as(student), stored, {}, 10, { allow: [] })).rejects.toMatchObject({
        message: '接口地址不允许访问（内网或保留地址）',
      });
      t.api.platform.config.URL_GUARD_ALLOW = [];
      try {
        expect((await readColumn(as(student), column(API_SOURCE, {}, 10, saved.id))).error).toBe('接口地址不允许访问（内网或保留地址）');
        await expect(saveApi(t.api.platform, admin, definition('/list', { name: '另一个回环接口' }))).rejects.toMatchObject({
          status: 1004,
          message: '接口地址不允许访问（内网或保留地址）',
        });
      } finally {
        t.api.platform.config.URL_GUARD_ALLOW = ['127.0.0.1'];
      }
      expect(requests).toHaveLength(0);
    });

    it('should check parameter values against their types', async () => {
      const saved = await saveApi(t.api.platform, admin, definition('/list', { name: '参数接口' }));
      const read = await readColumn(as(student), column(API_SOURCE, { pageSize: '十' }, 10, saved.id));
      expect(read.error).toBe('参数“pageSize”应为数字，当前值为“十”');
      expect(requests).toHaveLength(0);
    });

    it('should refuse bad definitions and keep an API that columns still use', async () => {
      await expect(saveApi(t.api.platform, admin, definition('/list', { name: '流程接口/list' }))).rejects.toMatchObject({
        message: '接口名称“流程接口/list”已存在',
      });
      await expect(
        saveApi(t.api.platform, admin, definition('/list', { name: '坏地址', url: 'ftp://example.com/x' })),
      ).rejects.toMatchObject({
        message: '接口地址格式不正确，只支持 http 或 https 地址',
      });
      await expect(
        saveApi(
          t.api.platform,
          admin,
          definition('/list', { name: '坏字段', returnParams: [{ field: 'a', chineseName: 'A', path: 'x..y' }] }),
        ),
      ).rejects.toMatchObject({ message: '返回字段“a”的取值路径不正确，示例：applicant.name' });

      const saved = await saveApi(t.api.platform, admin, definition('/list', { name: '待删接口' }));
      await expect(removeApi(t.api.platform, admin, saved.id, async () => ['待审批'])).rejects.toMatchObject({
        message: '接口“待删接口”正被栏目“待审批”使用，请先修改这些栏目的数据源',
      });
      await removeApi(t.api.platform, admin, saved.id);
      expect((await readColumn(as(student), column(API_SOURCE, {}, 10, saved.id))).error).toBe(
        '栏目使用的接口已被删除，请在栏目配置中重新选择数据源',
      );
    });

    it("should keep one tenant's APIs from another tenant", async () => {
      const saved = await saveApi(t.api.platform, admin, definition('/list', { name: '本租户接口' }));
      const stranger = { ...admin, tenantId: 'other-tenant' };
      await expect(getApiDetail(t.api.platform, stranger, saved.id)).rejects.toMatchObject({ message: '接口不存在或已删除' });
      expect((await readColumn(as(stranger), column(API_SOURCE, {}, 10, saved.id))).error).toBe(
        '栏目使用的接口已被删除，请在栏目配置中重新选择数据源',
      );
    });
  });
});

describe('returned-field mapping', () => {
  const fields = [{ field: 'name', chineseName: '名称', path: 'info.name' }];

  it('should find the rows in the usual envelopes when no list path is set', () => {
    expect(rowsOf({ listPath: '', totalPath: '', returnParams: fields }, { data: { list: [{ info: { name: 'a' } }] } }, 5)).toEqual({
      num: 1,
      rows: [{ name: 'a' }],
    });
    expect(rowsOf({ listPath: '', totalPath: '', returnParams: [] }, [{ x: 1, y: { z: 2 } }], 5)).toEqual({
      num: 1,
      rows: [{ x: 1, y: '{"z":2}' }],
    });
  });

  it('should drop links that are not web addresses or site paths', () => {
    const body = {
      list: [
        { urlDetail: 'javascript:alert(1)', url: '/home/homePage', link: 'https://a.example/x' },
        { urlDetail: 'https://a.example/1' },
        { urlDetail: '/\\evil.example', url: '/\t/evil.example', serviceUrl: 'data:text/html,<script>alert(1)</script>' },
      ],
    };
    expect(rowsOf({ listPath: '', totalPath: '', returnParams: [] }, body, 5).rows).toEqual([
      { urlDetail: null, url: '/home/homePage', link: 'https://a.example/x' },
      { urlDetail: 'https://a.example/1' },
      { urlDetail: null, url: null, serviceUrl: null },
    ]);
  });

  it('should say where the list was expected when it is missing', () => {
    expect(() => rowsOf({ listPath: 'result.items', totalPath: '', returnParams: fields }, { result: {} }, 5)).toThrow(
      '接口返回格式错误：在“result.items”处没有找到列表',
    );
  });
});
