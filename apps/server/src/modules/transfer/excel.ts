import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
// The streaming reader alone: the sheet-reading worker loads in half the time without the rest of ExcelJS.
import WorkbookReader from 'exceljs/lib/stream/xlsx/workbook-reader.js';
import {
  LimitMessages,
  MAX_CELL_CHARS,
  MAX_HEADER_BYTES,
  MAX_HEADER_COLUMNS,
  MAX_IMPORT_ROWS,
  MAX_ROW_CHARS,
  SpreadsheetError,
} from './import-limits.ts';
import { XmlGuard } from './xml-guard.ts';
import { entryText, firstWorksheet, part, SHARED_STRINGS, type ZipEntry, zipEntries } from './zip.ts';

/*
 * Reading spreadsheets: .xlsx streamed with ExcelJS (constant memory), legacy
 * .xls with the maintained SheetJS build (.xls files are at most 65,536 rows,
 * so reading one whole is bounded). Writing is in excel-writer.ts. Uploads
 * are hostile until read: docs/design/import-limits.md.
 */

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

/**
 * Refuses a row past the cell or row limit; answers its weight in a batch:
 * its characters, each cell counting one more.
 */
function checkedWeight(row: SheetRow): number {
  let chars = 0;
  for (let i = 0; i < row.cells.length; i++) {
    const length = (row.cells[i] as string).length;
    if (length > MAX_CELL_CHARS) throw new SpreadsheetError(LimitMessages.cell({ row: row.rowNumber, column: i + 1 }));
    chars += length;
  }
  if (chars > MAX_ROW_CHARS) throw new SpreadsheetError(LimitMessages.row(row.rowNumber));
  return chars + row.cells.length;
}

/** Rows handed over per step: one async step per row would cost more than the row's own checks. */
const ROWS_PER_BATCH = 500;
/**
 * Weight a batch may reach before it is handed over, so the batches in
 * flight to the import (SHEET_BATCHES_AHEAD of them) stay a few MB whatever
 * the rows hold: one long string shared by every row is one string to the
 * parser, but a copy per row once posted.
 */
const BATCH_WEIGHT = 1 << 20;

/**
 * The rows of the first worksheet, in order and in batches; blank rows are
 * left out. Stops with an error past `maxRows` or any cell or row limit.
 */
export async function* readSheet(
  file: string,
  extension: '.xls' | '.xlsx',
  /** `onRead`: the share (0..1) of the sheet read so far, the import's progress measure. */
  opts: { maxRows?: number; onRead?: (share: number) => void } = {},
): AsyncGenerator<SheetRow[]> {
  const maxRows = opts.maxRows ?? MAX_IMPORT_ROWS + 10;
  let batch: SheetRow[] = [];
  let weight = 0;
  // Batched right here: one more async step per row would cost more than the row's own checks.
  const full = (row: SheetRow) => {
    weight += checkedWeight(row);
    batch.push(row);
    return batch.length === ROWS_PER_BATCH || weight >= BATCH_WEIGHT;
  };
  const take = () => {
    const taken = batch;
    batch = [];
    weight = 0;
    return taken;
  };
  if (extension === '.xls') {
    for (const row of await xlsRows(file, maxRows, opts.onRead)) if (full(row)) yield take();
  } else {
    for await (const row of await xlsxRows(file, opts.onRead)) {
      if (row.number > maxRows) throw new SpreadsheetError(LimitMessages.rows);
      const cells = cellsOf(row);
      if (cells && full({ rowNumber: row.number, cells })) yield take();
    }
  }
  if (batch.length > 0) yield batch;
}

/** The texts of a row from column A; undefined when every one is blank. */
function cellsOf(row: ExcelJS.Row): string[] | undefined {
  const values = row.values as unknown[];
  const cells: string[] = new Array(Math.max(0, values.length - 1));
  let blank = true;
  for (let i = 1; i < values.length; i++) {
    const text = cellText(values[i]);
    cells[i - 1] = text;
    if (blank && text.trim() !== '') blank = false;
  }
  return blank ? undefined : cells;
}

