import type { BaseLogger } from 'pino';

/**
 * Background jobs with progress. A job is data (name + JSON payload); its
 * handler is registered once per process. In-process in the embedded mode,
 * BullMQ on Redis in production (any worker process may take a job).
 */
export interface JobProgress {
  state: 'waiting' | 'active' | 'completed' | 'failed';
  /** 0..100 */
  percent: number;
  data: Record<string, unknown>;
  error?: string;
}

export interface JobContext {
  jobId: string;
  /** Publishes progress (merged into `data`) so pollers on any node see it. */
  report(percent: number, data?: Record<string, unknown>): Promise<void>;
}

/** Where failed jobs are logged: pino's `error`, so a record carries the job's name and id and the error's stack. */
export type JobLog = Pick<BaseLogger, 'error'>;

export type JobHandler<P = unknown> = (payload: P, ctx: JobContext) => Promise<Record<string, unknown> | undefined>;

/** Told of every job this process ran to its end, for /metrics. */
export type JobSettled = (name: string, state: 'completed' | 'failed', seconds: number) => void;

/** Jobs of the queue by state: the queue's whole backlog with BullMQ, this process's with the embedded queue. */
export interface JobCounts {
  waiting: number;
  active: number;
}

export interface JobQueue {
  register<P>(name: string, handler: JobHandler<P>): void;
  /** Listens to jobs this process runs as they end. */
  onSettled(listener: JobSettled): void;
  counts(): Promise<JobCounts>;
  enqueue<P>(name: string, payload: P): Promise<string>;
  progress(jobId: string): Promise<JobProgress | undefined>;
  /** Starts taking jobs in this process (API nodes in embedded mode, worker processes in production). */
  startWorker(): Promise<void>;
  close(): Promise<void>;
}
