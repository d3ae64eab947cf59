/// <reference path="../../types/exceljs-stream.d.ts" />
import { createReadStream, type ReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import type ExcelJS from 'exceljs';
// The streaming reader alone: the sheet-reading worker loads in half the time without the rest of ExcelJS.
import WorkbookReader from 'exceljs/lib/stream/xlsx/workbook-reader.js';
import { startWorker } from './worker.ts';

/*
 * Reading spreadsheets: .xlsx streamed with ExcelJS (constant memory), legacy
 * .xls with the maintained SheetJS build (.xls files are at most 65,536 rows,
 * so reading one whole is bounded). Writing is in excel-writer.ts.
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
    if (eocd < 0) throw new SpreadsheetError('not a zip archive');
    const count = tail.readUInt16LE(eocd + 10);
    const dirSize = tail.readUInt32LE(eocd + 12);
    const dirOffset = tail.readUInt32LE(eocd + 16);
    if (dirOffset + dirSize > size) throw new SpreadsheetError('broken zip directory');
    const dir = Buffer.alloc(dirSize);
    await handle.read(dir, 0, dirSize, dirOffset);
    const entries: ZipEntry[] = [];
    let at = 0;
    for (let n = 0; n < count; n++) {
      if (at + 46 > dir.length || dir.readUInt32LE(at) !== 0x02014b50) throw new SpreadsheetError('broken zip directory');
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
 * Entries marked ZIP64 (sizes beyond 4 GB) count as too large.
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
    if (local.readUInt32LE(0) !== 0x04034b50) throw new SpreadsheetError('broken zip entry');
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

/** Entries this reader can open: stored or deflated, sizes within 32 bits. */
const readable = (entry: ZipEntry | undefined): entry is ZipEntry =>
  !!entry && (entry.method === 0 || entry.method === 8) && entry.compressedSize !== 0xffffffff;

/** The first worksheet in stored order: the one ExcelJS's streaming reader emits first. */
const firstWorksheet = (entries: readonly ZipEntry[]) => entries.find((e) => /^xl\/worksheets\/sheet\d+\.xml$/.test(e.name));

/** The text of one zip entry, inflated as it streams; `more` says whether to go on after each piece. */
async function streamEntry(file: string, entry: ZipEntry, more: (text: string) => boolean): Promise<void> {
  if (entry.compressedSize === 0) return;
  const { raw, content } = await openEntry(file, entry);
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of content) if (!more(decoder.write(chunk as Buffer))) return;
    more(decoder.end());
  } finally {
    raw.destroy();
    if (content !== raw) content.destroy();
  }
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (text: string) =>
  text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1))) : (XML_ENTITIES[e] as string),
  );
/** The text runs of a string item, without phonetic guides (as ExcelJS reads it). */
const runsText = (xml: string) =>
  decodeXml([...xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => m[1]).join(''));
const attr = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];
const columnIndex = (ref: string) => {
  let n = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + code - 64;
  }
  return n - 1;
};

type HeaderCell = { index: number; shared: number } | { index: number; text: string };

/**
 * The header row of an .xlsx found without reading the whole sheet: the
 * upload only needs that row, and the streaming reader would inflate the
 * entire worksheet first whenever it comes before the shared strings (as
 * Excel stores it). Reads the first worksheet in stored order (the one the
 * import reads) and only as much of it, and of the shared strings, as the
 * row needs. Answers undefined when the row is missing or blank, and null
 * when the file uses something this fast path does not read (the caller
 * then reads it the slow way).
 */
