import { parentPort, workerData } from 'node:worker_threads';
import { readHeaderRow, readSheet } from './excel.ts';
import { SpreadsheetError } from './import-limits.ts';
import { SHEET_BATCHES_AHEAD, type SheetMessage, type SheetTask } from './sheet-worker.ts';

/*
 * The worker side of readHeaderAside and readSheetAside. Rows are posted in
 * batches, at most SHEET_BATCHES_AHEAD beyond what the import has taken, so
 * a fast parse cannot pile the whole file up in the import's memory.
 */

const task = workerData as SheetTask;
const port = parentPort as NonNullable<typeof parentPort>;
let credit = SHEET_BATCHES_AHEAD;
let resume: (() => void) | null = null;
port.on('message', () => {
  credit++;
  resume?.();
  resume = null;
});

const post = (message: SheetMessage) => port.postMessage(message);

// Loaded through a require hook (see worker.ts), so no top-level await.
async function run(): Promise<void> {
  try {
    if (task.task === 'header') {
      post({ kind: 'header', cells: (await readHeaderRow(task.file, task.extension, task.headerLine)) ?? null });
      return;
    }
    let share = 0;
    for await (const rows of readSheet(task.file, task.extension, { maxRows: task.maxRows, onRead: (s) => (share = s) })) {
      if (credit === 0) await new Promise<void>((r) => (resume = r));
      credit--;
      post({ kind: 'rows', rows, share });
    }
    post({ kind: 'end' });
  } catch (error) {
    // The class does not cross threads: a refusal is sent as one, anything else fails the worker.
    if (!(error instanceof SpreadsheetError)) throw error;
    post({ kind: 'refused', message: error.message });
  }
}

// Any other failure is an unhandled rejection: it fails the worker, and the reader sees its error.
void run();
