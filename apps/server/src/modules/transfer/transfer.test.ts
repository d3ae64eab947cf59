import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { type Envelope, ExportFileNameMessages, ImportMessages, TransferMessages } from '@onehall/contract';
import ExcelJS from 'exceljs';
import { Redis } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { clientAuthorization, startApi, type TestApi, withAdminApi } from '../../../test/api.ts';
import { createTestPlatform, type TestMode, testModes } from '../../../test/platforms.ts';
import { UNSAFE_LINKS } from '../../../test/unsafe-links.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { closePlatform, createPlatform } from '../../platform/create-platform.ts';
import { seedDemoCampus } from '../../seed/index.ts';

const BASE = '/api/blade-platform/excel';
const WAIT = { timeout: 30_000, interval: 50 };
const SEEDED_DUTIES = 65;

/** The files folder of the killed node and the one that comes back (other tests use their platform's own). */
const filesDir = mkdtempSync(path.join(tmpdir(), 'onehall-transfer-'));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

const HEADER = ['部门编码', '职责描述', '职责类型', '职责依据', '排序'];

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The index that keeps a department's duties in order; a large embedded import rebuilds it before its commit. */
async function sortIndexDefinition(db: Kysely<Database>, dialect: 'sqlite' | 'postgres'): Promise<string | undefined> {
  const query =
    dialect === 'sqlite'
      ? sql<{
          definition: string;
        }>`select sql as definition from sqlite_master where type = 'index' and name = 'dept_duties_tenant_sort_idx'`
      : sql<{ definition: string }>`select indexdef as definition from pg_indexes
          where schemaname = current_schema() and indexname = 'dept_duties_tenant_sort_idx'`;
  return (await query.execute(db)).rows[0]?.definition;
}

function xls(rows: (string | number)[][]): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(workbook, { bookType: 'xls', type: 'buffer' }) as Buffer;
}

async function readXlsx(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const rows: string[][] = [];
  sheet.eachRow((row) =>
    rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v === null || v === undefined ? '' : String(v)))),
  );
  return rows;
}

