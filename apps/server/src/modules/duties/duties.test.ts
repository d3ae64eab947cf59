import { DutyMessages } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import { type TestApi, withAdminApi } from '../../../test/api.ts';
import { type TestMode, testModes } from '../../../test/platforms.ts';

const BASE = '/api/blade-workbench/ospDeptDutyListConfig';

describe.each(testModes())('department duties (%s)', (mode: TestMode) => {
  let api: TestApi;
  let admin: string;

  withAdminApi(mode, (started, token) => {
    [api, admin] = [started, token];
  });

  const post = async (path: string, payload: object, token = admin) => api.call({ method: 'POST', url: `${BASE}/${path}`, payload, token });

  it('should page the seeded duties of a department, filtered by department name', async () => {
    const r = (await post('page', { current: 1, size: 10, deptName: '教务' })).json();
    expect(r.status).toBe(1000);
    expect(r.result.total).toBe(5);
    expect(r.result.records[0]).toMatchObject({ deptCode: 'JWC', deptName: '教务处', dutyTypeName: '主体职责', sort: 1 });
  });

  it('should add, change and delete a duty, refusing the same description twice in a department', async () => {
    const saved = (
      await post('save', {
        deptCode: 'BWC',
        dutyDescription: '负责大型活动安保方案审核',
        dutyType: '1',
        basis: '《大型群众性活动安全管理条例》',
        sort: 9,
      })
    ).json();
    expect(saved.status).toBe(1000);
    const again = (await post('save', { deptCode: 'BWC', dutyDescription: '负责大型活动安保方案审核', dutyType: '2' })).json();
    expect(again).toMatchObject({ status: 1004, msg: DutyMessages.duplicate });
    const unknownDept = (await post('save', { deptCode: 'NOPE', dutyDescription: '任意', dutyType: '1' })).json();
    expect(unknownDept).toMatchObject({ status: 1004, msg: DutyMessages.deptUnknown });

    const changed = (
      await post('update', { id: saved.result.id, deptCode: 'BWC', dutyDescription: '负责大型活动安保方案审核与备案', dutyType: '3' })
    ).json();
    expect(changed.result).toMatchObject({ dutyDescription: '负责大型活动安保方案审核与备案', dutyTypeName: '监督职责' });

    expect((await post('remove', { ids: saved.result.id })).json().result).toBe(1);
    expect((await post('page', { current: 1, size: 10, dutyDescription: '安保方案' })).json().result.total).toBe(0);
  });

  it('should refuse a bad duty type and users without the three-lists configuration page', async () => {
    const bad = await post('save', { deptCode: 'BWC', dutyDescription: '任意', dutyType: '9' });
    expect(bad.statusCode).toBe(400);
    const student = (await api.signIn('student01')).access_token;
    expect((await post('page', {}, student)).statusCode).toBe(403);
  });
});
