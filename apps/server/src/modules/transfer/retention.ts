import type { Platform } from '../../platform/context.ts';
import { CLEANUP_JOB } from './job-types.ts';
import { type TransferDeps, UPLOAD_TTL_MS } from './jobs.ts';
import * as repo from './repo.ts';

// Retention of generated files.

const HOUR_MS = 60 * 60 * 1000;

/** How long generated files are kept (config TRANSFER_FILE_RETENTION_HOURS). */
export const retentionMs = (platform: Platform): number => platform.config.TRANSFER_FILE_RETENTION_HOURS * HOUR_MS;

/**
 * Deletes export and error files whose retention is over, and uploads no
 * import can start from any more. Idempotent: removing a removed file is a
 * no-op and each record is cleared only after its file is gone, so two nodes
 * running it at once, or a run cut short, leave nothing half-done.
 */
export async function cleanExpiredFiles(deps: TransferDeps): Promise<{ files: number; uploads: number }> {
  const { db, clock } = deps.platform;
  const nowMs = clock.now().getTime();
  let files = 0;
  for (;;) {
    const jobs = await repo.jobFilesEndedBefore(db, new Date(nowMs - deps.retentionMs).toISOString(), CLEANUP_BATCH);
    for (const job of jobs) {
      await deps.files.remove(job.file_key);
      await repo.forgetJobFile(db, job.id, job.file_key);
    }
    files += jobs.length;
    if (jobs.length < CLEANUP_BATCH) break;
  }
  let uploads = 0;
  // An upload serves one import start within UPLOAD_TTL_MS; a running import has already opened it.
  const uploadCutoff = new Date(nowMs - Math.max(UPLOAD_TTL_MS, deps.retentionMs)).toISOString();
  for (;;) {
    const stale = await repo.uploadsCreatedBefore(db, uploadCutoff, CLEANUP_BATCH);
    for (const upload of stale) {
      await deps.files.remove(upload.file_key);
      await repo.deleteUpload(db, upload.id);
    }
    uploads += stale.length;
    if (stale.length < CLEANUP_BATCH) break;
  }
  return { files, uploads };
}

const CLEANUP_BATCH = 500;
/** The cleanup is offered this often; a cache counter lets one node per period enqueue it. */
export const CLEANUP_EVERY_MS = HOUR_MS;

/**
 * Enqueues the cleanup on the job queue at most once per period across all
 * nodes sharing the cache (every node calls this on a timer); answers whether
 * this call enqueued it.
 */
export async function offerCleanup(deps: TransferDeps): Promise<boolean> {
  const period = Math.floor(deps.platform.clock.now().getTime() / CLEANUP_EVERY_MS);
  const ticket = await deps.platform.cache.incr(`transfer:cleanup:${period}`, 2 * CLEANUP_EVERY_MS);
  if (ticket !== 1) return false;
  await deps.platform.jobs.enqueue(CLEANUP_JOB, {});
  return true;
}
