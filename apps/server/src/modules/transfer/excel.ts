import { readFile } from 'node:fs/promises';
import {
  LimitMessages,
  MAX_CELL_CHARS,
  MAX_HEADER_BYTES,
  MAX_HEADER_COLUMNS,
  MAX_IMPORT_ROWS,
  MAX_ROW_CHARS,
  SpreadsheetError,
} from './import-limits.ts';
import { type ParsedRow, SharedStringsParser, WorksheetParser } from './sheet-xml.ts';
import { XmlGuard } from './xml-guard.ts';
import { entryText, firstWorksheet, HEADER_PIECE, part, SHARED_STRINGS, zipEntries } from './zip.ts';

/*
 * Reading spreadsheets: .xlsx streamed (constant memory) and its XML read
 * by sheet-xml.ts as ExcelJS would read it, legacy
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

// Local copies: on the parsing worker (CommonJS through tsx) an imported constant is a getter call per row.
const CELL_CHARS = MAX_CELL_CHARS;
const ROW_CHARS = MAX_ROW_CHARS;

/**
 * Refuses a row past the cell or row limit; answers its weight in a batch:
 * its characters, each cell counting one more.
 */
function checkedWeight(row: SheetRow): number {
  let chars = 0;
  for (let i = 0; i < row.cells.length; i++) {
    const length = (row.cells[i] as string).length;
    if (length > CELL_CHARS) throw new SpreadsheetError(LimitMessages.cell({ row: row.rowNumber, column: i + 1 }));
    chars += length;
  }
  if (chars > ROW_CHARS) throw new SpreadsheetError(LimitMessages.row(row.rowNumber));
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
    for await (const rows of xlsxRows(file, opts.onRead)) {
      for (const row of rows) {
        if (row.number > maxRows) throw new SpreadsheetError(LimitMessages.rows);
        if (!isBlank(row.cells) && full({ rowNumber: row.number, cells: row.cells })) yield take();
      }
    }
  }
  if (batch.length > 0) yield batch;
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/**
 * The first worksheet's rows, chunk by chunk, read in place: the shared
 * strings first, then the worksheet parsed as it inflates, each opened at
 * its offset from the central directory (ExcelJS's front-to-back reader
 * would inflate a worksheet stored before the shared strings, as Excel
 * stores it, into a temporary file first). sheet-xml.ts reads the values as
 * ExcelJS would, at a fraction of its cost.
 */
async function* xlsxRows(file: string, onRead?: (share: number) => void): AsyncGenerator<ParsedRow[]> {
  const entries = await zipEntries(file);
  const sheet = firstWorksheet(entries);
  const strings: (string | null)[] = [];
  const shared = entries.find((e) => e.name === SHARED_STRINGS);
  if (shared) {
    const parser = new SharedStringsParser((text) => strings.push(text));
    for await (const text of entryText(file, part(shared), new XmlGuard('si'))) parser.write(text);
    parser.end();
  }
  const parser = new WorksheetParser(strings);
  for await (const text of entryText(file, sheet, new XmlGuard('c'), { onRead })) yield parser.write(text);
  parser.end();
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
  const parser = new WorksheetParser(null);
  let found: ParsedRow | undefined;
  reading: for await (const text of entryText(file, sheet, new XmlGuard('c', headerLine), { piece: HEADER_PIECE })) {
    for (const row of parser.write(text)) {
      // Blank rows do not count (as in readSheet): the header is the first row with text at or after headerLine.
      if (row.number < headerLine || (!row.shared && isBlank(row.cells))) continue;
      found = row;
      break reading;
    }
  }
  if (found?.number !== headerLine) return undefined;

  const { cells } = found;
  const wanted = new Map<number, number[]>();
  let lastColumn = 0;
  cells.forEach((cell, column) => {
    const index = found.shared?.get(column);
    if (index !== undefined) {
      const columns = wanted.get(index);
      if (columns) columns.push(column);
      else wanted.set(index, [column]);
    }
    if (index !== undefined || cell.trim() !== '') lastColumn = column + 1;
  });
  // Checked before the shared strings are looked up, so at most this many are.
  if (lastColumn > MAX_HEADER_COLUMNS) throw new SpreadsheetError(LimitMessages.headerColumns);
  const shared = entries.find((e) => e.name === SHARED_STRINGS);
  if (wanted.size > 0 && shared) {
    const last = Math.max(...wanted.keys());
    let bytes = Buffer.byteLength(cells.join(''));
    const strings = new SharedStringsParser((text, index) => {
      for (const column of wanted.get(index) ?? []) {
        cells[column] = text ?? '';
        bytes += Buffer.byteLength(text ?? '');
      }
      if (bytes > MAX_HEADER_BYTES) throw new SpreadsheetError(LimitMessages.headerBytes);
    });
    for await (const text of entryText(file, part(shared), new XmlGuard('si'), { piece: HEADER_PIECE })) {
      strings.write(text);
      if (strings.count > last) break;
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