/**
 * The first worksheet's rows, read in place: the shared strings first, then
 * the worksheet parsed as it inflates, each opened at its offset from the
 * central directory (ExcelJS's front-to-back reader would inflate a
 * worksheet stored before the shared strings, as Excel stores it, into a
 * temporary file first).
 */
async function xlsxRows(file: string, onRead?: (share: number) => void): Promise<RowSource> {
  const entries = await zipEntries(file);
  const sheet = firstWorksheet(entries);
  const reader = newReader('cache');
  const shared = entries.find((e) => e.name === SHARED_STRINGS);
  if (shared) {
    const input = Readable.from(entryText(file, part(shared), new XmlGuard('si')), { highWaterMark: 1 });
    try {
      for await (const _ of (reader as unknown as ReaderInternals)._parseSharedStrings(input) as AsyncIterable<unknown>);
    } finally {
      input.destroy();
    }
  }
  return worksheetRows(reader, entryText(file, sheet, new XmlGuard('c'), onRead), sheet);
}

async function xlsRows(file: string, maxRows: number, onRead?: (share: number) => void): Promise<Iterable<SheetRow>> {
  // Loaded when a legacy file comes: most imports are .xlsx and need none of SheetJS.
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.read(await readFile(file), { type: 'buffer', sheetRows: maxRows + 1, cellDates: false, dense: true });
  const first = workbook.SheetNames[0];
  const sheet = first ? workbook.Sheets[first] : undefined;
  if (!sheet) return [];
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1:A1');
  if (range.e.r + 1 > maxRows) throw new SpreadsheetError(LimitMessages.rows);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  return (function* () {
    for (let i = 0; i < rows.length; i++) {
      // Read whole already: progress is the share of rows handed over.
      onRead?.((i + 1) / rows.length);
      const cells = (rows[i] ?? []).map((v) => cellText(v));
      if (cells.some((c) => c.trim() !== '')) yield { rowNumber: range.s.r + i + 1, cells };
    }
  })();
}

type RowSource = AsyncIterable<ExcelJS.Row>;

const newReader = (sharedStrings: 'cache' | 'emit') =>
  // Never read from: its worksheet and shared-string parsers are given the parts (ReaderInternals).
  new WorkbookReader('' as unknown as import('node:stream').Stream, {
    worksheets: 'emit',
    sharedStrings,
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });

/** ExcelJS 4.4's private parsers of one part (re-check when upgrading ExcelJS). */
interface ReaderInternals {
  _parseWorksheet(iterator: AsyncIterable<string>, sheetNo: string): unknown;
  _parseSharedStrings(entry: NodeJS.ReadableStream): unknown;
}

function worksheetRows(reader: ExcelJS.stream.xlsx.WorkbookReader, text: AsyncIterable<string>, sheet: ZipEntry): RowSource {
  const sheetNo = /(\d+)\.xml$/.exec(sheet.name)?.[1] ?? '1';
  const events = (reader as unknown as ReaderInternals)._parseWorksheet(text, sheetNo) as Iterable<{ value: RowSource }>;
  for (const event of events) return event.value;
  throw new Error('no worksheet');
}

/** A shared-string cell as ExcelJS reads it before the shared strings. */
const sharedIndex = (value: unknown) =>
  typeof value === 'object' && value !== null && 'sharedString' in value ? (value as { sharedString: number }).sharedString : undefined;

/**
 * The header row of an .xlsx found without reading the whole sheet: only up
 * to that row, and of the shared strings only up to the last one it uses.
 * The guard caps the row's columns and text as it streams, so a first row
 * of many MB stops early. Answers undefined when the row is missing or
 * blank, and null when its shared strings turn out blank (the full reader
 * then decides).
 */
