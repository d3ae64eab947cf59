import { Worker } from 'node:worker_threads';

/** How often the checkpoint thread copies committed pages from the WAL into the database file. */
export const CHECKPOINT_INTERVAL_MS = 250;

/**
 * SQLite's automatic checkpoint runs inside the COMMIT that crosses 1,000 WAL
 * pages, on the connection that commits: a 100,000-row import's commit then
 * copied ~40 MB back into the database while holding the API's event loop
 * (~0.2 s). The writer turns it off (`wal_autocheckpoint = 0`) and this thread
 * checkpoints on a timer with a connection of its own instead, so a commit
 * costs only its own pages and the WAL still never grows past what a few
 * hundred milliseconds write.
 */
export class WalCheckpointer {
  private readonly worker: Worker;
  private readonly exited: Promise<void>;

  /** `onFailure` runs if the thread dies: the writer must then checkpoint again itself. */
  constructor(file: string, onFailure: () => void, intervalMs = CHECKPOINT_INTERVAL_MS) {
    this.worker = new Worker(new URL('./wal-checkpoint.worker.cjs', import.meta.url), { workerData: { file, intervalMs } });
    // Never what keeps a process alive; closing the database ends it.
    this.worker.unref();
    this.exited = new Promise((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.on('error', onFailure);
  }

  /** Stops the timer and closes the thread's connection; resolves once the thread has ended. */
  async close(): Promise<void> {
    // Held while it ends: an unreferenced thread lets the process exit mid-await when nothing else is pending.
    this.worker.ref();
    this.worker.postMessage('close');
    await this.exited;
  }
}
