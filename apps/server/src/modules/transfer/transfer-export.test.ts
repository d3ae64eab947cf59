import { ExportFileNameMessages, TransferMessages } from '@onehall/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { type TestMode, testModes } from '../../../test/platforms.ts';
import { BASE, readXlsx, SEEDED_DUTIES, transferSession } from '../../../test/transfer.ts';

describe.each(testModes())('bulk import and export (%s)', (mode: TestMode) => {
  const t = transferSession(mode);
  const { post, dutyCount, finished } = t;

  describe('export', () => {
    it('should offer the account list’s columns without any password', async () => {
      const r = (await t.api.call({ method: 'GET', url: `${BASE}/users/exportFields`, token: t.admin })).json();
      const keys = r.result.map((f: { key: string }) => f.key);
      expect(keys).toContain('account');
      expect(keys.join()).not.toMatch(/password/i);
      expect(r.result.map((f: { label: string }) => f.label).join()).not.toContain('密码');
    });

    it('should count all rows, the current search and the ticked rows', async () => {
      expect((await post(`${BASE}/deptDuty/export/count`, { dataRange: 1 })).result).toBe(await dutyCount());
      const search = await post(`${BASE}/deptDuty/export/count`, { dataRange: 2, formInline: { deptCode: 'JWC', current: 1 } });
      expect(search.result).toBe(5);
      const advanced = await post(`${BASE}/deptDuty/export/count`, {
        dataRange: 2,
        advancedSearch: [{ field: 'dutyType', operator: 'eq', value: '3' }],
      });
      expect(advanced.result).toBeGreaterThan(0);
      expect(advanced.result).toBeLessThan(SEEDED_DUTIES);
      const page = await post('/api/blade-workbench/ospDeptDutyListConfig/page', { current: 1, size: 3 });
      const ids = page.result.records.map((r: { id: string }) => r.id);
      expect((await post(`${BASE}/deptDuty/export/count`, { dataRange: 3, choiceDataIds: ids })).result).toBe(3);
    });

    it('should refuse every bad export request with its message', async () => {
      const start = (body: object) =>
        post(`${BASE}/deptDuty/export/start`, { dataRange: 1, fileName: '职责清单', exportField: '部门编码:deptCode', ...body });
      expect((await start({ fileName: '  ' })).msg).toBe(ExportFileNameMessages.required);
      expect((await start({ fileName: '职责—清单' })).msg).toBe(ExportFileNameMessages.charset);
      expect((await start({ fileName: 'ab' })).msg).toBe(ExportFileNameMessages.tooShort);
      expect((await start({ exportField: '' })).msg).toBe('请至少选择一个导出字段');
      expect((await start({ exportField: '密码:password_hash' })).msg).toBe(TransferMessages.unknownField);
      expect((await start({ dataRange: 3 })).msg).toBe(TransferMessages.tickedRequired);
      const none = await start({ dataRange: 2, formInline: { deptCode: 'NOPE' } });
      expect(none).toMatchObject({ status: 1004, msg: TransferMessages.noData });
    });

    it('should write the chosen columns in the chosen order with labels, downloadable by the requester only', async () => {
      const started = await post(`${BASE}/deptDuty/export/start`, {
        dataRange: 2,
        formInline: { deptCode: 'JWC' },
        fileName: '教务处职责',
        exportField: '职责类型:dutyType,部门名称:deptName,职责描述:dutyDescription',
      });
      expect(started.status).toBe(1000);
      const done = await finished('export', 'deptDuty', started.result.redisKey);
      expect(done).toMatchObject({ state: 'completed', finishRate: 100, totalNum: 5, finishNum: 5, errorMsg: null });
      const { url, fileName } = done.result as { url: string; fileName: string };
      expect(fileName).toBe('教务处职责.xlsx');

      const file = await t.api.call({ method: 'GET', url, token: t.admin });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain(encodeURIComponent('教务处职责.xlsx'));
      const rows = await readXlsx(file.rawPayload);
      expect(rows[0]).toEqual(['职责类型', '部门名称', '职责描述']);
      expect(rows).toHaveLength(6);
      expect(rows.slice(1).every((r) => r[1] === '教务处' && ['主体职责', '协同职责', '监督职责'].includes(r[0] as string))).toBe(true);

      const other = (await t.api.signIn('teacher01')).access_token;
      expect((await t.api.call({ method: 'GET', url, token: other })).statusCode).toBe(403);
      const key = started.result.redisKey;
      const progressOfOther = await t.api.call({ method: 'POST', url: `${BASE}/users/export/progress`, payload: { key }, token: t.admin });
      expect(progressOfOther.statusCode).toBe(404);
    });

    it('should start an export again when the database drops its connection mid-way, and offer the whole file', async () => {
      // What PostgreSQL sends to every session when it is restarted (admin shutdown), thrown by the first try only.
      const restart = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      const produce = vi.spyOn(t.api.platform.files, 'produce').mockRejectedValueOnce(restart);
      try {
        const started = await post(`${BASE}/deptDuty/export/start`, {
          dataRange: 2,
          formInline: { deptCode: 'JWC' },
          fileName: '重启期间的导出',
          exportField: '部门名称:deptName',
        });
        const done = await finished('export', 'deptDuty', started.result.redisKey);
        expect(done).toMatchObject({ state: 'completed', totalNum: 5, finishNum: 5, errorMsg: null });
        expect(produce).toHaveBeenCalledTimes(2);
        const file = await t.api.call({ method: 'GET', url: (done.result as { url: string }).url, token: t.admin });
        expect(await readXlsx(file.rawPayload)).toHaveLength(6);
      } finally {
        produce.mockRestore();
      }
    });

    it('should read as completed when the store restarts just as the finished export is reported', async () => {
      const set = t.api.platform.cache.set.bind(t.api.platform.cache);
      let refused = 0;
      const cacheSet = vi.spyOn(t.api.platform.cache, 'set').mockImplementation(async (key, value, ttlMs) => {
        if (refused === 0 && (value as { state?: string } | null)?.state === 'completed') {
          refused++;
          throw new Error('Connection is closed.');
        }
        return set(key, value, ttlMs);
      });
      try {
        const started = await post(`${BASE}/deptDuty/export/start`, {
          dataRange: 2,
          formInline: { deptCode: 'JWC' },
          fileName: '重启时完成的导出',
          exportField: '部门名称:deptName',
        });
        const done = await finished('export', 'deptDuty', started.result.redisKey);
        expect(refused).toBe(1);
        expect(done).toMatchObject({ state: 'completed', totalNum: 5, finishNum: 5, errorMsg: null });
      } finally {
        cacheSet.mockRestore();
      }
    });

    it('should export only the ticked rows and neutralise text a spreadsheet would run as a formula', async () => {
      const ids: string[] = [];
      for (const text of ['=HYPERLINK("http://evil.example","点我")', '+SUM(A1:A2)', '-2+3', '@cmd', "=cmd|'/C calc'!A0"]) {
        const saved = await post('/api/blade-workbench/ospDeptDutyListConfig/save', {
          deptCode: 'TSG',
          dutyDescription: text,
          dutyType: '1',
          basis: '=1+1',
        });
        expect(saved.status).toBe(1000);
        ids.push(saved.result.id);
      }
      const started = await post(`${BASE}/deptDuty/export/start`, {
        dataRange: 3,
        choiceDataList: ids.map((id) => ({ id })),
        fileName: 'formula_check',
        exportField: '职责描述:dutyDescription,职责依据:basis',
      });
      const done = await finished('export', 'deptDuty', started.result.redisKey);
      expect(done.totalNum).toBe(5);
      const file = await t.api.call({ method: 'GET', url: (done.result as { url: string }).url, token: t.admin });
      const rows = (await readXlsx(file.rawPayload)).slice(1);
      expect(rows).toHaveLength(5);
      for (const [description, basis] of rows) {
        expect(description?.startsWith("'")).toBe(true);
        expect(basis).toBe("'=1+1");
      }
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]?.getCell('A2').formula).toBeUndefined();
      await post('/api/blade-workbench/ospDeptDutyListConfig/remove', { ids: ids.join(',') });
    });
  });
});
