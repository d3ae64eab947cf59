import type { Worker } from 'node:worker_threads';
import type { SheetRow } from './excel.ts';
import { LEGACY_PARSE_MEMORY_MB, LimitMessages, PARSE_MEMORY_MB, PARSE_TIME_LIMIT_MS, SpreadsheetError } from './import-limits.ts';
import { startWorker, workerEntry } from './worker.ts';

/** Parsing on a worker thread with a heap and a time limit: a runaway file costs that thread, never the API. */

/** Row batches the sheet-reading worker may parse beyond what its reader has taken. */
export const SHEET_BATCHES_AHEAD = 8;

/** The sheet-reading worker's entry. */
export const SHEET_READER = workerEntry('sheet-reader.worker', import.meta.url);

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
    this.worker = startWorker(SHEET_READER, {
      workerData: task,
      resourceLimits: {
        maxOldGenerationSizeMb: limits.memoryMb,
        // SheetJS makes short-lived objects by the million: 64 MB halves its collection time. saxes (sheet-xml.ts)
        // makes a tag object per tag: collecting them took ~280 ms of a 100,000-row parse with 8 MB, ~100 ms with
        // 16 MB (~5 MB more at the peak) and ~100 ms with 32 MB (~20 MB more).
        maxYoungGenerationSizeMb: task.extension === '.xls' ? 64 : 16,
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
