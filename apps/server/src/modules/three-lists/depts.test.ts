import { DUTY_SERVICES_MAX, ThreeListsMessages } from '@onehall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, withAdminApi } from '../../../test/api.ts';
import { type TestMode, testModes } from '../../../test/platforms.ts';

const OSP = '/api/online-service-platform';
const WB = '/api/blade-workbench';

interface Node {
  code: string;
  children: Node[];
}
const codes = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.code, ...codes(n.children)]);

describe.each(testModes())('three lists: department information and links (%s)', (mode: TestMode) => {
  let api: TestApi;
  let admin: string;
  let staff: string;
  let student: string;
  withAdminApi(mode, (started, token) => {
    [api, admin] = [started, token];
  });
  beforeAll(async () => {
    staff = (await api.signIn('staff01')).access_token;
    student = (await api.signIn('student01')).access_token;
  });

  const post = async (url: string, payload: object = {}, token = admin) => (await api.call({ method: 'POST', url, payload, token })).json();
  const deptId = async (code: string) =>
    (await post(`${WB}/ospDeptInfo/page`, { deptName: code, size: 100 })).result.records.find((d: { code: string }) => d.code === code)
      .id as string;

  it('should give a department administrator only their departments, everyone in the menu all, and refuse the others', async () => {
    const mine = (await post(`${WB}/baseService/getDeptTreePower`, {}, staff)).result;
    expect(codes(mine).sort()).toEqual(['JWC', 'XGC']);
    const all = (await post(`${WB}/baseService/getDeptTreePower`, {}, admin)).result;
    expect(codes(all)).toContain('MDU');
    expect(codes(all).length).toBeGreaterThan(30);
    expect((await post(`${WB}/baseService/getDeptTreePower`, {}, student)).result).toEqual([]);

    const page = (await post(`${WB}/ospDeptInfo/page`, { size: 100 }, staff)).result;
    expect(page.records.map((d: { code: string }) => d.code).sort()).toEqual(['JWC', 'XGC']);
    expect(await post(`${WB}/ospDeptInfo/page`, {}, student)).toMatchObject({ status: 403, msg: ThreeListsMessages.noDeptAdmin });
    const cwc = await deptId('CWC');
    const body = { deptId: cwc, categoryId: null, sort: 1, description: '改', contact: '' };
    expect(await post(`${WB}/ospDeptInfo/update`, body, staff)).toMatchObject({ status: 403, msg: ThreeListsMessages.notDeptAdmin });
    expect(await post(`${WB}/ospDeptInfo/update`, { ...body, deptId: 'no-such-dept' })).toMatchObject({
      status: 1004,
      msg: ThreeListsMessages.deptUnknown,
    });
  });

  it('should change a department and show it on the public page at once', async () => {
    const jwc = await deptId('JWC');
    const categories = (await post(`${OSP}/indexnavigationconfig/getAllDeptCategory`)).result;
    const target = categories.find((c: { name: string }) => c.name === '直属单位');
    const changed = await post(
      `${WB}/ospDeptInfo/update`,
      { deptId: jwc, categoryId: target.id, sort: 0, description: '教务处负责本科教学运行。', contact: '行政楼101室' },
      staff,
    );
    expect(changed.result).toMatchObject({ categoryName: '直属单位', description: '教务处负责本科教学运行。', contact: '行政楼101室' });
    const page = (await post(`${OSP}/nobody/preLogin/threeInventory/page`, { deptName: 'JWC' })).result.records[0];
    expect(page).toMatchObject({ categoryId: target.id, contact: '行政楼101室' });
    expect(
      await post(`${WB}/ospDeptInfo/update`, { deptId: jwc, categoryId: 'no-such', sort: 0, description: '', contact: '' }),
    ).toMatchObject({
      status: 1004,
      msg: ThreeListsMessages.categoryUnknown,
    });
  });

  it('should list the departments without duties', async () => {
    const none = (await post(`${WB}/ospDeptInfo/noSetDutyDept`)).result.map((d: { code: string }) => d.code);
    expect(none).toEqual(expect.arrayContaining(['DAG', 'GH', 'TYB']));
    const duties = (await post(`${WB}/ospDeptDutyListConfig/page`, { deptCode: 'DAG', size: 100 })).result;
    expect(duties.total).toBe(0);
    expect((await post(`${WB}/ospDeptInfo/noSetDutyDept`, {}, staff)).result).toEqual([]);
  });

  it('should link and unlink services to a duty through the picker, refusing bad ids and other departments', async () => {
    const jwc = await deptId('JWC');
    const relation = (await post(`${WB}/ospDeptInfo/dutyAndService`, { deptId: jwc })).result;
    const duty = relation.duties[0].duty;
    const picker = (await post(`${WB}/ospDeptInfo/queryServiceInfo`, { deptId: jwc, dutyId: duty.id, size: 100 }, staff)).result;
    expect(picker.total).toBe(picker.records.length);
    const before = picker.records.filter((s: { linked: boolean }) => s.linked).length;
    const free = picker.records.find((s: { linked: boolean }) => !s.linked);
    expect(await post(`${WB}/ospDeptInfo/linkService`, { dutyId: duty.id, serviceIds: [free.serviceId] }, staff)).toMatchObject({
      result: before + 1,
    });
    const again = (await post(`${WB}/ospDeptInfo/queryServiceInfo`, { deptId: jwc, dutyId: duty.id, size: 100 }, staff)).result;
    expect(again.records.find((s: { serviceId: string }) => s.serviceId === free.serviceId).linked).toBe(true);
    expect(await post(`${WB}/ospDeptInfo/unlinkService`, { dutyId: duty.id, serviceIds: [free.serviceId] }, staff)).toMatchObject({
      result: before,
    });

    expect(await post(`${WB}/ospDeptInfo/linkService`, { dutyId: duty.id, serviceIds: ['no-such-service'] })).toMatchObject({
      status: 1004,
      msg: ThreeListsMessages.serviceUnknown,
    });
    expect(await post(`${WB}/ospDeptInfo/linkService`, { dutyId: 'no-such-duty', serviceIds: [free.serviceId] })).toMatchObject({
      status: 1004,
      msg: ThreeListsMessages.dutyUnknown,
    });
    const tooMany = Array.from({ length: DUTY_SERVICES_MAX + 1 }, (_, i) => `s${i}`);
    expect(
      (
        await api.call({
          method: 'POST',
          url: `${WB}/ospDeptInfo/linkService`,
          payload: { dutyId: duty.id, serviceIds: tooMany },
          token: admin,
        })
      ).statusCode,
    ).toBe(400);

    const cwc = await deptId('CWC');
    const cwcDuty = (await post(`${WB}/ospDeptInfo/dutyAndService`, { deptId: cwc })).result.duties[0].duty;
    expect(await post(`${WB}/ospDeptInfo/linkService`, { dutyId: cwcDuty.id, serviceIds: [free.serviceId] }, staff)).toMatchObject({
      status: 403,
      msg: ThreeListsMessages.notDeptAdmin,
    });
    expect(await post(`${WB}/ospDeptInfo/queryServiceInfo`, { deptId: cwc }, staff)).toMatchObject({ status: 403 });
  });
});
