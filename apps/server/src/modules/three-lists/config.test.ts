import { DutyMessages, ThreeListsMessages } from '@onehall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, withAdminApi } from '../../../test/api.ts';
import { DUTY_HEADER } from '../../../test/hostile-xlsx.ts';
import { type TestMode, testModes } from '../../../test/platforms.ts';
import { transferSession, xlsx } from '../../../test/transfer.ts';

const OSP = '/api/online-service-platform';
const WB = '/api/blade-workbench';

describe.each(testModes())('three lists: configuration and the duty type rule (%s)', (mode: TestMode) => {
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
  const getConfig = async () => (await post(`${OSP}/nobody/tripleList/getConfig`)).result;
  const save = async (changes: object, token = admin) => {
    const { categories, ...rest } = await getConfig();
    const body = {
      ...rest,
      categories: categories.map(({ id, name, shown }: { id: string; name: string; shown: boolean }) => ({ id, name, shown })),
      ...changes,
    };
    return post(`${OSP}/tripleList/saveConfig`, body, token);
  };

  it('should turn a list off, close the page to visitors and refuse those without the configuration menu', async () => {
    expect((await save({ showServices: false }, student)).status).toBe(403);
    expect((await save({ showServices: false, title: '部门三清单' })).status).toBe(1000);
    expect(await getConfig()).toMatchObject({ showServices: false, title: '部门三清单' });
    expect(await post(`${OSP}/nobody/preLogin/threeInventory/queryService`, {})).toMatchObject({
      status: 1004,
      msg: ThreeListsMessages.listHidden('services'),
    });
    expect((await save({ showServices: true, visitorAllowed: false })).status).toBe(1000);
    const closed = await api.call({ method: 'POST', url: `${OSP}/nobody/preLogin/threeInventory/getTree`, payload: {} });
    expect(closed.json()).toMatchObject({ status: 403, msg: ThreeListsMessages.visitorsClosed });
    expect((await post(`${OSP}/threeInventory/getTree`, {}, student)).status).toBe(1000);
    expect((await save({ visitorAllowed: true })).status).toBe(1000);
  });

  it('should order, rename, hide and add categories, refusing to delete one still held', async () => {
    const { categories } = await getConfig();
    const [first, second, ...rest] = categories;
    const reordered = [second, { ...first, shown: false }, ...rest, { name: '附属单位', shown: true }].map(({ id, name, shown }) => ({
      id,
      name,
      shown,
    }));
    expect((await save({ categories: reordered })).status).toBe(1000);
    const names = (await post(`${OSP}/indexnavigationconfig/getAllDeptCategory`, {}, student)).result.map((c: { name: string }) => c.name);
    expect(names).toEqual([second.name, first.name, ...rest.map((c: { name: string }) => c.name), '附属单位']);
    const tree = (await post(`${OSP}/threeInventory/getTree`, {}, admin)).result.map((c: { name: string }) => c.name);
    expect(tree).not.toContain(first.name);
    expect(await save({ categories: reordered.filter((c) => c.id !== second.id) })).toMatchObject({
      status: 1004,
      msg: ThreeListsMessages.categoryInUse(second.name),
    });
    expect(await save({ categories: [...reordered, { name: '附属单位', shown: true }] })).toMatchObject({ status: 1004 });
    expect(await save({ categories: [{ id: 'no-such', name: 'x', shown: true }] })).toMatchObject({
      status: 1004,
      msg: ThreeListsMessages.categoryUnknown,
    });
    // Back as seeded: the unused 附属单位 goes.
    expect(
      (
        await save({
          categories: categories.map(({ id, name, shown }: { id: string; name: string; shown: boolean }) => ({ id, name, shown })),
        })
      ).status,
    ).toBe(1000);
    expect((await getConfig()).categories).toEqual(categories);
  });
});

describe.each(testModes())('three lists: the duty type rule (%s)', (mode: TestMode) => {
  const t = transferSession(mode);
  const saveConfig = async (changes: object) => {
    const { categories, ...rest } = (await t.post(`${OSP}/nobody/tripleList/getConfig`, {})).result;
    const kept = categories.map(({ id, name, shown }: { id: string; name: string; shown: boolean }) => ({ id, name, shown }));
    return t.post(`${OSP}/tripleList/saveConfig`, { ...rest, categories: kept, ...changes });
  };
  const typeMust = async () => (await t.api.call({ method: 'GET', url: `${WB}/nobody/isDutyTypeMust` })).json().result;
  const importWithoutType = async (description: string) =>
    t.importFile({ name: 'duties.xlsx', data: await xlsx([DUTY_HEADER, ['BWC', description, '', '', 1]]) }, { errorRegx: 1 });

  it('should refuse a duty without type on save, update and import while the type is mandatory, and accept it otherwise', async () => {
    expect(await typeMust()).toBe(false);
    const saved = await t.post(`${WB}/ospDeptDutyListConfig/save`, { deptCode: 'BWC', dutyDescription: '无类型职责' });
    expect(saved).toMatchObject({ status: 1000, result: { dutyType: '', dutyTypeName: '' } });

    expect((await saveConfig({ isDutyTypeMust: true })).status).toBe(1000);
    expect(await typeMust()).toBe(true);
    expect(await t.post(`${WB}/ospDeptDutyListConfig/save`, { deptCode: 'BWC', dutyDescription: '无类型职责二' })).toMatchObject({
      status: 1004,
      msg: DutyMessages.typeRequired,
    });
    expect(
      await t.post(`${WB}/ospDeptDutyListConfig/update`, {
        id: saved.result.id,
        deptCode: 'BWC',
        dutyDescription: '无类型职责',
        dutyType: '',
      }),
    ).toMatchObject({ status: 1004, msg: DutyMessages.typeRequired });
    expect(await importWithoutType('导入无类型职责')).toMatchObject({ failNum: 1, newInsertNum: 0 });

    expect((await saveConfig({ isDutyTypeMust: false })).status).toBe(1000);
    expect(await importWithoutType('导入无类型职责')).toMatchObject({ failNum: 0, newInsertNum: 1 });
  });
});
