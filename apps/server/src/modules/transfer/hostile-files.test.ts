import { describe, expect, it, vi } from 'vitest';
import { type TestApi, withAdminApi } from '../../../test/api.ts';
import { DUTY_HEADER, giantCellRows, inlineRow, longHeaderRow, workbook } from '../../../test/hostile-xlsx.ts';
import { fileUpload } from '../../../test/multipart.ts';
import { testModes } from '../../../test/platforms.ts';
import { LimitMessages, MAX_HEADER_BYTES, MAX_HEADER_COLUMNS } from './import-limits.ts';

/*
 * Issue 11, item 5: uploads built to make the spreadsheet reader run away
 * (docs/design/import-limits.md). Each is refused with the message of the
 * limit it breaks, as a business answer, and the API keeps answering.
 */

const BASE = '/api/blade-platform/excel/deptDuty';
const MB = 1024 * 1024;

// The parse runs on a worker thread whatever the mode; the refusal reaches the user through each mode's job queue.
describe.each(testModes())('hostile import files (%s)', (mode) => {
  let api: TestApi;
  let admin: string;
  withAdminApi(mode, (started, token) => {
    [api, admin] = [started, token];
  });

  const post = async (url: string, payload: object) => (await api.call({ method: 'POST', url, payload, token: admin })).json();

  async function upload(data: Buffer) {
    const response = await api.call({ method: 'POST', url: `${BASE}/import/upload`, token: admin, ...fileUpload('hostile.xlsx', data) });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function startImport(data: Buffer): Promise<string> {
    const mapped = await upload(data);
    expect(mapped.status).toBe(1000);
    const started = await post(`${BASE}/import/start`, {
      fileKey: mapped.result.fileKey,
      headerLine: 1,
      ruleNum: 2,
      errorRegx: 1,
      matchFieldList: mapped.result.matchFieldList,
    });
    expect(started.status).toBe(1000);
    return started.result.redisKey;
  }

  const progressOf = async (key: string) => (await post(`${BASE}/import/progress`, { key })).result;

  async function finished(key: string) {
    let last: Record<string, unknown> = {};
    await vi.waitFor(
      async () => {
        last = await progressOf(key);
        expect(last.finished).toBe(true);
      },
      { timeout: 30_000, interval: 50 },
    );
    return last;
  }

  describe('the header row', () => {
    it('should refuse a first row of many MB at its column limit, as the issue’s 63 KB upload', async () => {
      // 500,000 cells, 22 MB of XML: the old reader rescanned it for every chunk it inflated.
      const data = await workbook(longHeaderRow(500_000));
      expect(data.length).toBeLessThan(70 * 1024);
      const answer = await upload(data);
      expect(answer).toMatchObject({ status: 1004, msg: LimitMessages.headerColumns });
    });

    it('should take a header at its column and size limits and refuse one column or one byte more', async () => {
      const columns = (count: number, text: (i: number) => string) => Array.from({ length: count }, (_, i) => text(i));
      const widest = columns(MAX_HEADER_COLUMNS, (i) => `列${i}`);
      expect((await upload(await workbook(inlineRow(1, widest)))).status).toBe(1000);
      const wider = columns(MAX_HEADER_COLUMNS + 1, (i) => `列${i}`);
      expect(await upload(await workbook(inlineRow(1, wider)))).toMatchObject({ status: 1004, msg: LimitMessages.headerColumns });

      // 64 KB of text in 32 columns: 2,048 bytes each, the first one holding the shortfall.
      const full = columns(32, () => 'x'.repeat(MAX_HEADER_BYTES / 32));
      expect((await upload(await workbook(inlineRow(1, full)))).status).toBe(1000);
      const over = [`${full[0]}y`, ...full.slice(1)];
      expect(await upload(await workbook(inlineRow(1, over)))).toMatchObject({ status: 1004, msg: LimitMessages.headerBytes });
    });

    it('should refuse a header cell of 100 MB at the cell limit, naming the cell', async () => {
      const answer = await upload(await workbook(giantCellRows(1, 100 * MB)));
      expect(answer).toMatchObject({ status: 1004, msg: LimitMessages.cell({ row: 1, column: 2 }) });
    });
  });

  describe('the zip', () => {
    it('should refuse a worksheet that inflates beyond the size its zip entry declares', async () => {
      const rows = inlineRow(1, DUTY_HEADER) + inlineRow(2, ['JWC', '排课', '主体职责', '', '1']);
      const answer = await upload(await workbook(rows, { declaredSheetSize: 200 }));
      expect(answer).toMatchObject({ status: 1004, msg: LimitMessages.beyondDeclared });
    });
  });

  describe('the rows', () => {
    it('should still import a workbook built the same way without breaking a limit', async () => {
      const rows = inlineRow(1, DUTY_HEADER) + inlineRow(2, ['JWC', '手工构建的工作簿', '主体职责', '', '1']);
      const done = await finished(await startImport(await workbook(rows)));
      expect(done).toMatchObject({ state: 'completed', newInsertNum: 1, failNum: 0 });
    });

    it('should fail the import at a 100 MB cell with the cell limit, answering health checks while it reads', async () => {
      const key = await startImport(await workbook(giantCellRows(2, 100 * MB)));
      let answeredWhileReading = 0;
      for (let progress = await progressOf(key); !progress.finished; progress = await progressOf(key)) {
        const health = await api.app.inject({ method: 'GET', url: '/healthz' });
        expect(health.statusCode).toBe(200);
        answeredWhileReading++;
      }
      expect(answeredWhileReading).toBeGreaterThan(0);
      expect(await finished(key)).toMatchObject({
        state: 'failed',
        errorMsg: LimitMessages.cell({ row: 2, column: 2 }),
        newInsertNum: 0,
      });
    });

    it('should fail the import at a row past the row limit, naming the row', async () => {
      const cell = 'a'.repeat(30_000);
      const rows = inlineRow(1, DUTY_HEADER) + inlineRow(3, ['JWC', cell, cell, cell, cell, cell, cell, cell, cell, cell]);
      const done = await finished(await startImport(await workbook(rows)));
      expect(done).toMatchObject({ state: 'failed', errorMsg: LimitMessages.row(3) });
    });
  });
});
