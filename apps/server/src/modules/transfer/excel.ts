/// <reference path="../../types/exceljs-stream.d.ts" />
import { createReadStream, type ReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { Worker } from 'node:worker_threads';
import { createInflateRaw } from 'node:zlib';
import type ExcelJS from 'exceljs';
// The streaming reader alone: the sheet-reading worker loads in half the time without the rest of ExcelJS.
import WorkbookReader from 'exceljs/lib/stream/xlsx/workbook-reader.js';
import { startWorker } from './worker.ts';

/*
 * Reading spreadsheets: .xlsx streamed with ExcelJS (constant memory), legacy
 * .xls with the maintained SheetJS build (.xls files are at most 65,536 rows,
 * so reading one whole is bounded). Writing is in excel-writer.ts. Uploads
 * are hostile until read: docs/design/import-limits.md.
 */

const KB = 1024;
const MB = 1024 * KB;

/*
 * Import limits, all here (docs/design/import-limits.md says why each value).
 * Checks on the inflated XML bound memory while a part streams; checks on the
 * decoded text give the exact rule the user is told.
 */

/** Rows a single import may hold; more is refused before anything is written. */
export const MAX_IMPORT_ROWS = 200_000;
/** What an .xlsx may expand to: generous for MAX_IMPORT_ROWS of text, far below a zip bomb's size. Measured while inflating. */
export const MAX_UNCOMPRESSED_BYTES = 400 * MB;
/** Columns of the header row, up to the last one with text. */
export const MAX_HEADER_COLUMNS = 200;
/** Text of the header row, in UTF-8. */
export const MAX_HEADER_BYTES = 64 * KB;
/** XML text in the header row's cells: MAX_HEADER_BYTES escaped, at 8 bytes a character as for cells. */
export const MAX_HEADER_XML = 8 * MAX_HEADER_BYTES;
/** Characters of one cell: Excel's own limit, so no file Excel wrote goes beyond it. */
export const MAX_CELL_CHARS = 32_767;
/** Characters of one row, all its cells together. */
export const MAX_ROW_CHARS = 256 * KB;
/** XML of one cell, or one text run or tag anywhere: 8 bytes per character covers any escape a spreadsheet program writes. */
export const MAX_CELL_XML = 256 * KB;
/** XML of one row: MAX_ROW_CHARS escaped, plus the markup of Excel's 16,384 columns. */
export const MAX_ROW_XML = 4 * MB;
/**
 * Old-generation heap of a worker parsing an .xlsx, which streams but holds
 * the shared strings: 200,000 rows of 16 distinct texts (a 25 MB file) fit.
 * Past it the worker dies, not the API.
 */
export const PARSE_MEMORY_MB = 512;
/** The same for a legacy .xls, which SheetJS reads whole at about 550 bytes a cell: 1.2 million cells (23 MB) take 650 MB. */
export const LEGACY_PARSE_MEMORY_MB = 1024;
/** Longest a parsing worker may take for the header, or for its next batch of rows. */
export const PARSE_TIME_LIMIT_MS = 60_000;

/** What the user is told when a limit refuses the file. */
export const LimitMessages = {
  inflated: `文件解压后过大：最多 ${MAX_UNCOMPRESSED_BYTES / MB} MB`,
  beyondDeclared: '文件解压后过大：实际大小超过文件中声明的大小',
  headerColumns: `表头过长：最多 ${MAX_HEADER_COLUMNS} 列`,
  headerBytes: `表头过长：最多 ${MAX_HEADER_BYTES / KB} KB`,
  cell: (at?: { row: number; column: number }) =>
    at
      ? `单元格内容过长：第${at.row}行第${at.column}列超过 ${MAX_CELL_CHARS} 个字符`
      : `单元格内容过长：每个单元格最多 ${MAX_CELL_CHARS} 个字符`,
  row: (row: number) => `行内容过长：第${row}行超过 ${MAX_ROW_CHARS} 个字符`,
  rows: `文件行数超过上限：最多 ${MAX_IMPORT_ROWS} 行`,
  memory: (mb: number) => `文件解析超出内存限制（${mb} MB），请拆分后再导入`,
  time: `文件解析超时（${PARSE_TIME_LIMIT_MS / 1000} 秒），请拆分后再导入`,
} as const;

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

/**
 * A file refused by one of the limits above; its message names the limit and
 * is for the user. A file that is simply broken fails with a plain Error.
 */
export class SpreadsheetError extends Error {}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The entries of a zip's central directory, in stored order, read without inflating anything. */
async function zipEntries(file: string): Promise<ZipEntry[]> {
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
    if (eocd < 0) throw new Error('not a zip archive');
    const count = tail.readUInt16LE(eocd + 10);
    const dirSize = tail.readUInt32LE(eocd + 12);
    const dirOffset = tail.readUInt32LE(eocd + 16);
    if (dirOffset + dirSize > size) throw new Error('broken zip directory');
    const dir = Buffer.alloc(dirSize);
    await handle.read(dir, 0, dirSize, dirOffset);
    const entries: ZipEntry[] = [];
    let at = 0;
    for (let n = 0; n < count; n++) {
      if (at + 46 > dir.length || dir.readUInt32LE(at) !== 0x02014b50) throw new Error('broken zip directory');
      const nameLength = dir.readUInt16LE(at + 28);
      entries.push({
        name: dir.toString('utf8', at + 46, at + 46 + nameLength),
        method: dir.readUInt16LE(at + 10),
        compressedSize: dir.readUInt32LE(at + 20),
        uncompressedSize: dir.readUInt32LE(at + 24),
        localHeaderOffset: dir.readUInt32LE(at + 42),
      });
      at += 46 + nameLength + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32);
    }
    return entries;
  } finally {
    await handle.close();
  }
}

