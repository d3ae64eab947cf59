import { SaxesParser, type SaxesTagPlain } from 'saxes';

/*
 * The cell values of a worksheet part and the texts of the shared-strings
 * part, read from their XML as it streams, the way ExcelJS 4.4's streaming
 * reader reads them with styles ignored (its quirks included: an inline rich
 * string keeps its last run, a shared string with a phonetic reading keeps
 * the reading). The XML is tokenized by saxes, the SAX parser ExcelJS itself
 * uses (entities, line ends, attributes, well-formedness); what is OneHall's
 * is which tags and attributes carry a value and how ExcelJS turns them into
 * text. Unlike ExcelJS's reader, which wraps every event and cell in objects
 * of its own, the handlers keep a few fields of state and look only at the
 * tags a value needs. The XML has passed the XmlGuard first, so no piece
 * saxes holds is large.
 */

/** Excel's last column (XFD): a reference beyond it is a broken file, not a reason to allocate. */
const MAX_COLUMN = 16_384;

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** ExcelJS's second decoding of inline and formula strings (utils.xmlDecode): named entities only. */
const decodeAgain = (text: string) =>
  text.includes('&') ? text.replace(/&(lt|gt|amp|apos|quot);/g, (_, n: string) => NAMED[n] as string) : text;

/** The column of a cell reference ("BC12" → 55); 0 when it has no letters. */
function columnOf(ref: string): number {
  let n = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 32;
    if (c < 97 || c > 122) break;
    n = n * 26 + c - 96;
    if (n > MAX_COLUMN) break;
  }
  return n;
}

/**
 * A saxes parser for one part, names taken as written (ExcelJS reads them
 * without namespaces too). Any well-formedness error saxes reports (an
 * unknown entity, a tag left open at the end) is thrown: a broken file.
 * Comments, CDATA and processing instructions have no listener, as in ExcelJS.
 */
function xmlParser(open: (tag: SaxesTagPlain) => void, text: (text: string) => void, close: (tag: SaxesTagPlain) => void) {
  const parser = new SaxesParser({ xmlns: false });
  parser.on('opentag', open);
  parser.on('text', text);
  parser.on('closetag', close);
  parser.on('error', (error) => {
    throw new Error(`broken XML: ${error.message}`);
  });
  return parser;
}

/** One worksheet row: its 1-based number and the texts of its cells from column A. */
export interface ParsedRow {
  number: number;
  cells: string[];
  /** Without the shared strings: column (0-based) → shared-string index of each such cell, whose text is left ''. */
  shared?: Map<number, number>;
}

/** Reads the rows of a worksheet part, chunk by chunk; `write` answers the rows its chunk completed. */
export class WorksheetParser {
  private readonly parser = xmlParser(
    (tag) => this.open(tag),
    (text) => {
      if (this.inValue) this.value += text;
    },
    (tag) => this.close(tag.name),
  );
  private inRows = false;
  private rowNumber = 0;
  /** Cell values of the open row by column − 1; null where a cell holds nothing. */
  private row: (string | null)[] | null = null;
  private width = 0;
  private inCell = false;
  private column = 0;
  private type: string | undefined;
  private formula = false;
  private value: string | null = null;
  /**
   * Whether the text read belongs to the value (ExcelJS's `current` is the
   * value's, not the formula's, which only needs to be there).
   */
  private inValue = false;
  private sharedAt: Map<number, number> | undefined;
  private done: ParsedRow[] = [];

  /**
   * `shared`: the shared strings by index, a rich one as its runs' text
   * joined; null to read without them, each such cell's index noted instead
   * (the header read looks up only the strings its row uses).
   */
  constructor(private readonly shared: readonly (string | null)[] | null) {}

  write(chunk: string): ParsedRow[] {
    this.parser.write(chunk);
    const rows = this.done;
    this.done = [];
    return rows;
  }

  /** The part has ended: anything left open is a broken file. */
  end(): void {
    this.parser.close();
  }

