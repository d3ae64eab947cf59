import type { Platform } from '../../platform/context.ts';
import type { JobLog, ModuleJobs } from '../../platform/jobs/job-queue.ts';
import type { ServicesContext } from '../services/context.ts';
import { PROCESSES_CHANGED_JOB } from '../todo/process-changes.ts';
import { REBUILD_JOB, REPORT_JOB } from './job-types.ts';
import * as repo from './repo.ts';
import * as reports from './reports.ts';
import { applyChanges, rebuild } from './rollup.ts';

/** How often every process checks whether a scheduled report is due. */
const SCHEDULE_CHECK_MS = 30 * 60 * 1000;

/** The roll-ups and generated reports, and the timer that offers each month's report. */
export function registerEfficiencyJobs(platform: Platform, services: ServicesContext, log: JobLog): ModuleJobs {
  const deps: reports.ReportDeps = { platform, services, files: platform.files };

  // Roll-ups follow every committed change of process records (todo/process-changes.ts).
  platform.jobs.register(PROCESSES_CHANGED_JOB, async (payload) => ({ ...(await applyChanges(deps, payload)) }));
  platform.jobs.register(REBUILD_JOB, async ({ tenantId }) => ({ ...(await rebuild(deps, tenantId)) }));
  platform.jobs.register(REPORT_JOB, async (payload) => {
    await reports.writeReport(deps, payload);
    return undefined;
  });

  let timer: NodeJS.Timeout | undefined;
  const offer = async () => {
    try {
      for (const tenantId of await repo.configuredTenants(platform.db)) await reports.offerScheduled(deps, tenantId);
    } catch (error) {
      log.error({ err: error }, 'efficiency report schedule check failed');
    }
  };
  return {
    start: async () => {
      timer = setInterval(() => void offer(), SCHEDULE_CHECK_MS).unref();
      // At start too, so a new installation lists last month's report at once; test apps start and stop too often for it.
      if (platform.config.NODE_ENV !== 'test') void offer();
    },
    stop: () => clearInterval(timer),
  };
}
