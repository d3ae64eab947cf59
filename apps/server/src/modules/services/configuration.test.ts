import { describe, expect, it } from 'vitest';
import { fileUpload } from '../../../test/multipart.ts';
import { testModes } from '../../../test/platforms.ts';
import { P, SIGNED, serviceHallSession } from '../../../test/service-hall.ts';

describe.each(testModes())('service hall API (%s)', (mode) => {
  const t = serviceHallSession(mode);
  const { post, ids } = t;

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
      for (const [url, payload] of calls) expect(await post(url, payload, t.student), url).toMatchObject({ http: 403, status: 403 });
    });

    it('should create a service that is searchable at once, and hide it again when unshelved or restricted', async () => {
      const options = (await post(`${P}/serviceInfo/optionList`, {}, t.admin)).result;
      expect(options.depts.length).toBeGreaterThanOrEqual(25);
      const scene = (await post(`${P}/serviceScene/submit`, { name: '毕业季' }, t.admin)).result;
      const type = (await post(`${P}/serviceType/submit`, { name: '综合服务' }, t.admin)).result;
      expect((await post(`${P}/serviceScene/submit`, { name: '毕业季' }, t.admin)).status).toBe(1004);
      const dept = (await post(`${P}/serviceDept/submit`, { name: '网络安全中心' }, t.admin)).result;
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
      const created = (await post(`${P}/serviceInfo/submit`, body, t.admin)).result;
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
      expect(await search('xuewei', t.student)).toContain(created.serviceId);
      expect(await search('毕业照', t.student)).toContain(created.serviceId);
      expect(await search('学位服', t.teacher)).not.toContain(created.serviceId);
      expect(await search('学位服')).not.toContain(created.serviceId);

      await post(`${P}/serviceInfo/visibility`, { serviceId: created.serviceId, visitorVisible: true, roles: [] }, t.admin);
      expect(await search('学位服')).toContain(created.serviceId);
      expect(await search('学位服', t.teacher)).toContain(created.serviceId);

      const renamed = await post(
        `${P}/serviceInfo/submit`,
        { ...body, serviceId: created.serviceId, serviceName: '学位服租借', visitorVisible: true, roles: [] },
        t.admin,
      );
      expect(renamed.result.serviceName).toBe('学位服租借');
      expect(await search('zujie', t.student)).toContain(created.serviceId);

      await post(`${P}/serviceInfo/shelf`, { serviceIds: [created.serviceId], shelf: false }, t.admin);
      expect(await search('学位服', t.student)).not.toContain(created.serviceId);
      expect((await post(`${P}/serverCenter/details`, { serviceId: created.serviceId }, t.student)).status).toBe(404);
      await post(`${P}/serviceInfo/shelf`, { serviceIds: [created.serviceId], shelf: true }, t.admin);
      expect(await search('学位服', t.student)).toContain(created.serviceId);

      await post(`${P}/serviceInfo/order`, { serviceIds: [created.serviceId] }, t.admin);
      const first = (await post(`${P}/serverCenter/page`, { size: 1 }, t.student)).result.records[0];
      expect(first.serviceId).toBe(created.serviceId);
    });

    it('should delete unused departments, scenes and types, which then leave the option list', async () => {
      const dept = (await post(`${P}/serviceDept/submit`, { name: '临时筹备组' }, t.admin)).result;
      const scene = (await post(`${P}/serviceScene/submit`, { name: '临时场景' }, t.admin)).result;
      const type = (await post(`${P}/serviceType/submit`, { name: '临时类型' }, t.admin)).result;
      expect(await post(`${P}/serviceDept/remove`, { ids: dept.id }, t.admin)).toMatchObject({ status: 1000, result: 1 });
      expect(await post(`${P}/serviceScene/remove`, { ids: scene.id }, t.admin)).toMatchObject({ status: 1000, result: 1 });
      expect(await post(`${P}/serviceType/remove`, { ids: type.id }, t.admin)).toMatchObject({ status: 1000, result: 1 });
      const options = (await post(`${P}/serviceInfo/optionList`, {}, t.admin)).result;
      const names = [...options.depts, ...options.scenes, ...options.types].map((o: { name: string }) => o.name);
      expect(names).not.toContain('临时筹备组');
      expect(names).not.toContain('临时场景');
      expect(names).not.toContain('临时类型');
    });

    it('should refuse to delete an option services still use, saying how many, and delete nothing', async () => {
      const detail = (await post(`${P}/serviceInfo/detail`, { serviceId: SIGNED }, t.admin)).result;
      const before = (await post(`${P}/serviceInfo/optionList`, {}, t.admin)).result;
      const dept = before.depts.find((d: { id: string }) => d.id === detail.serviceDeptId);
      const type = before.types.find((t: { id: string }) => t.id === detail.serviceTypeId);
      expect(dept.serviceCount).toBeGreaterThan(0);
      const unused = (await post(`${P}/serviceType/submit`, { name: '无人使用的类型' }, t.admin)).result;
      expect(await post(`${P}/serviceDept/remove`, { ids: dept.id }, t.admin)).toMatchObject({
        http: 200,
        status: 1004,
        msg: `该部门「${dept.name}」下仍有 ${dept.serviceCount} 个服务，无法删除`,
      });
      // All or nothing: the unused type listed first stays because the second one is in use.
      expect(await post(`${P}/serviceType/remove`, { ids: `${unused.id},${type.id}` }, t.admin)).toMatchObject({
        status: 1004,
        msg: `该类型「${type.name}」下仍有 ${type.serviceCount} 个服务，无法删除`,
      });
      const after = (await post(`${P}/serviceInfo/optionList`, {}, t.admin)).result;
      expect(after.depts).toContainEqual(dept);
      expect(after.types.map((t: { id: string }) => t.id)).toEqual(expect.arrayContaining([type.id, unused.id]));
      expect((await post(`${P}/serviceInfo/detail`, { serviceId: SIGNED }, t.admin)).result.serviceDeptId).toBe(dept.id);
      expect(await post(`${P}/serviceType/remove`, { ids: unused.id }, t.admin)).toMatchObject({ status: 1000, result: 1 });
    });

    it('should keep a department the organisation tree still needs: the root and one with sub-departments', async () => {
      const db = t.api.platform.db;
      const parent = (await post(`${P}/serviceDept/submit`, { name: '临时学院' }, t.admin)).result;
      const childId = t.api.platform.newId();
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
      expect(await post(`${P}/serviceDept/remove`, { ids: parent.id }, t.admin)).toMatchObject({
        status: 1004,
        msg: '该部门「临时学院」下仍有 1 个下级部门，无法删除',
      });
      expect(await post(`${P}/serviceDept/remove`, { ids: childId }, t.admin)).toMatchObject({ status: 1000, result: 1 });
      expect(await post(`${P}/serviceDept/remove`, { ids: parent.id }, t.admin)).toMatchObject({ status: 1000, result: 1 });
      const root = await db
        .selectFrom('depts')
        .select('id')
        .where('tenant_id', '=', '000000')
        .where('parent_id', 'is', null)
        .executeTakeFirstOrThrow();
      const refused = await post(`${P}/serviceDept/remove`, { ids: root.id }, t.admin);
      expect(refused.status).toBe(1004);
      expect(refused.msg).toMatch(/是学校根部门，无法删除$/);
    });

    it("should not delete an unknown option or another school's, saying it does not exist", async () => {
      const db = t.api.platform.db;
      const tenantId = t.api.platform.newId().slice(0, 12);
      const sceneId = t.api.platform.newId();
      await db.insertInto('tenants').values({ id: tenantId, name: '另一所学校', created_at: new Date().toISOString() }).execute();
      await db.insertInto('service_scenes').values({ id: sceneId, tenant_id: tenantId, name: '他校场景', sort: 1 }).execute();
      try {
        const calls: [string, string][] = [
          [`${P}/serviceScene/remove`, sceneId],
          [`${P}/serviceDept/remove`, 'no-such-dept'],
          [`${P}/serviceType/remove`, 'no-such-type'],
        ];
        for (const [url, ids] of calls)
          expect(await post(url, { ids }, t.admin), url).toMatchObject({
            http: 404,
            status: 404,
            msg: expect.stringMatching(/不存在，请刷新后重试$/),
          });
        expect(await db.selectFrom('service_scenes').select('id').where('id', '=', sceneId).executeTakeFirst()).toBeDefined();
        expect((await post(`${P}/serviceScene/remove`, { ids: ' , ' }, t.admin)).msg).toBe('请选择要删除的场景');
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
      expect(await post(`${P}/serviceInfo/submit`, base, t.admin)).toMatchObject({ status: 400, msg: '所属部门不存在' });
      const dept = (await post(`${P}/serviceInfo/optionList`, {}, t.admin)).result.depts[0].id;
      expect(await post(`${P}/serviceInfo/submit`, { ...base, deptId: dept, roles: ['dean'] }, t.admin)).toMatchObject({
        status: 400,
        msg: '未知角色：dean',
      });
      expect((await post(`${P}/serviceInfo/submit`, { ...base, deptId: dept, openWay: 1004 }, t.admin)).status).toBe(400);
      expect((await post(`${P}/serviceInfo/submit`, { ...base, deptId: dept, serviceId: 'nope' }, t.admin)).status).toBe(404);
    });

    it('should accept a real icon and refuse a wrong type, a disguised file and an oversize one', async () => {
      const upload = (name: string, type: string, data: Buffer) =>
        t.api.call({ method: 'POST', url: `${P}/serviceInfo/upload`, token: t.admin, ...fileUpload(name, data, type) });
      const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
      const ok = (await upload('icon.png', 'image/png', png)).json();
      expect(ok.status).toBe(1000);
      const served = await t.api.app.inject({ method: 'GET', url: ok.result.url });
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
});
