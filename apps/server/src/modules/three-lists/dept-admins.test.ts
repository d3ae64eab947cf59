import { DutyMessages, ThreeListsMessages } from '@onehall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, withAdminApi } from '../../../test/api.ts';
import { type TestMode, testModes } from '../../../test/platforms.ts';

const OSP = '/api/online-service-platform';
const WB = '/api/blade-workbench';
const DUTIES = `${WB}/ospDeptDutyListConfig`;

interface Node {
  code: string;
  children: Node[];
}
const codes = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.code, ...codes(n.children)]);

/** Department administrators: their assignment, the duties they maintain, and the links' admin view (issue 15). */
describe.each(testModes())('three lists: department administrators (%s)', (mode: TestMode) => {
  let api: TestApi;
  let admin: string;
  let staff: string;
  let student: string;
  let teacher: string;
  withAdminApi(mode, (started, token) => {
    [api, admin] = [started, token];
  });
  beforeAll(async () => {
    const token = async (account: string) => (await api.signIn(account)).access_token;
    [staff, student, teacher] = await Promise.all([token('staff01'), token('student01'), token('teacher01')]);
  });

  const post = async (url: string, payload: object = {}, token = admin) => (await api.call({ method: 'POST', url, payload, token })).json();
  const deptId = async (code: string) =>
    (await post(`${WB}/ospDeptInfo/page`, { deptName: code, size: 100 })).result.records.find((d: { code: string }) => d.code === code)
      .id as string;

  it('should list, assign and remove department administrators for holders of the menu only', async () => {
    const listed = (await post(`${WB}/ospDeptInfo/adminList`, {})).result;
    expect(listed.records.find((a: { account: string }) => a.account === 'staff01').depts.map((d: { code: string }) => d.code)).toEqual([
      'JWC',
      'XGC',
    ]);
    const [found] = (await post(`${WB}/ospDeptInfo/adminUserOptions`, { keyword: 'teacher01' })).result;
    expect(found).toMatchObject({ account: 'teacher01', realName: '李文博' });
    expect((await post(`${WB}/ospDeptInfo/adminUserOptions`, { keyword: '李文' })).result[0].account).toBe('teacher01');
    const bwc = await deptId('BWC');
    const body = { userId: found.userId, deptIds: [bwc, bwc] };
    for (const token of [staff, student]) {
      for (const call of ['adminList', 'adminUserOptions', 'assignAdmin', 'removeAdmin'])
        expect((await api.call({ method: 'POST', url: `${WB}/ospDeptInfo/${call}`, payload: body, token })).statusCode).toBe(403);
    }
    expect((await post(`${WB}/baseService/getDeptTreePower`, {}, teacher)).result).toEqual([]);

    // The same department twice, then again: assigned once.
    expect((await post(`${WB}/ospDeptInfo/assignAdmin`, body)).result.depts.map((d: { code: string }) => d.code)).toEqual(['BWC']);
    expect((await post(`${WB}/ospDeptInfo/assignAdmin`, body)).result.depts).toHaveLength(1);
    expect(codes((await post(`${WB}/baseService/getDeptTreePower`, {}, teacher)).result)).toEqual(['BWC']);
    const menu = (await post('/api/blade-platform/homePage/getBusinessConfigMenu', {}, teacher)).result;
    expect(menu.map((m: { name: string }) => m.name)).toEqual(['deptResponsibilityListConfig']);

    expect(await post(`${WB}/ospDeptInfo/assignAdmin`, { ...body, userId: 'no-such-user' })).toMatchObject({
      status: 1004,
      msg: ThreeListsMessages.userUnknown,
    });
    expect(await post(`${WB}/ospDeptInfo/assignAdmin`, { ...body, deptIds: [bwc, 'no-such-dept'] })).toMatchObject({
      status: 1004,
      msg: ThreeListsMessages.deptUnknown,
    });
    expect((await post(`${WB}/ospDeptInfo/removeAdmin`, body)).result).toBe(0);
    expect(await post(`${WB}/ospDeptInfo/page`, {}, teacher)).toMatchObject({ status: 403, msg: ThreeListsMessages.noDeptAdmin });
    expect((await post('/api/blade-platform/homePage/getBusinessConfigMenu', {}, teacher)).result).toEqual([]);
  });

  it("should let a department administrator maintain their departments' duties and no others", async () => {
    const page = (await post(`${DUTIES}/page`, { size: 100 }, staff)).result;
    expect(page.total).toBeGreaterThan(0);
    expect(new Set(page.records.map((d: { deptCode: string }) => d.deptCode))).toEqual(new Set(['JWC', 'XGC']));
    expect(await post(`${DUTIES}/page`, {}, student)).toMatchObject({ status: 403, msg: ThreeListsMessages.noDeptAdmin });

    const duty = { deptCode: 'JWC', dutyDescription: '负责教材选用审核', dutyType: '1' };
    const saved = await post(`${DUTIES}/save`, duty, staff);
    expect(saved.status).toBe(1000);
    const outside = { status: 403, msg: ThreeListsMessages.notDeptAdmin };
    expect(await post(`${DUTIES}/save`, { ...duty, deptCode: 'BWC' }, staff)).toMatchObject(outside);
    expect(await post(`${DUTIES}/update`, { ...duty, id: saved.result.id, deptCode: 'BWC' }, staff)).toMatchObject(outside);
    const bwcDuty = (await post(`${DUTIES}/page`, { deptCode: 'BWC' })).result.records[0];
    expect(await post(`${DUTIES}/update`, { ...duty, id: bwcDuty.id }, staff)).toMatchObject(outside);
    expect(await post(`${DUTIES}/remove`, { ids: `${saved.result.id},${bwcDuty.id}` }, staff)).toMatchObject(outside);
    expect((await post(`${DUTIES}/page`, { deptCode: 'BWC', size: 100 })).result.records.map((d: { id: string }) => d.id)).toContain(
      bwcDuty.id,
    );
    expect(await post(`${DUTIES}/update`, { ...duty, id: 'no-such-duty' }, staff)).toMatchObject({
      status: 1004,
      msg: DutyMessages.notFound,
    });
    expect((await post(`${DUTIES}/remove`, { ids: saved.result.id }, staff)).result).toBe(1);
  });

  it('should answer every link to the administrators while the public relation list is off', async () => {
    const { categories, ...rest } = (await post(`${OSP}/nobody/tripleList/getConfig`)).result;
    const save = (showRelation: boolean) =>
      post(`${OSP}/tripleList/saveConfig`, {
        ...rest,
        showRelation,
        categories: categories.map(({ id, name, shown }: { id: string; name: string; shown: boolean }) => ({ id, name, shown })),
      });
    const jwc = await deptId('JWC');
    const publicRelation = await post(`${WB}/ospDeptInfo/dutyAndService`, { deptId: jwc }, staff);
    expect((await save(false)).status).toBe(1000);
    try {
      expect(await post(`${WB}/ospDeptInfo/dutyAndService`, { deptId: jwc }, staff)).toMatchObject({
        status: 1004,
        msg: ThreeListsMessages.listHidden('relation'),
      });
      const managed = (await post(`${WB}/ospDeptInfo/adminDutyAndService`, { deptId: jwc }, staff)).result;
      expect(managed.duties.map((d: { duty: { id: string } }) => d.duty.id)).toEqual(
        publicRelation.result.duties.map((d: { duty: { id: string } }) => d.duty.id),
      );
      const links = (r: { duties: { services: { serviceId: string }[] }[] }) => r.duties.flatMap((d) => d.services.map((s) => s.serviceId));
      // Every public link is there, and links to services a student may not see besides.
      expect(links(managed)).toEqual(expect.arrayContaining(links(publicRelation.result)));
      expect(managed.duties.flatMap((d: { services: object[] }) => d.services)[0]).toMatchObject({
        linked: true,
        shelf: expect.any(Boolean),
      });
      expect(managed.servicesWithoutDuty.map((s: { serviceId: string }) => s.serviceId)).toEqual(
        expect.arrayContaining(publicRelation.result.servicesWithoutDuty.map((s: { serviceId: string }) => s.serviceId)),
      );

      const bwc = await deptId('BWC');
      expect(await post(`${WB}/ospDeptInfo/adminDutyAndService`, { deptId: bwc }, staff)).toMatchObject({
        status: 403,
        msg: ThreeListsMessages.notDeptAdmin,
      });
      expect(await post(`${WB}/ospDeptInfo/adminDutyAndService`, { deptId: jwc }, student)).toMatchObject({
        status: 403,
        msg: ThreeListsMessages.noDeptAdmin,
      });
      expect(await post(`${WB}/ospDeptInfo/adminDutyAndService`, { deptId: 'no-such-dept' })).toMatchObject({
        status: 1004,
        msg: ThreeListsMessages.deptUnknown,
      });
    } finally {
      await save(true);
    }
  });
});
