import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { DUTY_HEADER, inlineRow, repeated, sharedStringsBomb, workbook } from '../../../test/hostile-xlsx.ts';
import { descriptorsOpenOn } from '../../../test/open-files.ts';
import { neutralise, readHeaderRow, readSheet, type SheetRow, unneutralise } from './excel.ts';
import { LimitMessages, SpreadsheetError } from './import-limits.ts';
import { readHeaderAside, readSheetAside } from './sheet-worker.ts';

describe('formula neutralisation', () => {
  it('should prefix text that starts with =, +, -, @, tab or carriage return with an apostrophe', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tcmd', '\rcmd']) expect(neutralise(text)).toBe(`'${text}`);
  });

  it('should leave ordinary text alone', () => {
    for (const text of ['教务处', 'a=b', "'quoted", '']) expect(neutralise(text)).toBe(text);
  });

  it('should give back the original text when an exported value is imported again', () => {
    for (const text of ['=1+1', '-2', '教务处', "'plain"]) expect(unneutralise(neutralise(text))).toBe(text);
  });
});

describe('the header row of an .xlsx', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'onehall-header-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  const save = (data: Buffer | ArrayBuffer) => {
    const file = path.join(dir, `f${n++}.xlsx`);
    writeFileSync(file, Buffer.from(data as ArrayBuffer));
    return file;
  };
  /** What the full streaming reader sees at that row: the reference the fast path must agree with. */
  async function slowHeader(file: string, headerLine: number): Promise<string[] | undefined> {
    for await (const batch of readSheet(file, '.xlsx')) {
      const row = batch.find((r) => r.rowNumber >= headerLine);
      if (row) return row.rowNumber === headerLine ? row.cells : undefined;
    }
    return undefined;
  }
  const header = ['部门编码', '研发&测试 <A>', '职责类型', '它\'s "引号"', '排序'];

  it('should read shared strings, rich text and numbers as the full reader does, stopping early', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('S');
    sheet.getRow(3).values = [...header, 2025];
    sheet.getCell('B3').value = { richText: [{ text: '研发&' }, { font: { bold: true }, text: '测试 <A>' }] };
    for (let i = 0; i < 50; i++) sheet.addRow(['JWC', `职责${i}`, '主体职责', '', i]);
    const file = save(await workbook.xlsx.writeBuffer());
    expect(await readHeaderRow(file, '.xlsx', 3)).toEqual([...header, '2025']);
    expect(await readHeaderRow(file, '.xlsx', 3)).toEqual(await slowHeader(file, 3));
    // Rows 1 and 2 are blank, so they are no header; row 4 is data.
    expect(await readHeaderRow(file, '.xlsx', 1)).toBeUndefined();
    expect(await slowHeader(file, 1)).toBeUndefined();
    expect(await readHeaderRow(file, '.xlsx', 4)).toEqual(await slowHeader(file, 4));
  });

  it('should read inline strings of a streamed workbook and a SheetJS workbook', async () => {
    const streamed = path.join(dir, 'streamed.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: streamed, useSharedStrings: false });
    const ws = writer.addWorksheet('S');
    ws.addRow(header).commit();
    ws.addRow(['JWC', '职责', '主体职责', '', 1]).commit();
    ws.commit();
    await writer.commit();
    expect(await readHeaderRow(streamed, '.xlsx', 1)).toEqual(header);

    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['标题'], header, ['JWC', '职责', '主体职责', '', 1]]), 'S');
    const sheetJs = save(XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer);
    expect(await readHeaderRow(sheetJs, '.xlsx', 2)).toEqual(header);
    // Its worksheet comes before workbook.xml, which ExcelJS's front-to-back reader cannot take; read in place it can.
    expect(await slowHeader(sheetJs, 2)).toEqual(header);
  });

  it('should answer undefined past the last row', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('S').addRow(header);
    const file = save(await workbook.xlsx.writeBuffer());
    expect(await readHeaderRow(file, '.xlsx', 5)).toBeUndefined();
  });
});

describe('reading a sheet on a worker thread', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'onehall-aside-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const rowsOf = async (batches: AsyncIterable<{ rowNumber: number; cells: string[] }[]>) => {
    const rows: { rowNumber: number; cells: string[] }[] = [];
    for await (const batch of batches) rows.push(...batch);
    return rows;
  };
  /** Enough rows for many batches, so the worker has to wait for the reader between them. */
  async function bigSheet(rows: number): Promise<string> {
    const file = path.join(dir, `rows${rows}.xlsx`);
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
    const ws = writer.addWorksheet('S');
    ws.addRow(['部门编码', '职责描述']).commit();
    for (let i = 0; i < rows; i++) ws.addRow(i === 7 ? [] : ['JWC', `职责“${i}”&<b>`]).commit();
    ws.commit();
    await writer.commit();
    return file;
  }

  it('should give the same rows as reading in place, with the share read rising to the whole file', async () => {
    const file = await bigSheet(12_000);
    const shares: number[] = [];
    const aside = await rowsOf(readSheetAside(file, '.xlsx', { onRead: (share) => shares.push(share) }));
    expect(aside).toEqual(await rowsOf(readSheet(file, '.xlsx')));
    // The header, 11,999 rows with text and no blank row 9.
    expect(aside).toHaveLength(12_000);
    expect(aside[9]).toEqual({ rowNumber: 11, cells: ['JWC', '职责“9”&<b>'] });
    expect(shares.at(-1)).toBe(1);
  });

  it('should read a legacy .xls too', async () => {
    const file = path.join(dir, 'legacy.xls');
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['部门编码'], ['JWC'], ['XGC']]), 'S');
    writeFileSync(file, XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer);
    expect((await rowsOf(readSheetAside(file, '.xls'))).map((r) => r.cells)).toEqual([['部门编码'], ['JWC'], ['XGC']]);
  });

  it('should refuse a sheet past the row limit as reading in place does', async () => {
    const file = await bigSheet(3_000);
    await expect(rowsOf(readSheetAside(file, '.xlsx', { maxRows: 2_000 }))).rejects.toBeInstanceOf(SpreadsheetError);
  });

  it('should fail, not wait forever, on a file that is no spreadsheet', async () => {
    const file = path.join(dir, 'broken.xlsx');
    writeFileSync(file, 'PK\u0003\u0004 this is not a workbook');
    await expect(rowsOf(readSheetAside(file, '.xlsx'))).rejects.toThrow();
  });

  it('should stop the worker, closing the file, when the reader stops early', async () => {
    const file = await bigSheet(12_000);
    for await (const batch of readSheetAside(file, '.xlsx')) {
      expect(batch.length).toBeGreaterThan(0);
      expect(descriptorsOpenOn(file)).toBeGreaterThan(0);
      break;
    }
    expect(descriptorsOpenOn(file)).toBe(0);
  });
});

describe('the limits of reading a sheet', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'onehall-limits-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  const save = async (data: Promise<Buffer>) => {
    const file = path.join(dir, `f${n++}.xlsx`);
    writeFileSync(file, await data);
    return file;
  };
  const rowsOf = async (batches: AsyncIterable<SheetRow[]>) => {
    const rows: SheetRow[] = [];
    for await (const batch of batches) rows.push(...batch);
    return rows;
  };

  it('should refuse a cell past Excel’s 32,767 characters, naming it, and take one at the limit', async () => {
    const at = await save(workbook(inlineRow(1, DUTY_HEADER) + inlineRow(5, ['JWC', '职责', 'x'.repeat(32_767)])));
    expect((await rowsOf(readSheet(at, '.xlsx')))[1]?.cells[2]).toHaveLength(32_767);
    const past = await save(workbook(inlineRow(1, DUTY_HEADER) + inlineRow(5, ['JWC', '职责', 'x'.repeat(32_768)])));
    await expect(rowsOf(readSheet(past, '.xlsx'))).rejects.toThrow(LimitMessages.cell({ row: 5, column: 3 }));
  });

  it('should stop at a 50 MB shared string before holding it', async () => {
    const rows = `${inlineRow(1, DUTY_HEADER)}<row r="2"><c r="A2" t="s"><v>0</v></c></row>`;
    const file = await save(workbook(rows, { sharedStrings: () => ['<si><t>', ...repeated('a', 50 * 1024 * 1024), '</t></si>'] }));
    await expect(rowsOf(readSheet(file, '.xlsx'))).rejects.toThrow(LimitMessages.cell());
  });

  it('should not take a quoted /> or > inside a tag for its end, nor a cell inside a comment for a cell', async () => {
    const quoted = `<row r="2"><c r="B2" t="inlineStr" x='/>' y="a>b"><is><t>${'a'.repeat(300_000)}</t></is></c></row>`;
    const file = await save(workbook(inlineRow(1, DUTY_HEADER) + quoted));
    await expect(rowsOf(readSheet(file, '.xlsx'))).rejects.toThrow(LimitMessages.cell({ row: 2, column: 2 }));
    // A comment is no cell: its length counts towards the row's cell it sits in.
    const commented = `<row r="2"><c r="C2" t="inlineStr"><is><t>a<!-- </c></row> --><!--${'-x'.repeat(150_000)}--></t></is></c></row>`;
    const other = await save(workbook(inlineRow(1, DUTY_HEADER) + commented));
    await expect(rowsOf(readSheet(other, '.xlsx'))).rejects.toThrow(LimitMessages.cell({ row: 2, column: 3 }));
  });

  it('should hand over batches of at most about 1 MB of text even when every row repeats one long shared string', async () => {
    // 600 rows of 8 cells that all point at one 30,000-character string: one string to the parser, 240,000 characters per row posted.
    const cells = Array.from({ length: 8 }, (_, i) => `<c r="${String.fromCharCode(65 + i)}{r}" t="s"><v>0</v></c>`).join('');
    const rows = Array.from({ length: 600 }, (_, i) => `<row r="${i + 1}">${cells.replaceAll('{r}', String(i + 1))}</row>`).join('');
    const file = await save(workbook(rows, { sharedStrings: `<si><t>${'s'.repeat(30_000)}</t></si>` }));
    const sizes: number[] = [];
    for await (const batch of readSheetAside(file, '.xlsx')) sizes.push(batch.reduce((sum, row) => sum + row.cells.join('').length, 0));
    expect(sizes.reduce((a, b) => a + b)).toBe(600 * 240_000);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(1024 * 1024 + 240_000);
  });

  it('should answer the memory limit’s message when the worker runs out of its heap, closing the file', async () => {
    // 60 MB of shared strings, each within the limits, which the reader keeps: only the heap limit stops it.
    const bomb = sharedStringsBomb(60_000, 1000);
    const file = await save(workbook(bomb.rows, { sharedStrings: bomb.sharedStrings }));
    await expect(rowsOf(readSheetAside(file, '.xlsx', { limits: { memoryMb: 32, timeMs: 60_000 } }))).rejects.toThrow(
      LimitMessages.memory(32),
    );
    expect(descriptorsOpenOn(file)).toBe(0);
  });

  it('should answer the time limit’s message when the worker takes too long for its header', async () => {
    const file = await save(workbook(inlineRow(1, DUTY_HEADER)));
    await expect(readHeaderAside(file, '.xlsx', 1, { memoryMb: 256, timeMs: 1 })).rejects.toThrow(LimitMessages.time);
    expect(await readHeaderAside(file, '.xlsx', 1)).toEqual(DUTY_HEADER);
  });
});
