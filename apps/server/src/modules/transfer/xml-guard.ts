import { LimitMessages, MAX_CELL_XML, MAX_HEADER_COLUMNS, MAX_HEADER_XML, MAX_ROW_XML, SpreadsheetError } from './import-limits.ts';

/** A linear scan of the XML as it streams: cells, rows, text runs and tags stay within their limits before any parser holds them. */

/*
 * The limits the scan checks at every tag, as local constants: on the
 * parsing worker tsx compiles this module to CommonJS, where each imported
 * constant is a getter call, and those calls took a tenth of the parse.
 */
const CELL_XML = MAX_CELL_XML;
const ROW_XML = MAX_ROW_XML;

// What the XML guard is in the middle of.
export const TEXT = 0;
/** Just after '<'. */
export const OPEN = 1;
/** Just after '<!'. */
export const BANG = 2;
export const TAG = 3;
export const COMMENT = 4;
export const CDATA = 5;
/** A processing instruction, <?…?>. */
export const PI = 6;

export const GT = 62;
export const SLASH = 47;

export const nameEnds = (code: number) => code === GT || code === SLASH || code === 32 || code === 9 || code === 10 || code === 13;
/** Whether the tag name at `at` of `src` is `name`. */
export function named(src: string, at: number, name: string): boolean {
  for (let k = 0; k < name.length; k++) if (src.charCodeAt(at + k) !== name.charCodeAt(k)) return false;
  return nameEnds(src.charCodeAt(at + name.length));
}
/** The reference attribute of a row or cell tag: column letters, row digits. */
export const REF = /\sr\s*=\s*["']([A-Za-z]*)(\d*)["']/;
export const columnNumber = (letters: string) => {
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
export class XmlGuard {
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
    if (this.cellStart >= 0 && at - this.cellStart > CELL_XML) this.cellTooLong();
    if (this.rowStart >= 0 && at - this.rowStart > ROW_XML) throw new SpreadsheetError(LimitMessages.row(this.rowNumber()));
    if (at - this.pieceStart > CELL_XML) {
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
