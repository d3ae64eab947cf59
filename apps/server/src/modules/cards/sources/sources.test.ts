import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_TENANT_ID } from '@onehall/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../../test/api.ts';
import { type TestMode, testModes } from '../../../../test/platforms.ts';
import type { Principal } from '../../../platform/auth/principal.ts';
import { deptId, roleId, userId } from '../../../seed/identity.ts';
import { NEWS_COLUMN_ID, NOTICE_COLUMN_ID } from '../../../seed/prelogin.ts';
import { type ServicesContext, startServicesContext } from '../../services/context.ts';
import type { RoleAlias } from '../../users/tables.ts';
import { readApi, rowsOf } from './external-api.ts';
import {
  API_SOURCE,
  BUILT_IN_SOURCES,
  type ColumnSource,
  getApiDetail,
  getApiList,
  getDataSourceList,
  getParamTypeList,
  getRequestParamByDataSource,
  getReturnParamByDataSource,
  type RegisteredApiInput,
  readColumn,
  removeApi,
  type SourceCaller,
  saveApi,
} from './index.ts';

const principalOf = (account: string, role: RoleAlias): Principal => ({
  userId: userId(account),
  tenantId: DEFAULT_TENANT_ID,
  account,
  nickName: account,
  roles: [role],
  family: 'test',
  tokenId: 'test',
  expiresAt: 0,
});

const column = (dataSource: string, params: Record<string, string> = {}, limit = 10, apiId: string | null = null): ColumnSource => ({
  dataSource,
  apiId,
  params,
  limit,
});

