import type { Cache } from '../cache/cache.ts';
import { markWaiting, progressKey, runWithProgress } from './job-progress.ts';
import type { JobCounts, JobHandler, JobLog, JobProgress, JobQueue, JobSettled } from './job-queue.ts';

interface PendingJob {
  id: string;
  name: string;
  payload: unknown;
}

/** Imports and exports are heavy; two at once keeps the API responsive in a single process. */
const CONCURRENCY = 2;

/** The embedded mode's queue: jobs run in this process, in the background, in arrival order. */
export class MemoryJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly settled: JobSettled[] = [];
  private readonly pending: PendingJob[] = [];
  private readonly running = new Set<Promise<void>>();
  private started = false;
  private closed = false;

  constructor(
    private readonly cache: Cache,
    private readonly newId: () => string,
    private readonly log: JobLog,
  ) {}

  register<P>(name: string, handler: JobHandler<P>): void {
    this.handlers.set(name, handler as JobHandler);
  }

  onSettled(listener: JobSettled): void {
    this.settled.push(listener);
  }

  async enqueue<P>(name: string, payload: P): Promise<string> {
    if (this.closed) throw new Error('The job queue is closed');
    const id = this.newId();
    await markWaiting(this.cache, id);
    this.pending.push({ id, name, payload });
    // Deferred so the caller gets its id back before the job starts.
    setImmediate(() => this.pump());
    return id;
  }

  async progress(jobId: string): Promise<JobProgress | undefined> {
    return this.cache.get<JobProgress>(progressKey(jobId));
  }

  async counts(): Promise<JobCounts> {
    return { waiting: this.pending.length, active: this.running.size };
  }

  async startWorker(): Promise<void> {
    this.started = true;
    this.pump();
  }

  /** Stops taking jobs and waits for the running ones, so their final state is written before the cache closes. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private pump(): void {
    while (this.started && !this.closed && this.running.size < CONCURRENCY && this.pending.length > 0) {
      const job = this.pending.shift() as PendingJob;
      const run = runWithProgress(this.cache, this.log, job.id, job.name, this.handlers.get(job.name), job.payload, this.settled)
        // The failure is already logged and recorded in the job's progress for its poller.
        .catch(() => undefined)
        .finally(() => {
          this.running.delete(run);
          this.pump();
        });
      this.running.add(run);
    }
  }
}