  private open(tag: SaxesTagPlain): void {
    switch (tag.name) {
      case 'sheetData':
        this.inRows = true;
        return;
      case 'row':
        if (!this.inRows) return;
        this.rowNumber = Number.parseInt(tag.attributes.r ?? '', 10) || this.rowNumber + 1;
        this.row = [];
        this.width = 0;
        this.column = 0;
        this.sharedAt = undefined;
        return;
      case 'c':
        if (!this.row) return;
        this.column = columnOf(tag.attributes.r ?? '') || this.column + 1;
        if (this.column > MAX_COLUMN) throw new Error('broken worksheet: a cell beyond the last column');
        this.type = tag.attributes.t;
        this.inCell = true;
        this.formula = false;
        this.value = null;
        this.inValue = false;
        return;
      case 'f':
        if (!this.inCell) return;
        this.formula = true;
        this.inValue = false;
        return;
      case 'v':
      case 'is':
      case 't':
        if (!this.inCell) return;
        this.value = '';
        this.inValue = true;
        return;
    }
  }

  private close(name: string): void {
    if (name === 'c') {
      if (this.inCell && this.row) this.closeCell(this.row);
      this.inCell = false;
      this.inValue = false;
    } else if (name === 'row') {
      if (!this.row) return;
      const cells: string[] = new Array(this.width);
      for (let i = 0; i < this.width; i++) cells[i] = this.row[i] ?? '';
      this.done.push(this.sharedAt ? { number: this.rowNumber, cells, shared: this.sharedAt } : { number: this.rowNumber, cells });
      this.row = null;
    } else if (name === 'sheetData') this.inRows = false;
  }

  private closeCell(row: (string | null)[]): void {
    const text = this.cellValue();
    if (text === null) return;
    row[this.column - 1] = text;
    if (this.column > this.width) this.width = this.column;
  }

  /** The cell's text as ExcelJS's value and then excel.ts's cellText would give it; null for an empty cell. */
  private cellValue(): string | null {
    const v = this.value;
    if (this.formula) {
      if (v === null) return '';
      return this.type === 'str' ? decodeAgain(v) : String(Number.parseFloat(v));
    }
    if (v === null) return null;
    switch (this.type) {
      case 's': {
        const index = Number.parseInt(v, 10);
        if (this.shared) return this.shared[index] ?? null;
        if (Number.isNaN(index)) return null;
        this.sharedAt ??= new Map();
        this.sharedAt.set(this.column - 1, index);
        return '';
      }
      case 'inlineStr':
      case 'str':
        return decodeAgain(v);
      case 'e':
        return v;
      case 'b':
        return String(Number.parseInt(v, 10) !== 0);
      default:
        return String(Number.parseFloat(v));
    }
  }
}

/** Reads the shared-strings part chunk by chunk, handing each item's text (a rich one's runs joined) to `onItem` in order. */
export class SharedStringsParser {
  private readonly parser = xmlParser(
    (tag) => this.open(tag.name),
    (text) => {
      this.item = this.item === null ? text : this.item + text;
    },
    (tag) => this.close(tag.name),
  );
  private item: string | null = null;
  private runs: string[] | null = null;
  /** Items read so far. */
  count = 0;

  constructor(private readonly onItem: (text: string | null, index: number) => void) {}

  write(chunk: string): void {
    this.parser.write(chunk);
  }

  /** The part has ended: anything left open is a broken file. */
  end(): void {
    this.parser.close();
  }

  private open(name: string): void {
    if (name === 'si') {
      this.item = null;
      this.runs = null;
    } else if (name === 't') this.item = null;
  }

  private close(name: string): void {
    if (name === 'r') {
      this.runs ??= [];
      this.runs.push(this.item ?? '');
      this.item = null;
    } else if (name === 'si') {
      this.onItem(this.runs ? this.runs.join('') : this.item, this.count++);
      this.runs = null;
      this.item = null;
    }
  }
}
