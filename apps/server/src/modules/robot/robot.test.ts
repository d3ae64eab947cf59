import { FEEDBACK_PAGE_PATH, ROBOT_QUESTION_MAX, RobotMessages } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { userId } from '../../seed/identity.ts';
import { robotEntryId, robotSceneId } from '../../seed/robot.ts';
import { serviceSeedId } from '../../seed/services.ts';

const P = '/api/blade-platform';
const NOBODY = `${P}/nobody`;
const LOST_CARD = robotEntryId('校园卡丢失如何挂失');

describe.each(testModes())('help robot (%s)', (mode) => {
  let api: TestApi;
  let student: string;

  beforeAll(async () => {
    api = await startApi(mode);
    student = (await api.signIn('student01')).access_token;
  }, 60_000);
  afterAll(() => api.close());

  /** A call as student01, or as a visitor on the nobody twin when no token is given. */
  const call = async (method: 'GET' | 'POST', path: string, token?: string, payload?: object, query?: Record<string, string>) =>
    (await api.call({ method, url: `${token ? P : NOBODY}/${path}`, token, payload, query })).json();
  const unanswered = () => api.platform.db.selectFrom('robot_unanswered').selectAll().orderBy('question').execute();
  const feedback = () => api.platform.db.selectFrom('robot_feedback').selectAll().orderBy('created_at').execute();

  it('should show the configured robot in baseInfo and at every page start (nobody/index/index)', async () => {
    for (const token of [student, undefined]) {
      const info = await call('GET', 'questionbasicconfig/baseInfo', token);
      expect(info.status).toBe(1000);
      expect(info.result).toEqual({
        robotName: '小慧',
        robotAvatar: '',
        greeting: expect.stringContaining('明德大学智能客服助手小慧'),
        enabled: true,
        helpFeedbackUrl: FEEDBACK_PAGE_PATH,
      });
    }
    const index = (await api.call({ method: 'POST', url: `${NOBODY}/index/index` })).json();
    expect(index.result.questionBasciConfig.greeting).toContain('明德大学智能客服助手小慧');
  });

  it('should greet with the common questions and recommend questions of a scene', async () => {
    for (const token of [student, undefined]) {
      const greet = (await call('GET', 'aiquestion/greet', token)).result;
      expect(greet.robotName).toBe('小慧');
      expect(greet.questions.length).toBe(8);
      expect(greet.questions[0]).toEqual({
        id: LOST_CARD,
        question: '校园卡丢失如何挂失',
        sceneId: robotSceneId('校园卡'),
        sceneName: '校园卡',
      });
      const all = (await call('GET', 'aiquestion/recommendLIst', token)).result;
      expect(all.length).toBe(10);
      const library = (await call('GET', 'aiquestion/recommendLIst', token, undefined, { sceneId: robotSceneId('图书馆') })).result;
      expect(library.map((q: { question: string }) => q.question)).toEqual(['图书馆开放时间', '图书馆座位怎么预约', '借的书怎么续借']);
    }
  });

  it('should list the ten scenes with their entry counts, and as select options', async () => {
    for (const token of [student, undefined]) {
      const scenes = (await call('GET', 'questionScene/list', token)).result as { name: string; entryCount: number }[];
      expect(scenes.map((s) => s.name)).toEqual([
        '校园卡',
        '宿舍与后勤',
        '教务与成绩',
        '请假与考勤',
        '财务缴费',
        '网络与信息化',
        '图书馆',
        '奖助学金',
        '就业与证明',
        '生活服务',
      ]);
      expect(scenes.reduce((sum, s) => sum + s.entryCount, 0)).toBeGreaterThanOrEqual(150);
      expect(Math.min(...scenes.map((s) => s.entryCount))).toBeGreaterThanOrEqual(14);
      const options = (await call('GET', 'questionScene/selectList', token)).result;
      expect(options[0]).toEqual({ value: robotSceneId('校园卡'), label: '校园卡' });
      expect(options).toHaveLength(10);
    }
  });

  it('should suggest questions from two characters typed, in Chinese or pinyin', async () => {
    for (const token of [student, undefined]) {
      expect((await call('GET', 'aiquestion/wantAnswer', token, undefined, { keyword: '挂' })).result).toEqual([]);
      const typed = (await call('GET', 'aiquestion/wantAnswer', token, undefined, { keyword: '挂失' })).result as { question: string }[];
      expect(typed.map((q) => q.question)).toContain('校园卡丢失如何挂失');
      const pinyin = (await call('GET', 'aiquestion/wantAnswer', token, undefined, { keyword: 'tushuguan' })).result as {
        question: string;
      }[];
      expect(pinyin.length).toBeGreaterThanOrEqual(5);
      expect(pinyin[0]?.question).toBe('图书馆开放时间');
    }
  });

  it('should answer 校园卡丢了怎么办 with the 校园卡挂失 entry, its sanitised answer and linked service with its open way', async () => {
    for (const token of [student, undefined]) {
      const body = await call('POST', 'aiquestion/lucene/search', token, { question: '校园卡丢了怎么办' });
      expect(body.status).toBe(1000);
      const [best] = body.result;
      expect(best).toMatchObject({ id: LOST_CARD, question: '校园卡丢失如何挂失', sceneName: '校园卡' });
      expect(best.answer).toMatch(/^<p>发现校园卡丢失请立即挂失/);
      expect(best.score).toBeGreaterThan(0);
      // The service is for signed-in users: a visitor is not offered what they cannot open.
      const services = token ? [expect.objectContaining({ serviceId: serviceSeedId('校园卡挂失'), serviceName: '校园卡挂失' })] : [];
      expect(best.services).toEqual(services);
      if (token) expect([1001, 1002, 1003]).toContain(best.services[0].openWay);
    }
    const visitorService = (await call('POST', 'aiquestion/lucene/search', undefined, { question: '图书馆周末开门吗' })).result[0];
    expect(visitorService.services).toEqual([expect.objectContaining({ serviceName: '开馆时间查询', serviceUrl: expect.any(String) })]);
  });

  it('should keep to a scene when one is given, and answer nothing to what the knowledge base does not cover', async () => {
    const inLibrary = await call('POST', 'aiquestion/lucene/search', student, {
      question: '校园卡丢了怎么办',
      sceneId: robotSceneId('图书馆'),
    });
    expect(inLibrary.result.every((a: { sceneName: string }) => a.sceneName === '图书馆')).toBe(true);
    for (const question of ['今天天气怎么样', '火星上有没有水']) {
      expect((await call('POST', 'aiquestion/lucene/search', student, { question })).result).toEqual([]);
    }
  });

  it('should record an unanswered question once and count it again however it is spaced or punctuated', async () => {
    const first = await call('POST', 'aiquestion/recordQuestion', student, { question: '学校有没有游泳馆？' });
    expect(first.result).toEqual({ count: 1 });
    api.clock.advance(60_000);
    const again = await call('POST', 'aiquestion/recordQuestion', undefined, { question: ' 学校有没有游泳馆 ' });
    expect(again.result).toEqual({ count: 2 });
    const rows = (await unanswered()).filter((r) => r.normalized === '学校有没有游泳馆');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ question: '学校有没有游泳馆？', ask_count: 2, visitor_count: 1, last_user_id: userId('student01') });
    expect(String(rows[0]?.last_asked_at) > String(rows[0]?.first_asked_at)).toBe(true);
  });

  it('should store whether an answer solved the question, and record an unsolved question as unanswered', async () => {
    const solved = await call('POST', 'aiquestion/isSolve', student, { id: LOST_CARD, question: '校园卡丢了怎么办', solved: true });
    expect(solved.status).toBe(1000);
    const unsolved = await call('POST', 'aiquestion/isSolve', undefined, {
      id: LOST_CARD,
      question: '校园卡丢了补办要几天',
      solved: false,
    });
    expect(unsolved.status).toBe(1000);
    const stored = (await feedback()).filter((f) => f.entry_id === LOST_CARD);
    expect(stored.map((f) => [f.question, f.solved, f.user_id])).toEqual([
      ['校园卡丢了怎么办', 1, userId('student01')],
      ['校园卡丢了补办要几天', 0, null],
    ]);
    const recorded = (await unanswered()).map((r) => r.question);
    expect(recorded).toContain('校园卡丢了补办要几天');
    expect(recorded).not.toContain('校园卡丢了怎么办');
  });

  it('should refuse bad input and store nothing', async () => {
    const before = [(await unanswered()).length, (await feedback()).length];
    const bad: [string, object][] = [
      ['aiquestion/recordQuestion', { question: ' ？！ ' }],
      ['aiquestion/recordQuestion', { question: '长'.repeat(ROBOT_QUESTION_MAX + 1) }],
      ['aiquestion/recordQuestion', {}],
      ['aiquestion/isSolve', { id: 'no-such-entry', question: '校园卡丢了怎么办', solved: false }],
      ['aiquestion/isSolve', { id: LOST_CARD, question: '', solved: false }],
      ['aiquestion/isSolve', { id: LOST_CARD, question: '校园卡丢了怎么办', solved: 'no' }],
      ['aiquestion/lucene/search', { question: '   ' }],
    ];
    for (const [path, payload] of bad) {
      const body = await call('POST', path, student, payload);
      expect(body.status, `${path} ${JSON.stringify(payload)}`).not.toBe(1000);
    }
    expect((await call('POST', 'aiquestion/recordQuestion', student, { question: ' ？！ ' })).msg).toBe(RobotMessages.questionEmpty);
    expect((await call('POST', 'aiquestion/isSolve', student, { id: 'no-such-entry', question: '问', solved: true })).msg).toBe(
      RobotMessages.entryUnknown,
    );
    expect([(await unanswered()).length, (await feedback()).length]).toEqual(before);
  });

  it('should refuse visitors once the configuration closes the robot to them, and everyone once it is closed, storing nothing', async () => {
    const before = (await unanswered()).length;
    await api.platform.db.updateTable('robot_config').set({ visitor_allowed: 0 }).execute();
    await api.platform.memo.forget(['robot:000000:config']);
    const visitor = await call('POST', 'aiquestion/recordQuestion', undefined, { question: '访客能问吗' });
    expect([visitor.status, visitor.msg]).toEqual([403, RobotMessages.visitorsClosed]);
    expect((await call('GET', 'aiquestion/greet', undefined)).status).toBe(403);
    expect((await call('GET', 'aiquestion/greet', student)).status).toBe(1000);
    await api.platform.db.updateTable('robot_config').set({ enabled: 0 }).execute();
    await api.platform.memo.forget(['robot:000000:config']);
    const closed = await call('POST', 'aiquestion/lucene/search', student, { question: '校园卡丢了怎么办' });
    expect([closed.status, closed.msg]).toEqual([403, RobotMessages.closed]);
    // The start-up data still tells the client the robot is closed.
    expect((await call('GET', 'questionbasicconfig/baseInfo', undefined)).result.enabled).toBe(false);
    expect((await unanswered()).length).toBe(before);
    await api.platform.db.updateTable('robot_config').set({ enabled: 1, visitor_allowed: 1 }).execute();
    await api.platform.memo.forget(['robot:000000:config']);
  });
});
