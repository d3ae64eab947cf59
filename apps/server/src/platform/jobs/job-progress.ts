import type { Cache } from '../cache/cache.ts';
import { retryWhileStoreDown } from '../store-outage.ts';
import type { JobLog, JobProgress, JobSettled, RegisteredJob } from './job-queue.ts';
import { fromJobData } from './job-type.ts';

/** Long enough for a user to come back to a finished export; short enough that the cache does not fill up. */
export const PROGRESS_TTL_MS = 24 * 60 * 60 * 1000;

export const progressKey = (jobId: string) => `job:${jobId}`;

export function markWaiting(cache: Cache, jobId: string): Promise<void> {
  const waiting: JobProgress = { state: 'waiting', percent: 0, data: {} };
  return cache.set(progressKey(jobId), waiting, PROGRESS_TTL_MS);
}

/**
 * Runs one job and records each state in the cache, where any node's poller
 * reads it. Data is merged here, in the one process that runs the job, so
 * reports never race a read of the cache. A job no handler here takes, of
 * another version or with a payload its type refuses fails before its
 * handler is called. A failure is logged with the job's name and id (its
 * poller sees only the message) and rethrown so the queue records it too.
 */
export async function runWithProgress(
  cache: Cache,
  log: JobLog,
  jobId: string,
  name: string,
  registered: RegisteredJob | undefined,
  queued: unknown,
  settled: readonly JobSettled[] = [],
): Promise<void> {
  const started = performance.now();
  const tell = (state: 'completed' | 'failed') => {
    for (const listener of settled) listener(name, state, (performance.now() - started) / 1000);
  };
  let percent = 0;
  let data: Record<string, unknown> = {};
  // A job taken just as Redis restarts must not fail for want of its progress record: its states wait for the store.
  const save = (state: JobProgress['state'], error?: string) => {
    const progress: JobProgress = { state, percent, data, ...(error === undefined ? {} : { error }) };
    return retryWhileStoreDown(() => cache.set(progressKey(jobId), progress, PROGRESS_TTL_MS));
  };
  try {
    if (!registered) throw new Error(`No handler is registered for job "${name}" in this process`);
    const payload = fromJobData(registered.type, queued);
    await save('active');
    const result = await registered.handler(payload, {
      jobId,
      report: async (p, more) => {
        percent = Math.min(100, Math.max(0, p));
        if (more) data = { ...data, ...more };
        await save('active');
      },
    });
    percent = 100;
    if (result) data = { ...data, ...result };
    await save('completed');
    tell('completed');
  } catch (error) {
    tell('failed');
    log.error({ err: error, job: name, jobId }, `background job ${name} failed`);
    await save('failed', error instanceof Error ? error.message : String(error));
    throw error;
  }
}
