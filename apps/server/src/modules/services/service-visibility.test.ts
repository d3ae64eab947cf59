import { describe, expect, it } from 'vitest';
import { testModes } from '../../../test/platforms.ts';
import { type Item, P, PUBLIC, SIGNED, STAFF_ONLY, STUDENT_ONLY, serviceHallSession, UNSHELVED, W } from '../../../test/service-hall.ts';
import { serviceSeedId } from '../../seed/services.ts';

describe.each(testModes())('service hall API (%s)', (mode) => {
  const t = serviceHallSession(mode);
  const { post, ids, allPages } = t;

  describe('visibility', () => {
    it('should show a visitor only visitor-visible services in the listing', async () => {
      const { records, total } = await allPages(`${P}/nobody/serverCenter/page`);
      expect(total).toBeGreaterThan(10);
      expect(records.every((s) => s.visitorVisible)).toBe(true);
      expect(ids(records)).toContain(PUBLIC);
      expect(ids(records)).not.toContain(SIGNED);
    });

    it('should never give a student a staff-only service from any listing, detail or search', async () => {
      const page = await allPages(`${P}/serverCenter/page`, t.student);
      expect(ids(page.records)).toContain(STUDENT_ONLY);
      expect(ids(page.records)).toContain(SIGNED);
      expect(ids(page.records)).not.toContain(STAFF_ONLY);
      const osp = await allPages(`${P}/OSP/page`, t.student);
      expect(ids(osp.records)).not.toContain(STAFF_ONLY);
      for (const url of [`${P}/OSP/heatService`, `${P}/OSP/NewlyLaunched`]) {
        const list = (await post(url, { size: 50 }, t.student)).result as Item[];
        expect(list.length).toBeGreaterThan(0);
        expect(ids(list)).not.toContain(STAFF_ONLY);
      }
      for (const url of [`${P}/serverCenter/searchService`, `${W}/guide/lucene/search`]) {
        const found = (await post(url, { keyword: '差旅费报销' }, t.student)).result as Item[];
        expect(ids(found)).not.toContain(STAFF_ONLY);
      }
      for (const url of [
        `${P}/serverCenter/details`,
        `${P}/serverCenter/customDetails`,
        `${W}/guide/clientGuideInfo`,
        `${W}/nobody/serverCenter/serviceRateDetail`,
      ]) {
        expect(await post(url, { serviceId: STAFF_ONLY }, t.student)).toMatchObject({ http: 404, status: 404 });
      }
      expect((await post(`${P}/serverCenter/collect`, { serviceId: STAFF_ONLY }, t.student)).status).toBe(404);
      const cas = (await post(`${P}/serverCenter/CASServiceList`, {}, t.student)).result as Item[];
      expect(ids(cas)).not.toContain(STAFF_ONLY);
      expect(cas.every((s) => s.processType !== 'OFFLINE')).toBe(true);
    });

    it('should give a teacher staff-only services but not student-only ones', async () => {
      const { records } = await allPages(`${P}/serverCenter/page`, t.teacher);
      expect(ids(records)).toContain(STAFF_ONLY);
      expect(ids(records)).not.toContain(STUDENT_ONLY);
    });

    it('should hide an unshelved service from users and show it to a configuration holder', async () => {
      const teacherView = await allPages(`${P}/serverCenter/page`, t.teacher);
      expect(ids(teacherView.records)).not.toContain(UNSHELVED);
      expect((await post(`${P}/serverCenter/details`, { serviceId: UNSHELVED }, t.teacher)).status).toBe(404);
      const config = await post(`${P}/serverCenter/queryShelfService`, { shelf: false, size: 100 }, t.admin);
      expect(config.result.records.map((s: Item) => s.serviceId)).toEqual([UNSHELVED]);
      expect((await post(`${P}/serviceInfo/detail`, { serviceId: UNSHELVED }, t.admin)).result).toMatchObject({
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
      const depts = (await post(`${P}/serviceDept/listByUser`, {}, t.student)).result as {
        id: string;
        name: string;
        serviceCount: number;
      }[];
      const jwc = depts.find((d) => d.name === '教务处');
      expect(jwc?.serviceCount).toBeGreaterThan(5);
      const byDept = await allPages(`${P}/serverCenter/page`, t.student, { deptId: jwc?.id });
      expect(byDept.total).toBe(jwc?.serviceCount);
      const scenes = (await post(`${P}/serviceScene/listByUser`, {}, t.student)).result as {
        id: string;
        name: string;
        serviceCount: number;
      }[];
      expect(scenes.map((s) => s.name)).toEqual(expect.arrayContaining(['入学', '在校', '离校']));
      const types = (await post(`${P}/serviceType/listByUser`, {}, t.student)).result as { id: string; serviceCount: number }[];
      const byType = await post(`${P}/serverCenter/page`, { typeId: types[0]?.id }, t.student);
      expect(byType.result.total).toBe(types[0]?.serviceCount);
      const offline = await allPages(`${P}/serverCenter/page`, t.student, { processType: 'OFFLINE' });
      expect(offline.total).toBeGreaterThan(0);
      expect(offline.records.every((s) => s.processType === 'OFFLINE')).toBe(true);
      const app = await allPages(`${P}/serverCenter/page`, t.student, { serviceType: 'APPLICATION' });
      expect(app.records.every((s) => s.centre === 'APPLICATION' || s.centre === 'BOTH')).toBe(true);
      const count = (await post(`${P}/OSP/serviceCount`, {}, t.student)).result;
      expect(count.application).toBe(app.total);
      expect(count.online + count.offline).toBe(count.total);
      const getDepts = await t.api.call({ method: 'GET', url: `${P}/nobody/serviceDept/listByUser` });
      expect(getDepts.json().result.length).toBeGreaterThan(0);
    });

    it('should list a centre in order of hotness and of launch', async () => {
      const hot = (await post(`${P}/nobody/OSP/heatService`, { serviceType: 'PROCESS', size: 5 })).result as Item[];
      const counts = hot.map((s) => s.visitCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const fresh = (await post(`${P}/OSP/NewlyLaunched`, { size: 5 }, t.student)).result as (Item & { launchedAt: string })[];
      const dates = fresh.map((s) => s.launchedAt);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it("should list by one of the caller's roles and refuse a role the caller does not hold", async () => {
      const mine = await allPages(`${P}/serverCenter/pageRoles`, t.student, { roleAlias: 'student' });
      expect(ids(mine.records)).toContain(STUDENT_ONLY);
      expect(ids(mine.records)).not.toContain(STAFF_ONLY);
      expect((await post(`${P}/serverCenter/pageRoles`, { roleAlias: 'staff' }, t.student)).status).toBe(403);
    });

    it("should show each centre its configured display list and let only that centre's holders change it", async () => {
      const shown = (await post(`${P}/nobody/serverCenter/customPage`, { serviceType: 'PROCESS' })).result;
      expect(shown.records.every((s: Item) => s.visitorVisible)).toBe(true);
      const studentView = (await post(`${P}/serverCenter/customPage`, { serviceType: 'PROCESS' }, t.student)).result;
      expect(studentView.records[0].serviceName).toBe('学生请假申请');
      expect((await post(`${P}/serviceCentreConfig/process/submit`, { serviceIds: [SIGNED] }, t.student)).status).toBe(403);
      // 期末成绩查询 belongs to the application centre only.
      expect((await post(`${P}/serviceCentreConfig/process/submit`, { serviceIds: [SIGNED] }, t.admin)).status).toBe(1004);
      const saved = await post(`${P}/serviceCentreConfig/application/submit`, { serviceIds: [SIGNED, serviceSeedId('课表查询')] }, t.admin);
      expect(saved.result.map((s: Item) => s.serviceName)).toEqual(['期末成绩查询', '课表查询']);
      expect((await post(`${P}/serviceCentreConfig/application/detail`, {}, t.admin)).result).toHaveLength(2);
      expect((await post(`${P}/serverCenter/customPage`, { serviceType: 'APPLICATION' }, t.student)).result.total).toBe(2);
    });
  });
});
