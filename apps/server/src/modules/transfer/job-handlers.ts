import type { Platform } from '../../platform/context.ts';
import type { MenuResolver } from '../../platform/http/endpoints.ts';
import type { JobLog, ModuleJobs } from '../../platform/jobs/job-queue.ts';
import type { ServicesContext } from '../services/context.ts';
import { SHEET_WRITER } from './excel-writer.ts';
import * as exports from './export.ts';
import * as imports from './import.ts';
import { CLEANUP_JOB, EXPORT_JOB, IMPORT_JOB } from './job-types.ts';
import * as jobs from './jobs.ts';
import { createTransferDeps } from './lists.ts';
import * as retention from './retention.ts';
import { SHEET_READER } from './sheet-worker.ts';
import { warmWorker } from './worker.ts';

/** Every process (API node or worker) offers the cleanup this often; the cache lets one per period through. */
const CLEANUP_CHECK_MS = 10 * 60 * 1000;

/** Imports, exports and the cleanup of their files, and what the module does in the background meanwhile. */
export function registerTransferJobs(platform: Platform, services: ServicesContext, holdsMenu: MenuResolver, log: JobLog): ModuleJobs {
  const deps = createTransferDeps(platform, services, holdsMenu);
  const startedAt = platform.clock.now().toISOString();

  platform.jobs.register(EXPORT_JOB, async (payload) => {
    await exports.runExport(deps, payload);
    return undefined;
  });
  platform.jobs.register(IMPORT_JOB, async (payload) => {
    await imports.runImport(deps, payload);
    return undefined;
  });
  platform.jobs.register(CLEANUP_JOB, async () => ({ ...(await retention.cleanExpiredFiles(deps)) }));

  let cleanupTimer: NodeJS.Timeout | undefined;
  const offerCleanup = () =>
    retention.offerCleanup(deps).catch((error: unknown) => log.error({ err: error }, 'transfer cleanup could not be queued'));
  return {
    start: async () => {
      // Not awaited: the bundles are made in esbuild's process while the process starts serving.
      void Promise.all([warmWorker(SHEET_READER), warmWorker(SHEET_WRITER)]);
      // Embedded: jobs live and die with this process. Production: workers on other machines may be mid-job, so only a stopped heartbeat fails a job.
      if (!platform.config.REDIS_URL) await jobs.failJobsOfEarlierRuns(deps, startedAt);
      await offerCleanup();
      cleanupTimer = setInterval(() => void offerCleanup(), CLEANUP_CHECK_MS).unref();
    },
    stop: () => clearInterval(cleanupTimer),
  };
}
