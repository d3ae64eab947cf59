import { TransferMessages } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import { type TestMode, testModes } from '../../../test/platforms.ts';
import { BASE, readXlsx, transferSession } from '../../../test/transfer.ts';

describe.each(testModes())('bulk import and export (%s)', (mode: TestMode) => {
  const t = transferSession(mode);
  const { post } = t;

  describe('access', () => {
    it('should refuse visitors and users without the list’s configuration page', async () => {
      const visitor = await t.api.call({ method: 'GET', url: `${BASE}/deptDuty/exportFields` });
      expect(visitor.statusCode).toBe(401);
      const student = (await t.api.signIn('student01')).access_token;
      const refused = await t.api.call({ method: 'GET', url: `${BASE}/deptDuty/exportFields`, token: student });
      expect(refused.statusCode).toBe(403);
      const template = await t.api.call({ method: 'GET', url: `${BASE}/deptDuty/import/template`, token: student });
      expect(template.statusCode).toBe(403);
    });

    // 职责类型 is required only while the three-lists configuration says so (isDutyTypeMust, off by default).
    it('should give the import template with required columns marked', async () => {
      const r = await t.api.call({ method: 'GET', url: `${BASE}/deptDuty/import/template`, token: t.admin });
      expect(r.statusCode).toBe(200);
      const rows = await readXlsx(r.rawPayload);
      expect(rows[0]).toEqual(['*部门编码', '*职责描述', '职责类型', '职责依据', '排序']);
      expect(rows).toHaveLength(2);
    });

    it('should answer dictionary options by GET and POST, searching departments by deptName', async () => {
      const depts = (
        await t.api.call({ method: 'GET', url: `${BASE}/deptDuty/dict/deptCode`, query: { deptName: '教务' }, token: t.admin })
      ).json();
      expect(depts.result).toEqual([{ dictKey: 'JWC', dictValue: '教务处' }]);
      const types = await post(`${BASE}/deptDuty/dict/dutyType`, { tenantId: '000000' });
      expect(types.result).toEqual([
        { dictKey: '1', dictValue: '主体职责' },
        { dictKey: '2', dictValue: '协同职责' },
        { dictKey: '3', dictValue: '监督职责' },
      ]);
    });

    it('should answer 404 for a list that does not exist', async () => {
      const r = await t.api.call({ method: 'GET', url: `${BASE}/nothing/exportFields`, token: t.admin });
      expect(r.statusCode).toBe(404);
      expect(r.json().msg).toBe(TransferMessages.unknownList);
    });
  });
});