export async function xlsxHeaderRow(file: string, headerLine: number): Promise<string[] | undefined | null> {
  const entries = await zipEntries(file);
  const sheet = firstWorksheet(entries);
  if (!readable(sheet)) return null;
  let cells: HeaderCell[] = [];
  let outcome: 'found' | 'missing' | 'unsupported' | undefined;
  let buffer = '';
  let rowNumber = 0;
  await streamEntry(file, sheet, (text) => {
    buffer += text;
    const rows = /<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g;
    let consumed = 0;
    for (let m = rows.exec(buffer); m && !outcome; m = rows.exec(buffer)) {
      consumed = rows.lastIndex;
      rowNumber = Number(attr(m[1] ?? '', 'r') ?? rowNumber + 1);
      if (rowNumber < headerLine) continue;
      const found: HeaderCell[] = [];
      let column = -1;
      for (const c of (m[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
        const attrs = c[1] ?? '';
        const ref = attr(attrs, 'r');
        column = ref ? columnIndex(ref) : column + 1;
        const body = c[2] ?? '';
        const type = attr(attrs, 't') ?? 'n';
        const v = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
        if (type === 'inlineStr') found.push({ index: column, text: runsText(body) });
        else if (v === undefined) continue;
        else if (type === 's') found.push({ index: column, shared: Number(v) });
        else if (type === 'str' || type === 'e') found.push({ index: column, text: decodeXml(v) });
        else if (type === 'b') found.push({ index: column, text: v === '1' ? 'true' : 'false' });
        else if (type === 'n') found.push({ index: column, text: String(Number.parseFloat(v)) });
        else outcome = 'unsupported';
      }
      // Blank rows do not count (as in readSheet): the header is the first row with text at or after headerLine.
      if (outcome || found.every((f) => 'text' in f && f.text.trim() === '')) continue;
      cells = found;
      outcome = rowNumber === headerLine ? 'found' : 'missing';
    }
    buffer = buffer.slice(consumed);
    if (!outcome && buffer.includes('</sheetData>')) outcome = 'missing';
    return !outcome;
  });
  if (outcome === 'unsupported') return null;
  if (outcome !== 'found') return undefined;

  const sharedWanted = cells.flatMap((c) => ('shared' in c ? [c.shared] : []));
  const shared: string[] = [];
  if (sharedWanted.length > 0) {
    const entry = entries.find((e) => e.name === 'xl/sharedStrings.xml');
    if (!readable(entry)) return null;
    const last = Math.max(...sharedWanted);
    let rest = '';
    await streamEntry(file, entry, (text) => {
      rest += text;
      const items = /<si>([\s\S]*?)<\/si>|<si\/>/g;
      let consumed = 0;
      for (let m = items.exec(rest); m; m = items.exec(rest)) {
        consumed = items.lastIndex;
        shared.push(runsText(m[1] ?? ''));
      }
      rest = rest.slice(consumed);
      return shared.length <= last;
    });
    if (shared.length <= last) return null;
  }
  const row = new Array<string>(Math.max(0, ...cells.map((c) => c.index + 1))).fill('');
  for (const c of cells) row[c.index] = 'shared' in c ? (shared[c.shared] as string) : c.text;
  // Whitespace-only shared strings would make it a blank row after all: the slow path decides such oddities.
  return row.some((t) => t.trim() !== '') ? row : null;
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

/** Rows handed over per step: one async step per row would cost more than the row's own checks. */
const ROWS_PER_BATCH = 500;

/**
 * The rows of the first worksheet, in order and in batches; blank rows are
 * left out. Stops with an error past `maxRows`.
 */
export async function* readSheet(
  file: string,
  extension: '.xls' | '.xlsx',
  /** `onRead`: the share (0..1) of the sheet's stored bytes read so far, the import's progress measure. */
  opts: { maxRows?: number; onRead?: (share: number) => void } = {},
): AsyncGenerator<SheetRow[]> {
  const maxRows = opts.maxRows ?? MAX_IMPORT_ROWS + 10;
  if (extension === '.xls') {
    yield* readXls(file, maxRows);
    return;
  }
  const sheet = await worksheetOf(file, opts.onRead);
  let batch: SheetRow[] = [];
  for await (const row of sheet) {
    if (row.number > maxRows) throw new SpreadsheetError('too many rows');
    const values = row.values as unknown[];
    const cells: string[] = new Array(Math.max(0, values.length - 1));
    let blank = true;
    for (let i = 1; i < values.length; i++) {
      const text = cellText(values[i]);
      cells[i - 1] = text;
      if (blank && text.trim() !== '') blank = false;
    }
    if (blank) continue;
    batch.push({ rowNumber: row.number, cells });
    if (batch.length === ROWS_PER_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Row batches the sheet-reading worker may parse beyond what its reader has taken. */
export const SHEET_BATCHES_AHEAD = 8;

/** What the sheet-reading worker posts. */
export type SheetMessage = { kind: 'rows'; rows: SheetRow[]; share: number } | { kind: 'end' } | { kind: 'refused'; message: string };

/**
 * readSheet on a worker thread: parsing a large .xlsx costs about as much
 * CPU as checking and writing its rows, so the import does both at once.
 * Stopping early (break, throw) ends the worker.
 */
export async function* readSheetAside(
  file: string,
  extension: '.xls' | '.xlsx',
  opts: { maxRows?: number; onRead?: (share: number) => void } = {},
): AsyncGenerator<SheetRow[]> {
  type Event = SheetMessage | { kind: 'failed'; error: Error } | { kind: 'exit'; code: number };
  const worker = startWorker(new URL('./sheet-reader.worker.ts', import.meta.url), {
    workerData: { file, extension, maxRows: opts.maxRows },
    preload: ['exceljs/lib/stream/xlsx/workbook-reader.js'],
    // The parse makes short-lived strings by the million: a young generation this size halves its collection time.
    resourceLimits: { maxYoungGenerationSizeMb: 64 },
  });
  const inbox: Event[] = [];
  let wake: (() => void) | null = null;
  const receive = (event: Event) => {
    inbox.push(event);
    wake?.();
    wake = null;
  };
  worker.on('message', receive);
  worker.on('error', (error) => receive({ kind: 'failed', error }));
  worker.on('exit', (code) => receive({ kind: 'exit', code }));
  try {
    for (;;) {
      if (inbox.length === 0) await new Promise<void>((r) => (wake = r));
      const event = inbox.shift();
      if (!event) continue;
      if (event.kind === 'rows') {
        opts.onRead?.(event.share);
        // Handed back before the batch is used, so the worker parses on meanwhile.
        worker.postMessage('more');
        yield event.rows;
      } else if (event.kind === 'end') return;
      else if (event.kind === 'refused') throw new SpreadsheetError(event.message);
      else if (event.kind === 'failed') throw event.error;
      else throw new Error(`the sheet reader stopped (exit code ${event.code})`);
    }
  } finally {
    await worker.terminate();
  }
}

type RowSource = AsyncIterable<ExcelJS.Row>;

/**
 * The first worksheet's rows. The file is on disk, so its parts are opened
 * where they lie: the shared strings first, then the worksheet parsed as it
 * inflates. Read front to back (ExcelJS's own way), a worksheet stored before
 * the shared strings, as Excel stores it, is inflated into a temporary file
 * and read a second time. Zips this does not open fall back to that way.
 */
async function worksheetOf(file: string, onRead?: (share: number) => void): Promise<RowSource> {
  const entries = await zipEntries(file).catch(() => null);
  const sheet = entries ? firstWorksheet(entries) : undefined;
  const shared = entries?.find((e) => e.name === 'xl/sharedStrings.xml');
  if (!readable(sheet) || sheet.compressedSize === 0 || (shared && !readable(shared))) return frontToBack(file, onRead);
  const reader = newReader(file);
  const internals = reader as unknown as ReaderInternals;
  if (shared && shared.compressedSize > 0) {
    const { content } = await openEntry(file, shared);
    content.setEncoding('utf8');
    for await (const _ of internals._parseSharedStrings(content) as AsyncIterable<unknown>);
  }
  const { raw, content } = await openEntry(file, sheet);
  let bytes = 0;
  if (onRead)
    raw.on('data', (chunk) => {
      bytes += chunk.length;
      onRead(bytes / sheet.compressedSize);
    });
  const sheetNo = /(\d+)\.xml$/.exec(sheet.name)?.[1] ?? '1';
  for (const event of internals._parseWorksheet(decodeUtf8(content), sheetNo) as Iterable<{ value: RowSource }>) return event.value;
  throw new SpreadsheetError('no worksheet');
}

async function* frontToBack(file: string, onRead?: (share: number) => void): RowSource {
  const input = createReadStream(file);
  const { size } = await stat(file);
  let bytes = 0;
  if (onRead)
    input.on('data', (chunk) => {
      bytes += chunk.length;
      onRead(bytes / size);
    });
  for await (const sheet of utf8SafeReader(input)) {
    yield* sheet as unknown as RowSource;
    // Only the first worksheet is data; the rest (notes, dictionaries) are ignored.
    return;
  }
}

const newReader = (input: string | NodeJS.ReadableStream) =>
  new WorkbookReader(input as unknown as import('node:stream').Stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });

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
  const reader = newReader(input);
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

async function* readXls(file: string, maxRows: number): AsyncGenerator<SheetRow[]> {
  // Loaded when a legacy file comes: most imports are .xlsx and need none of SheetJS.
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.read(await readFile(file), { type: 'buffer', sheetRows: maxRows + 1, cellDates: false, dense: true });
  const first = workbook.SheetNames[0];
  const sheet = first ? workbook.Sheets[first] : undefined;
  if (!sheet) return;
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1:A1');
  if (range.e.r + 1 > maxRows) throw new SpreadsheetError('too many rows');
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  const out: SheetRow[] = [];
  for (let i = 0; i < rows.length; i++) {
    const cells = (rows[i] ?? []).map((v) => cellText(v));
    if (cells.some((c) => c.trim() !== '')) out.push({ rowNumber: range.s.r + i + 1, cells });
  }
  // A legacy sheet is read whole anyway (at most 65,536 rows).
  if (out.length > 0) yield out;
}
