import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CARD_STATUS_COLORS, type CardData, CardMessages, type UserCardType } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { type TestMode, testModes } from '../../../test/platforms.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import { closePlatform, createPlatform } from '../../platform/create-platform.ts';
import { CAMPUS_CLOCK_PATH, seedCardId, seedCards, seedTypeId } from '../../seed/cards.ts';
import { roleId, userId } from '../../seed/identity.ts';
import { userCardList } from './card-manage.ts';
import { HOME_CHANGED } from './changes.ts';
import { setCardEnabled } from './configuration.ts';

const OSP = '/api/online-service-platform';
const USER_CARDS = '/api/blade-platform/userHomePageApplyCard/getUserApplyCardList';

const STUDENT_CARDS = ['待办', '个人事项', '我的收藏', '常用服务', '为你推荐', '常用工具', '校园新闻', '重要公告'];
const STAFF_ONLY = ['业务直通车', '暂存工作台'];
const FRAME_CARDS = ['校园时钟', '校园时钟（网页）'];

describe.each(testModes())('home-page cards (%s)', (mode: TestMode) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    api = await startApi(mode);
    for (const account of ['admin', 'teacher01', 'staff01', 'student01']) tokens[account] = (await api.signIn(account)).access_token;
  }, 60_000);
  afterAll(() => api.close());

  const post = (url: string, payload: object | null, account = 'admin') =>
    api.call({ method: 'POST', url, payload: payload ?? {}, token: tokens[account] });
  const osp = async (path: string, payload: object | null, account = 'admin') => (await post(`${OSP}/${path}`, payload, account)).json();
  const cardList = async (account: string): Promise<UserCardType[]> => {
    const r = (await post(USER_CARDS, {}, account)).json();
    expect(r.status).toBe(1000);
    return r.result;
  };
  const cardNames = async (account: string) => (await cardList(account)).flatMap((t) => t.cardConfigs.map((c) => c.cardName));
  const preview = async (account: string, name: string): Promise<CardData> => {
    const r = await osp('cardcolumnconfig/preview', { id: seedCardId(name) }, account);
    expect(r.status, JSON.stringify(r)).toBe(1000);
    return r.result;
  };

  it('should give each role its own home page, in configured order', async () => {
    expect(await cardNames('student01')).toEqual(STUDENT_CARDS);
    const teacher = await cardNames('teacher01');
    expect(teacher).toEqual(['待办', '个人事项', ...STAFF_ONLY, ...STUDENT_CARDS.slice(2), ...FRAME_CARDS]);
    const staff = await cardNames('staff01');
    expect(staff).toEqual(expect.arrayContaining(STAFF_ONLY));
    expect(staff).not.toEqual(expect.arrayContaining([FRAME_CARDS[0]]));
    expect(await cardNames('admin')).toEqual(teacher);

    const types = await cardList('student01');
    expect(types.map((t) => t.typeName)).toEqual(['我的事务', '服务', '校园资讯']);

    // Seeding again (a restart) changes nothing.
    await seedCards(api.platform);
    expect((await osp('indexcardconfig/list', null)).result).toHaveLength(STUDENT_CARDS.length + STAFF_ONLY.length + FRAME_CARDS.length);
  });

  it('should derive the frame config of frame cards: a plain address is qiankun, a JSON url names its own type', async () => {
    const cards = (await cardList('teacher01')).flatMap((t) => t.cardConfigs);
    const qiankun = cards.find((c) => c.cardName === '校园时钟');
    const iframe = cards.find((c) => c.cardName === '校园时钟（网页）');
    expect(qiankun).toMatchObject({
      kind: 'frame',
      card: { url: CAMPUS_CLOCK_PATH },
      frameConfig: { type: 'qiankun', url: CAMPUS_CLOCK_PATH },
    });
    expect(iframe?.frameConfig).toEqual({ type: 'iframe', url: CAMPUS_CLOCK_PATH });
    expect(cards.find((c) => c.cardName === '待办')?.frameConfig).toBeNull();
  });

  it("should fill the to-do card with each user's own items, counters and labels", async () => {
    const titles = (data: CardData, column: string) => data.list.find((c) => c.columnName === column)?.result.map((r) => r.title) ?? [];
    for (const account of ['student01', 'teacher01', 'staff01', 'admin']) {
      const data = await preview(account, '待办');
      expect(data.basicConfig).toEqual({ cardName: '待办', cardIntroduction: '待我审批和已办理的事项', displayRows: 1 });
      expect(data.list.map((c) => [c.columnName, c.todoTypeName, c.todoTimeoutName])).toEqual([
        ['全部待办', '待办', '超时'],
        ['待审批', '待审批', '超时'],
        ['待阅', '待阅', '超时'],
        ['已办', '已办', '超时'],
      ]);
      for (const column of data.list) {
        expect(column.error).toBeNull();
        expect(column.todoNum).toBe(column.num);
        // A wide card of one display row shows at most 5 items.
        expect(column.result.length).toBe(Math.min(5, column.num));
      }
      const [all, approve, read] = data.list;
      expect(all?.num).toBeGreaterThan(0);
      expect(all?.num).toBeGreaterThanOrEqual((approve?.num ?? 0) + (read?.num ?? 0));
      expect(read?.result.every((r) => r.category === '待阅')).toBe(true);
      expect(data.typeList).toEqual(data.list.map((c) => ({ id: c.id, typeName: c.columnName })));
      expect(data.otherInformationList).toEqual(
        data.list.map((c) => ({ columnName: c.columnName, todoNum: c.todoNum, todoTimeoutNum: c.todoTimeoutNum })),
      );
      expect(data.currentStatusBackgroundColor).toEqual(CARD_STATUS_COLORS.map((c) => ({ ...c })));
    }
    const student = await preview('student01', '待办');
    expect(student.list[0]?.todoTimeoutNum).toBeGreaterThan(0);
    expect(titles(student, '全部待办')).toContain('宿舍卫生检查整改确认（12号楼 305）');
    expect(titles(student, '全部待办')).not.toContain('国家自然科学基金项目中期检查材料审核');
    expect(titles(await preview('teacher01', '待办'), '全部待办')).toContain('国家自然科学基金项目中期检查材料审核');
  });

  it("should show the student's own favourites in the collection card, and none of them to a teacher", async () => {
    const student = await preview('student01', '我的收藏');
    const names = student.list[0]?.result.map((r) => r.serviceName);
    expect(names).toEqual(['学生请假申请', '期末成绩查询', '校园卡充值']);
    expect(student.list[0]?.num).toBe(3);
    const teacher = await preview('teacher01', '我的收藏');
    expect(teacher.list[0]?.result.map((r) => r.serviceName)).not.toContain('学生请假申请');
  });

  it('should fill the news, announcement and tools cards with their items', async () => {
    for (const account of ['student01', 'teacher01']) {
      const news = await preview(account, '校园新闻');
      const rows = news.list[0]?.result ?? [];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(5);
      expect(rows[0]).toMatchObject({ title: expect.any(String), releaseTime: expect.any(String), columnName: expect.any(String) });
      expect(news.list[0]?.cardMapping.map((m) => m.field)).not.toContain('urlDetail');
      expect(news.currentStatusBackgroundColor).toEqual([]);

      const notices = await preview(account, '重要公告');
      expect(notices.list[0]?.result.length).toBeLessThanOrEqual(6);

      const tools = await preview(account, '常用工具');
      expect(tools.list[0]?.result[0]).toMatchObject({ tools_name: expect.any(String), typeList: expect.any(Array) });
    }
    for (const name of ['常用服务', '为你推荐', '个人事项'])
      expect((await preview('student01', name)).list.every((c) => c.error === null)).toBe(true);
  });

  it('should show the staging workbench with its mapped columns to staff, and refuse it to a student', async () => {
    const data = await preview('staff01', '暂存工作台');
    expect(data.list.map((c) => c.columnName)).toEqual(['待我处理', '我发起的']);
    expect(data.list[0]?.cardMapping).toEqual([
      { field: 'title', chineseName: '标题' },
      { field: 'systemName', chineseName: '业务系统' },
      { field: 'deadline', chineseName: '截止时间' },
    ]);
    expect(data.list[0]?.num).toBeGreaterThan(0);

    const matters = await preview('teacher01', '个人事项');
    expect(matters.list.map((c) => c.columnName)).toEqual(['办理中', '已办结']);
    expect(matters.list[0]?.result.length).toBeGreaterThan(0);
    expect(matters.list[0]?.result.every((r) => r.state === 'RUNNING')).toBe(true);
    expect(matters.list[1]?.result.every((r) => r.state === 'FINISHED')).toBe(true);
    const express = await preview('teacher01', '业务直通车');
    expect(express.list[0]?.result[0]).toMatchObject({ processName: expect.any(String), stateName: expect.any(String) });
    expect(express.currentStatusBackgroundColor.length).toBeGreaterThan(0);

    for (const name of STAFF_ONLY) {
      const refused = await osp('cardcolumnconfig/preview', { id: seedCardId(name) }, 'student01');
      expect(refused).toMatchObject({ status: 403, msg: CardMessages.cardNoAccess });
    }
  });

  it('should answer a frame card preview with its frame config and no columns', async () => {
    const data = await preview('teacher01', '校园时钟');
    expect(data).toMatchObject({ kind: 'frame', list: [], frameConfig: { type: 'qiankun', url: CAMPUS_CLOCK_PATH } });
  });

  it('should clip rows by display rows and width (6/12/18 narrow, 5/10/15 wide)', async () => {
    const id = seedCardId('为你推荐');
    const total = (await preview('student01', '为你推荐')).list[0]?.num ?? 0;
    expect(total).toBeGreaterThan(18);
    for (const [width, rows, most] of [
      ['narrow', 1, 6],
      ['wide', 2, 10],
      ['narrow', 3, 18],
      ['wide', 3, 15],
    ] as const) {
      const saved = await osp('cardbasicconfig/submit', { id, cardName: '为你推荐', width, displayRows: rows });
      expect(saved.result).toMatchObject({ width, displayRows: rows });
      const column = (await preview('student01', '为你推荐')).list[0];
      expect(column?.result.length).toBe(most);
      expect(column?.num).toBe(total);
    }
    await osp('cardbasicconfig/submit', { id, cardName: '为你推荐', width: 'wide', displayRows: 1 });
  });

  it('should show a configuration change on the next home-page load of the users it concerns', async () => {
    const card = seedCardId('重要公告');
    expect(await cardNames('student01')).toContain('重要公告');

    expect((await osp('indexcardconfig/under', { id: card, enabled: false })).result.enabled).toBe(false);
    expect(await cardNames('student01')).not.toContain('重要公告');
    expect(await cardNames('teacher01')).not.toContain('重要公告');
    await osp('indexcardconfig/under', { id: card, enabled: true });

    const auth = await osp('indextypeconfig/authConfig', { target: 'card', id: card, roles: ['teacher'] });
    expect(auth.result).toEqual(['teacher']);
    expect(await cardNames('student01')).not.toContain('重要公告');
    expect(await cardNames('teacher01')).toContain('重要公告');
    expect((await osp('indextypeconfig/getAuthConfig', { target: 'card', id: card })).result).toEqual(['teacher']);
    await osp('indextypeconfig/authConfig', { target: 'card', id: card, roles: [] });

    // A type switched off hides all its cards.
    const type = seedTypeId('服务');
    await osp('indextypeconfig/under', { id: type, enabled: false });
    expect(await cardNames('student01')).toEqual(['待办', '个人事项', '校园新闻', '重要公告']);
    await osp('indextypeconfig/under', { id: type, enabled: true });
    expect(await cardNames('student01')).toEqual(STUDENT_CARDS);
  });

  it('should refuse to delete a type that still has cards, and delete it once they are taken out', async () => {
    const type = await osp('indextypeconfig/submit', { typeName: '临时分类' });
    expect(type.status).toBe(1000);
    const card = await osp('indexcardconfig/submit', { kind: 'news', typeId: type.result.id, cardName: '临时新闻', width: 'wide' });
    expect(card.result).toMatchObject({ typeId: type.result.id, typeName: '临时分类', enabled: true, columnCount: 0 });

    expect(await osp('indextypeconfig/remove', { ids: type.result.id })).toMatchObject({ status: 1004, msg: CardMessages.typeHasCards });
    const list = (await osp('indextypeconfig/list', null)).result as { id: string; cardConfigs: { id: string }[] }[];
    expect(list.find((t) => t.id === type.result.id)?.cardConfigs.map((c) => c.id)).toEqual([card.result.id]);

    expect((await osp('indextypeconfig/removeType', { cardIds: card.result.id })).result).toBe(1);
    expect((await osp('indextypeconfig/getCardList', {})).result.map((c: { id: string }) => c.id)).toContain(card.result.id);
    expect((await osp('indextypeconfig/remove', { ids: type.result.id })).result).toBe(1);
    expect((await osp('indexcardconfig/remove', { ids: card.result.id })).result).toBe(1);
    expect(await osp('cardbasicconfig/detail', { id: card.result.id })).toMatchObject({ status: 404, msg: CardMessages.cardNotFound });
  });

  it('should place and order the cards of a type with submitCard', async () => {
    const type = seedTypeId('校园资讯');
    const news = seedCardId('校园新闻');
    const notices = seedCardId('重要公告');
    const r = await osp('indextypeconfig/submitCard', { typeId: type, cardIds: [notices, news] });
    expect(r.result.cardConfigs.map((c: { cardName: string }) => c.cardName)).toEqual(['重要公告', '校园新闻']);
    expect((await cardNames('student01')).slice(-2)).toEqual(['重要公告', '校园新闻']);
    expect(await osp('indextypeconfig/submitCard', { typeId: type, cardIds: ['nope'] })).toMatchObject({
      status: 400,
      msg: CardMessages.cardOrderMismatch,
    });
    await osp('indextypeconfig/submitCard', { typeId: type, cardIds: [news, notices] });
  });

  it('should validate cards, columns and role settings with clear messages, changing nothing', async () => {
    const frame = (url: string) => osp('indexcardconfig/submit', { kind: 'frame', cardName: '坏的嵌入', url });
    expect(await frame('{type: iframe}')).toMatchObject({ status: 400, msg: CardMessages.frameConfigInvalid });
    expect(await frame('javascript:alert(1)')).toMatchObject({ status: 400, msg: CardMessages.frameUrlInvalid });
    expect(await frame('')).toMatchObject({ status: 400, msg: CardMessages.frameUrlRequired });
    expect(await osp('indexcardconfig/submit', { kind: 'news', cardName: '待办' })).toMatchObject({
      status: 1004,
      msg: CardMessages.cardNameRepeated,
    });
    expect(await osp('indexcardconfig/submit', { kind: 'news', cardName: '新闻二', url: '/x' })).toMatchObject({
      status: 400,
      msg: CardMessages.frameOnly,
    });
    expect((await post(`${OSP}/indexcardconfig/submit`, { kind: 'news', cardName: '新闻三', displayRows: 4 })).statusCode).toBe(400);
    expect((await osp('indexcardconfig/list', { cardName: '坏的' })).result).toEqual([]);

    const cardId = seedCardId('校园新闻');
    expect(await osp('cardcolumnconfig/submit', { cardId, columnName: '新栏目', dataSource: 'nope' })).toMatchObject({
      status: 400,
      msg: CardMessages.dataSourceUnknown,
    });
    expect(await osp('cardcolumnconfig/submit', { cardId, columnName: '新栏目', dataSource: 'API' })).toMatchObject({
      status: 400,
      msg: CardMessages.apiRequired,
    });
    expect(await osp('cardcolumnconfig/submit', { cardId, columnName: '校园新闻', dataSource: 'news' })).toMatchObject({
      status: 1004,
      msg: CardMessages.columnNameRepeated,
    });
    expect(await osp('cardcolumnconfig/submit', { cardId: seedCardId('校园时钟'), columnName: 'x', dataSource: 'news' })).toMatchObject({
      status: 400,
      msg: CardMessages.frameNoColumns,
    });
    expect(await osp('indextypeconfig/authConfig', { target: 'type', id: seedTypeId('服务'), roles: ['wizard'] })).toMatchObject({
      status: 400,
      msg: CardMessages.roleUnknown,
    });
    expect((await osp('indextypeconfig/getAuthConfig', { target: 'type', id: seedTypeId('服务') })).result).toEqual([]);
    expect((await osp('cardcolumnconfig/list', { cardId })).result).toHaveLength(1);
  });

  it('should add, copy, order and remove columns, and show a column only to its roles', async () => {
    const cardId = seedCardId('校园新闻');
    const added = await osp('cardcolumnconfig/submit', {
      cardId,
      columnName: '教师通知',
      dataSource: 'announcement',
      cardMapping: [
        { field: 'title', chineseName: '标题' },
        { field: 'urlDetail', chineseName: '链接' },
      ],
      roles: ['teacher'],
    });
    expect(added.result).toMatchObject({
      columnName: '教师通知',
      sort: 1,
      roles: ['teacher'],
      todoTypeName: '待审批',
      todoTimeoutName: '超时',
    });
    expect((await preview('teacher01', '校园新闻')).list.map((c) => c.columnName)).toEqual(['校园新闻', '教师通知']);
    // urlDetail carries the link and is never shown as a column.
    expect((await preview('teacher01', '校园新闻')).list[1]?.cardMapping).toEqual([{ field: 'title', chineseName: '标题' }]);
    expect((await preview('student01', '校园新闻')).list.map((c) => c.columnName)).toEqual(['校园新闻']);

    const columns = (await osp('cardcolumnconfig/list', { cardId })).result as { id: string }[];
    const reordered = await osp('cardcolumnconfig/adjustOrder', { cardId, ids: columns.map((c) => c.id).reverse() });
    expect(reordered.result.map((c: { columnName: string }) => c.columnName)).toEqual(['教师通知', '校园新闻']);
    expect(await osp('cardcolumnconfig/adjustOrder', { cardId, ids: [added.result.id] })).toMatchObject({
      status: 400,
      msg: CardMessages.orderMismatch,
    });

    // Copy into another news card: the copyable list offers the columns of other news cards only.
    const other = (await osp('indexcardconfig/submit', { kind: 'news', cardName: '学院新闻' })).result;
    const copyable = (await osp('cardcolumnconfig/getColumnDetail', { cardId: other.id })).result as { id: string; cardName: string }[];
    expect(copyable.map((c) => c.cardName)).toEqual(['校园新闻', '校园新闻']);
    const copied = await osp('cardcolumnconfig/choseCopyColumnlist', { cardId: other.id, ids: [added.result.id] });
    expect(copied.result).toEqual([expect.objectContaining({ columnName: '教师通知', dataSource: 'announcement', roles: ['teacher'] })]);
    const again = await osp('cardcolumnconfig/choseCopyColumnlist', { cardId: other.id, ids: [added.result.id] });
    expect(again.result.map((c: { columnName: string }) => c.columnName)).toEqual(['教师通知', '教师通知副本']);
    const todoColumn = (await osp('cardcolumnconfig/list', { cardId: seedCardId('待办') })).result[0].id;
    expect(await osp('cardcolumnconfig/choseCopyColumnlist', { cardId: other.id, ids: [todoColumn] })).toMatchObject({
      status: 400,
      msg: CardMessages.copyKindMismatch,
    });

    expect((await osp('cardcolumnconfig/remove', { ids: added.result.id })).result).toBe(1);
    expect((await preview('teacher01', '校园新闻')).list.map((c) => c.columnName)).toEqual(['校园新闻']);
    expect((await osp('indexcardconfig/remove', { ids: other.id })).result).toBe(1);
  });

  it('should register an external API, read it in a column, and refuse to remove it while a column reads it', async () => {
    const server = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ result: { records: [{ subject: '实验室安全培训' }], total: 7 } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const config = api.platform.config;
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/trainings`;
      const body = {
        apiName: '培训通知接口',
        url,
        method: 'GET',
        requestParams: [],
        returnParams: [{ field: 'title', chineseName: '标题', path: 'subject' }],
        listPath: 'result.records',
        totalPath: 'result.total',
      };
      config.URL_GUARD_ALLOW = [];
      expect((await osp('cardcolumnconfig/saveApi', body)).status).toBe(1004);
      expect((await osp('cardcolumnconfig/getApiList', null)).result).toEqual([]);
      expect((await osp('cardcolumnconfig/saveApi', body, 'student01')).status).toBe(403);

      config.URL_GUARD_ALLOW = ['127.0.0.1'];
      const saved = await osp('cardcolumnconfig/saveApi', body);
      expect(saved.result).toMatchObject({ apiName: '培训通知接口', url, listPath: 'result.records' });
      const column = await osp('cardcolumnconfig/submit', {
        cardId: seedCardId('校园新闻'),
        columnName: '培训通知',
        dataSource: 'API',
        apiId: saved.result.id,
        cardMapping: [{ field: 'title', chineseName: '标题' }],
      });
      expect(column.status, JSON.stringify(column)).toBe(1000);
      const tab = (await preview('student01', '校园新闻')).list.find((c) => c.columnName === '培训通知');
      expect(tab).toMatchObject({ num: 7, result: [expect.objectContaining({ title: '实验室安全培训' })] });

      const refused = await osp('cardcolumnconfig/removeApi', { id: saved.result.id });
      expect(refused).toMatchObject({ status: 1004 });
      expect(refused.msg).toContain('培训通知');
      await osp('cardcolumnconfig/remove', { ids: [column.result.id] });
      expect((await osp('cardcolumnconfig/removeApi', { id: saved.result.id })).status).toBe(1000);
      expect((await osp('cardcolumnconfig/getApiList', null)).result).toEqual([]);
    } finally {
      config.URL_GUARD_ALLOW = [];
      server.close();
    }
  });

  it('should let a holder of only the card business configuration pick cards, but not configure the home page', async () => {
    const setStaffPages = (pages: { path: string; name: string }[]) =>
      post('/api/blade-platform/baseService/saveRolePageList', { roleId: roleId('staff'), pages });
    expect((await setStaffPages([{ path: '/home/cardBusinessConfig', name: 'cardBusinessConfig' }])).json().status).toBe(1000);
    try {
      const cards = await osp('indexcardconfig/list', null, 'staff01');
      expect(cards.status).toBe(1000);
      expect(cards.result.map((c: { cardName: string }) => c.cardName)).toContain('待办');
      expect((await osp('indextypeconfig/submit', { typeName: '不应保存' }, 'staff01')).status).toBe(403);
    } finally {
      await setStaffPages([]);
    }
    expect((await osp('indexcardconfig/list', null, 'staff01')).status).toBe(403);
  });

  it('should refuse every configuration call to a student', async () => {
    for (const path of [
      'indextypeconfig/list',
      'indexcardconfig/list',
      'cardcolumnconfig/list',
      'cardbasicconfig/detail',
      'common/teacher/getRoleList',
    ]) {
      const r = await post(`${OSP}/${path}`, { cardId: seedCardId('待办'), id: seedCardId('待办') }, 'student01');
      expect(r.statusCode, path).toBe(403);
    }
    const submit = await post(`${OSP}/indextypeconfig/submit`, { typeName: '学生分类' }, 'student01');
    expect(submit.statusCode).toBe(403);
    expect((await post('/api/blade-workbench/baseService/checkURL', { url: 'https://example.edu' }, 'student01')).statusCode).toBe(403);
  });

  it('should check frame addresses: bundled site paths answer, bad and internal addresses are refused', async () => {
    const check = (url: string) => post('/api/blade-workbench/baseService/checkURL', { url }).then((r) => r.json());
    expect(await check(CAMPUS_CLOCK_PATH)).toMatchObject({ status: 1000, result: { reachable: true, httpStatus: 200 } });
    expect(await check('javascript:alert(1)')).toMatchObject({ status: 1004, msg: CardMessages.urlInvalid });
    expect(await check('http://127.0.0.1:1/')).toMatchObject({ status: 1004, msg: CardMessages.urlRefused });
  });

  it('should offer the option lists of the configuration forms', async () => {
    const kinds = (await osp('common/teacher/dropList', { code: 'cardKind' })).result;
    expect(kinds[0]).toEqual({ dictKey: 'todo', dictValue: '待办' });
    expect((await osp('common/teacher/dropList', { code: 'nope' })).msg).toBe(CardMessages.dropListUnknown);
    const classes = (await osp('cardcolumnconfig/getRoleListClass', null)).result as { roles: { roleAlias: string }[] }[];
    expect(classes.flatMap((c) => c.roles.map((r) => r.roleAlias)).sort()).toEqual(['admin', 'staff', 'student', 'teacher']);
    const sources = (await osp('cardcolumnconfig/getDataSourceList', null)).result as { dataSource: string }[];
    expect(sources.map((s) => s.dataSource)).toEqual(expect.arrayContaining(['todo', 'news', 'collection', 'tools', 'OfficialAccount']));
    expect((await osp('cardcolumnconfig/getReturnParamByDataSource', { dataSource: 'news' })).result).toContainEqual({
      field: 'title',
      chineseName: '标题',
    });
    expect((await osp('cardcolumnconfig/getBusTypeName', { cardId: seedCardId('暂存工作台') })).result).toEqual({
      kind: 'staging',
      busTypeName: '暂存工作台',
    });
    expect((await osp('commonTool/isHasCommonTool', null)).result).toBe(true);
    const services = (await osp('cardcolumnconfig/getServiceList', { serviceName: '成绩' })).result as { serviceName: string }[];
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((s) => s.serviceName.includes('成绩'))).toBe(true);
  });

  it.runIf(mode === 'production')('should show a change made on one node on the next load from every other node', async () => {
    const prefix = `onehall_cards_nodes_${Date.now()}:`;
    const [nodeA, nodeB] = await Promise.all([
      createPlatform(api.platform.config, { keyPrefix: prefix }),
      createPlatform(api.platform.config, { keyPrefix: prefix }),
    ]);
    const heard: unknown[] = [];
    const unsubscribe = await nodeB.pubsub.subscribe(HOME_CHANGED, (message) => heard.push(message));
    const student: Principal = {
      userId: userId('student01'),
      tenantId: '000000',
      account: 'student01',
      nickName: '张思远',
      roles: ['student'],
      family: 'f',
      tokenId: 't',
      expiresAt: 0,
    };
    const names = async () => (await userCardList(nodeB, student)).flatMap((t) => t.cardConfigs.map((c) => c.cardName));
    try {
      expect(await names()).toContain('常用工具');
      // Node B drops its copy when the pub/sub message arrives, a moment after node A's change.
      await setCardEnabled(nodeA, '000000', seedCardId('常用工具'), false);
      await expect.poll(names, { timeout: 5000 }).not.toContain('常用工具');
      await expect.poll(() => heard, { timeout: 5000 }).toContainEqual({ tenantId: '000000', area: 'cards' });
      await setCardEnabled(nodeA, '000000', seedCardId('常用工具'), true);
      await expect.poll(names, { timeout: 5000 }).toContain('常用工具');
    } finally {
      await unsubscribe();
      await Promise.all([closePlatform(nodeA), closePlatform(nodeB)]);
    }
  });
});
