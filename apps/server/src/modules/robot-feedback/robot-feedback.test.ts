import { FEEDBACK_REOPEN_DAYS, FeedbackMessages, sensitiveWordMessage, transitionRefusal } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { fileUpload } from '../../../test/multipart.ts';
import { testModes } from '../../../test/platforms.ts';
import { deptId } from '../../seed/identity.ts';
import { bannerPng } from '../../seed/messages.ts';
import { robotSceneId } from '../../seed/robot.ts';
import { feedbackSeedId } from '../../seed/robot-feedback.ts';

const P = '/api/blade-platform';
const USER = `${P}/question/user`;
const MANAGE = `${P}/question/feedBack/manage`;
const SAVE = `${P}/question/feedBack/saveQuestionFeedbackInfo`;
const DAY = 24 * 3600 * 1000;

describe.each(testModes())('question feedback (%s)', (mode) => {
  let api: TestApi;
  let admin: string;
  let student: string;
  let teacher: string;
  /** Administers 教务处 and 学生工作处 in the three lists (seed). */
  let staff: string;

  beforeAll(async () => {
    api = await startApi(mode);
    admin = (await api.signIn('admin')).access_token;
    student = (await api.signIn('student01')).access_token;
    teacher = (await api.signIn('teacher01')).access_token;
    staff = (await api.signIn('staff01')).access_token;
  }, 60_000);
  afterAll(() => api.close());

  const post = async (url: string, token: string | undefined, payload: object = {}) => {
    const response = await api.call({ method: 'POST', url, token, payload });
    return { http: response.statusCode, ...response.json() };
  };
  const ticketCount = async () =>
    Number(
      (
        await api.platform.db
          .selectFrom('robot_feedback_tickets')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const file = (token: string, description: string, extra: object = {}) =>
    post(SAVE, token, { sceneId: robotSceneId('校园卡'), description, contact: '13800000009', ...extra });

  it('should file a ticket with images, then list it, count it and show its timeline to the asker only', async () => {
    const image = (
      await api.call({ method: 'POST', url: `${P}/common/upload`, token: student, ...fileUpload('card.png', bannerPng([1, 2, 3], 4)) })
    ).json().result;
    const before = (await post(`${USER}/progressStatistics`, student)).result;
    const saved = await file(student, '  校园卡在食堂刷不了  ', { imageIds: [image.id] });
    expect(saved.status).toBe(1000);
    expect(saved.result).toMatchObject({
      description: '校园卡在食堂刷不了',
      sceneName: '校园卡',
      state: 'submitted',
      images: [{ id: image.id, url: image.url, name: 'card.png' }],
      canReopen: false,
      timeline: [{ action: 'submit', state: 'submitted', actorName: '张思远', at: api.clock.now().toISOString() }],
    });
    const after = (await post(`${USER}/progressStatistics`, student)).result;
    expect(after.submitted).toBe(before.submitted + 1);
    expect(after.total).toBe(before.total + 1);

    const list = (await post(`${USER}/showProgress`, student, { state: 'submitted', size: 50 })).result;
    expect(list.records[0].id).toBe(saved.result.id);
    expect(list.records.every((r: { state: string }) => r.state === 'submitted')).toBe(true);
    expect((await post(`${USER}/progressDetail`, student, { id: saved.result.id })).result.images).toHaveLength(1);
    // Another user's ticket id answers as if there were none.
    for (const url of ['progressDetail', 'reopen']) {
      expect(await post(`${USER}/${url}`, teacher, { id: saved.result.id })).toMatchObject({ http: 404, msg: FeedbackMessages.notFound });
    }
    expect((await post(`${USER}/showProgress`, teacher, { size: 50 })).result.records.map((r: { id: string }) => r.id)).not.toContain(
      saved.result.id,
    );
    expect((await post(`${USER}/showProgress`, undefined)).http).toBe(401);
  });

  it('should show the seeded tickets of every state to student01', async () => {
    const stats = (await post(`${USER}/progressStatistics`, student)).result;
    for (const state of ['submitted', 'accepted', 'inProgress', 'answered', 'closed', 'rejected']) expect(stats[state]).toBeGreaterThan(0);
    const answered = (await post(`${USER}/progressDetail`, student, { id: feedbackSeedId('answered') })).result;
    expect(answered).toMatchObject({ state: 'answered', canReopen: true, deptName: '信息化建设与管理中心' });
    expect(answered.timeline.map((e: { action: string }) => e.action)).toEqual(['submit', 'assign', 'accept', 'start', 'reply']);
  });

  it('should refuse a sensitive word in the description or the contact and store nothing but the hit', async () => {
    const before = await ticketCount();
    expect(await file(student, '有人在群里招代考，怎么举报')).toMatchObject({ status: 1004, msg: sensitiveWordMessage('代考') });
    expect(await file(student, '校园卡丢了', { contact: '赌博群' })).toMatchObject({ status: 1004, msg: sensitiveWordMessage('赌博') });
    expect(await ticketCount()).toBe(before);
    const hits = await api.platform.db
      .selectFrom('sensitive_word_hits')
      .select(['word', 'source'])
      .where('source', '=', 'feedback')
      .execute();
    expect(hits.map((h) => h.word).sort()).toEqual(['代考', '赌博']);
  });

  it('should refuse bad input with a clear message and store nothing', async () => {
    const before = await ticketCount();
    const teachers = (
      await api.call({ method: 'POST', url: `${P}/common/upload`, token: teacher, ...fileUpload('t.png', bannerPng([9, 9, 9], 1)) })
    ).json().result;
    expect(await file(student, '   ')).toMatchObject({ status: 1004, msg: FeedbackMessages.descriptionEmpty });
    expect(await file(student, '有问题', { sceneId: 'no-such-scene' })).toMatchObject({ status: 1004, msg: FeedbackMessages.sceneUnknown });
    expect(await file(student, '有问题', { imageIds: [teachers.id] })).toMatchObject({ status: 1004, msg: FeedbackMessages.imageUnknown });
    expect((await file(student, '有问题', { imageIds: ['a', 'b', 'c', 'd'] })).http).toBe(400);
    expect((await file(student, 'x'.repeat(501))).http).toBe(400);
    expect(await ticketCount()).toBe(before);
  });

  it('should let only handlers into the queue: robotConfig holders everything, department administrators their departments', async () => {
    expect((await post(`${MANAGE}/scope`, student)).result).toEqual({ canManage: false, allDepts: false, deptIds: [] });
    expect((await post(`${MANAGE}/scope`, admin)).result).toMatchObject({ canManage: true, allDepts: true });
    expect((await post(`${MANAGE}/scope`, staff)).result.deptIds.sort()).toEqual([deptId('JWC'), deptId('XGC')].sort());
    for (const [url, body] of [
      ['page', {}],
      ['detail', { id: feedbackSeedId('submitted') }],
      ['accept', { id: feedbackSeedId('submitted') }],
      ['assign', { id: feedbackSeedId('submitted'), deptId: deptId('JWC') }],
    ] as const) {
      expect(await post(`${MANAGE}/${url}`, student, body)).toMatchObject({ http: 403, msg: FeedbackMessages.noHandler });
    }
    const all = (await post(`${MANAGE}/page`, admin, { size: 50 })).result;
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(all.statistics.total).toBe(all.total);
    const mine = (await post(`${MANAGE}/page`, staff, { size: 50 })).result.records as { deptName: string }[];
    expect(new Set(mine.map((r) => r.deptName))).toEqual(new Set(['教务处', '学生工作处']));
    // Outside staff01's departments: as if it did not exist; and handing tickets out is not theirs.
    expect((await post(`${MANAGE}/detail`, staff, { id: feedbackSeedId('accepted') })).http).toBe(404);
    expect((await post(`${MANAGE}/start`, staff, { id: feedbackSeedId('accepted') })).http).toBe(404);
    expect((await post(`${MANAGE}/assign`, staff, { id: feedbackSeedId('in-progress'), deptId: deptId('JWC') })).http).toBe(403);
    const filtered = (await post(`${MANAGE}/page`, admin, { state: 'rejected', keyword: '班车' })).result;
    expect(filtered.records.map((r: { id: string }) => r.id)).toEqual([feedbackSeedId('rejected')]);
  });

  it('should follow the state machine, timestamp each change and refuse illegal jumps', async () => {
    const id = (await file(student, '校园卡补办后旧卡余额没有转过来')).result.id;
    const act = (action: string, token = admin, extra: object = {}) => post(`${MANAGE}/${action}`, token, { id, ...extra });

    expect(await act('close')).toMatchObject({ status: 1004, msg: transitionRefusal('submitted', 'close') });
    expect(await act('reply', admin, { reply: '已处理' })).toMatchObject({ status: 1004, msg: transitionRefusal('submitted', 'reply') });
    expect(await act('assign', admin, { deptId: 'no-such-dept' })).toMatchObject({ status: 1004, msg: FeedbackMessages.deptUnknown });
    expect((await act('assign', admin, { deptId: deptId('JWC') })).result).toMatchObject({ state: 'submitted', deptName: '教务处' });
    api.clock.advance(60_000);
    expect((await act('accept', staff)).result.state).toBe('accepted');
    expect(await act('accept', staff)).toMatchObject({ status: 1004, msg: transitionRefusal('accepted', 'accept') });
    api.clock.advance(60_000);
    expect((await act('start', staff)).result.state).toBe('inProgress');
    expect(await act('reply', staff, { reply: '  ' })).toMatchObject({ status: 1004, msg: FeedbackMessages.replyEmpty });
    api.clock.advance(60_000);
    const answered = (await act('reply', staff, { reply: '余额已转入新卡。' })).result;
    expect(answered).toMatchObject({ state: 'answered', reply: '余额已转入新卡。', answeredAt: api.clock.now().toISOString() });
    expect(await act('reject', admin, { reason: '重复' })).toMatchObject({ status: 1004, msg: transitionRefusal('answered', 'reject') });
    expect(await act('assign', admin, { deptId: deptId('CWC') })).toMatchObject({
      status: 1004,
      msg: transitionRefusal('answered', 'assign'),
    });
    const closed = (await act('close')).result;
    expect(closed.state).toBe('closed');
    expect(closed.timeline.map((e: { action: string; state: string }) => `${e.action}:${e.state}`)).toEqual([
      'submit:submitted',
      'assign:submitted',
      'accept:accepted',
      'start:inProgress',
      'reply:answered',
      'close:closed',
    ]);
    const times = closed.timeline.map((e: { at: string }) => e.at);
    expect([...times].sort()).toEqual(times);
    expect(closed.timeline[2].actorName).toBe('陈静怡');
    // The asker sees the same timeline.
    expect((await post(`${USER}/progressDetail`, student, { id })).result.timeline).toEqual(closed.timeline);

    const other = (await file(student, '校园卡照片想更换')).result.id;
    expect(await post(`${MANAGE}/reject`, admin, { id: other, reason: '' })).toMatchObject({ msg: FeedbackMessages.reasonEmpty });
    const rejected = (await post(`${MANAGE}/reject`, admin, { id: other, reason: '请到校园卡中心现场办理' })).result;
    expect(rejected).toMatchObject({ state: 'rejected', rejectReason: '请到校园卡中心现场办理' });
    expect(await post(`${MANAGE}/accept`, admin, { id: other })).toMatchObject({ msg: transitionRefusal('rejected', 'accept') });
  });

  it(`should let the asker reopen an answered ticket once within ${FEEDBACK_REOPEN_DAYS} days`, async () => {
    const answer = async () => {
      const id = (await file(student, '校园卡在宿舍门禁刷不开')).result.id;
      for (const action of ['accept', 'start']) await post(`${MANAGE}/${action}`, admin, { id });
      await post(`${MANAGE}/reply`, admin, { id, reply: '门禁权限已重新下发。' });
      return id;
    };
    // Tokens do not last days: sign in again after moving the clock.
    const later = async (ms: number) => {
      api.clock.advance(ms);
      const token = async (account: string) => (await api.signIn(account)).access_token;
      [student, teacher, admin] = await Promise.all([token('student01'), token('teacher01'), token('admin')]);
    };
    const late = await answer();
    await later(FEEDBACK_REOPEN_DAYS * DAY + 60_000);
    expect((await post(`${USER}/progressDetail`, student, { id: late })).result.canReopen).toBe(false);
    expect((await post(`${USER}/reopen`, student, { id: late })).msg).toContain('超过 7 天');

    const id = await answer();
    await later(FEEDBACK_REOPEN_DAYS * DAY - 60_000);
    expect(await post(`${USER}/reopen`, teacher, { id })).toMatchObject({ http: 404 });
    const reopened = (await post(`${USER}/reopen`, student, { id })).result;
    expect(reopened).toMatchObject({ state: 'inProgress', reopened: true, canReopen: false });
    expect(reopened.timeline.at(-1)).toMatchObject({ action: 'reopen', state: 'inProgress', actorName: '张思远' });
    expect((await post(`${USER}/reopen`, student, { id })).msg).toBe(transitionRefusal('inProgress', 'reopen'));
    await post(`${MANAGE}/reply`, admin, { id, reply: '已派人现场检查。' });
    expect((await post(`${USER}/reopen`, student, { id })).msg).toContain('只能重新打开一次');
    // Nothing else of the asker's may reopen: a submitted ticket is refused by the machine.
    expect((await post(`${USER}/reopen`, student, { id: feedbackSeedId('submitted') })).msg).toBe(transitionRefusal('submitted', 'reopen'));
  });
});
