import { ThreeListsMessages } from '@onehall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, withAdminApi } from '../../../test/api.ts';
import { type TestMode, testModes } from '../../../test/platforms.ts';

const OSP = '/api/online-service-platform';
const WB = '/api/blade-workbench';
/** Signed-in path → its visitor twin. */
const CALLS: Record<string, string> = {
  [`${OSP}/threeInventory/getTree`]: `${OSP}/nobody/preLogin/threeInventory/getTree`,
  [`${OSP}/threeInventory/threeInventoryCount`]: `${OSP}/nobody/preLogin/threeInventoryCount`,
  [`${OSP}/threeInventory/serviceCount`]: `${OSP}/nobody/preLogin/serviceCount`,
  [`${OSP}/threeInventory/page`]: `${OSP}/nobody/preLogin/threeInventory/page`,
  [`${OSP}/threeInventory/queryDuty`]: `${OSP}/nobody/preLogin/threeInventory/queryDuty`,
  [`${OSP}/threeInventory/queryService`]: `${OSP}/nobody/preLogin/threeInventory/queryService`,
  [`${WB}/ospDeptInfo/dutyAndService`]: `${WB}/nobody/baseService/getServiceDeptRelation`,
};

interface Item {
  serviceId: string;
  visitorVisible: boolean;
}