function multipart(files: { name: string; data: Buffer }[], fields: Record<string, string> = {}) {
  const boundary = '----onehallTransferBoundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testModes())('bulk import and export (%s)', (mode: TestMode) => {
  let api: TestApi;
  let admin: string;

  withAdminApi(mode, (started, token) => {
    [api, admin] = [started, token];
  });

  const post = async (url: string, payload: unknown, token = admin) =>
    (await api.call({ method: 'POST', url, payload: payload as object, token })).json();

  const upload = async (list: string, files: { name: string; data: Buffer }[], fields: Record<string, string> = {}, token = admin) => {
    const body = multipart(files, fields);
    return (await api.call({ method: 'POST', url: `${BASE}/${list}/import/upload`, token, ...body })).json();
  };

  const dutyCount = async () =>
    (await post('/api/blade-workbench/ospDeptDutyListConfig/page', { current: 1, size: 1 })).result.total as number;

  async function finished(kind: 'export' | 'import', list: string, key: string) {
    let last: { status: number; result: Record<string, unknown> } | undefined;
    await vi.waitFor(async () => {
      last = await post(`${BASE}/${list}/${kind}/progress`, { key });
      expect(last?.result.finished).toBe(true);
    }, WAIT);
    return last?.result as Record<string, unknown>;
  }

  async function importFile(file: { name: string; data: Buffer }, rules: { ruleNum?: 1 | 2; errorRegx?: 1 | 2; headerLine?: number } = {}) {
    const headerLine = rules.headerLine ?? 1;
    const mapped = await upload('deptDuty', [file], { headerLine: String(headerLine) });
    expect(mapped.status).toBe(1000);
    const started = await post(`${BASE}/deptDuty/import/start`, {
      fileKey: mapped.result.fileKey,
      headerLine,
      ruleNum: rules.ruleNum ?? 2,
      errorRegx: rules.errorRegx ?? 1,
      matchFieldList: mapped.result.matchFieldList,
    });
    expect(started.status).toBe(1000);
    return finished('import', 'deptDuty', started.result.redisKey);
  }

  describe('access', () => {
    it('should refuse visitors and users without the list’s configuration page', async () => {
      const visitor = await api.call({ method: 'GET', url: `${BASE}/deptDuty/exportFields` });
      expect(visitor.statusCode).toBe(401);
      const student = (await api.signIn('student01')).access_token;
      const refused = await api.call({ method: 'GET', url: `${BASE}/deptDuty/exportFields`, token: student });
      expect(refused.statusCode).toBe(403);
      const template = await api.call({ method: 'GET', url: `${BASE}/deptDuty/import/template`, token: student });
      expect(template.statusCode).toBe(403);
    });

    it('should give the import template with required columns marked', async () => {
      const r = await api.call({ method: 'GET', url: `${BASE}/deptDuty/import/template`, token: admin });
      expect(r.statusCode).toBe(200);
      const rows = await readXlsx(r.rawPayload);
      expect(rows[0]).toEqual(['*部门编码', '*职责描述', '*职责类型', '职责依据', '排序']);
      expect(rows).toHaveLength(2);
    });

    it('should answer dictionary options by GET and POST, searching departments by deptName', async () => {
      const depts = (
        await api.call({ method: 'GET', url: `${BASE}/deptDuty/dict/deptCode`, query: { deptName: '教务' }, token: admin })
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
      const r = await api.call({ method: 'GET', url: `${BASE}/nothing/exportFields`, token: admin });
      expect(r.statusCode).toBe(404);
      expect(r.json().msg).toBe(TransferMessages.unknownList);
    });
  });

  describe('export', () => {
    it('should offer the account list’s columns without any password', async () => {
      const r = (await api.call({ method: 'GET', url: `${BASE}/users/exportFields`, token: admin })).json();
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

      const file = await api.call({ method: 'GET', url, token: admin });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain(encodeURIComponent('教务处职责.xlsx'));
      const rows = await readXlsx(file.rawPayload);
      expect(rows[0]).toEqual(['职责类型', '部门名称', '职责描述']);
      expect(rows).toHaveLength(6);
      expect(rows.slice(1).every((r) => r[1] === '教务处' && ['主体职责', '协同职责', '监督职责'].includes(r[0] as string))).toBe(true);

      const other = (await api.signIn('teacher01')).access_token;
      expect((await api.call({ method: 'GET', url, token: other })).statusCode).toBe(403);
      const key = started.result.redisKey;
      const progressOfOther = await api.call({ method: 'POST', url: `${BASE}/users/export/progress`, payload: { key }, token: admin });
      expect(progressOfOther.statusCode).toBe(404);
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
      const file = await api.call({ method: 'GET', url: (done.result as { url: string }).url, token: admin });
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
        ['部门编码', '职责描述'],
        ['JWC', '新职责'],
      ]);
      const mapped = await upload('deptDuty', [{ name: 'u.xlsx', data }]);
      const r = await post(`${BASE}/deptDuty/import/start`, {
        fileKey: mapped.result.fileKey,
        headerLine: 1,
        ruleNum: 2,
        errorRegx: 1,
        matchFieldList: mapped.result.matchFieldList,
      });
      expect(r).toMatchObject({ status: 1004, msg: ImportMessages.requiredFieldsUnmatched });
    });
  });

  describe('import', () => {
    it('should skip bad rows and duplicates under rule 1 and list the bad rows in the error file', async () => {
      const before = await dutyCount();
      const data = await xlsx([
        HEADER,
        ['JWC', '导入测试：新增职责一', '主体职责', '依据一', 3],
        ['JWC', '制定本科教学管理制度并组织实施', '主体职责', '', 1],
        ['NOPE', '导入测试：部门不存在', '主体职责', '', 1],
        ['CWC', '', '监督职责', '', 1],
        ['CWC', '导入测试：类型错误', '不存在的类型', '', 1],
        ['CWC', '导入测试：新增职责二', '监督职责', '', ''],
        ['JWC', '导入测试：新增职责一', '协同职责', '文件内重复', 4],
      ]);
      const done = await importFile({ name: 'duties.xlsx', data }, { errorRegx: 1 });
      expect(done).toMatchObject({ state: 'completed', newInsertNum: 2, updateNum: 0, jumpNum: 2, failNum: 3, successNum: 2, totalNum: 7 });
      expect(await dutyCount()).toBe(before + 2);
      // Each value in its column; the duplicate later in the file changed nothing.
      const added = await post('/api/blade-workbench/ospDeptDutyListConfig/page', {
        current: 1,
        size: 10,
        dutyDescription: '导入测试：新增职责',
      });
      expect(
        added.result.records
          .map((r: Record<string, unknown>) => [r.deptCode, r.dutyDescription, r.dutyType, r.basis, r.sort])
          .sort((a: string[], b: string[]) => (a[1] as string).localeCompare(b[1] as string)),
      ).toEqual([
        ['JWC', '导入测试：新增职责一', '1', '依据一', 3],
        ['CWC', '导入测试：新增职责二', '3', '', 0],
      ]);

      const file = await api.call({
        method: 'GET',
        url: `${BASE}/deptDuty/import/errorFile`,
        query: { errorKey: done.errorKey as string },
        token: admin,
      });
      expect(file.statusCode).toBe(200);
      const rows = await readXlsx(file.rawPayload);
      expect(rows[0]).toEqual([...HEADER, '错误原因']);
      expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
        ['NOPE', '导入测试：部门不存在', '主体职责'],
        ['CWC', '', '监督职责'],
        ['CWC', '导入测试：类型错误', '不存在的类型'],
      ]);
      expect(rows.slice(1).map((r) => r[5])).toEqual([
        '第4行：部门编码“NOPE”不存在',
        '第5行：职责描述不能为空',
        '第6行：职责类型“不存在的类型”不存在',
      ]);
    });

    it('should leave the table exactly as it was when rule 2 meets a bad row', async () => {
      const before = await post('/api/blade-workbench/ospDeptDutyListConfig/page', { current: 1, size: 100 });
      const data = await xlsx([
        HEADER,
        ['JWC', '规则二：第一行正常', '主体职责', '', 1],
        ['JWC', '规则二：第二行正常', '主体职责', '', 2],
        ['XXX', '规则二：坏行', '主体职责', '', 3],
      ]);
      const done = await importFile({ name: 'stop.xlsx', data }, { errorRegx: 2 });
      expect(done).toMatchObject({ state: 'failed', finished: true, newInsertNum: 0, failNum: 1 });
      expect(done.errorMsg).toContain('第4行');
      const after = await post('/api/blade-workbench/ospDeptDutyListConfig/page', { current: 1, size: 100 });
      expect(after.result).toEqual(before.result);
    });

    it('should overwrite duplicates under duplicate rule 1', async () => {
      const data = await xlsx([HEADER, ['JWC', '制定本科教学管理制度并组织实施', '监督职责', '覆盖后的依据', 9]]);
      const done = await importFile({ name: 'over.xlsx', data }, { ruleNum: 1 });
      expect(done).toMatchObject({ state: 'completed', newInsertNum: 0, updateNum: 1, jumpNum: 0, failNum: 0 });
      const page = await post('/api/blade-workbench/ospDeptDutyListConfig/page', {
        current: 1,
        size: 10,
        dutyDescription: '制定本科教学管理制度',
      });
      expect(page.result.records[0]).toMatchObject({ dutyType: '3', basis: '覆盖后的依据', sort: 9 });
    });

    it('should keep every Chinese character of a large .xlsx intact', async () => {
      const rows: (string | number)[][] = [HEADER];
      for (let i = 0; i < 20_000; i++)
        rows.push([
          'HQC',
          `大文件职责第${i}条：负责校园公共设施的日常巡查与报修受理`,
          ['主体职责', '协同职责', '监督职责'][i % 3] as string,
          '《后勤保障服务管理办法》',
          i % 100,
        ]);
      const index = await sortIndexDefinition(api.platform.db, api.platform.dialect);
      expect(index).toBeDefined();
      const done = await importFile({ name: 'large.xlsx', data: await xlsx(rows) });
      expect(done).toMatchObject({ state: 'completed', newInsertNum: 20_000, failNum: 0 });
      const garbled = await api.platform.db.selectFrom('dept_duties').select('id').where('duty_description', 'like', '%\ufffd%').execute();
      expect(garbled).toHaveLength(0);
      // Large enough for the embedded database to build the sort index once at the end: it is back, as it was.
      expect(await sortIndexDefinition(api.platform.db, api.platform.dialect)).toBe(index);
    }, 60_000);

    it('should keep the table and its sort index as they were when rule 2 refuses the last row of a large file', async () => {
      const index = await sortIndexDefinition(api.platform.db, api.platform.dialect);
      const before = await dutyCount();
      const rows: (string | number)[][] = [HEADER];
      for (let i = 0; i < 8_000; i++) rows.push(['TSG', `规则二大文件职责${i}`, '主体职责', '', i % 50]);
      rows.push(['XXX', '规则二大文件坏行', '主体职责', '', 1]);
      const done = await importFile({ name: 'large-stop.xlsx', data: await xlsx(rows) }, { errorRegx: 2 });
      expect(done).toMatchObject({ state: 'failed', finished: true, newInsertNum: 0, failNum: 1 });
      expect(await dutyCount()).toBe(before);
      expect(await sortIndexDefinition(api.platform.db, api.platform.dialect)).toBe(index);
    }, 60_000);

    it('should import a legacy .xls with its header on row 2', async () => {
      const data = xls([['部门职责导入'], HEADER, ['GJC', 'xls导入：外事接待', '协同职责', '', 5]]);
      const done = await importFile({ name: 'legacy.xls', data }, { headerLine: 2 });
      expect(done).toMatchObject({ state: 'completed', newInsertNum: 1, failNum: 0 });
    });

    it('should answer progress polls over HTTP while a large legacy .xls is written, with the bar rising', async () => {
      const rows: (string | number)[][] = [HEADER];
      for (let i = 0; i < 20_000; i++) rows.push(['TSG', `xls进度第${i}条：图书借阅与归还`, '主体职责', '', i % 100]);
      const mapped = await upload('deptDuty', [{ name: 'progress.xls', data: xls(rows) }]);
      // Over a socket, not inject: a poll is answered only when the import lets the event loop turn.
      const address = await api.app.listen({ host: '127.0.0.1', port: 0 });
      const poll = async (key: string) =>
        (
          (await (
            await fetch(`${address}${BASE}/deptDuty/import/progress`, {
              method: 'POST',
              headers: {
                authorization: clientAuthorization(api.platform.config),
                'blade-auth': `bearer ${admin}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ key }),
            })
          ).json()) as Envelope<{ finishRate: number; finished: boolean; state: string; newInsertNum: number }>
        ).result;
      const started = await post(`${BASE}/deptDuty/import/start`, {
        fileKey: mapped.result.fileKey,
        headerLine: 1,
        ruleNum: 2,
        errorRegx: 1,
        matchFieldList: mapped.result.matchFieldList,
      });
      const seen: number[] = [];
      let done: Awaited<ReturnType<typeof poll>> | undefined;
      await vi.waitFor(
        async () => {
          done = await poll(started.result.redisKey);
          if (!done.finished) seen.push(done.finishRate);
          expect(done.finished).toBe(true);
        },
        { timeout: 60_000, interval: 10 },
      );
      expect(done).toMatchObject({ state: 'completed', newInsertNum: 20_000 });
      // The sheet comes whole, and reading it ends at 99%: the bar moves before that with the rows written,
      // and polls keep being answered while they are (about a dozen here; 2–3 when the import never yields).
      expect(seen.filter((rate) => rate > 0 && rate < 99).length).toBeGreaterThanOrEqual(5);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
    }, 90_000);

    it('should create accounts that must change their initial password, and never export it', async () => {
      const data = await xlsx([
        ['账号', '姓名', '部门编码', '角色', '状态', '初始密码'],
        ['2025010001', '王小明', 'JSJXY', '学生', '启用', 'Campus2025'],
        ['2025010002', '李小红', 'WGYXY', '学生', '停用', 'short'],
      ]);
      const mapped = await upload('users', [{ name: 'users.xlsx', data }]);
      const started = await post(`${BASE}/users/import/start`, {
        fileKey: mapped.result.fileKey,
        headerLine: 1,
        ruleNum: 2,
        errorRegx: 1,
        matchFieldList: mapped.result.matchFieldList,
      });
      const done = await finished('import', 'users', started.result.redisKey);
      expect(done).toMatchObject({ state: 'completed', newInsertNum: 1, failNum: 1 });
      const user = await api.platform.db.selectFrom('users').selectAll().where('account', '=', '2025010001').executeTakeFirstOrThrow();
      expect(user.must_change_password).toBe(1);
      expect(user.password_hash).toMatch(/^\$argon2id\$/);

      const exported = await post(`${BASE}/users/export/start`, {
        dataRange: 1,
        fileName: 'accounts',
        exportField: '账号:account,姓名:realName,角色:roleAlias,状态:status',
      });
      const ready = await finished('export', 'users', exported.result.redisKey);
      const file = await api.call({ method: 'GET', url: (ready.result as { url: string }).url, token: admin });
      const rows = await readXlsx(file.rawPayload);
      expect(rows).toContainEqual(['2025010001', '王小明', '学生', '启用']);
      expect(file.rawPayload.toString('latin1')).not.toContain('argon2');
    });

    it('should leave every password out of the error file of an account import, and say so', async () => {
      const data = await xlsx([
        ['账号', '姓名', '部门编码', '角色', '状态', '初始密码', '原系统密码'],
        ['2025010003', '赵小刚', 'NOPE', '学生', '启用', 'Secret2025x', 'OldSecret1'],
        ['2025010004', '钱小丽', 'JSJXY', '学生', '启用', 'weak', 'OldSecret2'],
      ]);
      const mapped = await upload('users', [{ name: 'users.xlsx', data }]);
      const started = await post(`${BASE}/users/import/start`, {
        fileKey: mapped.result.fileKey,
        headerLine: 1,
        ruleNum: 2,
        errorRegx: 1,
        matchFieldList: mapped.result.matchFieldList,
      });
      const done = await finished('import', 'users', started.result.redisKey);
      expect(done).toMatchObject({ state: 'completed', newInsertNum: 0, failNum: 2 });

      const file = await api.call({
        method: 'GET',
        url: `${BASE}/users/import/errorFile`,
        query: { errorKey: done.errorKey as string },
        token: admin,
      });
      expect(file.statusCode).toBe(200);
      const rows = await readXlsx(file.rawPayload);
      expect(rows[0]).toEqual([
        '账号',
        '姓名',
        '部门编码',
        '角色',
        '状态',
        '初始密码',
        '原系统密码',
        '错误原因（密码列已清空，请重新填写）',
      ]);
      // The mapped initial password and a password column no field takes are both blank; the rest stays to be corrected.
      expect(rows.slice(1).map((r) => [r[0], r[5], r[6]])).toEqual([
        ['2025010003', '', ''],
        ['2025010004', '', ''],
      ]);
      for (const secret of ['Secret2025x', 'weak', 'OldSecret1', 'OldSecret2']) expect(rows.flat().join('\n')).not.toContain(secret);
    });
  });

  describe('service catalogue', () => {
    const SERVICE_HEADER = [
      '服务名称',
      '服务部门',
      '服务场景',
      '所属中心',
      '办理方式',
      '打开方式',
      '访问方式',
      '服务地址',
      '访客可见',
      '搜索关键词',
      '申请材料',
    ];
    const serviceCount = async () => (await post(`${BASE}/services/export/count`, { dataRange: 1 })).result as number;
    const search = async (keyword: string) =>
      (await api.call({ method: 'POST', url: '/api/blade-platform/nobody/serverCenter/searchService', payload: { keyword } })).json()
        .result as { serviceName: string; serviceDeptName: string; processType: string }[];

    async function importServices(rows: (string | number)[][], rules: { ruleNum: 1 | 2; errorRegx?: 1 | 2 }) {
      const mapped = await upload('services', [{ name: 'services.xlsx', data: await xlsx([SERVICE_HEADER, ...rows]) }]);
      expect(mapped.status).toBe(1000);
      const started = await post(`${BASE}/services/import/start`, {
        fileKey: mapped.result.fileKey,
        headerLine: 1,
        ruleNum: rules.ruleNum,
        errorRegx: rules.errorRegx ?? 1,
        matchFieldList: mapped.result.matchFieldList,
      });
      expect(started.status).toBe(1000);
      return finished('import', 'services', started.result.redisKey);
    }

    it('should refuse a student the service list', async () => {
      const student = (await api.signIn('student01')).access_token;
      const r = await api.call({ method: 'POST', url: `${BASE}/services/export/count`, payload: { dataRange: 1 }, token: student });
      expect(r.statusCode).toBe(403);
      const template = await api.call({ method: 'GET', url: `${BASE}/services/import/template`, token: student });
      expect(template.statusCode).toBe(403);
    });

    it('should export the searched services with departments and dictionary values as labels', async () => {
      const fields = (await api.call({ method: 'GET', url: `${BASE}/services/exportFields`, token: admin })).json().result;
      expect(fields.slice(0, 3)).toEqual([
        { key: 'serviceName', label: '服务名称', checked: true },
        { key: 'deptId', label: '服务部门', checked: true },
        { key: 'sceneId', label: '服务场景', checked: true },
      ]);
      const [dept] = (
        await api.call({ method: 'GET', url: `${BASE}/services/dict/deptId`, query: { deptName: '学生工作处' }, token: admin })
      ).json().result as { dictKey: string; dictValue: string }[];
      expect(dept?.dictValue).toBe('学生工作处');
      const offline = await post(`${BASE}/services/export/count`, {
        dataRange: 2,
        advancedSearch: [{ field: 'processType', operator: 'eq', value: 'OFFLINE' }],
      });
      expect(offline.result).toBeGreaterThan(0);
      expect(offline.result).toBeLessThan(await serviceCount());

      const started = await post(`${BASE}/services/export/start`, {
        dataRange: 2,
        formInline: { deptId: dept?.dictKey, serviceName: '请假', current: 1 },
        fileName: '学工请假服务',
        exportField: '服务名称:serviceName,服务部门:deptId,办理方式:processType,打开方式:openWay,上架状态:shelf',
      });
      expect(started.status).toBe(1000);
      const done = await finished('export', 'services', started.result.redisKey);
      const file = await api.call({ method: 'GET', url: (done.result as { url: string }).url, token: admin });
      const rows = await readXlsx(file.rawPayload);
      expect(rows[0]).toEqual(['服务名称', '服务部门', '办理方式', '打开方式', '上架状态']);
      expect(rows).toContainEqual(['学生请假申请', '学生工作处', '在线办理', expect.any(String), '已上架']);
      expect(rows.length - 1).toBe(done.totalNum);
      for (const [name, deptName, processType, openWay, shelf] of rows.slice(1)) {
        expect(name).toContain('请假');
        expect(deptName).toBe('学生工作处');
        expect(['在线办理', '线下办理']).toContain(processType);
        expect(['页面内打开', '弹出窗口', '新标签页']).toContain(openWay);
        expect(['已上架', '已下架']).toContain(shelf);
      }
    });

    it('should create new services, skip duplicates under rule 2, and find the new service by search', async () => {
      const before = await serviceCount();
      const done = await importServices(
        [
          [
            '无人机飞行报备',
            '保卫处',
            '在校',
            '办事服务中心',
            '线下办理',
            '新标签页',
            1,
            'https://example.edu.cn/uav',
            '是',
            '航拍 报备',
            '飞行计划\n无人机登记证',
          ],
          ['学生请假申请', '学生工作处', '在校', '办事服务中心', '线下办理', '新标签页', 1, '', '是', '不应写入', ''],
        ],
        { ruleNum: 2 },
      );
      expect(done).toMatchObject({ state: 'completed', newInsertNum: 1, jumpNum: 1, updateNum: 0, failNum: 0 });
      expect(await serviceCount()).toBe(before + 1);

      const [found] = await search('无人机飞行');
      expect(found).toMatchObject({ serviceName: '无人机飞行报备', serviceDeptName: '保卫处', processType: 'OFFLINE' });
      expect((await search('不应写入')).map((s) => s.serviceName)).not.toContain('学生请假申请');
    });

    it('should refuse every row whose service address leads off the site or runs script', async () => {
      const before = await serviceCount();
      const rows = UNSAFE_LINKS.map((url, i) => [
        `外链服务${i}`,
        '保卫处',
        '在校',
        '办事服务中心',
        '线下办理',
        '新标签页',
        1,
        url,
        '是',
        '',
        '',
      ]);
      const done = await importServices(rows, { ruleNum: 2 });
      expect(done).toMatchObject({ state: 'completed', newInsertNum: 0, failNum: UNSAFE_LINKS.length });
      expect(await serviceCount()).toBe(before);
    });

    it('should overwrite a service with the same name and department under rule 1, searchable by its new keywords', async () => {
      const before = await serviceCount();
      const done = await importServices(
        [['学生请假申请', '学生工作处', '在校', '办事服务中心', '线下办理', '弹出窗口', 1, '/leave', '是', '覆盖关键词甲乙', '']],
        { ruleNum: 1 },
      );
      expect(done).toMatchObject({ state: 'completed', newInsertNum: 0, updateNum: 1, failNum: 0 });
      expect(await serviceCount()).toBe(before);
      const hits = await search('覆盖关键词甲乙');
      expect(hits).toHaveLength(1);
      expect(hits[0]).toMatchObject({ serviceName: '学生请假申请', processType: 'OFFLINE' });
    });

    it('should leave the catalogue unchanged when a bad row interrupts the import under rule 2', async () => {
      const before = await serviceCount();
      const done = await importServices(
        [
          ['中断测试新服务', '保卫处', '在校', '办事服务中心', '在线办理', '新标签页', 1, '', '否', '', ''],
          ['学生请假申请', '学生工作处', '在校', '办事服务中心', '在线办理', '新标签页', 1, '', '否', '', ''],
          ['部门不存在的服务', '不存在的部门', '在校', '办事服务中心', '在线办理', '新标签页', 1, '', '否', '', ''],
        ],
        { ruleNum: 1, errorRegx: 2 },
      );
      expect(done.state).toBe('failed');
      expect(done.errorMsg).toContain(TransferMessages.interrupted);
      expect(done.errorMsg).toContain('服务部门“不存在的部门”不存在');
      expect(await serviceCount()).toBe(before);
      const [leave] = await search('覆盖关键词甲乙');
      expect(leave).toMatchObject({ serviceName: '学生请假申请', processType: 'OFFLINE' });
    });
  });
});

describe.each(testModes())('a queued import (%s)', (mode: TestMode) => {
  it('should keep waiting while no worker has taken it, however long', async () => {
    const api = await startApi(mode, { RUN_JOBS: false });
    try {
      const admin = (await api.signIn('admin')).access_token;
      const body = multipart([{ name: 'q.xlsx', data: await xlsx([HEADER, ['JWC', '排队中的职责', '主体职责', '', 1]]) }]);
      const mapped = (await api.call({ method: 'POST', url: `${BASE}/deptDuty/import/upload`, token: admin, ...body })).json();
      const started = (
        await api.call({
          method: 'POST',
          url: `${BASE}/deptDuty/import/start`,
          token: admin,
          payload: {
            fileKey: mapped.result.fileKey,
            headerLine: 1,
            ruleNum: 2,
            errorRegx: 1,
            matchFieldList: mapped.result.matchFieldList,
          },
        })
      ).json();
      api.clock.advance(10 * 60_000);
      const progress = (
        await api.call({ method: 'POST', url: `${BASE}/deptDuty/import/progress`, token: admin, payload: { key: started.result.redisKey } })
      ).json();
      expect(progress.result).toMatchObject({ state: 'waiting', finished: false, errorMsg: null });
    } finally {
      await api.close();
    }
  });
});

describe.each(testModes())('expired transfer files (%s)', (mode: TestMode) => {
  it('should refuse downloads past the retention with a clear message and let the cleanup job delete the files', async () => {
    const api = await startApi(mode);
    try {
      let admin = (await api.signIn('admin')).access_token;
      const post = async (url: string, payload: object) => (await api.call({ method: 'POST', url, payload, token: admin })).json();
      const finished = async (kind: 'export' | 'import', key: string) => {
        let last: Record<string, unknown> = {};
        await vi.waitFor(async () => {
          last = (await post(`${BASE}/deptDuty/${kind}/progress`, { key })).result;
          expect(last.finished).toBe(true);
        }, WAIT);
        return last;
      };
      const exportDuties = async (exportField: string) => {
        const started = await post(`${BASE}/deptDuty/export/start`, { dataRange: 1, fileName: '职责清单', exportField });
        const done = await finished('export', started.result.redisKey);
        return { key: started.result.redisKey as string, url: (done.result as { url: string }).url };
      };
      const onDisk = async (key: string) => {
        const job = await api.platform.db.selectFrom('transfer_jobs').select('file_key').where('id', '=', key).executeTakeFirstOrThrow();
        return job.file_key ? existsSync(path.join(api.platform.config.FILES_DIR, job.file_key)) : false;
      };
      const runCleanup = async () => {
        const id = await api.platform.jobs.enqueue('transfer.cleanup', {});
        let result: Record<string, unknown> = {};
        await vi.waitFor(async () => {
          const p = await api.platform.jobs.progress(id);
          expect(p?.state).toBe('completed');
          result = p?.data ?? {};
        }, WAIT);
        return result;
      };

      // The columns follow the order of exportField, whatever the list's own order.
      const old = await exportDuties('职责描述:dutyDescription,部门名称:deptName,职责类型:dutyType');
      const first = await api.call({ method: 'GET', url: old.url, token: admin });
      expect((await readXlsx(first.rawPayload))[0]).toEqual(['职责描述', '部门名称', '职责类型']);

      const body = multipart([{ name: 'bad.xlsx', data: await xlsx([HEADER, ['NOPE', '过期测试', '主体职责', '', 1]]) }]);
      const mapped = (await api.call({ method: 'POST', url: `${BASE}/deptDuty/import/upload`, token: admin, ...body })).json();
      const imported = await post(`${BASE}/deptDuty/import/start`, {
        fileKey: mapped.result.fileKey,
        headerLine: 1,
        ruleNum: 2,
        errorRegx: 1,
        matchFieldList: mapped.result.matchFieldList,
      });
      const importDone = await finished('import', imported.result.redisKey);
      const errorFile = {
        method: 'GET' as const,
        url: `${BASE}/deptDuty/import/errorFile`,
        query: { errorKey: importDone.errorKey as string },
      };
      expect((await api.call({ ...errorFile, token: admin })).statusCode).toBe(200);

      api.clock.advance(24 * 60 * 60_000 + 60_000);
      admin = (await api.signIn('admin')).access_token;
      const fresh = await exportDuties('部门名称:deptName,职责描述:dutyDescription');
      // Past the retention the links answer the reason at once, even before the cleanup has run.
      expect(await onDisk(old.key)).toBe(true);
      const expired = await api.call({ method: 'GET', url: old.url, token: admin });
      expect(expired.statusCode).toBe(200);
      expect(expired.json()).toMatchObject({ status: 1004, msg: '文件已过期，请重新导出' });
      expect((await api.call({ ...errorFile, token: admin })).json()).toMatchObject({
        status: 1004,
        msg: '错误数据文件已过期，请重新导入',
      });

      const uploads = await api.platform.db.selectFrom('transfer_uploads').select('file_key').execute();
      expect(await runCleanup()).toMatchObject({ files: 2, uploads: 1 });
      expect(await onDisk(old.key)).toBe(false);
      const { FILES_DIR } = api.platform.config;
      expect(existsSync(path.join(FILES_DIR, `errors/${importDone.errorKey as string}.xlsx`))).toBe(false);
      expect(uploads.every((u) => !existsSync(path.join(FILES_DIR, u.file_key)))).toBe(true);
      expect((await api.call({ method: 'GET', url: old.url, token: admin })).json()).toMatchObject({ msg: '文件已过期，请重新导出' });
      // A file within its retention is kept and still downloads.
      expect(await onDisk(fresh.key)).toBe(true);
      expect((await api.call({ method: 'GET', url: fresh.url, token: admin })).statusCode).toBe(200);
      // Running it again (another node, a retry) finds nothing left to do.
      expect(await runCleanup()).toMatchObject({ files: 0, uploads: 0 });
    } finally {
      await api.close();
    }
  });
});

async function removeKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

describe.each(testModes())('an import whose process is killed (%s)', (mode: TestMode) => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGKILL');
  });

  it('should leave no imported rows and read as failed with a reason', async () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const dbDir = mkdtempSync(path.join(tmpdir(), 'onehall-kill-'));
    const rows: (string | number)[][] = [HEADER];
    for (let i = 0; i < 60_000; i++) rows.push(['JWC', `批量职责${i}`, '主体职责', '压力测试', i % 100]);
    const data = await xlsx(rows);

    // Embedded: a SQLite file both processes open in turn. Production: a test database and Redis.
    const test = mode === 'production' ? await createTestPlatform(mode, { config: { RUN_JOBS: false, FILES_DIR: filesDir } }) : undefined;
    const databaseUrl = test ? test.platform.config.DATABASE_URL : path.join(dbDir, 'kill.db');
    if (test) await seedDemoCampus(test.platform);
    else {
      const seeding = await createPlatform(loadConfig({ NODE_ENV: 'test' }, { DATABASE_URL: databaseUrl }));
      await seedDemoCampus(seeding);
      await closePlatform(seeding);
    }
    const config = loadConfig(
      { NODE_ENV: 'test' },
      { DATABASE_URL: databaseUrl, ...(test ? { REDIS_URL: test.platform.config.REDIS_URL } : {}) },
    );
    // The killed node's own cache keys; the node that comes back does not share them (as after a Redis flush).
    const childPrefix = `onehall_t:child${Date.now()}:`;

    child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../../../test/transfer-child.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        ...(config.REDIS_URL ? { REDIS_URL: config.REDIS_URL } : {}),
        FILES_DIR: filesDir,
        CHILD_KEY_PREFIX: childPrefix,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child?.stdout?.on('data', (chunk) => {
        out += String(chunk);
        const m = /PORT=(\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      child?.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const headers = { authorization: clientAuthorization(config) };
    const signIn = await fetch(`${base}/api/blade-auth/oauth/token?tenantId=000000&grant_type=password&scope=all`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: (await import('../../seed/identity.ts')).DEMO_PASSWORD }),
    });
    const token = ((await signIn.json()) as Envelope<{ access_token: string }>).result.access_token;
    const auth = { ...headers, 'blade-auth': `bearer ${token}` };
    const body = multipart([{ name: 'big.xlsx', data }]);
    const mapped = (await (
      await fetch(`${base}${BASE}/deptDuty/import/upload`, { method: 'POST', headers: { ...auth, ...body.headers }, body: body.payload })
    ).json()) as Envelope<{ fileKey: string; matchFieldList: unknown[] }>;
    const started = (await (
      await fetch(`${base}${BASE}/deptDuty/import/start`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          fileKey: mapped.result.fileKey,
          headerLine: 1,
          ruleNum: 2,
          errorRegx: 1,
          matchFieldList: mapped.result.matchFieldList,
        }),
      })
    ).json()) as Envelope<{ redisKey: string }>;
    const key = started.result.redisKey;
    // Rows are written as the file is read, inside the import's one transaction: at 40% it holds thousands of them.
    // Polls are answered meanwhile (production: other pool connections; embedded: the read-only connection).
    const killAt = 40;
    await vi.waitFor(
      async () => {
        const p = (await (
          await fetch(`${base}${BASE}/deptDuty/import/progress`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ key }),
          })
        ).json()) as Envelope<{ finishRate: number; finished: boolean }>;
        expect(p.result.finishRate).toBeGreaterThanOrEqual(killAt);
        expect(p.result.finished).toBe(false);
      },
      { timeout: 60_000, interval: 20 },
    );
    child.kill('SIGKILL');
    await new Promise((resolve) => child?.once('exit', resolve));

    // The installation comes back: a new node on the same database.
    const platform =
      test?.platform ??
      (await createPlatform(loadConfig({ NODE_ENV: 'test' }, { DATABASE_URL: databaseUrl, FILES_DIR: filesDir, LOGIN_SLOWDOWN_MS: 0 })));
    const app = await buildApp(platform);
    try {
      const adminToken = (
        await app.inject({
          method: 'POST',
          url: '/api/blade-auth/oauth/token',
          query: { tenantId: '000000', grant_type: 'password', scope: 'all' },
          headers,
          payload: { username: 'admin', password: (await import('../../seed/identity.ts')).DEMO_PASSWORD },
        })
      ).json().result.access_token;
      const progress = (
        await app.inject({
          method: 'POST',
          url: `${BASE}/deptDuty/import/progress`,
          headers: { ...headers, 'blade-auth': `bearer ${adminToken}` },
          payload: { key },
        })
      ).json();
      expect(progress.result).toMatchObject({ state: 'failed', finished: true, errorMsg: TransferMessages.restarted, newInsertNum: 0 });
      const { n } = await platform.db
        .selectFrom('dept_duties')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(SEEDED_DUTIES);
      // Thousands of rows were written when it died: an embedded import had dropped the sort index inside its transaction.
      expect(await sortIndexDefinition(platform.db, platform.dialect)).toMatch(/dept_id"?, "?sort/);
    } finally {
      await app.close();
      if (test) {
        await removeKeys(config.REDIS_URL as string, childPrefix);
        await test.close();
      } else await closePlatform(platform);
      rmSync(dbDir, { recursive: true, force: true });
    }
  }, 180_000);
});
