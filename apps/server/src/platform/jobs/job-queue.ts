import type { Static, TSchema } from '@sinclair/typebox';
import type { BaseLogger } from 'pino';
import type { JobType } from './job-type.ts';

/**
 * Background jobs with progress. A job is data (its type's name, version and
 * JSON payload, job-type.ts); its handler is registered once per process by
 * the jobs module (modules/jobs.ts). In-process in the embedded mode,
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

/** What a module's jobs do while the process runs besides taking jobs (timers that offer periodic ones); modules/jobs.ts. */
export interface ModuleJobs {
  start(): Promise<void>;
  stop(): void;
}

/** A handler with the type whose payloads it takes. */
export interface RegisteredJob {
  type: JobType;
  handler: JobHandler;
}

/** A job this process is running, as a shutdown that gives up on it logs it. */
export interface RunningJob {
  id: string;
  name: string;
}

export interface JobQueue {
  register<S extends TSchema>(type: JobType<S>, handler: JobHandler<Static<S>>): void;
  /** Listens to jobs this process runs as they end. */
  onSettled(listener: JobSettled): void;
  counts(): Promise<JobCounts>;
  /** Queues a job; throws, queuing nothing, when the payload does not match its type. */
  enqueue<S extends TSchema>(type: JobType<S>, payload: Static<S>): Promise<string>;
  progress(jobId: string): Promise<JobProgress | undefined>;
  /** Starts taking jobs in this process (API nodes in embedded mode, worker processes in production). */
  startWorker(): Promise<void>;
  /** The jobs this process is running now. */
  running(): RunningJob[];
  /**
   * Stops taking jobs and resolves once this process's running jobs have ended (the first step of a shutdown).
   * Requests in flight may still queue jobs meanwhile: for another worker (BullMQ), or never run (the embedded queue).
   */
  drain(): Promise<void>;
  /** Drains, then drops the queue's connections. */
  close(): Promise<void>;
}
