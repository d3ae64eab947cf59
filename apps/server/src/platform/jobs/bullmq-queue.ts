import type { Static, TSchema } from '@sinclair/typebox';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Cache } from '../cache/cache.ts';
import { markWaiting, progressKey, runWithProgress } from './job-progress.ts';
import type { JobCounts, JobHandler, JobLog, JobProgress, JobQueue, JobSettled, RegisteredJob, RunningJob } from './job-queue.ts';
import { type JobType, toJobData } from './job-type.ts';

const QUEUE_NAME = 'onehall';
const CONCURRENCY = 2;
/** Finished jobs stay in Redis for inspection this long; their progress lives on in the cache. */
const KEEP_FINISHED_SEC = 24 * 60 * 60;

/**
 * The production queue: API nodes enqueue, any worker process takes the job.
 * Progress goes to the shared cache rather than BullMQ's job record so
 * pollers use the same path in both modes.
 */
export class BullMqJobQueue implements JobQueue {
  private readonly handlers = new Map<string, RegisteredJob>();
  private readonly active = new Map<string, RunningJob>();
  private readonly settled: JobSettled[] = [];
  private readonly queueConnection: Redis;
  private readonly queue: Queue;
  private worker: Worker | undefined;
  private workerConnection: Redis | undefined;

  constructor(
    private readonly redisUrl: string,
    /** Isolates this installation's (or test run's) queues inside a shared Redis. */
    private readonly keyPrefix: string,
    private readonly cache: Cache,
    private readonly newId: () => string,
    private readonly log: JobLog,
  ) {
    this.queueConnection = connect(redisUrl);
    this.queue = new Queue(QUEUE_NAME, {
      connection: this.queueConnection,
      prefix: `${keyPrefix}bull`,
      defaultJobOptions: { attempts: 1, removeOnComplete: { age: KEEP_FINISHED_SEC }, removeOnFail: { age: KEEP_FINISHED_SEC } },
    });
  }

  register<S extends TSchema>(type: JobType<S>, handler: JobHandler<Static<S>>): void {
    this.handlers.set(type.name, { type, handler: handler as JobHandler });
  }

  onSettled(listener: JobSettled): void {
    this.settled.push(listener);
  }

  async counts(): Promise<JobCounts> {
    const counts = await this.queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active');
    return { waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.delayed ?? 0), active: counts.active ?? 0 };
  }

  async enqueue<S extends TSchema>(type: JobType<S>, payload: Static<S>): Promise<string> {
    const data = toJobData(type, payload);
    const id = this.newId();
    await markWaiting(this.cache, id);
    await this.queue.add(type.name, data, { jobId: id });
    return id;
  }

  async progress(jobId: string): Promise<JobProgress | undefined> {
    return this.cache.get<JobProgress>(progressKey(jobId));
  }

  async startWorker(): Promise<void> {
    if (this.worker) return;
    this.workerConnection = connect(this.redisUrl);
    this.worker = new Worker(
      QUEUE_NAME,
      async (job) => {
        const id = job.id as string;
        this.active.set(id, { id, name: job.name });
        try {
          await runWithProgress(this.cache, this.log, id, job.name, this.handlers.get(job.name), job.data, this.settled);
        } finally {
          this.active.delete(id);
        }
      },
      { connection: this.workerConnection, prefix: `${this.keyPrefix}bull`, concurrency: CONCURRENCY },
    );
    // A Worker is an EventEmitter: an unheard 'error' (a dropped connection) would end the process.
    this.worker.on('error', (error) => this.log.error({ err: error }, 'background job worker error'));
    await this.worker.waitUntilReady();
  }

  running(): RunningJob[] {
    return [...this.active.values()];
  }

  /**
   * Stops taking jobs and lets running ones finish, so their final state is recorded. A process
   * that exits before then leaves its jobs active under an expiring lock: BullMQ's stalled-job
   * check hands them to another worker (docs/design/jobs.md).
   */
  async drain(): Promise<void> {
    await this.worker?.close();
  }

  async close(): Promise<void> {
    await this.drain();
    await this.queue.close();
    await Promise.all([this.queueConnection.quit(), this.workerConnection?.quit()]);
  }
}

/** BullMQ requires maxRetriesPerRequest: null so blocking commands wait through reconnects. */
function connect(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null });
}
