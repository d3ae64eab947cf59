import { RATING_COMMENT_MAX, sensitiveWordMessage } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { closePlatform, createPlatform } from '../../platform/create-platform.ts';
import { serviceSeedId } from '../../seed/services.ts';
import { SERVICES_CHANGED, startSearchIndex } from './search-index.ts';

const P = '/api/blade-platform';
const W = '/api/blade-workbench';

/** Seeded services by audience. */
const STUDENT_ONLY = serviceSeedId('学生请假申请');
const STAFF_ONLY = serviceSeedId('差旅费报销');
const SIGNED = serviceSeedId('期末成绩查询');
const PUBLIC = serviceSeedId('请假销假办理指南');
const UNSHELVED = serviceSeedId('教材征订');

interface Answer {
  status: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: each call has its own result shape; the assertions read it
  result: any;
}

interface Item {
  serviceId: string;
  serviceName: string;
  visitorVisible: boolean;
  visitCount: number;
  processType: string;
  centre: string;
}

describe.each(testModes())('service hall API (%s)', (mode) => {
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
  afterAll(async () => {
    await api.close();
  });

  const post = async (url: string, payload: unknown = {}, token?: string) => {
    const response = await api.call({ method: 'POST', url, payload: payload as object, token });
    return { http: response.statusCode, ...(response.json() as Answer) };
  };
  const ids = (items: Item[]) => items.map((s) => s.serviceId);
  const allPages = async (url: string, token?: string, filters: object = {}) => {
    const first = await post(url, { size: 100, ...filters }, token);
    const records: Item[] = [...first.result.records];
    for (let page = 2; (page - 1) * 100 < first.result.total; page++)
      records.push(...(await post(url, { size: 100, current: page, ...filters }, token)).result.records);
    return { total: first.result.total as number, records };
  };

  describe('visibility', () => {
    it('should show a visitor only visitor-visible services in the listing', async () => {
      const { records, total } = await allPages(`${P}/nobody/serverCenter/page`);
      expect(total).toBeGreaterThan(10);
      expect(records.every((s) => s.visitorVisible)).toBe(true);
      expect(ids(records)).toContain(PUBLIC);
      expect(ids(records)).not.toContain(SIGNED);
    });

    it('should never give a student a staff-only service from any listing, detail or search', async () => {
      const page = await allPages(`${P}/serverCenter/page`, student);
      expect(ids(page.records)).toContain(STUDENT_ONLY);
      expect(ids(page.records)).toContain(SIGNED);
      expect(ids(page.records)).not.toContain(STAFF_ONLY);
      const osp = await allPages(`${P}/OSP/page`, student);
      expect(ids(osp.records)).not.toContain(STAFF_ONLY);
      for (const url of [`${P}/OSP/heatService`, `${P}/OSP/NewlyLaunched`]) {
        const list = (await post(url, { size: 50 }, student)).result as Item[];
        expect(list.length).toBeGreaterThan(0);
        expect(ids(list)).not.toContain(STAFF_ONLY);
      }
      for (const url of [`${P}/serverCenter/searchService`, `${W}/guide/lucene/search`]) {
        const found = (await post(url, { keyword: '差旅费报销' }, student)).result as Item[];
        expect(ids(found)).not.toContain(STAFF_ONLY);
      }
      for (const url of [
        `${P}/serverCenter/details`,
        `${P}/serverCenter/customDetails`,
        `${W}/guide/clientGuideInfo`,
        `${W}/nobody/serverCenter/serviceRateDetail`,
      ]) {
        expect(await post(url, { serviceId: STAFF_ONLY }, student)).toMatchObject({ http: 404, status: 404 });
      }
      expect((await post(`${P}/serverCenter/collect`, { serviceId: STAFF_ONLY }, student)).status).toBe(404);
      const cas = (await post(`${P}/serverCenter/CASServiceList`, {}, student)).result as Item[];
      expect(ids(cas)).not.toContain(STAFF_ONLY);
      expect(cas.every((s) => s.processType !== 'OFFLINE')).toBe(true);
    });

    it('should give a teacher staff-only services but not student-only ones', async () => {
      const { records } = await allPages(`${P}/serverCenter/page`, teacher);
      expect(ids(records)).toContain(STAFF_ONLY);
      expect(ids(records)).not.toContain(STUDENT_ONLY);
    });

    it('should hide an unshelved service from users and show it to a configuration holder', async () => {
      const teacherView = await allPages(`${P}/serverCenter/page`, teacher);
      expect(ids(teacherView.records)).not.toContain(UNSHELVED);
      expect((await post(`${P}/serverCenter/details`, { serviceId: UNSHELVED }, teacher)).status).toBe(404);
      const config = await post(`${P}/serverCenter/queryShelfService`, { shelf: false, size: 100 }, admin);
      expect(config.result.records.map((s: Item) => s.serviceId)).toEqual([UNSHELVED]);
      expect((await post(`${P}/serviceInfo/detail`, { serviceId: UNSHELVED }, admin)).result).toMatchObject({
        shelf: false,
        serviceName: '教材征订',
      });
    });

    it('should answer visitor details only for visitor-visible services and ask for sign-in on the signed-in endpoint', async () => {
      const detail = await post(`${P}/nobody/serverCenter/customDetails`, { serviceId: PUBLIC });
      expect(detail.result).toMatchObject({ serviceId: PUBLIC, serviceName: '请假销假办理指南', hasGuide: true });
      expect(detail.result.guide.steps.length).toBeGreaterThan(0);
      expect((await post(`${P}/nobody/serverCenter/customDetails`, { serviceId: SIGNED })).status).toBe(404);
      expect((await post(`${P}/serverCenter/details`, { serviceId: PUBLIC })).http).toBe(401);
    });

    it('should let only visitor-visible services be found by a visitor search', async () => {
      const found = (await post(`${P}/nobody/serverCenter/searchService`, { keyword: 'qj' })).result as Item[];
      expect(found[0]?.serviceName).toContain('请假');
      expect(found.every((s) => s.visitorVisible)).toBe(true);
    });
  });

  describe('listing', () => {
    it('should filter by department, scene, type, centre and online/offline', async () => {
      const depts = (await post(`${P}/serviceDept/listByUser`, {}, student)).result as { id: string; name: string; serviceCount: number }[];
      const jwc = depts.find((d) => d.name === '教务处');
      expect(jwc?.serviceCount).toBeGreaterThan(5);
      const byDept = await allPages(`${P}/serverCenter/page`, student, { deptId: jwc?.id });
      expect(byDept.total).toBe(jwc?.serviceCount);
      const scenes = (await post(`${P}/serviceScene/listByUser`, {}, student)).result as {
        id: string;
        name: string;
        serviceCount: number;
      }[];
      expect(scenes.map((s) => s.name)).toEqual(expect.arrayContaining(['入学', '在校', '离校']));
      const types = (await post(`${P}/serviceType/listByUser`, {}, student)).result as { id: string; serviceCount: number }[];
      const byType = await post(`${P}/serverCenter/page`, { typeId: types[0]?.id }, student);
      expect(byType.result.total).toBe(types[0]?.serviceCount);
      const offline = await allPages(`${P}/serverCenter/page`, student, { processType: 'OFFLINE' });
      expect(offline.total).toBeGreaterThan(0);
      expect(offline.records.every((s) => s.processType === 'OFFLINE')).toBe(true);
      const app = await allPages(`${P}/serverCenter/page`, student, { serviceType: 'APPLICATION' });
      expect(app.records.every((s) => s.centre === 'APPLICATION' || s.centre === 'BOTH')).toBe(true);
      const count = (await post(`${P}/OSP/serviceCount`, {}, student)).result;
      expect(count.application).toBe(app.total);
      expect(count.online + count.offline).toBe(count.total);
      const getDepts = await api.call({ method: 'GET', url: `${P}/nobody/serviceDept/listByUser` });
      expect(getDepts.json().result.length).toBeGreaterThan(0);
    });

    it('should list a centre in order of hotness and of launch', async () => {
      const hot = (await post(`${P}/nobody/OSP/heatService`, { serviceType: 'PROCESS', size: 5 })).result as Item[];
      const counts = hot.map((s) => s.visitCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const fresh = (await post(`${P}/OSP/NewlyLaunched`, { size: 5 }, student)).result as (Item & { launchedAt: string })[];
      const dates = fresh.map((s) => s.launchedAt);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it("should list by one of the caller's roles and refuse a role the caller does not hold", async () => {
      const mine = await allPages(`${P}/serverCenter/pageRoles`, student, { roleAlias: 'student' });
      expect(ids(mine.records)).toContain(STUDENT_ONLY);
      expect(ids(mine.records)).not.toContain(STAFF_ONLY);
      expect((await post(`${P}/serverCenter/pageRoles`, { roleAlias: 'staff' }, student)).status).toBe(403);
    });

    it("should show each centre its configured display list and let only that centre's holders change it", async () => {
      const shown = (await post(`${P}/nobody/serverCenter/customPage`, { serviceType: 'PROCESS' })).result;
      expect(shown.records.every((s: Item) => s.visitorVisible)).toBe(true);
      const studentView = (await post(`${P}/serverCenter/customPage`, { serviceType: 'PROCESS' }, student)).result;
      expect(studentView.records[0].serviceName).toBe('学生请假申请');
      expect((await post(`${P}/serviceCentreConfig/process/submit`, { serviceIds: [SIGNED] }, student)).status).toBe(403);
      // 期末成绩查询 belongs to the application centre only.
      expect((await post(`${P}/serviceCentreConfig/process/submit`, { serviceIds: [SIGNED] }, admin)).status).toBe(1004);
      const saved = await post(`${P}/serviceCentreConfig/application/submit`, { serviceIds: [SIGNED, serviceSeedId('课表查询')] }, admin);
      expect(saved.result.map((s: Item) => s.serviceName)).toEqual(['期末成绩查询', '课表查询']);
      expect((await post(`${P}/serviceCentreConfig/application/detail`, {}, admin)).result).toHaveLength(2);
      expect((await post(`${P}/serverCenter/customPage`, { serviceType: 'APPLICATION' }, student)).result.total).toBe(2);
    });
  });

  describe('favourites', () => {
    it("should collect, reorder and cancel only the caller's own favourites", async () => {
      const mine = async (token: string) =>
        ids((await api.call({ method: 'GET', url: `${P}/serverCenter/myCollect`, token })).json().result);
      const before = await mine(student);
      expect(before.length).toBeGreaterThan(0);
      expect((await post(`${P}/serverCenter/collect`, { serviceId: PUBLIC }, student)).status).toBe(1000);
      expect((await post(`${P}/serverCenter/collect`, { serviceId: PUBLIC }, student)).status).toBe(1000);
      const after = await mine(student);
      expect(after).toEqual([...before, PUBLIC]);
      const reversed = [...after].reverse();
      expect((await post(`${P}/serverCenter/changeOrder`, { serviceIds: reversed }, student)).status).toBe(1000);
      expect(await mine(student)).toEqual(reversed);

      // The teacher has other favourites: the student's list is not theirs to reorder or cancel.
      expect((await post(`${P}/serverCenter/changeOrder`, { serviceIds: reversed }, teacher)).status).toBe(400);
      await post(`${P}/serverCenter/cancelCollect`, { serviceId: PUBLIC }, teacher);
      expect(await mine(student)).toEqual(reversed);
      expect(await mine(teacher)).toEqual([]);

      await post(`${P}/serverCenter/cancelCollect`, { serviceId: PUBLIC }, student);
      expect(await mine(student)).not.toContain(PUBLIC);
      const page = (await post(`${P}/serverCenter/page`, { size: 100 }, student)).result.records as (Item & { collected: boolean })[];
      expect(page.find((s) => s.serviceId === SIGNED)?.collected).toBe(true);
      expect((await api.call({ method: 'GET', url: `${P}/serverCenter/myCollect` })).statusCode).toBe(401);
    });
  });

  describe('ratings', () => {
    it('should keep one rating per user per service, a second one updating it', async () => {
      const serviceId = serviceSeedId('宿舍报修');
      expect((await post(`${W}/serverCenter/canUserRate`, { serviceId }, student)).result).toMatchObject({ canRate: true, rated: false });
      expect((await post(`${P}/serverCenter/checkScore`, { serviceId }, student)).result).toBeNull();
      const first = await post(`${P}/serverCenter/giveScore`, { serviceId, score: 2, labels: ['等待太久'], comment: '等了三天' }, student);
      expect(first.result).toMatchObject({ score: 2, labels: ['等待太久'], comment: '等了三天' });
      await post(`${W}/serverCenter/rateService`, { serviceId, score: 5, labels: ['响应及时'], comment: '第二次很快就修好了' }, student);
      expect((await post(`${P}/serverCenter/checkScore`, { serviceId }, student)).result).toMatchObject({ score: 5, labels: ['响应及时'] });
      await post(`${W}/serverCenter/rateService`, { serviceId, score: 3 }, teacher);
      const detail = (await post(`${W}/nobody/serverCenter/serviceRateDetail`, { serviceId }, student)).result;
      expect(detail).toMatchObject({ rateCount: 2, avgScore: 4, distribution: [0, 0, 1, 0, 1] });
      expect(detail.recent).toEqual([expect.objectContaining({ userName: '张思远', comment: '第二次很快就修好了' })]);
      expect((await post(`${W}/serverCenter/canUserRate`, { serviceId }, student)).result).toMatchObject({ canRate: true, rated: true });
      expect((await post(`${W}/serverCenter/quickScoreLabels`, {}, student)).result).toContain('办理便捷');
    });

    it('should refuse a comment with a sensitive word, naming it, log the hit and store nothing', async () => {
      const serviceId = serviceSeedId('食堂意见反馈');
      const refused = await post(`${W}/serverCenter/rateService`, { serviceId, score: 1, comment: '有人在食堂组织赌博' }, student);
      expect(refused).toMatchObject({ http: 200, status: 1004, msg: sensitiveWordMessage('赌博') });
      expect(refused.msg).toBe('您提交的意见中包含敏感词「赌博」，已触发安全策略并被记录，请修改后重新提交');
      expect((await post(`${P}/serverCenter/checkScore`, { serviceId }, student)).result).toBeNull();
      const hits = await api.platform.db.selectFrom('sensitive_word_hits').selectAll().where('word', '=', '赌博').execute();
      expect(hits).toHaveLength(1);
      expect(hits[0]?.content).toBe('有人在食堂组织赌博');
    });

    it('should refuse bad ratings with a clear message', async () => {
      for (const score of [0, 6]) {
        const response = await post(`${P}/serverCenter/giveScore`, { serviceId: SIGNED, score }, student);
        expect(response).toMatchObject({ http: 400, status: 400 });
        expect(response.msg).toContain('score');
      }
      const long = await post(
        `${P}/serverCenter/giveScore`,
        { serviceId: SIGNED, score: 3, comment: '好'.repeat(RATING_COMMENT_MAX + 1) },
        student,
      );
      expect(long).toMatchObject({ http: 400, status: 400 });
      expect((await post(`${P}/serverCenter/giveScore`, { serviceId: SIGNED, score: 3, labels: ['随便写的'] }, student)).msg).toBe(
        '不支持的评价标签：随便写的',
      );
      expect(await post(`${P}/serverCenter/giveScore`, { serviceId: 'no-such-service', score: 3 }, student)).toMatchObject({
        http: 404,
        msg: '服务不存在或您无权查看',
      });
      expect((await post(`${P}/serverCenter/giveScore`, { serviceId: SIGNED, score: 3 })).http).toBe(401);
    });
  });

  describe('visits, search and heat words', () => {
    it('should count every opening into the service hotness', async () => {
      const before = (await post(`${P}/nobody/serverCenter/customDetails`, { serviceId: PUBLIC })).result.visitCount;
      expect((await post(`${P}/nobody/userClickVisitLog/clickService`, { serviceId: PUBLIC })).result).toEqual({ visitCount: before + 1 });
      await post(`${P}/nobody/userClickVisitLog/clickService`, { serviceId: PUBLIC }, student);
      expect((await post(`${P}/nobody/serverCenter/customDetails`, { serviceId: PUBLIC })).result.visitCount).toBe(before + 2);
      expect((await post(`${P}/nobody/userClickVisitLog/clickService`, { serviceId: SIGNED })).status).toBe(404);
    });

    it("should answer a search with the listing's items, the caller's own favourites and the current hotness", async () => {
      const keyword = '请假销假办理指南';
      const found = async (token?: string) =>
        ((await post(`${P}/${token ? '' : 'nobody/'}serverCenter/searchService`, { keyword }, token)).result as Item[]).find(
          (s) => s.serviceId === PUBLIC,
        );
      const listed = (await post(`${P}/serverCenter/page`, { size: 100, serviceName: keyword }, teacher)).result.records as Item[];
      expect(await found(teacher)).toEqual(listed.find((s) => s.serviceId === PUBLIC));

      await post(`${P}/serverCenter/collect`, { serviceId: PUBLIC }, teacher);
      expect(await found(teacher)).toMatchObject({ collected: true });
      expect(await found(student)).toMatchObject({ collected: false });
      expect(await found()).toMatchObject({ collected: false });
      await post(`${P}/serverCenter/cancelCollect`, { serviceId: PUBLIC }, teacher);
      expect(await found(teacher)).toMatchObject({ collected: false });

      const { visitCount } = (await post(`${P}/nobody/userClickVisitLog/clickService`, { serviceId: PUBLIC })).result;
      expect(await found()).toMatchObject({ visitCount });
    });

    it('should turn real searches that found something into heat words', async () => {
      for (let i = 0; i < 8; i++) await post(`${P}/serverCenter/searchService`, { keyword: '体检' }, student);
      await post(`${P}/serverCenter/searchService`, { keyword: 'zzzzqqqq' }, student);
      const words = (await post(`${W}/nobody/searchHeatWord`)).result as { word: string; count: number }[];
      expect(words[0]).toEqual({ word: '体检', count: 8 });
      expect(words.map((w) => w.word)).not.toContain('zzzzqqqq');
      expect((await post(`${W}/baseService/searchHeatWord`, {}, student)).result).toEqual(words);
    });

    it('should find services by pinyin and initials, and suggest without logging', async () => {
      const suggestions = (await post(`${W}/guide/lucene/search`, { keyword: 'xykgs' }, student)).result as Item[];
      expect(suggestions[0]?.serviceName).toBe('校园卡挂失');
      const empty = (await post(`${P}/serverCenter/searchService`, { keyword: '   ' }, student)).result;
      expect(empty).toEqual([]);
      expect((await post(`${P}/serverCenter/searchService`, { keyword: 'x'.repeat(51) }, student)).status).toBe(400);
    });
  });

  describe('configuration', () => {
    it('should refuse every configuration endpoint to a student', async () => {
      const service = {
        serviceName: 'x',
        deptId: 'd',
        centre: 'PROCESS',
        processType: 'ONLINE',
        accessWay: 1,
        openWay: 1001,
        serviceUrl: 'u',
        visitorVisible: true,
        roles: [],
      };
      const calls: [string, object][] = [
        [`${P}/serviceInfo/submit`, service],
        [`${P}/serviceInfo/detail`, { serviceId: SIGNED }],
        [`${P}/serviceInfo/shelf`, { serviceIds: [SIGNED], shelf: false }],
        [`${P}/serviceInfo/order`, { serviceIds: [SIGNED] }],
        [`${P}/serviceInfo/visibility`, { serviceId: SIGNED, visitorVisible: true, roles: [] }],
        [`${P}/serviceInfo/optionList`, {}],
        [`${P}/serviceDept/submit`, { name: 'x' }],
        [`${P}/serviceScene/submit`, { name: 'x' }],
        [`${P}/serviceType/submit`, { name: 'x' }],
        [`${P}/serviceDept/remove`, { ids: 'x' }],
        [`${P}/serviceScene/remove`, { ids: 'x' }],
        [`${P}/serviceType/remove`, { ids: 'x' }],
        [`${P}/serverCenter/queryShelfService`, {}],
        [`${P}/serviceCentreConfig/application/detail`, {}],
        [`${P}/serviceCentreConfig/process/detail`, {}],
        [`${P}/serviceInfo/upload`, {}],
      ];
      for (const [url, payload] of calls) expect(await post(url, payload, student), url).toMatchObject({ http: 403, status: 403 });
    });

    it('should create a service that is searchable at once, and hide it again when unshelved or restricted', async () => {
      const options = (await post(`${P}/serviceInfo/optionList`, {}, admin)).result;
      expect(options.depts.length).toBeGreaterThanOrEqual(25);
      const scene = (await post(`${P}/serviceScene/submit`, { name: '毕业季' }, admin)).result;
      const type = (await post(`${P}/serviceType/submit`, { name: '综合服务' }, admin)).result;
      expect((await post(`${P}/serviceScene/submit`, { name: '毕业季' }, admin)).status).toBe(1004);
      const dept = (await post(`${P}/serviceDept/submit`, { name: '网络安全中心' }, admin)).result;
      const body = {
        serviceName: '学位服借用',
        deptId: dept.id,
        sceneId: scene.id,
        typeId: type.id,
        centre: 'PROCESS',
        processType: 'OFFLINE',
        accessWay: 5,
        openWay: 1003,
        serviceUrl: 'https://ehall.mdu.edu.cn/service/gown',
        keywords: '学士服 毕业照',
        guide: {
          materials: ['校园卡'],
          steps: ['预约', '领取'],
          conditions: '应届毕业生',
          fees: '押金 100 元',
          timeLimit: '当场',
          contact: '8888',
          attachments: [],
        },
        visitorVisible: false,
        roles: ['student'],
      };
      const created = (await post(`${P}/serviceInfo/submit`, body, admin)).result;
      expect(created).toMatchObject({
        serviceName: '学位服借用',
        serviceDeptName: '网络安全中心',
        openWay: 1003,
        accessWay: 5,
        shelf: true,
        roles: ['student'],
        hasGuide: true,
      });
      const search = async (keyword: string, token?: string) =>
        ids((await post(`${P}/${token ? '' : 'nobody/'}serverCenter/searchService`, { keyword }, token)).result);
      expect(await search('xuewei', student)).toContain(created.serviceId);
      expect(await search('毕业照', student)).toContain(created.serviceId);
      expect(await search('学位服', teacher)).not.toContain(created.serviceId);
      expect(await search('学位服')).not.toContain(created.serviceId);

      await post(`${P}/serviceInfo/visibility`, { serviceId: created.serviceId, visitorVisible: true, roles: [] }, admin);
      expect(await search('学位服')).toContain(created.serviceId);
      expect(await search('学位服', teacher)).toContain(created.serviceId);

      const renamed = await post(
        `${P}/serviceInfo/submit`,
        { ...body, serviceId: created.serviceId, serviceName: '学位服租借', visitorVisible: true, roles: [] },
        admin,
      );
      expect(renamed.result.serviceName).toBe('学位服租借');
      expect(await search('zujie', student)).toContain(created.serviceId);

      await post(`${P}/serviceInfo/shelf`, { serviceIds: [created.serviceId], shelf: false }, admin);
      expect(await search('学位服', student)).not.toContain(created.serviceId);
      expect((await post(`${P}/serverCenter/details`, { serviceId: created.serviceId }, student)).status).toBe(404);
      await post(`${P}/serviceInfo/shelf`, { serviceIds: [created.serviceId], shelf: true }, admin);
      expect(await search('学位服', student)).toContain(created.serviceId);

      await post(`${P}/serviceInfo/order`, { serviceIds: [created.serviceId] }, admin);
      const first = (await post(`${P}/serverCenter/page`, { size: 1 }, student)).result.records[0];
      expect(first.serviceId).toBe(created.serviceId);
    });

    it('should delete unused departments, scenes and types, which then leave the option list', async () => {
      const dept = (await post(`${P}/serviceDept/submit`, { name: '临时筹备组' }, admin)).result;
      const scene = (await post(`${P}/serviceScene/submit`, { name: '临时场景' }, admin)).result;
      const type = (await post(`${P}/serviceType/submit`, { name: '临时类型' }, admin)).result;
      expect(await post(`${P}/serviceDept/remove`, { ids: dept.id }, admin)).toMatchObject({ status: 1000, result: 1 });
      expect(await post(`${P}/serviceScene/remove`, { ids: scene.id }, admin)).toMatchObject({ status: 1000, result: 1 });
      expect(await post(`${P}/serviceType/remove`, { ids: type.id }, admin)).toMatchObject({ status: 1000, result: 1 });
      const options = (await post(`${P}/serviceInfo/optionList`, {}, admin)).result;
      const names = [...options.depts, ...options.scenes, ...options.types].map((o: { name: string }) => o.name);
      expect(names).not.toContain('临时筹备组');
      expect(names).not.toContain('临时场景');
      expect(names).not.toContain('临时类型');
    });

    it('should refuse to delete an option services still use, saying how many, and delete nothing', async () => {
      const detail = (await post(`${P}/serviceInfo/detail`, { serviceId: SIGNED }, admin)).result;
      const before = (await post(`${P}/serviceInfo/optionList`, {}, admin)).result;
      const dept = before.depts.find((d: { id: string }) => d.id === detail.serviceDeptId);
      const type = before.types.find((t: { id: string }) => t.id === detail.serviceTypeId);
      expect(dept.serviceCount).toBeGreaterThan(0);
      const unused = (await post(`${P}/serviceType/submit`, { name: '无人使用的类型' }, admin)).result;
      expect(await post(`${P}/serviceDept/remove`, { ids: dept.id }, admin)).toMatchObject({
        http: 200,
        status: 1004,
        msg: `该部门「${dept.name}」下仍有 ${dept.serviceCount} 个服务，无法删除`,
      });
      // All or nothing: the unused type listed first stays because the second one is in use.
      expect(await post(`${P}/serviceType/remove`, { ids: `${unused.id},${type.id}` }, admin)).toMatchObject({
        status: 1004,
        msg: `该类型「${type.name}」下仍有 ${type.serviceCount} 个服务，无法删除`,
      });
      const after = (await post(`${P}/serviceInfo/optionList`, {}, admin)).result;
      expect(after.depts).toContainEqual(dept);
      expect(after.types.map((t: { id: string }) => t.id)).toEqual(expect.arrayContaining([type.id, unused.id]));
      expect((await post(`${P}/serviceInfo/detail`, { serviceId: SIGNED }, admin)).result.serviceDeptId).toBe(dept.id);
      expect(await post(`${P}/serviceType/remove`, { ids: unused.id }, admin)).toMatchObject({ status: 1000, result: 1 });
    });

    it('should keep a department the organisation tree still needs: the root and one with sub-departments', async () => {
      const db = api.platform.db;
      const parent = (await post(`${P}/serviceDept/submit`, { name: '临时学院' }, admin)).result;
      const childId = api.platform.newId();
      await db
        .insertInto('depts')
        .values({
          id: childId,
          tenant_id: '000000',
          parent_id: parent.id,
          name: '临时学院办公室',
          code: `TMP_${childId.slice(0, 8)}`,
          sort: 1,
        })
        .execute();
      expect(await post(`${P}/serviceDept/remove`, { ids: parent.id }, admin)).toMatchObject({
        status: 1004,
        msg: '该部门「临时学院」下仍有 1 个下级部门，无法删除',
      });
      expect(await post(`${P}/serviceDept/remove`, { ids: childId }, admin)).toMatchObject({ status: 1000, result: 1 });
      expect(await post(`${P}/serviceDept/remove`, { ids: parent.id }, admin)).toMatchObject({ status: 1000, result: 1 });
      const root = await db
        .selectFrom('depts')
        .select('id')
        .where('tenant_id', '=', '000000')
        .where('parent_id', 'is', null)
        .executeTakeFirstOrThrow();
      const refused = await post(`${P}/serviceDept/remove`, { ids: root.id }, admin);
      expect(refused.status).toBe(1004);
      expect(refused.msg).toMatch(/是学校根部门，无法删除$/);
    });

    it("should not delete an unknown option or another school's, saying it does not exist", async () => {
      const db = api.platform.db;
      const tenantId = api.platform.newId().slice(0, 12);
      const sceneId = api.platform.newId();
      await db.insertInto('tenants').values({ id: tenantId, name: '另一所学校', created_at: new Date().toISOString() }).execute();
      await db.insertInto('service_scenes').values({ id: sceneId, tenant_id: tenantId, name: '他校场景', sort: 1 }).execute();
      try {
        const calls: [string, string][] = [
          [`${P}/serviceScene/remove`, sceneId],
          [`${P}/serviceDept/remove`, 'no-such-dept'],
          [`${P}/serviceType/remove`, 'no-such-type'],
        ];
        for (const [url, ids] of calls)
          expect(await post(url, { ids }, admin), url).toMatchObject({
            http: 404,
            status: 404,
            msg: expect.stringMatching(/不存在，请刷新后重试$/),
          });
        expect(await db.selectFrom('service_scenes').select('id').where('id', '=', sceneId).executeTakeFirst()).toBeDefined();
        expect((await post(`${P}/serviceScene/remove`, { ids: ' , ' }, admin)).msg).toBe('请选择要删除的场景');
      } finally {
        await db.deleteFrom('service_scenes').where('id', '=', sceneId).execute();
        await db.deleteFrom('tenants').where('id', '=', tenantId).execute();
      }
    });

    it('should refuse a service with an unknown department, role or open way', async () => {
      const base = {
        serviceName: 'x',
        deptId: 'nope',
        centre: 'PROCESS',
        processType: 'ONLINE',
        accessWay: 1,
        openWay: 1001,
        serviceUrl: 'u',
        visitorVisible: false,
        roles: [],
      };
      expect(await post(`${P}/serviceInfo/submit`, base, admin)).toMatchObject({ status: 400, msg: '所属部门不存在' });
      const dept = (await post(`${P}/serviceInfo/optionList`, {}, admin)).result.depts[0].id;
      expect(await post(`${P}/serviceInfo/submit`, { ...base, deptId: dept, roles: ['dean'] }, admin)).toMatchObject({
        status: 400,
        msg: '未知角色：dean',
      });
      expect((await post(`${P}/serviceInfo/submit`, { ...base, deptId: dept, openWay: 1004 }, admin)).status).toBe(400);
      expect((await post(`${P}/serviceInfo/submit`, { ...base, deptId: dept, serviceId: 'nope' }, admin)).status).toBe(404);
    });

    it('should accept a real icon and refuse a wrong type, a disguised file and an oversize one', async () => {
      const upload = (name: string, type: string, data: Buffer) => {
        const boundary = '----onehall';
        const payload = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
          data,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        return api.call({
          method: 'POST',
          url: `${P}/serviceInfo/upload`,
          token: admin,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
        });
      };
      const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
      const ok = (await upload('icon.png', 'image/png', png)).json();
      expect(ok.status).toBe(1000);
      const served = await api.app.inject({ method: 'GET', url: ok.result.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(png)).toBe(true);
      expect((await upload('a.txt', 'text/plain', Buffer.from('hello'))).json().status).toBe(400);
      expect((await upload('fake.png', 'image/png', Buffer.from('not an image'))).json()).toMatchObject({
        status: 400,
        msg: '图标文件内容与格式不符',
      });
      // SVG is sanitised rather than refused (links-and-icons.test.ts); only a file that is no SVG at all is refused.
      expect((await upload('x.svg', 'image/svg+xml', Buffer.from('<p>not an image</p>'))).json().status).toBe(400);
      const big = await upload('big.png', 'image/png', Buffer.concat([png, Buffer.alloc(600 * 1024)]));
      expect(big.statusCode).toBe(413);
    });
  });

  it.runIf(mode === 'production')('should update the search index of every node when a service changes', async () => {
    const prefix = `onehall_nodes_${Date.now()}:`;
    const [nodeA, nodeB] = await Promise.all([
      createPlatform(api.platform.config, { keyPrefix: prefix }),
      createPlatform(api.platform.config, { keyPrefix: prefix }),
    ]);
    const indexB = startSearchIndex(nodeB, () => undefined);
    try {
      await indexB.ready;
      const viewer = { tenantId: '000000', userId: null, roles: ['student'] };
      const serviceId = serviceSeedId('宿舍调换申请');
      await nodeA.db.updateTable('services').set({ name: '寝室互换申请' }).where('id', '=', serviceId).execute();
      await nodeA.pubsub.publish(SERVICES_CHANGED, { ids: [serviceId] });
      await expect.poll(() => indexB.index.search('寝室互换', viewer, undefined, 5), { timeout: 5000 }).toContain(serviceId);
    } finally {
      await indexB.stop();
      await Promise.all([closePlatform(nodeA), closePlatform(nodeB)]);
    }
  });
});
