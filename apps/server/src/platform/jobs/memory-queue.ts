import type { Static, TSchema } from '@sinclair/typebox';
import type { Cache } from '../cache/cache.ts';
import { markWaiting, progressKey, runWithProgress } from './job-progress.ts';
import type { JobCounts, JobHandler, JobLog, JobProgress, JobQueue, JobSettled, RegisteredJob, RunningJob } from './job-queue.ts';
import { type JobData, type JobType, toJobData } from './job-type.ts';

interface PendingJob {
  id: string;
  name: string;
  data: JobData;
}

/** Imports and exports are heavy; two at once keeps the API responsive in a single process. */
const CONCURRENCY = 2;

/** The embedded mode's queue: jobs run in this process, in the background, in arrival order. */
export class MemoryJobQueue implements JobQueue {
  private readonly handlers = new Map<string, RegisteredJob>();
  private readonly settled: JobSettled[] = [];
  private readonly pending: PendingJob[] = [];
  private readonly active = new Map<Promise<void>, RunningJob>();
  private started = false;
  /** Taking no more jobs (a shutdown); requests still in flight may queue theirs. */
  private draining = false;
  private closed = false;

  constructor(
    private readonly cache: Cache,
    private readonly newId: () => string,
    private readonly log: JobLog,
  ) {}

  register<S extends TSchema>(type: JobType<S>, handler: JobHandler<Static<S>>): void {
    this.handlers.set(type.name, { type, handler: handler as JobHandler });
  }

  onSettled(listener: JobSettled): void {
    this.settled.push(listener);
  }

  async enqueue<S extends TSchema>(type: JobType<S>, payload: Static<S>): Promise<string> {
    if (this.closed) throw new Error('The job queue is closed');
    const data = toJobData(type, payload);
    const id = this.newId();
    await markWaiting(this.cache, id);
    this.pending.push({ id, name: type.name, data });
    // Deferred so the caller gets its id back before the job starts.
    setImmediate(() => this.pump());
    return id;
  }

  async progress(jobId: string): Promise<JobProgress | undefined> {
    return this.cache.get<JobProgress>(progressKey(jobId));
  }

  async counts(): Promise<JobCounts> {
    return { waiting: this.pending.length, active: this.active.size };
  }

  async startWorker(): Promise<void> {
    this.started = true;
    this.pump();
  }

  running(): RunningJob[] {
    return [...this.active.values()];
  }

  /** Stops taking jobs and waits for the running ones, so their final state is written before the cache closes. */
  async drain(): Promise<void> {
    this.draining = true;
    while (this.active.size > 0) await Promise.allSettled([...this.active.keys()]);
  }

  close(): Promise<void> {
    this.closed = true;
    return this.drain();
  }

  private pump(): void {
    while (this.started && !this.draining && this.active.size < CONCURRENCY && this.pending.length > 0) {
      const job = this.pending.shift() as PendingJob;
      const run = runWithProgress(this.cache, this.log, job.id, job.name, this.handlers.get(job.name), job.data, this.settled)
        // The failure is already logged and recorded in the job's progress for its poller.
        .catch(() => undefined)
        .finally(() => {
          this.active.delete(run);
          this.pump();
        });
      this.active.set(run, { id: job.id, name: job.name });
    }
  }
}
