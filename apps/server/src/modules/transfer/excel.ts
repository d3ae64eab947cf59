import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';

/*
 * Reading and writing spreadsheets: .xlsx streamed with ExcelJS (constant
 * memory), legacy .xls with the maintained SheetJS build (.xls files are at
 * most 65,536 rows, so reading one whole is bounded).
 */

/** Rows a single import may hold; more is refused before anything is written. */
export const MAX_IMPORT_ROWS = 200_000;
/** What an .xlsx may expand to: generous for MAX_IMPORT_ROWS of text, far below a zip bomb's size. */
export const MAX_UNCOMPRESSED_BYTES = 400 * 1024 * 1024;

/** Text a spreadsheet would run as a formula, or that some tools treat as a command. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Makes cell text inert: a leading apostrophe is how spreadsheets mark
 * "text, not formula" (OWASP CSV-injection advice), and it survives a re-save
 * as CSV. Numbers are written as numbers and need nothing.
 */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The reverse on import, so an exported file imports back to the same values. */
export function unneutralise(text: string): string {
  return text.length > 1 && text[0] === "'" && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export type CellValue = string | number | null;

export class SpreadsheetError extends Error {}

/**
 * Sums the uncompressed sizes recorded in the zip's central directory
 * without inflating anything, so a zip bomb is refused by arithmetic.
 * Entries marked ZIP64 (sizes beyond 4 GB) count as too large.
 */
export async function zipUncompressedBytes(file: string): Promise<number> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, 65_535 + 22);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === 0x06054b50) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) throw new SpreadsheetError('not a zip archive');
    const entries = tail.readUInt16LE(eocd + 10);
    const dirSize = tail.readUInt32LE(eocd + 12);
    const dirOffset = tail.readUInt32LE(eocd + 16);
    if (dirOffset + dirSize > size) throw new SpreadsheetError('broken zip directory');
    const dir = Buffer.alloc(dirSize);
    await handle.read(dir, 0, dirSize, dirOffset);
    let total = 0;
    let at = 0;
    for (let n = 0; n < entries; n++) {
      if (at + 46 > dir.length || dir.readUInt32LE(at) !== 0x02014b50) throw new SpreadsheetError('broken zip directory');
      const uncompressed = dir.readUInt32LE(at + 24);
      if (uncompressed === 0xffffffff) return Number.POSITIVE_INFINITY;
      total += uncompressed;
      at += 46 + dir.readUInt16LE(at + 28) + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32);
    }
    return total;
  } finally {
    await handle.close();
  }
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if (v.text !== undefined) return cellText(v.text);
    if (v.result !== undefined) return cellText(v.result);
    if (v.error) return v.error;
  }
  return String(value);
}

export interface SheetRow {
  /** 1-based row number in the sheet. */
  rowNumber: number;
  /** Cell texts from column A, untrimmed. */
  cells: string[];
}

/** The rows of the first worksheet, in order; blank rows are left out. Stops with an error past `maxRows`. */
export async function* readSheet(
  file: string,
  extension: '.xls' | '.xlsx',
  opts: { maxRows?: number; onBytes?: (n: number) => void } = {},
): AsyncGenerator<SheetRow> {
  const maxRows = opts.maxRows ?? MAX_IMPORT_ROWS + 10;
  if (extension === '.xls') {
    yield* readXls(file, maxRows);
    return;
  }
  const input = createReadStream(file);
  // Bytes of the compressed file consumed so far: the import's progress measure.
  if (opts.onBytes) input.on('data', (chunk) => opts.onBytes?.(chunk.length));
  const reader = utf8SafeReader(input);
  for await (const sheet of reader) {
    for await (const row of sheet) {
      if (row.number > maxRows) throw new SpreadsheetError('too many rows');
      const values = row.values as unknown[];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
      if (cells.some((c) => c.trim() !== '')) yield { rowNumber: row.number, cells };
    }
    // Only the first worksheet is data; the rest (notes, dictionaries) are ignored.
    return;
  }
}

interface ReaderInternals {
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): unknown;
  _parseSharedStrings(entry: NodeJS.ReadableStream): unknown;
}

/** Decodes a byte stream as UTF-8 across chunk boundaries. */
async function* decodeUtf8(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/**
 * ExcelJS 4.4's streaming reader decodes every inflated chunk on its own, so
 * a Chinese character split between two chunks turns into U+FFFD (about one
 * cell in ten thousand on a large file). Its worksheet and shared-string
 * parsers are given text decoded across chunk boundaries instead.
 */
function utf8SafeReader(input: NodeJS.ReadableStream): ExcelJS.stream.xlsx.WorkbookReader {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input as unknown as import('node:stream').Stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const internals = reader as unknown as ReaderInternals;
  const parseWorksheet = internals._parseWorksheet.bind(reader);
  const parseSharedStrings = internals._parseSharedStrings.bind(reader);
  internals._parseWorksheet = (iterator, sheetNo) => parseWorksheet(decodeUtf8(iterator), sheetNo);
  internals._parseSharedStrings = (entry) => {
    entry.setEncoding('utf8');
    return parseSharedStrings(entry);
  };
  return reader;
}

async function* readXls(file: string, maxRows: number): AsyncGenerator<SheetRow> {
  const workbook = XLSX.read(await readFile(file), { type: 'buffer', sheetRows: maxRows + 1, cellDates: false, dense: true });
  const first = workbook.SheetNames[0];
  const sheet = first ? workbook.Sheets[first] : undefined;
  if (!sheet) return;
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1:A1');
  if (range.e.r + 1 > maxRows) throw new SpreadsheetError('too many rows');
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  for (let i = 0; i < rows.length; i++) {
    const cells = (rows[i] ?? []).map((v) => cellText(v));
    if (cells.some((c) => c.trim() !== '')) yield { rowNumber: range.s.r + i + 1, cells };
  }
}

/** A streamed .xlsx: rows are committed as they are added, so memory stays flat whatever the row count. */
export class XlsxStreamWriter {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;

  constructor(file: string, sheetName: string, headers: readonly string[], widths?: readonly number[]) {
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: true });
    this.sheet = this.workbook.addWorksheet(sheetName);
    this.sheet.columns = headers.map((header, i) => ({ header, width: widths?.[i] ?? Math.min(60, Math.max(12, header.length * 2 + 4)) }));
    this.sheet.getRow(1).font = { bold: true };
    this.sheet.getRow(1).commit();
  }

  add(values: readonly CellValue[]): void {
    this.sheet.addRow(values.map((v) => (typeof v === 'string' ? neutralise(v) : v))).commit();
  }

  async finish(): Promise<void> {
    this.sheet.commit();
    await this.workbook.commit();
  }
}
