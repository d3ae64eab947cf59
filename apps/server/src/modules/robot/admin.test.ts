import { ImportMessages, RobotAdminMessages } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import { testModes } from '../../../test/platforms.ts';
import { BASE, readXlsx, startBody, transferSession, xlsx } from '../../../test/transfer.ts';
import { robotEntryId, robotSceneId } from '../../seed/robot.ts';
import { serviceSeedId } from '../../seed/services.ts';

const P = '/api/blade-platform';
const LOST_CARD = robotEntryId('校园卡丢失如何挂失');
const CARD = robotSceneId('校园卡');

const draft = (question: string, extra: Record<string, unknown> = {}) => ({
  sceneId: CARD,
  question,
  similar: [],
  answer: '<p>答案</p>',
  serviceIds: [],
  enabled: true,
  common: false,
  recommended: false,
  sort: 0,
  ...extra,
});

describe.each(testModes())('robot administration (%s)', (mode) => {
  const t = transferSession(mode);
  let student = '';

  const call = async (path: string, payload?: object, token?: string) => {
    const r = await t.api.call({ method: payload ? 'POST' : 'GET', url: `${P}/${path}`, payload, token: token ?? t.admin });
    const body = r.json();
    return { http: r.statusCode, status: body.status as number, msg: body.msg as string, result: body.result };
  };
  const ask = async (question: string) => (await call('aiquestion/lucene/search', { question })).result as { id: string; answer: string }[];

  it('should refuse every administrators’ call to a user without the 智能客服配置 menu', async () => {
    student = (await t.api.signIn('student01')).access_token;
    const calls: [string, object | undefined][] = [
      ['questionbasicconfig/detail', undefined],
      [
        'questionbasicconfig/save',
        { robotName: 'x', robotAvatar: '', greeting: 'x', helpFeedbackUrl: '', enabled: true, visitorAllowed: true },
      ],
      ['questionScene/adminList', {}],
      ['questionScene/save', { name: 'x', sort: 0, enabled: true }],
      ['questionScene/remove', { id: CARD }],
      ['questionKnowledge/page', {}],
      ['questionKnowledge/save', draft('学生能改吗')],
      ['questionKnowledge/remove', { ids: [LOST_CARD] }],
      ['questionKnowledge/serviceOptions', {}],
      ['questionUnanswered/page', {}],
      ['questionUnanswered/toEntry', { id: 'x', entry: draft('学生能改吗') }],
      ['questionUnanswered/dismiss', { ids: ['x'] }],
    ];
    for (const [path, body] of calls) expect((await call(path, body, student)).http, path).toBe(403);
    const exported = await t.api.call({
      method: 'POST',
      url: `${BASE}/robotEntries/export/count`,
      payload: { dataRange: 1 },
      token: student,
    });
    expect(exported.statusCode).toBe(403);
    expect((await ask('校园卡丢了怎么办'))[0]?.id).toBe(LOST_CARD);
  });

  it('should list the 智能客服配置 page in the administrator’s configuration menu', async () => {
    const menu = (await call('homePage/getBusinessConfigMenu', {})).result;
    expect(menu).toContainEqual({ path: '/userFrameConfig/robotConfig', name: 'robotConfig', title: '智能客服配置' });
  });

  it('should save the configuration, feed baseInfo and the page start at once, and refuse an unsafe address', async () => {
    const before = (await call('questionbasicconfig/detail')).result;
    expect(before).toMatchObject({ robotName: '小慧', enabled: true, visitorAllowed: true });
    const saved = await call('questionbasicconfig/save', {
      robotName: ' 小明 ',
      robotAvatar: '/static/robot.png',
      greeting: '你好，我是小明',
      helpFeedbackUrl: '/home/feedback',
      enabled: true,
      visitorAllowed: false,
    });
    expect(saved.result).toEqual({
      robotName: '小明',
      robotAvatar: '/static/robot.png',
      greeting: '你好，我是小明',
      helpFeedbackUrl: '/home/feedback',
      enabled: true,
      visitorAllowed: false,
    });
    const index = (await t.api.call({ method: 'POST', url: `${P}/nobody/index/index` })).json();
    expect(index.result.questionBasciConfig).toMatchObject({ robotName: '小明', helpFeedbackUrl: '/home/feedback' });
    const visitor = await t.api.call({ method: 'GET', url: `${P}/nobody/aiquestion/greet` });
    expect(visitor.statusCode).toBe(403);
    const unsafe = await call('questionbasicconfig/save', { ...saved.result, helpFeedbackUrl: 'javascript:alert(1)' });
    expect(unsafe.msg).toBe(RobotAdminMessages.addressUnsafe);
    expect((await call('questionbasicconfig/detail')).result.helpFeedbackUrl).toBe('/home/feedback');
    await call('questionbasicconfig/save', { ...before, helpFeedbackUrl: '' });
  });

  it('should add, rename and order scenes with unique names, and delete only an empty one', async () => {
    const added = await call('questionScene/save', { name: '测试分类', sort: 99, enabled: true });
    expect(added.result).toMatchObject({ name: '测试分类', sort: 99, enabled: true, entryCount: 0 });
    const clash = await call('questionScene/save', { name: '校园卡', sort: 1, enabled: true });
    expect([clash.status, clash.msg]).toEqual([1004, RobotAdminMessages.sceneNameTaken]);
    const renamed = await call('questionScene/save', { id: added.result.id, name: '测试分类二', sort: 98, enabled: false });
    expect(renamed.result).toMatchObject({ name: '测试分类二', enabled: false });
    const list = (await call('questionScene/adminList', {})).result as { id: string; entryCount: number }[];
    expect(list).toHaveLength(11);
    expect(list.find((s) => s.id === CARD)?.entryCount).toBeGreaterThanOrEqual(14);

    const full = await call('questionScene/remove', { id: CARD });
    expect([full.status, full.msg]).toEqual([1004, RobotAdminMessages.sceneHasEntries]);
    expect((await call('questionScene/remove', { id: added.result.id })).status).toBe(1000);
    expect((await call('questionScene/remove', { id: added.result.id })).http).toBe(404);
  });

  it('should refuse ids of another tenant and ids that do not exist, changing nothing', async () => {
    const db = t.api.platform.db;
    await db
      .insertInto('robot_scenes')
      .values({ id: 'other-scene', tenant_id: 'other-tenant', name: '别校', sort: 0, enabled: 1 })
      .execute();
    const edit = await call('questionScene/save', { id: 'other-scene', name: '改名', sort: 0, enabled: true });
    expect(edit.http).toBe(404);
    expect((await call('questionScene/remove', { id: 'other-scene' })).http).toBe(404);
    expect((await call('questionKnowledge/save', draft('别校分类的问题', { sceneId: 'other-scene' }))).http).toBe(404);
    expect((await call('questionKnowledge/save', { ...draft('没有这个条目'), id: 'missing' })).http).toBe(404);
    const remove = await call('questionKnowledge/remove', { ids: [LOST_CARD, 'missing'] });
    expect(remove.http).toBe(404);
    expect((await ask('校园卡丢了怎么办'))[0]?.id).toBe(LOST_CARD);
    expect((await call('questionUnanswered/dismiss', { ids: ['missing'] })).http).toBe(404);
    const row = await db.selectFrom('robot_scenes').select('name').where('id', '=', 'other-scene').executeTakeFirst();
    expect(row?.name).toBe('别校');
  });

  it('should page and search the knowledge base by words, scene and state', async () => {
    const page = (await call('questionKnowledge/page', { keyword: '挂失', sceneId: CARD, size: 50 })).result;
    expect(page.total).toBeGreaterThan(0);
    const lost = page.records.find((e: { id: string }) => e.id === LOST_CARD);
    expect(lost).toMatchObject({
      sceneName: '校园卡',
      enabled: true,
      services: [{ serviceId: serviceSeedId('校园卡挂失'), serviceName: '校园卡挂失' }],
    });
    expect(lost.similar.length).toBeGreaterThanOrEqual(2);
    const all = (await call('questionKnowledge/page', { size: 1 })).result;
    expect(all.total).toBeGreaterThanOrEqual(150);
    expect((await call('questionKnowledge/page', { enabled: false })).result.total).toBe(0);
    const options = (await call('questionKnowledge/serviceOptions', { keyword: '挂失' })).result;
    expect(options).toContainEqual(expect.objectContaining({ serviceId: serviceSeedId('校园卡挂失'), serviceName: '校园卡挂失' }));
  });

  it('should add an entry with a sanitised answer that the robot answers at once, then edit, disable and delete it', async () => {
    const saved = await call(
      'questionKnowledge/save',
      draft('实验室门禁卡怎么开通', {
        similar: ['门禁卡开通', ' 实验室门禁卡怎么开通 ', '', '门禁卡开通'],
        answer: '<p onclick="steal()">到实验室管理科<script>alert(1)</script>办理<a href="javascript:x">链接</a></p>',
        serviceIds: [serviceSeedId('校园卡挂失')],
      }),
    );
    expect(saved.status).toBe(1000);
    const entry = saved.result;
    expect(entry.similar).toEqual(['门禁卡开通']);
    expect(entry.answer).not.toMatch(/script|onclick|javascript/);
    expect(entry.answer).toContain('到实验室管理科');
    expect((await ask('实验室门禁怎么开通'))[0]?.id).toBe(entry.id);

    const clash = await call('questionKnowledge/save', draft('实验室门禁卡怎么开通'));
    expect([clash.status, clash.msg]).toEqual([1004, RobotAdminMessages.questionTaken]);
    const empty = await call('questionKnowledge/save', { ...draft('空答案'), answer: '<script>alert(1)</script>' });
    expect(empty.msg).toBe(RobotAdminMessages.answerEmpty);
    const badService = await call('questionKnowledge/save', { ...draft('错服务'), serviceIds: ['nope'] });
    expect(badService.msg).toBe(RobotAdminMessages.serviceUnknown);

    const edited = await call('questionKnowledge/save', {
      ...draft('实验室门禁卡怎么开通'),
      id: entry.id,
      answer: '<p>改到保卫处办理</p>',
    });
    expect(edited.status).toBe(1000);
    expect((await ask('实验室门禁怎么开通'))[0]?.answer).toBe('<p>改到保卫处办理</p>');
    await call('questionKnowledge/save', { ...draft('实验室门禁卡怎么开通'), id: entry.id, enabled: false });
    expect((await ask('实验室门禁怎么开通')).map((a) => a.id)).not.toContain(entry.id);
    expect((await call('questionKnowledge/remove', { ids: [entry.id] })).result).toEqual({ removed: 1 });
  });

  it('should list unanswered questions by count or by last asked, turn one into an entry and dismiss another', async () => {
    for (const q of ['操场晚上几点关门', '操场晚上几点关门', '游泳馆开放吗']) {
      t.api.clock.advance(60_000);
      await call('aiquestion/recordQuestion', { question: q });
    }
    const byCount = (await call('questionUnanswered/page', { orderBy: 'count' })).result;
    expect(byCount.records[0]).toMatchObject({ question: '操场晚上几点关门', askCount: 2 });
    const byLast = (await call('questionUnanswered/page', { orderBy: 'last' })).result;
    expect(byLast.records[0].question).toBe('游泳馆开放吗');
    const found = (await call('questionUnanswered/page', { keyword: '操场' })).result;
    expect(found.total).toBe(1);
    const playground = found.records[0];

    // A refused entry leaves the question in the list.
    const refused = await call('questionUnanswered/toEntry', { id: playground.id, entry: draft('校园卡丢失如何挂失') });
    expect(refused.msg).toBe(RobotAdminMessages.questionTaken);
    const turned = await call('questionUnanswered/toEntry', {
      id: playground.id,
      entry: draft('操场晚上几点关门', { answer: '<p>操场晚上十点关门。</p>' }),
    });
    expect(turned.result.question).toBe('操场晚上几点关门');
    expect((await call('questionUnanswered/page', { keyword: '操场' })).result.total).toBe(0);
    expect((await ask('操场晚上几点关门'))[0]?.id).toBe(turned.result.id);
    expect((await call('questionUnanswered/toEntry', { id: playground.id, entry: draft('操场又一条') })).http).toBe(404);

    const pool = (await call('questionUnanswered/page', { keyword: '游泳馆' })).result.records[0];
    expect((await call('questionUnanswered/dismiss', { ids: [pool.id] })).result).toEqual({ removed: 1 });
    expect((await call('questionUnanswered/page', { keyword: '游泳馆' })).result.total).toBe(0);
    await call('questionKnowledge/remove', { ids: [turned.result.id] });
  });

  describe('import and export of the knowledge base', () => {
    const HEADER = ['分类', '问题', '相似问法', '答案', '关联服务', '启用'];
    const importRows = async (rows: string[][], ruleNum: 1 | 2 = 2, header = HEADER) => {
      const mapped = await t.upload('robotEntries', [{ name: 'robot.xlsx', data: await xlsx([header, ...rows]) }]);
      expect(mapped.status).toBe(1000);
      const started = await t.post(`${BASE}/robotEntries/import/start`, startBody(mapped, { ruleNum }));
      return { started, done: started.status === 1000 ? await t.finished('import', 'robotEntries', started.result.redisKey) : null };
    };

    it('should export the searched entries and import them back, overwriting, with bad rows in an error file', async () => {
      const started = await t.post(`${BASE}/robotEntries/export/start`, {
        dataRange: 2,
        formInline: { sceneId: CARD, question: '挂失' },
        fileName: '知识库',
        exportField: '分类:sceneId,问题:question,相似问法:similar,答案:answer,关联服务:services,启用:enabled',
      });
      expect(started.status).toBe(1000);
      const done = await t.finished('export', 'robotEntries', started.result.redisKey);
      const file = await t.api.call({ method: 'GET', url: (done.result as { url: string }).url, token: t.admin });
      const rows = await readXlsx(file.rawPayload);
      expect(rows[0]).toEqual(HEADER);
      const lost = rows.find((r) => r[1] === '校园卡丢失如何挂失') as string[];
      expect(lost).toEqual([
        '校园卡',
        '校园卡丢失如何挂失',
        expect.stringContaining('｜'),
        expect.stringMatching(/^<p>/),
        '校园卡挂失',
        '是',
      ]);

      const changed = [...lost];
      changed[3] = '<p>新的挂失办法<script>x()</script></p>';
      const { done: imported } = await importRows(
        [
          changed,
          ['校园卡', '校园卡可以借给别人吗', '校园卡能外借吗\n饭卡借人', '<p>不可以。</p>', '', '否'],
          ['没有的分类', '问题一', '', '<p>答</p>', '', '是'],
          ['校园卡', '问题二', '', '<p>答</p>', '没有这个服务', '是'],
        ],
        1,
      );
      expect(imported).toMatchObject({ state: 'completed', newInsertNum: 1, updateNum: 1, failNum: 2 });
      expect((await ask('校园卡丢了怎么办'))[0]?.answer).toBe('<p>新的挂失办法</p>');
      const added = (await call('questionKnowledge/page', { keyword: '借给别人' })).result.records[0];
      expect(added).toMatchObject({ enabled: false, similar: ['校园卡能外借吗', '饭卡借人'] });
      const errors = await t.api.call({
        method: 'GET',
        url: `${BASE}/robotEntries/import/errorFile`,
        query: { errorKey: imported?.errorKey as string },
        token: t.admin,
      });
      const errorRows = await readXlsx(errors.rawPayload);
      expect(errorRows.map((r) => r[6])).toEqual([
        '错误原因',
        expect.stringContaining('分类“没有的分类”不存在'),
        expect.stringContaining('没有这个服务'),
      ]);
    });

    it('should refuse a sheet without the required columns', async () => {
      const { started } = await importRows([['校园卡', '<p>答</p>']], 2, ['分类', '答案']);
      expect(started.msg).toBe(ImportMessages.requiredFieldsUnmatched);
    });
  });
});