/**
 * Sums the uncompressed sizes recorded in the zip's central directory
 * without inflating anything, so a zip bomb is refused by arithmetic.
 * Entries marked ZIP64 (sizes beyond 4 GB) count as too large. The sizes
 * may lie: reading counts what really inflates (entryText).
 */
export async function zipUncompressedBytes(file: string): Promise<number> {
  let total = 0;
  for (const entry of await zipEntries(file)) {
    if (entry.uncompressedSize === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += entry.uncompressedSize;
  }
  return total;
}

/** One stored entry, inflated as it is read; `raw` is the file stream under it (its bytes are the read progress). */
async function openEntry(file: string, entry: ZipEntry): Promise<{ raw: ReadStream; content: Readable }> {
  const handle = await open(file, 'r');
  let start: number;
  try {
    const local = Buffer.alloc(30);
    await handle.read(local, 0, 30, entry.localHeaderOffset);
    if (local.readUInt32LE(0) !== 0x04034b50) throw new Error('broken zip entry');
    start = entry.localHeaderOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  } finally {
    await handle.close();
  }
  const raw = createReadStream(file, { start, end: start + entry.compressedSize - 1 });
  if (entry.method !== 8) return { raw, content: raw };
  const content = raw.pipe(createInflateRaw());
  // A reader that stops early (or fails) ends the inflater; the file must close with it.
  content.once('close', () => raw.destroy());
  return { raw, content };
}

const SHARED_STRINGS = 'xl/sharedStrings.xml';

/**
 * An entry this reader opens: stored or deflated, sizes within 32 bits.
 * Anything else is refused rather than handed to another reader, so every
 * part is inflated where its bytes are counted.
 */
function part(entry: ZipEntry | undefined): ZipEntry {
  if (!entry) throw new Error('no worksheet');
  if ((entry.method !== 0 && entry.method !== 8) || entry.compressedSize === 0xffffffff || entry.uncompressedSize === 0xffffffff)
    throw new Error(`unsupported zip entry ${entry.name}`);
  return entry;
}

/** The first worksheet in stored order: the one ExcelJS's streaming reader would emit first. */
const firstWorksheet = (entries: readonly ZipEntry[]) => part(entries.find((e) => /^xl\/worksheets\/sheet\d+\.xml$/.test(e.name)));

/**
 * The text of one part as it inflates, decoded across chunk boundaries
 * (ExcelJS 4.4's own reader turns a character split between two chunks into
 * U+FFFD) and passed through `guard` before anyone parses it. Inflated bytes
 * are counted as they come: the sizes in the zip's directory are the
 * sender's word only.
 */
async function* entryText(file: string, entry: ZipEntry, guard: XmlGuard, onRead?: (share: number) => void): AsyncGenerator<string> {
  if (entry.compressedSize === 0) return;
  const { raw, content } = await openEntry(file, entry);
  if (onRead) {
    let bytes = 0;
    raw.on('data', (chunk) => {
      bytes += chunk.length;
      onRead(bytes / entry.compressedSize);
    });
  }
  const decoder = new StringDecoder('utf8');
  let inflated = 0;
  try {
    for await (const chunk of content as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > MAX_UNCOMPRESSED_BYTES) throw new SpreadsheetError(LimitMessages.inflated);
      if (inflated > entry.uncompressedSize) throw new SpreadsheetError(LimitMessages.beyondDeclared);
      const text = decoder.write(chunk);
      if (!text) continue;
      guard.write(text);
      yield text;
    }
    const rest = decoder.end();
    if (rest) {
      guard.write(rest);
      yield rest;
    }
  } finally {
    raw.destroy();
    if (content !== raw) content.destroy();
  }
}

