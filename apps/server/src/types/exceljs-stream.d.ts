// ExcelJS's streaming reader and writer on their own (see modules/transfer/excel.ts
// and excel-writer.ts); ExcelJS types only its package entry.
declare module 'exceljs/lib/stream/xlsx/workbook-reader.js' {
  import type ExcelJS from 'exceljs';

  const WorkbookReader: typeof ExcelJS.stream.xlsx.WorkbookReader;
  export = WorkbookReader;
}

declare module 'exceljs/lib/stream/xlsx/workbook-writer.js' {
  import type ExcelJS from 'exceljs';

  const WorkbookWriter: typeof ExcelJS.stream.xlsx.WorkbookWriter;
  export = WorkbookWriter;
}
