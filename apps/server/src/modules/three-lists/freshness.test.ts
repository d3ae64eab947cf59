import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, withAdminApi } from '../../../test/api.ts';
import { type TestMode, testModes } from '../../../test/platforms.ts';

/**
 * What each audience is answered is kept (views.ts) and sent as remembered JSON: every change that touches it must
 * show on the very next call, after the answers were kept (docs/design/three-lists.md, "Speed").
 */

const OSP = '/api/online-service-platform';
const WB = '/api/blade-workbench';
const SP = '/api/blade-platform';
const TREE = `${OSP}/nobody/preLogin/threeInventory/getTree`;
const DUTIES = `${OSP}/nobody/preLogin/threeInventory/queryDuty`;
const SERVICES = `${OSP}/nobody/preLogin/threeInventory/queryService`;
const RELATION = `${WB}/nobody/baseService/getServiceDeptRelation`;

interface Item {
  serviceId: string;
  collected: boolean;
  visitCount: number;
  dutyIds?: string[];
}
interface Relation {
  duties: { duty: { id: string }; services: Item[] }[];
  servicesWithoutDuty: Item[];
}
interface TreeDept {
  id: string;
  code: string;
  name: string;
  dutyCount: number;
  serviceCount: number;
}

describe.each(testModes())('three lists: kept answers follow every change at once (%s)', (mode: TestMode) => {
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
  const depts = async (token?: string): Promise<TreeDept[]> =>
    (await post(token ? `${OSP}/threeInventory/getTree` : TREE, {}, token)).result.flatMap((c: { depts: TreeDept[] }) => c.depts);
  const jwc = async (token?: string) => (await depts(token)).find((d) => d.code === 'JWC') as TreeDept;
  const relation = async (deptId: string, token?: string): Promise<Relation> =>
    (await post(token ? `${WB}/ospDeptInfo/dutyAndService` : RELATION, { deptId }, token)).result;
  const services = async (deptId: string, token?: string): Promise<{ records: Item[]; total: number }> =>
    (await post(token ? `${OSP}/threeInventory/queryService` : SERVICES, { deptId, size: 100 }, token)).result;
  const dutyCount = async (deptId: string, dutyId: string) =>
    (await post(DUTIES, { deptId, size: 100 })).result.records.find((d: { id: string }) => d.id === dutyId).serviceCount;
  const everyItem = (r: Relation) => [...r.duties.flatMap((d) => d.services), ...r.servicesWithoutDuty];

  it('should show a link and an unlink in the relation, the duty counts and the service list at once', async () => {
    const dept = await jwc();
    const before = await relation(dept.id);
    const service = (await services(dept.id)).records.find(
      (s) => !before.duties.some((d) => d.services.some((x) => x.serviceId === s.serviceId)),
    ) as Item;
    const duty = before.duties[0]?.duty as { id: string };
    const count = await dutyCount(dept.id, duty.id);

    expect(await post(`${WB}/ospDeptInfo/linkService`, { dutyId: duty.id, serviceIds: [service.serviceId] }, admin)).toMatchObject({
      status: 1000,
    });
    const linked = await relation(dept.id);
    expect(linked.duties[0]?.services.map((s) => s.serviceId)).toContain(service.serviceId);
    expect(linked.servicesWithoutDuty.map((s) => s.serviceId)).not.toContain(service.serviceId);
    expect(await dutyCount(dept.id, duty.id)).toBe(count + 1);
    expect((await services(dept.id)).records.find((s) => s.serviceId === service.serviceId)?.dutyIds).toContain(duty.id);

    await post(`${WB}/ospDeptInfo/unlinkService`, { dutyId: duty.id, serviceIds: [service.serviceId] }, admin);
    expect(await relation(dept.id)).toEqual(before);
    expect(await dutyCount(dept.id, duty.id)).toBe(count);
  });

  it('should follow a service taken off the shelf and put back in the tree, the list and the relation', async () => {
    const dept = await jwc();
    const list = await services(dept.id);
    const service = list.records[0] as Item;
    await relation(dept.id);

    expect(await post(`${SP}/serviceInfo/shelf`, { serviceIds: [service.serviceId], shelf: false }, admin)).toMatchObject({ status: 1000 });
    expect((await jwc()).serviceCount).toBe(dept.serviceCount - 1);
    expect((await services(dept.id)).total).toBe(list.total - 1);
    expect(everyItem(await relation(dept.id)).map((s) => s.serviceId)).not.toContain(service.serviceId);

    await post(`${SP}/serviceInfo/shelf`, { serviceIds: [service.serviceId], shelf: true }, admin);
    expect((await jwc()).serviceCount).toBe(dept.serviceCount);
    expect((await services(dept.id)).total).toBe(list.total);
    expect(everyItem(await relation(dept.id)).map((s) => s.serviceId)).toContain(service.serviceId);
  });

  it("should mark a signed-in caller's favourites for them only, and show a visit at once", async () => {
    const dept = await jwc(student);
    const open = new Set((await services(dept.id)).records.map((s) => s.serviceId));
    const service = (await services(dept.id, student)).records.find((s) => open.has(s.serviceId)) as Item;
    const mine = (items: Item[]) => items.find((s) => s.serviceId === service.serviceId);
    await relation(dept.id, student);
    await relation(dept.id);

    expect(await post(`${SP}/serverCenter/collect`, { serviceId: service.serviceId }, student)).toMatchObject({ status: 1000 });
    expect(mine((await services(dept.id, student)).records)?.collected).toBe(true);
    expect(mine(everyItem(await relation(dept.id, student)))?.collected).toBe(true);
    expect(mine(everyItem(await relation(dept.id)))?.collected).toBe(false);
    expect(mine((await services(dept.id, admin)).records)?.collected ?? false).toBe(false);
    await post(`${SP}/serverCenter/cancelCollect`, { serviceId: service.serviceId }, student);
    expect(mine((await services(dept.id, student)).records)?.collected).toBe(false);
    expect(mine(everyItem(await relation(dept.id, student)))?.collected).toBe(false);

    const visits = mine(everyItem(await relation(dept.id, student)))?.visitCount ?? 0;
    const { visitCount } = (await post(`${SP}/nobody/userClickVisitLog/clickService`, { serviceId: service.serviceId }, student)).result;
    expect(visitCount).toBe(visits + 1);
    expect(mine(everyItem(await relation(dept.id, student)))?.visitCount).toBe(visits + 1);
    expect(mine((await services(dept.id, student)).records)?.visitCount).toBe(visits + 1);
  });

  it('should list a department added in the service hall at once', async () => {
    const before = await depts();
    const saved = (await post(`${SP}/serviceDept/submit`, { name: '新设服务部门' }, admin)).result;
    expect(before.map((d) => d.id)).not.toContain(saved.id);
    expect(await depts()).toContainEqual(expect.objectContaining({ id: saved.id, name: '新设服务部门', dutyCount: 0, serviceCount: 0 }));
    expect(await post(`${WB}/ospDeptInfo/dutyAndService`, { deptId: saved.id }, admin)).toMatchObject({
      status: 1000,
      result: { duties: [], servicesWithoutDuty: [] },
    });
  });
});