async function xlsxHeaderRow(file: string, headerLine: number): Promise<string[] | undefined | null> {
  const entries = await zipEntries(file);
  const sheet = firstWorksheet(entries);
  const reader = newReader('emit');
  let found: { number: number; values: unknown[] } | undefined;
  for await (const row of worksheetRows(reader, entryText(file, sheet, new XmlGuard('c', headerLine)), sheet)) {
    if (row.number < headerLine) continue;
    const values = Array.from(row.values as unknown[]).slice(1);
    // Blank rows do not count (as in readSheet): the header is the first row with text at or after headerLine.
    if (values.every((v) => sharedIndex(v) === undefined && cellText(v).trim() === '')) continue;
    found = { number: row.number, values };
    break;
  }
  if (found?.number !== headerLine) return undefined;

  const cells = found.values.map((v) => (sharedIndex(v) === undefined ? cellText(v) : ''));
  const wanted = new Map<number, number[]>();
  let lastColumn = 0;
  found.values.forEach((v, column) => {
    const index = sharedIndex(v);
    if (index !== undefined) {
      const columns = wanted.get(index);
      if (columns) columns.push(column);
      else wanted.set(index, [column]);
    }
    if (index !== undefined || (cells[column] as string).trim() !== '') lastColumn = column + 1;
  });
  // Checked before the shared strings are looked up, so at most this many are.
  if (lastColumn > MAX_HEADER_COLUMNS) throw new SpreadsheetError(LimitMessages.headerColumns);
  const shared = entries.find((e) => e.name === SHARED_STRINGS);
  if (wanted.size > 0 && shared) {
    const last = Math.max(...wanted.keys());
    let bytes = Buffer.byteLength(cells.join(''));
    const input = Readable.from(entryText(file, part(shared), new XmlGuard('si')), { highWaterMark: 1 });
    try {
      const items = (reader as unknown as ReaderInternals)._parseSharedStrings(input) as AsyncIterable<{ index: number; text: unknown }>;
      for await (const item of items) {
        const text = cellText(item.text);
        for (const column of wanted.get(item.index) ?? []) {
          cells[column] = text;
          bytes += Buffer.byteLength(text);
        }
        if (bytes > MAX_HEADER_BYTES) throw new SpreadsheetError(LimitMessages.headerBytes);
        if (item.index >= last) break;
      }
    } finally {
      input.destroy();
    }
  }
  return cells.some((c) => c.trim() !== '') ? cells : null;
}

/** Refuses a header past its limits; answers it without trailing blank columns. */
function checkedHeader(rowNumber: number, cells: string[]): string[] {
  let columns = cells.length;
  while (columns > 0 && (cells[columns - 1] ?? '').trim() === '') columns--;
  if (columns > MAX_HEADER_COLUMNS) throw new SpreadsheetError(LimitMessages.headerColumns);
  const header = Array.from(cells.slice(0, columns), (c) => c ?? '');
  checkedWeight({ rowNumber, cells: header });
  if (Buffer.byteLength(header.join('')) > MAX_HEADER_BYTES) throw new SpreadsheetError(LimitMessages.headerBytes);
  return header;
}

/**
 * The header row: the first row with text at or after `headerLine` when
 * that is `headerLine` itself, else undefined. Run it on a worker thread
 * (readHeaderAside): it reads an upload nobody has vouched for.
 */
export async function readHeaderRow(file: string, extension: '.xls' | '.xlsx', headerLine: number): Promise<string[] | undefined> {
  let row = extension === '.xlsx' ? await xlsxHeaderRow(file, headerLine) : null;
  if (row === null) {
    row = undefined;
    for await (const batch of readSheet(file, extension)) {
      const found = batch.find((r) => r.rowNumber >= headerLine);
      if (found) {
        if (found.rowNumber === headerLine) row = found.cells;
        break;
      }
    }
  }
  return row && checkedHeader(headerLine, row);
}
