import type { Platform } from '../platform/context.ts';
import type { MenuResolver } from '../platform/http/endpoints.ts';
import type { JobLog, ModuleJobs } from '../platform/jobs/job-queue.ts';
import { registerEfficiencyJobs } from './efficiency/job-handlers.ts';
import type { ServicesContext } from './services/context.ts';
import { registerTransferJobs } from './transfer/job-handlers.ts';
import * as users from './users/service.ts';

/**
 * The jobs module: every background job's handler, in one list, registered
 * on the platform's queue (docs/design/jobs.md). API nodes call it while
 * building the app (an embedded node runs jobs in process), worker.ts
 * without any HTTP app, so a worker runs exactly the jobs a node enqueues.
 * Each module's job types (name, version, payload schema) sit in its
 * `job-types.ts`, its handlers in `job-handlers.ts`.
 */
export function registerJobs(platform: Platform, services: ServicesContext, log: JobLog): ModuleJobs {
  // A job runs as the caller who started it: menus are asked of the users module, as the router does.
  const holdsMenu: MenuResolver = (principal, menu) => users.holdsConfigMenu(platform, principal, menu);
  const modules = [registerTransferJobs(platform, services, holdsMenu, log), registerEfficiencyJobs(platform, services, log)];
  return {
    start: async () => {
      for (const module of modules) await module.start();
    },
    stop: () => {
      for (const module of modules) module.stop();
    },
  };
}
