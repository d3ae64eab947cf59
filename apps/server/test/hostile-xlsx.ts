import { crc32, createDeflateRaw } from 'node:zlib';

/*
 * Hand-built .xlsx files of the shapes that attack a spreadsheet reader
 * (docs/design/import-limits.md), for the tests and bench/import-limits.
 * Parts are given as pieces and deflated as they come, so a part that
 * inflates to hundreds of MB never exists whole, here or in the file.
 */

type Pieces = () => Iterable<string>;

export interface XlsxPart {
  name: string;
  content: string | Pieces;
  /** The uncompressed size the zip claims for the part, when it is to lie. */
  declaredSize?: number;
}

/** `text` `times` times over, in pieces of about 1 MB. */
export function* repeated(text: string, times: number): Generator<string> {
  const perPiece = Math.max(1, Math.floor((1 << 20) / text.length));
  for (let done = 0; done < times; done += perPiece) yield text.repeat(Math.min(perPiece, times - done));
}

async function deflated(content: string | Pieces) {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  let size = 0;
  for (const piece of typeof content === 'string' ? [content] : content()) {
    const bytes = Buffer.from(piece);
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { data: Buffer.concat(out), crc, size };
}

/** A zip of deflated parts, without data descriptors or ZIP64. */
export async function zipParts(parts: XlsxPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, crc, size } = await deflated(part.content);
    const name = Buffer.from(part.name);
    const declared = part.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(0x21, 14);
    entry.writeUInt32LE(crc >>> 0, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(declared, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(entry, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A one-sheet workbook around `rows` (the XML inside sheetData) and,
 * optionally, shared strings (the XML inside sst), stored as Excel stores
 * them: the worksheet before the shared strings.
 */
export function workbook(
  rows: string | Pieces,
  options: { sharedStrings?: string | Pieces; declaredSheetSize?: number } = {},
): Promise<Buffer> {
  const wrap = (head: string, body: string | Pieces, tail: string): string | Pieces =>
    typeof body === 'string' ? head + body + tail : () => [head, ...body(), tail];
  const shared = options.sharedStrings;
  const parts: XlsxPart[] = [
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        (shared
          ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
          : '') +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${TYPE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content:
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${TYPE}/worksheet" Target="worksheets/sheet1.xml"/>` +
        (shared ? `<Relationship Id="rId2" Type="${TYPE}/sharedStrings" Target="sharedStrings.xml"/>` : '') +
        '</Relationships>',
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      content: wrap(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}"><sheetData>`,
        rows,
        '</sheetData></worksheet>',
      ),
      declaredSize: options.declaredSheetSize,
    },
  ];
  if (shared)
    parts.push({
      name: 'xl/sharedStrings.xml',
      content: wrap(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="${MAIN}">`, shared, '</sst>'),
    });
  return zipParts(parts);
}

/** Column letters of a 0-based index. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A row of inline-string cells from column A. */
export function inlineRow(row: number, cells: readonly string[]): string {
  const xml = cells.map((text, i) => `<c r="${columnName(i)}${row}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`);
  return `<row r="${row}">${xml.join('')}</row>`;
}

/** The duty list's import header, as the template has it. */
export const DUTY_HEADER = ['部门编码', '职责描述', '职责类型', '职责依据', '排序'];

/**
 * The header-row attack of issue 11: a first row of `cells` identical
 * cells. A cell may leave out its reference (it then takes the next
 * column), so the zip squeezes a row of many MB into a small upload.
 */
export function longHeaderRow(cells: number): Pieces {
  return () => ['<row r="1">', ...repeated('<c t="inlineStr"><is><t>表头</t></is></c>', cells), '</row>'];
}

/** One cell of `chars` characters at B`row`, under the duty header (or as the header itself when row is 1). */
export function giantCellRows(row: number, chars: number): Pieces {
  return function* () {
    if (row > 1) yield inlineRow(1, DUTY_HEADER);
    yield `<row r="${row}"><c r="A${row}" t="inlineStr"><is><t>JWC</t></is></c><c r="B${row}" t="inlineStr"><is><t>`;
    yield* repeated('a', chars);
    yield `</t></is></c></row>`;
  };
}

/**
 * Shared strings of `count` items of `chars` characters each, every one
 * within the cell limits, which a reader that keeps the shared strings
 * holds whole: only a memory limit stops it. Row 2 uses the last one.
 */
export function sharedStringsBomb(count: number, chars: number): { rows: string; sharedStrings: Pieces } {
  const item = `<si><t>${'a'.repeat(chars)}</t></si>`;
  return {
    rows: `${inlineRow(1, DUTY_HEADER)}<row r="2"><c r="A2" t="inlineStr"><is><t>JWC</t></is></c><c r="B2" t="s"><v>${count - 1}</v></c></row>`,
    sharedStrings: () => repeated(item, count),
  };
}
