/*
 * What an uploaded spreadsheet may cost, all here (docs/design/import-limits.md
 * says why each value). Checks on the inflated XML bound memory while a part
 * streams; checks on the decoded text give the exact rule the user is told.
 */

export const KB = 1024;
export const MB = 1024 * KB;

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

/**
 * A file refused by one of the limits above; its message names the limit and
 * is for the user. A file that is simply broken fails with a plain Error.
 */
export class SpreadsheetError extends Error {}
