/// <reference path="../../types/exceljs-stream.d.ts" />
import { createReadStream, type ReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { LimitMessages, MAX_UNCOMPRESSED_BYTES, SpreadsheetError } from './import-limits.ts';
import type { XmlGuard } from './xml-guard.ts';

/** The parts of an .xlsx (a zip), inflated by hand so every inflated byte is counted (docs/design/import-limits.md). */

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The entries of a zip's central directory, in stored order, read without inflating anything. */
export async function zipEntries(file: string): Promise<ZipEntry[]> {
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

/** Inflated text handed on at a time when reading a whole part. */
export const WHOLE_PART_PIECE = 64 * 1024;
/**
 * When reading only the start of a part (the header row): a fresh worker
 * thread parses its first piece before the JIT has compiled anything, and a
 * 64 KB piece of guard and XML parsing cost ~100 ms there against ~5 ms for
 * the first 4 KB, which hold the header.
 */
export const HEADER_PIECE = 4 * 1024;

/** One stored entry, inflated as it is read, `piece` bytes at a time; `raw` is the file stream under it (its bytes are the read progress). */
export async function openEntry(file: string, entry: ZipEntry, piece = WHOLE_PART_PIECE): Promise<{ raw: ReadStream; content: Readable }> {
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
  // Whole parts in 64 KB pieces instead of zlib's 16 KB: a quarter of the steps through decoding, guard and parser (~10% less parse CPU).
  const content = raw.pipe(createInflateRaw({ chunkSize: piece }));
  // A reader that stops early (or fails) ends the inflater; the file must close with it.
  content.once('close', () => raw.destroy());
  return { raw, content };
}

export const SHARED_STRINGS = 'xl/sharedStrings.xml';

/**
 * An entry this reader opens: stored or deflated, sizes within 32 bits.
 * Anything else is refused rather than handed to another reader, so every
 * part is inflated where its bytes are counted.
 */
export function part(entry: ZipEntry | undefined): ZipEntry {
  if (!entry) throw new Error('no worksheet');
  if ((entry.method !== 0 && entry.method !== 8) || entry.compressedSize === 0xffffffff || entry.uncompressedSize === 0xffffffff)
    throw new Error(`unsupported zip entry ${entry.name}`);
  return entry;
}

/** The first worksheet in stored order: the one ExcelJS's streaming reader would emit first. */
export const firstWorksheet = (entries: readonly ZipEntry[]) => part(entries.find((e) => /^xl\/worksheets\/sheet\d+\.xml$/.test(e.name)));

/**
 * The text of one part as it inflates, decoded across chunk boundaries
 * (ExcelJS 4.4's own reader turns a character split between two chunks into
 * U+FFFD) and passed through `guard` before anyone parses it. Inflated bytes
 * are counted as they come: the sizes in the zip's directory are the
 * sender's word only.
 */
export async function* entryText(
  file: string,
  entry: ZipEntry,
  guard: XmlGuard,
  opts: { onRead?: (share: number) => void; piece?: number } = {},
): AsyncGenerator<string> {
  if (entry.compressedSize === 0) return;
  const { onRead } = opts;
  const { raw, content } = await openEntry(file, entry, opts.piece);
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
