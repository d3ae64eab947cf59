/// <reference path="../../types/exceljs-stream.d.ts" />
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import type { Worker } from 'node:worker_threads';
import type ExcelJS from 'exceljs';
import type WorkbookWriterClass from 'exceljs/lib/stream/xlsx/workbook-writer.js';
import { neutralise } from './excel.ts';
import { startWorker, workerEntry } from './worker.ts';

export type CellValue = string | number | null;

/** Where a sheet is written and what its columns are called. */
export interface SheetSpec {
  file: string;
  sheetName: string;
  headers: readonly string[];
}

/**
 * The streaming writer alone (the sheet-writing worker starts faster without the rest of ExcelJS),
 * required when the first sheet is written: an API node that writes none saves its ~18 MB.
 */
const require = createRequire(import.meta.url);
const workbookWriter = () => require('exceljs/lib/stream/xlsx/workbook-writer.js') as typeof WorkbookWriterClass;

/** The style of every cell below the header: none, shared so that ExcelJS resolves it once. Never mutated. */
const DATA_CELL_STYLE: Partial<ExcelJS.Style> = {};

/** A streamed .xlsx: rows are committed as they are added, so memory stays flat whatever the row count. */
export class XlsxStreamWriter {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;
  private failure: Error | null = null;
  private readonly failed: Promise<never>;

  constructor({ file, sheetName, headers }: SheetSpec) {
    // ExcelJS listens for the file's errors only once it is committed, and one
    // that came earlier (no such folder, disk full) left the commit waiting forever.
    const out = createWriteStream(file);
    this.failed = new Promise<never>((_, reject) => {
      out.once('error', (error) => {
        this.failure = error;
        reject(error);
      });
    });
    this.failed.catch(() => undefined);
    const WorkbookWriter = workbookWriter();
    this.workbook = new WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
    this.sheet = this.workbook.addWorksheet(sheetName);
    this.sheet.columns = headers.map((header) => ({ header, width: Math.min(60, Math.max(12, header.length * 2 + 4)) }));
    this.sheet.getRow(1).font = { bold: true };
    this.sheet.getRow(1).commit();
  }

  add(values: readonly CellValue[]): void {
    if (this.failure) throw this.failure;
    const row = this.sheet.addRow(values.map((v) => (typeof v === 'string' ? neutralise(v) : v)));
    // ExcelJS gives each cell a style object of its own and works out its style id anew, which
    // took about half of writing a sheet; it remembers the id of a style object it has seen.
    row.eachCell((cell) => {
      cell.style = DATA_CELL_STYLE;
    });
    row.commit();
  }

  async finish(): Promise<void> {
    this.sheet.commit();
    await Promise.race([this.workbook.commit(), this.failed]);
  }
}

/** Row batches handed to the sheet-writing worker and not yet written. */
export const WRITE_BATCHES_AHEAD = 4;

/** The sheet-writing worker's entry. */
export const SHEET_WRITER = workerEntry('sheet-writer.worker', import.meta.url);

/** What the export sends the sheet-writing worker; it answers each with 'written' or 'finished'. */
export type SheetWriteMessage = { kind: 'rows'; rows: CellValue[][] } | { kind: 'finish' };

/**
 * An XlsxStreamWriter on a worker thread: building the workbook's XML costs
 * about as much CPU as querying and labelling the rows, so the export does
 * both at once. At most WRITE_BATCHES_AHEAD batches wait for the worker, so a
 * fast query cannot pile the list up in memory.
 */
export class XlsxWriterAside {
  private readonly worker: Worker;
  private unwritten = 0;
  private finished = false;
  private failure: Error | null = null;
  private wake: (() => void) | null = null;

  constructor(spec: SheetSpec) {
    this.worker = startWorker(SHEET_WRITER, {
      workerData: spec,
      preload: ['exceljs/lib/stream/xlsx/workbook-writer.js'],
    });
    this.worker.on('message', (answer: 'written' | 'finished') => {
      if (answer === 'written') this.unwritten--;
      else this.finished = true;
      this.notify();
    });
    this.worker.on('error', (error) => {
      this.failure ??= error;
      this.notify();
    });
    this.worker.on('exit', (code) => {
      if (!this.finished) this.failure ??= new Error(`the sheet writer stopped (exit code ${code})`);
      this.notify();
    });
  }

  private notify(): void {
    this.wake?.();
    this.wake = null;
  }

  private async until(done: () => boolean): Promise<void> {
    for (;;) {
      if (this.failure) throw this.failure;
      if (done()) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  private send(message: SheetWriteMessage): void {
    this.worker.postMessage(message);
  }

  async add(rows: CellValue[][]): Promise<void> {
    await this.until(() => this.unwritten < WRITE_BATCHES_AHEAD);
    this.unwritten++;
    this.send({ kind: 'rows', rows });
  }

  /** Resolves once the whole file is on disk. */
  async finish(): Promise<void> {
    this.send({ kind: 'finish' });
    await this.until(() => this.finished);
  }

  /** Ends the worker, finished or not; after a failure the file is left half-written for the caller to remove. */
  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