describe.each(testModes())('card data sources (%s)', (mode: TestMode) => {
  let api: TestApi;
  let services: ServicesContext & { stop(): Promise<void> };
  const as = (p: Principal): SourceCaller => ({ platform: api.platform, principal: p, services });
  const student = principalOf('student01', 'student');
  const teacher = principalOf('teacher01', 'teacher');
  const staff = principalOf('staff01', 'staff');
  const admin = principalOf('admin', 'admin');

  beforeAll(async () => {
    api = await startApi(mode);
    services = startServicesContext(api.platform, (error) => {
      throw error;
    });
  }, 60_000);
  afterAll(async () => {
    await services.stop();
    await api.close();
  });

  /** Role aliases a service is limited to; empty: every signed-in user (and maybe visitors). */
  const rolesOf = async (serviceId: string) =>
    (await api.platform.db.selectFrom('service_roles').select('role_alias').where('service_id', '=', serviceId).execute()).map(
      (r) => r.role_alias,
    );
  const serviceIdByName = async (name: string) =>
    (await api.platform.db.selectFrom('services').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  it('should list every built-in source with its fields, and registered APIs after them', async () => {
    const list = await getDataSourceList(api.platform, admin);
    expect(list.map((s) => s.dataSource)).toEqual(BUILT_IN_SOURCES.map((s) => s.key));
    expect(list.map((s) => s.dataSource)).toEqual(
      expect.arrayContaining(['todo', 'done', 'personalMatters', 'businessExpress', 'processCounts', 'news', 'announcement']),
    );
    expect(list.map((s) => s.dataSource)).toEqual(
      expect.arrayContaining(['collection', 'commonServices', 'recommend', 'tools', 'OfficialAccount']),
    );
    expect(await getReturnParamByDataSource(api.platform, admin, 'news')).toEqual(
      expect.arrayContaining([
        { field: 'title', chineseName: '标题' },
        { field: 'releaseTime', chineseName: '发布时间' },
        { field: 'fieldSet', chineseName: '重要程度' },
      ]),
    );
    expect((await getRequestParamByDataSource(api.platform, admin, 'news')).map((p) => p.name)).toEqual(['columnId']);
    expect(getParamTypeList().map((t) => t.value)).toEqual(expect.arrayContaining(['STRING', 'NUMBER', 'CURRENT_USER_ACCOUNT']));
    await expect(getReturnParamByDataSource(api.platform, admin, 'nope')).rejects.toMatchObject({ message: '数据源“nope”不存在' });
  });

  it('should answer an unknown source as a column error, not a crash', async () => {
    expect(await readColumn(as(student), column('nope'))).toEqual({
      num: 0,
      rows: [],
      error: '数据源“nope”不存在，请在栏目配置中重新选择',
    });
    expect((await readColumn(as(student), column(API_SOURCE))).error).toBe('栏目没有选择接口，请在栏目配置中选择');
  });

  describe('services', () => {
    it("should show each user's own favourites", async () => {
      const mine = await readColumn(as(student), column('collection', {}, 2));
      expect(mine.num).toBe(3);
      expect(mine.rows.map((r) => r.serviceName)).toEqual(['学生请假申请', '期末成绩查询']);
      expect(mine.rows[0]).toMatchObject({
        serviceId: expect.any(String),
        processType: expect.any(String),
        serviceUrl: expect.any(String),
      });
      expect(await readColumn(as(teacher), column('collection'))).toEqual({ num: 0, rows: [] });
    });

    it('should show the services a user opened most, and follow new visits', async () => {
      const before = await readColumn(as(student), column('commonServices'));
      expect(before.rows[0]).toMatchObject({ serviceName: '期末成绩查询', myVisitCount: 2 });
      expect(before.rows.slice(1).map((r) => [r.serviceName, r.myVisitCount])).toEqual(
        expect.arrayContaining([
          ['学生请假申请', 1],
          ['校园卡充值', 1],
        ]),
      );
      expect(before.num).toBe(3);
      expect((await readColumn(as(teacher), column('commonServices'))).num).toBe(0);

      const { access_token } = await api.signIn('teacher01');
      const opened = await serviceIdByName('差旅费报销');
      for (let i = 0; i < 2; i++) {
        const r = await api.call({
          method: 'POST',
          url: '/api/blade-platform/nobody/userClickVisitLog/clickService',
          payload: { serviceId: opened },
          token: access_token,
        });
        expect(r.json().status).toBe(1000);
      }
      const after = await readColumn(as(teacher), column('commonServices'));
      expect(after.rows.map((r) => [r.serviceName, r.myVisitCount])).toEqual([['差旅费报销', 2]]);
    });

    it('should list the hottest services the user may see', async () => {
      const hot = await readColumn(as(student), column('services', {}, 50));
      expect(hot.num).toBeGreaterThan(50);
      const counts = hot.rows.map((r) => r.visitCount as number);
      expect([...counts].sort((a, b) => b - a)).toEqual(counts);
      for (const row of hot.rows) {
        const roles = await rolesOf(row.serviceId as string);
        expect(roles.length === 0 || roles.includes('student')).toBe(true);
      }
      expect((await readColumn(as(student), column('services', { serviceType: 'X' }))).error).toMatch(/^参数“serviceType”只能是/);
    });

    it('should recommend only services the user may see, never their favourites, the same way every time', async () => {
      const forStudent = await readColumn(as(student), column('recommend', {}, 50));
      const forTeacher = await readColumn(as(teacher), column('recommend', {}, 50));
      expect(forStudent.rows.length).toBeGreaterThan(5);
      for (const row of forStudent.rows) {
        const roles = await rolesOf(row.serviceId as string);
        expect(roles.length === 0 || roles.includes('student')).toBe(true);
        expect(row.reason).toEqual(expect.any(String));
      }
      for (const row of forTeacher.rows) {
        const roles = await rolesOf(row.serviceId as string);
        expect(roles.length === 0 || roles.includes('teacher')).toBe(true);
      }
      const favourites = ['学生请假申请', '期末成绩查询', '校园卡充值'];
      expect(forStudent.rows.filter((r) => favourites.includes(r.serviceName as string))).toEqual([]);
      expect(forTeacher.rows.map((r) => r.serviceId)).not.toEqual(forStudent.rows.map((r) => r.serviceId));
      expect(await readColumn(as(student), column('recommend', {}, 50))).toEqual(forStudent);
    });

    it('should recommend what similar users open, and drop it once the user uses it a lot', async () => {
      const db = api.platform.db;
      const now = api.platform.clock.now().toISOString();
      const before = await readColumn(as(student), column('recommend', {}, 50));
      const target = before.rows.at(-1)?.serviceId as string;
      expect(target).toBeTruthy();

      // Three classmates (same role and department) open the least recommended service.
      for (let i = 1; i <= 3; i++) {
        const id = `peer-student-${mode}-${i}`.padEnd(32, '0');
        await db
          .insertInto('users')
          .values({
            id,
            tenant_id: DEFAULT_TENANT_ID,
            account: `peer${i}`,
            nick_name: `同学${i}`,
            real_name: `同学${i}`,
            password_hash: 'x',
            dept_id: deptId('JSJXY'),
            status: 1,
            created_at: now,
          })
          .execute();
        await db
          .insertInto('user_roles')
          .values({ user_id: id, role_id: roleId('student') })
          .execute();
        await db
          .insertInto('service_visits')
          .values({
            id: `peer-visit-${mode}-${i}`.padEnd(32, '0'),
            tenant_id: DEFAULT_TENANT_ID,
            service_id: target,
            user_id: id,
            created_at: now,
          })
          .execute();
      }
      const withPeers = await readColumn(as(student), column('recommend', {}, 50));
      expect(withPeers.rows[0]).toMatchObject({ serviceId: target, reason: expect.stringMatching(/身份相同|同部门/) });
      // Staff of another department are not classmates: their recommendations do not follow the students.
      expect((await readColumn(as(staff), column('recommend', {}, 1))).rows[0]?.serviceId).not.toBe(target);

      const { access_token } = await api.signIn('student01');
      for (let i = 0; i < 3; i++) {
        await api.call({
          method: 'POST',
          url: '/api/blade-platform/nobody/userClickVisitLog/clickService',
          payload: { serviceId: target },
          token: access_token,
        });
      }
      const afterUse = await readColumn(as(student), column('recommend', {}, 50));
      expect(afterUse.rows.map((r) => r.serviceId)).not.toContain(target);
      expect((await readColumn(as(student), column('commonServices', {}, 1))).rows[0]).toMatchObject({
        serviceId: target,
        myVisitCount: 3,
      });
    });
  });

  describe('to-do and process records', () => {
    // Users of their own, so what the demo seed pushes for the demo accounts does not change the counts.
    const pupil = principalOf('todo-pupil', 'student');
    const lecturer = principalOf('todo-lecturer', 'teacher');
    const day = (d: string) => `2025-${d}:00.000Z`;

    beforeAll(async () => {
      const db = api.platform.db;
      const now = api.platform.clock.now().toISOString();
      for (const p of [pupil, lecturer]) {
        await db
          .insertInto('users')
          .values({
            id: p.userId,
            tenant_id: DEFAULT_TENANT_ID,
            account: p.account,
            nick_name: p.account,
            real_name: p.account,
            password_hash: 'x',
            dept_id: deptId('JSJXY'),
            status: 1,
            created_at: now,
          })
          .execute();
      }
      const systemId = 'cards-sources-test-system'.padEnd(32, '0');
      await db
        .insertInto('todo_systems')
        .values({
          id: systemId,
          tenant_id: DEFAULT_TENANT_ID,
          system_code: 'CSRC',
          system_name: '测试办公系统',
          enabled: 1,
          key_version: 1,
          remark: '',
          sort: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const item = (n: number, user: Principal, title: string, category: string, start: string, deadline: string | null, done = false) => ({
        id: `cards-sources-item-${n}`.padEnd(32, '0'),
        tenant_id: DEFAULT_TENANT_ID,
        system_id: systemId,
        external_id: `item-${n}`,
        user_id: user.userId,
        title,
        category,
        url: `https://oa.example.edu.cn/item/${n}`,
        start_time: day(start),
        deadline: deadline ? day(deadline) : null,
        status: done ? ('DONE' as const) : ('OPEN' as const),
        done_time: done ? day('08-30T10:00') : null,
        created_at: now,
        updated_at: now,
      });
      await db
        .insertInto('todo_items')
        .values([
          item(1, pupil, '奖学金申请审批', '待审批', '08-20T09:00', '08-25T09:00'),
          item(2, pupil, '社团活动审批', '待审批', '08-30T09:00', '09-10T09:00'),
          item(3, pupil, '教务通知', '待阅', '08-31T09:00', null),
          item(4, pupil, '已批的假条', '待审批', '08-10T09:00', null, true),
          item(5, lecturer, '课程调整审批', '待审批', '08-29T09:00', null),
        ])
        .execute();
      const process = (
        n: number,
        name: string,
        state: 'RUNNING' | 'FINISHED' | 'REJECTED',
        start: string,
        finish: string | null,
        deadline: string | null,
      ) => ({
        id: `cards-sources-process-${n}`.padEnd(32, '0'),
        tenant_id: DEFAULT_TENANT_ID,
        system_id: systemId,
        external_id: `process-${n}`,
        user_id: pupil.userId,
        process_name: name,
        state,
        current_node: state === 'RUNNING' ? '学院审核' : '结束',
        handler_name: state === 'RUNNING' ? '王老师' : '',
        url: '',
        start_time: day(start),
        finish_time: finish ? day(finish) : null,
        deadline: deadline ? day(deadline) : null,
        created_at: now,
        updated_at: now,
      });
      await db
        .insertInto('todo_processes')
        .values([
          process(1, '请假申请', 'RUNNING', '08-20T09:00', null, '08-25T09:00'),
          process(2, '在读证明', 'FINISHED', '08-10T09:00', '08-28T09:00', null),
          process(3, '宿舍调换', 'REJECTED', '08-15T09:00', '08-16T09:00', null),
        ])
        .execute();
    });

    it('should show each user only their own open to-do items, with the overdue count', async () => {
      const mine = await readColumn(as(pupil), column('todo'));
      expect(mine).toMatchObject({ num: 3, timeoutNum: 1 });
      expect(mine.rows.map((r) => r.title)).toEqual(['教务通知', '社团活动审批', '奖学金申请审批']);
      expect(mine.rows[2]).toMatchObject({ systemName: '测试办公系统', category: '待审批', timeout: true });
      expect(await readColumn(as(pupil), column('todo', { columnName: '待阅' }))).toMatchObject({ num: 1, timeoutNum: 0 });

      const theirs = await readColumn(as(lecturer), column('todo'));
      expect(theirs).toMatchObject({ num: 1, timeoutNum: 0 });
      expect(theirs.rows.map((r) => r.title)).toEqual(['课程调整审批']);
    });

    it('should show done items and process records of the user only', async () => {
      const done = await readColumn(as(pupil), column('done'));
      expect(done.num).toBe(1);
      expect(done.rows.map((r) => r.title)).toEqual(['已批的假条']);
      expect(await readColumn(as(lecturer), column('done'))).toEqual({ num: 0, rows: [] });

      const matters = await readColumn(as(pupil), column('personalMatters'));
      expect(matters).toMatchObject({ num: 3, timeoutNum: 1 });
      const running = await readColumn(as(pupil), column('personalMatters', { state: 'RUNNING' }));
      expect(running.rows).toEqual([
        expect.objectContaining({ processName: '请假申请', stateName: '办理中', currentNode: '学院审核', handlerName: '王老师' }),
      ]);
      expect((await readColumn(as(pupil), column('personalMatters', { state: 'DONE' }))).error).toMatch(/^参数“state”只能是/);
      expect((await readColumn(as(lecturer), column('personalMatters'))).num).toBe(0);

      const express = await readColumn(as(pupil), column('businessExpress'));
      expect(express.rows.map((r) => r.processName)).toEqual(['在读证明', '请假申请', '宿舍调换']);
    });

    it("should count the user's items and processes for the staging workbench", async () => {
      const counts = await readColumn(as(pupil), column('processCounts'));
      expect(counts).toMatchObject({ num: 3, timeoutNum: 1 });
      expect(Object.fromEntries(counts.rows.map((r) => [r.name, r.value]))).toEqual({ 待办: 3, 超时: 1, 已办: 1, 办理中: 1, 已办结: 2 });
    });
  });

  describe('messages and tools', () => {
    it('should read campus news and announcements of their own columns, newest first', async () => {
      const news = await readColumn(as(student), column('news', {}, 3));
      expect(news.num).toBe(6);
      expect(news.rows).toHaveLength(3);
      for (const row of news.rows) {
        expect(row).toMatchObject({ id: expect.any(String), title: expect.any(String), columnName: '校园新闻', columnId: NEWS_COLUMN_ID });
        expect(row.releaseTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(row).toHaveProperty('fieldSet');
      }
      const times = news.rows.map((r) => r.releaseTime as string);
      expect([...times].sort().reverse()).toEqual(times);

      const notices = await readColumn(as(teacher), column('announcement', { columnId: NOTICE_COLUMN_ID }, 20));
      expect(notices.num).toBeGreaterThan(0);
      expect(notices.rows.every((r) => r.columnName === '通知公告')).toBe(true);
      expect(notices.rows.map((r) => r.title)).not.toContain('关于调整校园卡充值时间的通知（已撤回）');

      const wrong = await readColumn(as(student), column('news', { columnId: NOTICE_COLUMN_ID }));
      expect(wrong.error).toBe('所选新闻栏目不存在或已停用，请在栏目配置中重新选择');
    });

    it('should list message columns as message accounts with their newest item', async () => {
      const accounts = await readColumn(as(student), column('OfficialAccount'));
      expect(accounts.rows.map((r) => r.accountName)).toEqual(['校园新闻', '通知公告']);
      expect(accounts.rows[0]).toMatchObject({ id: NEWS_COLUMN_ID, num: 6, latestTitle: expect.any(String) });
    });

    it('should read the common tools with their names, icons and types', async () => {
      const tools = await readColumn(as(student), column('tools', {}, 3));
      expect(tools.num).toBe(6);
      expect(tools.rows[0]).toMatchObject({ tools_name: '校历查询', tools_icon: expect.any(String), typeList: [{ name: '教学' }] });
      const network = await readColumn(as(student), column('tools', { typeName: '网络' }));
      expect(network.rows.map((r) => r.tools_name)).toEqual(['VPN 接入', '校园无线网']);
    });
  });

  describe('external API', () => {
    let server: Server;
    let base: string;
    const previousAllow = process.env.URL_GUARD_ALLOW;
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
      process.env.URL_GUARD_ALLOW = '127.0.0.1';
    });
    afterAll(async () => {
      if (previousAllow === undefined) delete process.env.URL_GUARD_ALLOW;
      else process.env.URL_GUARD_ALLOW = previousAllow;
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
      const saved = await saveApi(api.platform, admin, definition('/list'));
      expect(await getApiDetail(api.platform, admin, saved.id)).toMatchObject({
        name: '流程接口/list',
        method: 'GET',
        listPath: 'result.records',
      });
      expect((await getApiList(api.platform, admin, '流程')).map((a) => a.id)).toContain(saved.id);
      expect(await getDataSourceList(api.platform, admin)).toContainEqual({
        dataSource: API_SOURCE,
        apiId: saved.id,
        name: '流程接口/list',
        kind: 'API',
      });
      expect(await getReturnParamByDataSource(api.platform, admin, API_SOURCE, saved.id)).toEqual([
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
      const saved = await saveApi(api.platform, admin, definition('/list', { name: 'POST 接口', method: 'POST' }));
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
      for (const path of ['/big', '/html', '/broken', '/fail']) ids[path] = (await saveApi(api.platform, admin, definition(path))).id;
      const read = (path: string) => readColumn(as(student), column(API_SOURCE, {}, 10, ids[path]));
      expect((await read('/big')).error).toBe('接口返回内容过大（超过 1024 KB）');
      expect((await read('/html')).error).toBe('接口返回格式错误：不是 JSON');
      expect((await read('/broken')).error).toBe('接口返回格式错误：JSON 无法解析');
      expect(await read('/fail')).toEqual({ num: 0, rows: [], error: '接口返回错误状态（HTTP 500）' });
    });

    it('should refuse a loopback address that is not allow-listed, when saving and when calling', async () => {
      const saved = await saveApi(api.platform, admin, definition('/list', { name: '回环接口' }));
      const stored = await getApiDetail(api.platform, admin, saved.id);
      await expect(readApi(as(student), stored, {}, 10, { allow: [] })).rejects.toMatchObject({
        message: '接口地址不允许访问（内网或保留地址）',
      });
      process.env.URL_GUARD_ALLOW = '';
      try {
        expect((await readColumn(as(student), column(API_SOURCE, {}, 10, saved.id))).error).toBe('接口地址不允许访问（内网或保留地址）');
        await expect(saveApi(api.platform, admin, definition('/list', { name: '另一个回环接口' }))).rejects.toMatchObject({
          status: 1004,
          message: '接口地址不允许访问（内网或保留地址）',
        });
      } finally {
        process.env.URL_GUARD_ALLOW = '127.0.0.1';
      }
      expect(requests).toHaveLength(0);
    });

    it('should check parameter values against their types', async () => {
      const saved = await saveApi(api.platform, admin, definition('/list', { name: '参数接口' }));
      const read = await readColumn(as(student), column(API_SOURCE, { pageSize: '十' }, 10, saved.id));
      expect(read.error).toBe('参数“pageSize”应为数字，当前值为“十”');
      expect(requests).toHaveLength(0);
    });

    it('should refuse bad definitions and keep an API that columns still use', async () => {
      await expect(saveApi(api.platform, admin, definition('/list', { name: '流程接口/list' }))).rejects.toMatchObject({
        message: '接口名称“流程接口/list”已存在',
      });
      await expect(saveApi(api.platform, admin, definition('/list', { name: '坏地址', url: 'ftp://example.com/x' }))).rejects.toMatchObject(
        {
          message: '接口地址格式不正确，只支持 http 或 https 地址',
        },
      );
      await expect(
        saveApi(
          api.platform,
          admin,
          definition('/list', { name: '坏字段', returnParams: [{ field: 'a', chineseName: 'A', path: 'x..y' }] }),
        ),
      ).rejects.toMatchObject({ message: '返回字段“a”的取值路径不正确，示例：applicant.name' });

      const saved = await saveApi(api.platform, admin, definition('/list', { name: '待删接口' }));
      await expect(removeApi(api.platform, admin, saved.id, async () => ['待审批'])).rejects.toMatchObject({
        message: '接口“待删接口”正被栏目“待审批”使用，请先修改这些栏目的数据源',
      });
      await removeApi(api.platform, admin, saved.id);
      expect((await readColumn(as(student), column(API_SOURCE, {}, 10, saved.id))).error).toBe(
        '栏目使用的接口已被删除，请在栏目配置中重新选择数据源',
      );
    });

    it("should keep one tenant's APIs from another tenant", async () => {
      const saved = await saveApi(api.platform, admin, definition('/list', { name: '本租户接口' }));
      const stranger = { ...admin, tenantId: 'other-tenant' };
      await expect(getApiDetail(api.platform, stranger, saved.id)).rejects.toMatchObject({ message: '接口不存在或已删除' });
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
