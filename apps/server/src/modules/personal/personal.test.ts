import { PersonalMessages, RECENT_SYSTEMS_MAX } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { fileUpload } from '../../../test/multipart.ts';
import { testModes } from '../../../test/platforms.ts';
import { bannerPng } from '../../seed/messages.ts';
import { serviceSeedId } from '../../seed/services.ts';

const P = '/api/blade-platform';
const W = '/api/blade-workbench';
const PERSON = `${P}/personInfo`;

/* The personal centre's calls (docs/design/personal-centre.md); the avatar upsert and the visit and rating reads differ by dialect. */

describe.each(testModes())('personal centre (%s)', (mode) => {
  let api: TestApi;
  let student: string;
  let teacher: string;
  let admin: string;

  beforeAll(async () => {
    api = await startApi(mode);
    student = (await api.signIn('student01')).access_token;
    teacher = (await api.signIn('teacher01')).access_token;
    admin = (await api.signIn('admin')).access_token;
  }, 60_000);
  afterAll(() => api.close());

  const get = async (url: string, token?: string) => {
    const response = await api.call({ method: 'GET', url, token });
    return { http: response.statusCode, ...response.json() };
  };
  const post = async (url: string, token: string | undefined, payload: object = {}) => {
    const response = await api.call({ method: 'POST', url, token, payload });
    return { http: response.statusCode, ...response.json() };
  };
  const upload = async (token: string) =>
    (await api.call({ method: 'POST', url: `${P}/common/upload`, token, ...fileUpload('me.png', bannerPng([9, 8, 7], 3)) })).json().result;

  it('should refuse every call without a sign-in', async () => {
    for (const url of ['detail', 'getSystemAccessLink', 'myRatings']) expect((await get(`${PERSON}/${url}`)).http).toBe(401);
    expect((await post(`${PERSON}/setAvatar`, undefined, { imageId: 'x' })).http).toBe(401);
    expect((await post(`${W}/scSemester/getSchoolCalendar`, undefined)).http).toBe(401);
  });

  it("should show the caller's profile and set their own uploaded image as avatar, never another user's", async () => {
    const before = (await get(`${PERSON}/detail`, student)).result;
    expect(before).toMatchObject({ account: 'student01', name: '张思远', avatarUrl: null });
    expect(before.deptName).toBeTruthy();
    expect(before.roles.map((r: { roleAlias: string }) => r.roleAlias)).toContain('student');

    const mine = await upload(student);
    const saved = await post(`${PERSON}/setAvatar`, student, { imageId: mine.id });
    expect(saved.result.avatarUrl).toBe(mine.url);
    // A second choice replaces the first.
    const second = await upload(student);
    await post(`${PERSON}/setAvatar`, student, { imageId: second.id });
    expect((await get(`${PERSON}/detail`, student)).result.avatarUrl).toBe(second.url);
    expect((await api.call({ method: 'GET', url: second.url })).statusCode).toBe(200);

    // The teacher cannot wear the student's image, nor an id that is no image.
    for (const imageId of [second.id, 'no-such-image']) {
      expect(await post(`${PERSON}/setAvatar`, teacher, { imageId })).toMatchObject({ status: 1004, msg: PersonalMessages.avatarUnknown });
    }
    expect((await get(`${PERSON}/detail`, teacher)).result.avatarUrl).toBeNull();
    // A file that is not an image by its bytes never becomes one, whatever its name says.
    const fake = await api.call({
      method: 'POST',
      url: `${P}/common/upload`,
      token: student,
      ...fileUpload('x.png', Buffer.from('<svg/>')),
    });
    expect(fake.json().status).not.toBe(1000);
  });

  it('should list the services used lately, most recent first, once each, only those still open to the caller', async () => {
    const [a, b, c] = ['期末成绩查询', '宿舍报修', '学生请假申请'].map(serviceSeedId);
    const click = (serviceId: string) => post(`${P}/nobody/userClickVisitLog/clickService`, student, { serviceId });
    for (const id of [a, b, a, c]) {
      await click(id as string);
      api.clock.advance(60_000);
    }
    await post(`${P}/nobody/userClickVisitLog/clickService`, teacher, { serviceId: serviceSeedId('差旅费报销') });
    const recent = (await get(`${PERSON}/getSystemAccessLink`, student)).result;
    const recentIds = (list: { serviceId: string }[]) => list.map((s) => s.serviceId);
    // The seed's older visits follow.
    expect(recentIds(recent).slice(0, 3)).toEqual([c, a, b]);
    expect(new Set(recentIds(recent)).size).toBe(recent.length);
    expect(recent[0]).toMatchObject({
      serviceName: '学生请假申请',
      lastVisitAt: new Date(api.clock.now().getTime() - 60_000).toISOString(),
    });
    expect(recent.length).toBeLessThanOrEqual(RECENT_SYSTEMS_MAX);

    // Taken off the shelf, it can no longer be opened, so it leaves the list.
    expect((await post(`${P}/serviceInfo/shelf`, admin, { serviceIds: [c], shelf: false })).status).toBe(1000);
    expect(recentIds((await get(`${PERSON}/getSystemAccessLink`, student)).result).slice(0, 2)).toEqual([a, b]);
    expect(recentIds((await get(`${PERSON}/getSystemAccessLink`, student)).result)).not.toContain(c);
    await post(`${P}/serviceInfo/shelf`, admin, { serviceIds: [c], shelf: true });
    // The teacher sees their own visits only.
    const teachers = recentIds((await get(`${PERSON}/getSystemAccessLink`, teacher)).result);
    expect(teachers[0]).toBe(serviceSeedId('差旅费报销'));
    expect(teachers).not.toContain(c);
  });

  it('should list the services the caller rated with score and date, latest first, and nobody else’s', async () => {
    const [a, b] = ['校园卡挂失', '图书馆座位预约'].map(serviceSeedId);
    await post(`${W}/serverCenter/rateService`, student, { serviceId: a, score: 4, labels: ['办理便捷'], comment: '很方便' });
    api.clock.advance(1000);
    await post(`${W}/serverCenter/rateService`, student, { serviceId: b, score: 2 });
    await post(`${W}/serverCenter/rateService`, teacher, { serviceId: a, score: 1 });
    const mine = (await get(`${PERSON}/myRatings`, student)).result;
    expect(mine.slice(0, 2)).toMatchObject([
      { serviceId: b, score: 2, updatedAt: api.clock.now().toISOString(), service: { serviceId: b } },
      { serviceId: a, score: 4, labels: ['办理便捷'], comment: '很方便', service: { serviceName: '校园卡挂失' } },
    ]);
    const theirs = (await get(`${PERSON}/myRatings`, teacher)).result as { serviceId: string; score: number }[];
    expect(theirs.find((r) => r.serviceId === a)?.score).toBe(1);
    expect(theirs.map((r) => r.serviceId)).not.toContain(b);
  });

  it("should reorder only the caller's own favourites", async () => {
    const favourites = async (token: string) =>
      (await get(`${P}/serverCenter/myCollect`, token)).result.map((s: { serviceId: string }) => s.serviceId) as string[];
    await post(`${P}/serverCenter/collect`, teacher, { serviceId: serviceSeedId('差旅费报销') });
    const own = await favourites(student);
    const theirs = await favourites(teacher);
    expect(await post(`${P}/serverCenter/changeOrder`, student, { serviceIds: theirs })).toMatchObject({ http: 400 });
    expect(await post(`${P}/serverCenter/changeOrder`, student, { serviceIds: [...own, ...theirs] })).toMatchObject({ http: 400 });
    expect(await favourites(teacher)).toEqual(theirs);
    expect(await favourites(student)).toEqual(own);
  });

  it('should answer the current semester with its teaching week and holidays', async () => {
    const calendar = (await post(`${W}/scSemester/getSchoolCalendar`, student)).result;
    expect(calendar).toMatchObject({
      today: '2025-09-01',
      state: 'current',
      weekNo: 1,
      semester: { name: '2025-2026学年第一学期', start: '2025-09-01', end: '2026-01-18' },
      totalWeeks: 20,
    });

    const saved = await post(`${'/api/online-service-platform'}/efficiencyConfig/save`, admin, {
      semesters: [{ name: '2026-2027学年第一学期', start: '2026-08-31', end: '2027-01-17' }],
    });
    expect(saved.status).toBe(1000);
    api.clock.set('2026-10-08T02:00:00.000Z');
    // The jump outlives the tokens.
    const later = (await api.signIn('student01')).access_token;
    const autumn = (await post(`${W}/scSemester/getSchoolCalendar`, later)).result;
    expect(autumn).toMatchObject({ today: '2026-10-08', state: 'current', weekNo: 6, semester: { name: '2026-2027学年第一学期' } });
    expect(autumn.holidays.map((h: { holidayName: string }) => h.holidayName)).toEqual(['中秋节', '国庆节', '元旦']);
    // After the last configured semester: that one, without a week.
    api.clock.set('2027-02-01T02:00:00.000Z');
    const after = (await post(`${W}/scSemester/getSchoolCalendar`, (await api.signIn('student01')).access_token)).result;
    expect(after).toMatchObject({ state: 'ended', weekNo: null, semester: { name: '2026-2027学年第一学期' } });
  });
});
