import { ImportMessages, TransferMessages } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import { DUTY_HEADER as HEADER } from '../../../test/hostile-xlsx.ts';
import { type TestMode, testModes } from '../../../test/platforms.ts';
import { BASE, startBody, transferSession, xlsx } from '../../../test/transfer.ts';

describe.each(testModes())('bulk import and export (%s)', (mode: TestMode) => {
  const t = transferSession(mode);
  const { post, upload } = t;

  describe('upload', () => {
    it('should refuse a text file renamed to .xlsx, a wrong extension, an empty request and two files', async () => {
      const text = { name: 'duties.xlsx', data: Buffer.from('部门编码,职责描述\nJWC,排课\n') };
      expect((await upload('deptDuty', [text])).msg).toBe(ImportMessages.format);
      expect((await upload('deptDuty', [{ name: 'duties.csv', data: Buffer.from('a,b') }])).msg).toBe(ImportMessages.extension);
      expect((await upload('deptDuty', [])).msg).toBe(ImportMessages.fileRequired);
      const good = { name: 'a.xlsx', data: await xlsx([HEADER, ['JWC', '排课', '主体职责', '', 1]]) };
      expect((await upload('deptDuty', [good, { ...good, name: 'b.xlsx' }])).msg).toBe(ImportMessages.onlyOneFile);
    });

    it('should refuse a file over 20 MB', async () => {
      const big = Buffer.alloc(21 * 1024 * 1024, 0x41);
      big.set([0x50, 0x4b, 0x03, 0x04]);
      expect((await upload('deptDuty', [{ name: 'big.xlsx', data: big }])).msg).toBe(ImportMessages.tooLarge);
    });

    it('should refuse an archive that claims to expand beyond the safe size', async () => {
      const data = await xlsx([HEADER, ['JWC', '排课', '主体职责', '', 1]]);
      // Rewrite the first central-directory entry's uncompressed size, as a zip bomb declares it.
      const dir = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
      data.writeUInt32LE(0xfffffff0, dir + 24);
      expect((await upload('deptDuty', [{ name: 'bomb.xlsx', data }])).msg).toBe(TransferMessages.archiveTooLarge);
    });

    it('should accept header rows 1 to 10 only', async () => {
      const data = await xlsx([HEADER]);
      for (const line of ['0', '11', '1.5'])
        expect((await upload('deptDuty', [{ name: 'h.xlsx', data }], { headerLine: line })).msg).toBe(TransferMessages.headerRow);
    });

    it('should match the sheet’s headers to the list’s fields by label', async () => {
      const data = await xlsx([['*职责描述', '无关列', '部门编码', '职责类型']]);
      const r = await upload('deptDuty', [{ name: 'm.xlsx', data }]);
      expect(r.status).toBe(1000);
      expect(r.result.excelField).toEqual(['*职责描述', '无关列', '部门编码', '职责类型']);
      expect(r.result.dbFieldList).toContainEqual({ column: 'deptCode', label: '部门编码', is_must: 1 });
      expect(r.result.dbFieldList).toContainEqual({ column: 'basis', label: '职责依据', is_must: 0 });
      expect(r.result.matchFieldList).toEqual([
        { column: 'deptCode', configure: '部门编码' },
        { column: 'dutyDescription', configure: '*职责描述' },
        { column: 'dutyType', configure: '职责类型' },
        { column: 'basis', configure: '' },
        { column: 'sort', configure: '' },
      ]);
      const checks = await post(`${BASE}/deptDuty/import/inspectionFields`, {});
      expect(checks.result.filter((c: { isKey: boolean }) => c.isKey).map((c: { fieldNote: string }) => c.fieldNote)).toEqual([
        '部门编码',
        '职责描述',
      ]);
    });

    it('should refuse to start while a required field is unmatched', async () => {
      const data = await xlsx([
        ['部门编码', '职责依据'],
        ['JWC', '《章程》'],
      ]);
      const mapped = await upload('deptDuty', [{ name: 'u.xlsx', data }]);
      const r = await post(`${BASE}/deptDuty/import/start`, startBody(mapped));
      expect(r).toMatchObject({ status: 1004, msg: ImportMessages.requiredFieldsUnmatched });
    });
  });
});
