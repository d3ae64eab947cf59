import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { readSheet } from './excel.ts';
import { SharedStringsParser, WorksheetParser } from './sheet-xml.ts';

/** Rows as ExcelJS's own streaming reader gives them, through the cell-to-text rules of excel.ts. */
async function exceljsRows(file: string): Promise<[number, string[]][]> {
  const text = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    if (typeof value !== 'object' || value instanceof Date) return value instanceof Date ? value.toISOString() : String(value);
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if (v.text !== undefined) return text(v.text);
    if (v.result !== undefined) return text(v.result);
    return v.error ?? String(value);
  };
  const rows: [number, string[]][] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const cells = Array.from((row.values as unknown[]).slice(1), text);
      if (cells.some((c) => c.trim() !== '')) rows.push([row.number, cells]);
    }
    break;
  }
  return rows;
}

async function ourRows(file: string): Promise<[number, string[]][]> {
  const rows: [number, string[]][] = [];
  for await (const batch of readSheet(file, '.xlsx')) for (const r of batch) rows.push([r.rowNumber, r.cells]);
  return rows;
}

describe('reading worksheet XML (sheet-xml.ts)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'onehall-sheet-xml-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should read every kind of cell as ExcelJS does, shared strings or inline', async () => {
    const build = (sheet: ExcelJS.Worksheet) => {
      sheet.addRow(['a', `b & <c> "d" 'e'`, 1.5, 1e21, 0.1 + 0.2, true, false, new Date(Date.UTC(2024, 0, 2)), 'x\r\ny\rz', '  ']);
      sheet.addRow([
        { richText: [{ text: '研发&' }, { font: { bold: true }, text: '测试 <A>' }] },
        { formula: 'A1&"x"', result: 'ax' },
        { formula: '1+1', result: 2 },
        { error: '#N/A' },
        null,
        '',
        'tail',
      ]);
      sheet.getCell('E5').value = 'lonely';
      sheet.getCell('A7').value = '=not a formula';
      sheet.getCell('C8').value = { formula: 'TRUE()', result: true };
      sheet.getCell('B9').value = '_x0041_ & &amp;';
    };
    const shared = new ExcelJS.Workbook();
    build(shared.addWorksheet('S'));
    const sharedFile = path.join(dir, 'shared.xlsx');
    await shared.xlsx.writeFile(sharedFile);
    const inlineFile = path.join(dir, 'inline.xlsx');
    const inline = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: inlineFile, useSharedStrings: false });
    const sheet = inline.addWorksheet('S');
    build(sheet);
    sheet.commit();
    await inline.commit();

    for (const file of [sharedFile, inlineFile]) {
      const expected = await exceljsRows(file);
      expect(expected.length).toBe(6);
      expect(await ourRows(file)).toEqual(expected);
    }
  });

  it('should give the same rows however the XML is split into chunks', () => {
    const strings: (string | null)[] = [];
    const sst =
      '<sst><si><t>甲&amp;乙</t></si><si><r><t>富</t></r><r><rPr><b/></rPr><t xml:space="preserve"> 文本</t></r></si><si><t/></si></sst>';
    const xml =
      '<?xml version="1.0"?><worksheet><sheetData><row r="2"><c r="A2" t="s"><v>0</v></c><c r="C2" t="s"><v>1</v></c>' +
      '<!-- <c r="D2"><v>9</v></c> --><c r="D2" t="inlineStr" x=\'a>b\'><is><t>&#x4E2D;&#25991;</t></is></c></row>' +
      '<row r="3"><c r="B3" t="s"><v>2</v></c><c r="E3" t="b"><v>1</v></c><c r="F3"><v>007</v></c></row></sheetData></worksheet>';
    for (const size of [1, 2, 3, 7, 64, xml.length]) {
      strings.length = 0;
      const sharedParser = new SharedStringsParser((text) => strings.push(text));
      for (let i = 0; i < sst.length; i += size) sharedParser.write(sst.slice(i, i + size));
      sharedParser.end();
      expect(strings).toEqual(['甲&乙', '富 文本', null]);
      const parser = new WorksheetParser(strings);
      const rows = [];
      for (let i = 0; i < xml.length; i += size) rows.push(...parser.write(xml.slice(i, i + size)));
      parser.end();
      expect(rows).toEqual([
        { number: 2, cells: ['甲&乙', '', '富 文本', '中文'] },
        { number: 3, cells: ['', '', '', '', 'true', '7'] },
      ]);
    }
  });

  it('should refuse a cell beyond the last column and an unknown entity as a broken file', () => {
    expect(() => new WorksheetParser([]).write('<sheetData><row r="1"><c r="XFE1"><v>1</v></c></row>')).toThrow(/column/);
    expect(() => new WorksheetParser([]).write('<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&nbsp;</t></is></c></row>')).toThrow(
      /entity/,
    );
  });

  it('should refuse XML that is not well formed, a part ending with a tag open included', () => {
    expect(() => new WorksheetParser([]).write('<worksheet><sheetData><row r="1"></c>')).toThrow(/broken XML: .*close tag/);
    const cut = new WorksheetParser([]);
    expect(cut.write('<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row>')).toEqual([{ number: 1, cells: ['1'] }]);
    expect(() => cut.end()).toThrow(/broken XML: .*unclosed tag/);
    expect(() => new SharedStringsParser(() => {}).write('<sst><si><t>a\u0001</t></si>')).toThrow(/broken XML: .*character/);
  });
});
