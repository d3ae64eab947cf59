import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { descriptorsOpenOn } from '../../../test/open-files.ts';
import { type CellValue, XlsxWriterAside } from './excel-writer.ts';

describe('writing a sheet on a worker thread', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'onehall-writer-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function cellsOf(file: string): Promise<unknown[][]> {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const rows: unknown[][] = [];
    book.worksheets[0]?.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('should write every batch in order under a bold header, with formula-like text neutralised', async () => {
    const file = path.join(dir, 'rows.xlsx');
    const writer = new XlsxWriterAside({ file, sheetName: '部门职责', headers: ['部门编码', '排序'] });
    const batches: CellValue[][][] = [];
    // More batches than may wait for the worker, so the hand-over has to pause and resume.
    for (let b = 0; b < 12; b++) batches.push(Array.from({ length: 100 }, (_, i) => [`JWC-${b}-${i}`, b * 100 + i]));
    batches[3]?.push(['=HYPERLINK("http://x")', -1]);
    for (const batch of batches) await writer.add(batch);
    await writer.finish();
    await writer.close();

    const rows = await cellsOf(file);
    expect(rows[0]).toEqual(['部门编码', '排序']);
    expect(rows).toHaveLength(1 + 12 * 100 + 1);
    expect(rows[1]).toEqual(['JWC-0-0', 0]);
    expect(rows[401]).toEqual(['\'=HYPERLINK("http://x")', -1]);
    expect(rows.at(-1)).toEqual(['JWC-11-99', 1199]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    expect(book.worksheets[0]?.name).toBe('部门职责');
    expect(book.worksheets[0]?.getRow(1).font?.bold).toBe(true);
  });

  it('should fail, not wait forever, when the file cannot be written', async () => {
    const writer = new XlsxWriterAside({ file: path.join(dir, 'no-such-folder', 'x.xlsx'), sheetName: 'S', headers: ['a'] });
    await expect(
      (async () => {
        for (let b = 0; b < 20; b++) await writer.add([['row']]);
        await writer.finish();
      })(),
    ).rejects.toThrow();
    await writer.close();
  });

  it('should let go of the file when closed before it is finished', async () => {
    const file = path.join(dir, 'abandoned.xlsx');
    const writer = new XlsxWriterAside({ file, sheetName: 'S', headers: ['a'] });
    await writer.add([['row']]);
    while (descriptorsOpenOn(file) === 0) await new Promise((r) => setTimeout(r, 10));
    await writer.close();
    expect(descriptorsOpenOn(file)).toBe(0);
    expect(existsSync(file)).toBe(true);
  });
});