describe.each(testModes())('three lists: the public inventory (%s)', (mode: TestMode) => {
  let api: TestApi;
  let admin: string;
  let student: string;
  withAdminApi(mode, (started, token) => {
    [api, admin] = [started, token];
  });
  beforeAll(async () => {
    student = (await api.signIn('student01')).access_token;
  });

  const post = async (url: string, payload: object = {}, token?: string) =>
    (await api.call({ method: 'POST', url, payload, token })).json();
  const deptOf = async (code: string) => {
    const tree = (await post(`${OSP}/threeInventory/getTree`, {}, admin)).result;
    return tree.flatMap((c: { depts: { code: string }[] }) => c.depts).find((d: { code: string }) => d.code === code);
  };
  /** Every service id a caller receives from every three-lists call, for one department and the whole school. */
  async function everyService(token: string | undefined, deptId: string): Promise<Item[]> {
    const path = (p: string) => (token ? p : (CALLS[p] as string));
    const items: Item[] = [];
    for (let current = 1; ; current++) {
      const page = (await post(path(`${OSP}/threeInventory/queryService`), { current, size: 100 }, token)).result;
      items.push(...page.records);
      if (current * 100 >= page.total) break;
    }
    const relation = (await post(path(`${WB}/ospDeptInfo/dutyAndService`), { deptId }, token)).result;
    items.push(...relation.servicesWithoutDuty, ...relation.duties.flatMap((d: { services: Item[] }) => d.services));
    return items;
  }

  it('should group the shown departments by category with counts equal to the rows they count', async () => {
    const tree = (await post(CALLS[`${OSP}/threeInventory/getTree`] as string)).result;
    expect(tree.map((c: { name: string }) => c.name)).toEqual(['党群部门', '行政部门', '教学单位', '直属单位']);
    const jwc = await deptOf('JWC');
    const duties = (await post(`${OSP}/threeInventory/queryDuty`, { deptId: jwc.id, size: 100 }, admin)).result;
    expect(duties.total).toBe(jwc.dutyCount);
    expect(duties.records).toHaveLength(jwc.dutyCount);
    const services = (await post(`${OSP}/threeInventory/queryService`, { deptId: jwc.id, size: 100 }, admin)).result;
    expect(services.total).toBe(jwc.serviceCount);
    for (const c of tree) expect(c.dutyCount).toBe(c.depts.reduce((n: number, d: { dutyCount: number }) => n + d.dutyCount, 0));

    const totals = (await post(`${OSP}/threeInventory/threeInventoryCount`, {}, admin)).result;
    const adminTree = (await post(`${OSP}/threeInventory/getTree`, {}, admin)).result;
    const depts = adminTree.flatMap((c: { depts: { dutyCount: number; serviceCount: number }[] }) => c.depts);
    expect(totals.deptCount).toBe(depts.length);
    expect(totals.dutyCount).toBe(depts.reduce((n: number, d: { dutyCount: number }) => n + d.dutyCount, 0));
    expect(totals.serviceCount).toBe(depts.reduce((n: number, d: { serviceCount: number }) => n + d.serviceCount, 0));
    const allDuties = (await post(`${OSP}/threeInventory/queryDuty`, { size: 1 }, admin)).result;
    expect(allDuties.total).toBe(totals.dutyCount);
    const perDept = (await post(`${OSP}/threeInventory/serviceCount`, {}, admin)).result;
    expect(perDept.reduce((n: number, d: { serviceCount: number }) => n + d.serviceCount, 0)).toBe(totals.serviceCount);
    expect(totals.linkCount).toBeGreaterThan(0);
  });

  it('should page departments with their information and search duties and services', async () => {
    const page = (await post(CALLS[`${OSP}/threeInventory/page`] as string, { deptName: '教务', size: 5 })).result;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ code: 'JWC', categoryName: '行政部门' });
    expect(page.records[0].contact).toContain('电话');
    const duties = (await post(`${OSP}/threeInventory/queryDuty`, { keyword: '学籍' }, admin)).result;
    expect(duties.records.map((d: { deptCode: string }) => d.deptCode)).toContain('JWC');
    const services = (await post(`${OSP}/threeInventory/queryService`, { keyword: '成绩', size: 100 }, admin)).result;
    expect(services.total).toBeGreaterThan(0);
  });

  it('should give a visitor only visitor-visible services and a student none closed to students, from every call', async () => {
    const jwc = await deptOf('JWC');
    const visitorItems = await everyService(undefined, jwc.id);
    expect(visitorItems.length).toBeGreaterThan(0);
    expect(visitorItems.every((s) => s.visitorVisible)).toBe(true);
    const adminItems = await everyService(admin, jwc.id);
    expect(adminItems.length).toBeGreaterThan(visitorItems.length);

    const studentItems = await everyService(student, jwc.id);
    const roles = await api.platform.db
      .selectFrom('service_roles')
      .select(['service_id', 'role_alias'])
      .where(
        'service_id',
        'in',
        studentItems.map((s) => s.serviceId),
      )
      .execute();
    const open = (id: string) => {
      const mine = roles.filter((r) => r.service_id === id);
      return mine.length === 0 || mine.some((r) => r.role_alias === 'student');
    };
    expect(studentItems.every((s) => open(s.serviceId))).toBe(true);
  });

  it('should answer the relation of a department with duties lacking services and services lacking duties', async () => {
    const jwc = await deptOf('JWC');
    const relation = (await post(`${WB}/ospDeptInfo/dutyAndService`, { deptId: jwc.id }, admin)).result;
    expect(relation.duties).toHaveLength(jwc.dutyCount);
    const linked = relation.duties.flatMap((d: { services: Item[] }) => d.services.map((s) => s.serviceId));
    expect(linked.length + relation.servicesWithoutDuty.length).toBeGreaterThanOrEqual(1);
    for (const s of relation.servicesWithoutDuty) expect(linked).not.toContain(s.serviceId);
    const bad = await post(`${WB}/ospDeptInfo/dutyAndService`, { deptId: 'no-such-dept' }, admin);
    expect(bad).toMatchObject({ status: 1004, msg: ThreeListsMessages.deptUnknown });
    const missing = await api.call({ method: 'POST', url: `${WB}/ospDeptInfo/dutyAndService`, payload: {}, token: admin });
    expect(missing.statusCode).toBe(400);
  });

  it('should answer the department tree to visitors, root first', async () => {
    const tree = (await api.call({ method: 'GET', url: `${WB}/nobody/preLogin/deptTree` })).json().result;
    expect(tree).toHaveLength(1);
    expect(tree[0].children.map((d: { code: string }) => d.code)).toContain('JWC');
    const signedIn = (await api.call({ method: 'GET', url: `${WB}/baseService/getDeptTree`, token: student })).json().result;
    expect(signedIn).toEqual(tree);
  });
});