// What the XML guard is in the middle of.
const TEXT = 0;
/** Just after '<'. */
const OPEN = 1;
/** Just after '<!'. */
const BANG = 2;
const TAG = 3;
const COMMENT = 4;
const CDATA = 5;
/** A processing instruction, <?…?>. */
const PI = 6;

const GT = 62;
const SLASH = 47;

const nameEnds = (code: number) => code === GT || code === SLASH || code === 32 || code === 9 || code === 10 || code === 13;
/** Whether the tag name at `at` of `src` is `name`. */
function named(src: string, at: number, name: string): boolean {
  for (let k = 0; k < name.length; k++) if (src.charCodeAt(at + k) !== name.charCodeAt(k)) return false;
  return nameEnds(src.charCodeAt(at + name.length));
}
/** The reference attribute of a row or cell tag: column letters, row digits. */
const REF = /\sr\s*=\s*["']([A-Za-z]*)(\d*)["']/;
const columnNumber = (letters: string) => {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + ch.charCodeAt(0) - 64;
  return n;
};

/**
 * Size checks on one XML part as it streams, before ExcelJS's parser sees
 * it: saxes keeps a whole text run, tag or comment in memory, and ExcelJS
 * joins a cell's text, so one 380 MB cell would be held whole (several
 * times over). Linear in the text, and keeps at most one tag.
 *
 * It tokenises as XML does: a tag's quoted values may hold '>' or '/>', and
 * comments, CDATA and processing instructions end only at their own
 * terminators, so no trick of quoting hides a cell's end from it. What it
 * does not bound (deep nesting, a million shared strings) the worker's heap
 * limit does.
 */
class XmlGuard {
  private state = TEXT;
  /** The open quote inside a tag, 0 outside one. */
  private quote = 0;
  /** The two characters before this one in a comment, CDATA or processing instruction. */
  private last = 0;
  private beforeLast = 0;
  /** A tag begun in an earlier chunk. */
  private pending = '';
  // Positions in the whole part: sizes are differences, checked at each '<' and '>' and at the end of each chunk.
  private offset = 0;
  /** Where the current text run or markup began. */
  private pieceStart = 0;
  /** Where the open cell (string item in the shared strings) began, -1 outside one. */
  private cellStart = -1;
  private rowStart = -1;
  private rows = 0;
  private cellsInRow = 0;
  // The last row and cell tags, where they lie: their references are read only for a message (or the header read).
  private rowSrc = '';
  private rowAt = 0;
  private rowEnd = 0;
  private cellSrc = '';
  private cellAt = 0;
  private cellEnd = 0;
  /** In the header read: whether the open row may be the header, whose text and columns are capped as it streams. */
  private headerRow = false;
  private headerFound = false;
  private headerCells = 0;
  private headerText = 0;
  private cellHasText = false;

  /** `unit` holds one cell's XML: `c` in a worksheet, `si` in the shared strings. */
  constructor(
    private readonly unit: 'c' | 'si',
    private readonly headerLine?: number,
  ) {}

  write(s: string): void {
    const n = s.length;
    let i = 0;
    while (i < n) {
      // Where the markup under way began in s (0 when in an earlier chunk).
      let start = i;
      if (this.state === TEXT) {
        const lt = s.indexOf('<', i);
        if (this.headerRow && this.cellStart >= 0) this.headerCellText(s, i, lt < 0 ? n : lt);
        if (lt < 0) break;
        this.check(this.offset + lt);
        this.state = OPEN;
        this.pending = '';
        this.pieceStart = this.offset + lt;
        start = lt;
        i = lt + 1;
      }
      const end = this.markupEnd(s, i);
      if (end < 0) {
        if (this.state === OPEN || this.state === TAG) this.pending += s.slice(start);
        break;
      }
      this.check(this.offset + end);
      if (this.state === TAG) {
        if (this.pending) {
          const tag = this.pending + s.slice(0, end);
          this.tag(tag, 0, tag.length);
        } else this.tag(s, start, end);
      }
      this.state = TEXT;
      this.pieceStart = this.offset + end;
      i = end;
    }
    this.offset += n;
    this.check(this.offset);
  }

  /** Refuses the text run or markup, the cell or the row under way once it has grown past its limit by `at`. */
  private check(at: number): void {
    if (this.cellStart >= 0 && at - this.cellStart > MAX_CELL_XML) this.cellTooLong();
    if (this.rowStart >= 0 && at - this.rowStart > MAX_ROW_XML) throw new SpreadsheetError(LimitMessages.row(this.rowNumber()));
    if (at - this.pieceStart > MAX_CELL_XML) {
      if (this.rowStart >= 0) throw new SpreadsheetError(LimitMessages.row(this.rowNumber()));
      throw new Error('an XML text or tag over the size limit outside any cell');
    }
  }

  /** Where the markup under way ends in `s` (the index after it), or -1 when it goes on past `s`. */
  private markupEnd(s: string, from: number): number {
    let i = from;
    if (this.state === OPEN) {
      if (i >= s.length) return -1;
      const c = s.charCodeAt(i);
      if (c === 33) this.state = BANG;
      else if (c === 63) this.enter(PI);
      else this.state = TAG;
      if (this.state !== TAG) i++;
    }
    if (this.state === BANG) {
      if (i >= s.length) return -1;
      const c = s.charCodeAt(i++);
      if (c === 45) this.enter(COMMENT);
      else if (c === 91) this.enter(CDATA);
      // A document type declaration, or worse: OOXML parts have none.
      else throw new Error('unexpected <! in a spreadsheet part');
    }
    return this.state === TAG ? this.tagEnd(s, i) : this.terminatorEnd(s, i);
  }

  private tagEnd(s: string, from: number): number {
    let i = from;
    while (i < s.length) {
      if (this.quote !== 0) {
        const close = s.indexOf(this.quote === 34 ? '"' : "'", i);
        if (close < 0) return -1;
        this.quote = 0;
        i = close + 1;
        continue;
      }
      const c = s.charCodeAt(i);
      if (c === GT) return i + 1;
      if (c === 34 || c === 39) this.quote = c;
      i++;
    }
    return -1;
  }

  /** The end of a comment, CDATA or processing instruction: -->, ]]> or ?>. */
  private terminatorEnd(s: string, from: number): number {
    const mark = this.state === COMMENT ? 45 : 93;
    for (let i = from; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c === GT && (this.state === PI ? this.last === 63 : this.last === mark && this.beforeLast === mark)) return i + 1;
      this.beforeLast = this.last;
      this.last = c;
    }
    return -1;
  }

  /** A comment, CDATA or processing instruction begins: its terminator is looked for from here on. */
  private enter(state: typeof COMMENT | typeof CDATA | typeof PI): void {
    this.state = state;
    this.last = 0;
    this.beforeLast = 0;
  }

  private headerCellText(s: string, from: number, to: number): void {
    this.headerText += to - from;
    if (this.headerText > MAX_HEADER_XML) throw new SpreadsheetError(LimitMessages.headerBytes);
    if (this.cellHasText || !/\S/.test(s.slice(from, to))) return;
    this.cellHasText = true;
    if (++this.headerCells > MAX_HEADER_COLUMNS) throw new SpreadsheetError(LimitMessages.headerColumns);
  }

  /** A complete tag, src[start, end). */
  private tag(src: string, start: number, end: number): void {
    if (src.charCodeAt(start + 1) === SLASH) {
      if (named(src, start + 2, this.unit)) this.cellStart = -1;
      else if (this.unit === 'c' && named(src, start + 2, 'row')) this.endRow();
      return;
    }
    const empty = src.charCodeAt(end - 2) === SLASH;
    if (named(src, start + 1, this.unit)) {
      this.cellsInRow++;
      this.cellSrc = src;
      this.cellAt = start;
      this.cellEnd = end;
      if (empty) return;
      this.cellStart = this.pieceStart;
      this.cellHasText = false;
    } else if (this.unit === 'c' && named(src, start + 1, 'row')) {
      this.rows++;
      this.cellsInRow = 0;
      this.rowSrc = src;
      this.rowAt = start;
      this.rowEnd = end;
      if (empty) return;
      this.rowStart = this.pieceStart;
      if (this.headerLine === undefined || this.headerFound) return;
      this.headerRow = this.rowNumber() >= this.headerLine;
      this.headerCells = 0;
      this.headerText = 0;
    }
  }

  private endRow(): void {
    this.rowStart = -1;
    // The header is the first row with text at or after the header line (as readHeaderRow decides it).
    if (this.headerRow && this.headerCells > 0) this.headerFound = true;
    this.headerRow = false;
  }

  private rowNumber(): number {
    const digits = REF.exec(this.rowSrc.slice(this.rowAt, this.rowEnd))?.[2];
    return digits ? Number(digits) : this.rows;
  }

  private cellTooLong(): never {
    if (this.unit === 'si') throw new SpreadsheetError(LimitMessages.cell());
    const letters = REF.exec(this.cellSrc.slice(this.cellAt, this.cellEnd))?.[1];
    throw new SpreadsheetError(LimitMessages.cell({ row: this.rowNumber(), column: letters ? columnNumber(letters) : this.cellsInRow }));
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

/** Row batches the sheet-reading worker may parse beyond what its reader has taken. */
export const SHEET_BATCHES_AHEAD = 8;

/** What the sheet-reading worker is asked for. */
export type SheetTask =
  | { task: 'rows'; file: string; extension: '.xls' | '.xlsx'; maxRows?: number }
  | { task: 'header'; file: string; extension: '.xls' | '.xlsx'; headerLine: number };

/** What the sheet-reading worker posts. */
export type SheetMessage =
  | { kind: 'rows'; rows: SheetRow[]; share: number }
  | { kind: 'end' }
  | { kind: 'header'; cells: string[] | null }
  | { kind: 'refused'; message: string };

/** The limits of a parsing worker; tests lower them. */
export interface ParseLimits {
  memoryMb: number;
  timeMs: number;
}

const parseLimits = (extension: '.xls' | '.xlsx'): ParseLimits => ({
  memoryMb: extension === '.xls' ? LEGACY_PARSE_MEMORY_MB : PARSE_MEMORY_MB,
  timeMs: PARSE_TIME_LIMIT_MS,
});

type WorkerEvent = SheetMessage | { kind: 'failed'; error: Error } | { kind: 'exit'; code: number };

/**
 * A sheet-reading worker thread with a heap limit: a file that makes the
 * parse run away costs that thread, which dies alone, and never the API's
 * memory or event loop. Each wait for its next message is timed.
 */
class SheetWorker {
  private readonly worker: Worker;
  private readonly inbox: WorkerEvent[] = [];
  private wake: (() => void) | null = null;

  constructor(
    task: SheetTask,
    private readonly limits: ParseLimits,
  ) {
    this.worker = startWorker(new URL('./sheet-reader.worker.ts', import.meta.url), {
      workerData: task,
      preload: ['exceljs/lib/stream/xlsx/workbook-reader.js'],
      resourceLimits: {
        maxOldGenerationSizeMb: limits.memoryMb,
        // The parse makes short-lived strings by the million: a young generation this size halves its collection time.
        maxYoungGenerationSizeMb: 64,
      },
    });
    const receive = (event: WorkerEvent) => {
      this.inbox.push(event);
      this.wake?.();
      this.wake = null;
    };
    this.worker.on('message', receive);
    this.worker.on('error', (error) => receive({ kind: 'failed', error }));
    this.worker.on('exit', (code) => receive({ kind: 'exit', code }));
  }

  /** The worker's next message; its refusal, its death or its silence past the time limit is thrown. */
  async next(): Promise<Exclude<SheetMessage, { kind: 'refused' }>> {
    if (this.inbox.length === 0) {
      let timer: NodeJS.Timeout | undefined;
      const late = await Promise.race([
        new Promise<false>((resolve) => (this.wake = () => resolve(false))),
        new Promise<true>((resolve) => (timer = setTimeout(resolve, this.limits.timeMs, true))),
      ]);
      clearTimeout(timer);
      if (late) throw new SpreadsheetError(LimitMessages.time);
    }
    const event = this.inbox.shift();
    if (!event || event.kind === 'exit') throw new Error(`the sheet reader stopped (exit code ${event?.code})`);
    if (event.kind === 'refused') throw new SpreadsheetError(event.message);
    if (event.kind === 'failed') {
      if ((event.error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw new SpreadsheetError(LimitMessages.memory(this.limits.memoryMb));
      throw event.error;
    }
    return event;
  }

  more(): void {
    this.worker.postMessage('more');
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}

/** readHeaderRow on a worker thread, within the parse limits. */
export async function readHeaderAside(
  file: string,
  extension: '.xls' | '.xlsx',
  headerLine: number,
  limits: ParseLimits = parseLimits(extension),
): Promise<string[] | undefined> {
  const worker = new SheetWorker({ task: 'header', file, extension, headerLine }, limits);
  try {
    const message = await worker.next();
    if (message.kind !== 'header') throw new Error(`the header reader answered ${message.kind}`);
    return message.cells ?? undefined;
  } finally {
    await worker.stop();
  }
}

/**
 * readSheet on a worker thread, within the parse limits: parsing a large
 * .xlsx also costs about as much CPU as checking and writing its rows, so
 * the import does both at once. Stopping early (break, throw) ends the worker.
 */
export async function* readSheetAside(
  file: string,
  extension: '.xls' | '.xlsx',
  opts: { maxRows?: number; onRead?: (share: number) => void; limits?: ParseLimits } = {},
): AsyncGenerator<SheetRow[]> {
  const worker = new SheetWorker({ task: 'rows', file, extension, maxRows: opts.maxRows }, opts.limits ?? parseLimits(extension));
  try {
    for (;;) {
      const message = await worker.next();
      if (message.kind === 'end') return;
      if (message.kind !== 'rows') throw new Error(`the sheet reader answered ${message.kind}`);
      opts.onRead?.(message.share);
      // Handed back before the batch is used, so the worker parses on meanwhile.
      worker.more();
      yield message.rows;
    }
  } finally {
    await worker.stop();
  }
}
