import { Type } from '@sinclair/typebox';
import { defineJob } from '../../platform/jobs/job-type.ts';

/*
 * The efficiency jobs (docs/design/jobs.md); the roll-ups also follow the
 * to-do module's PROCESSES_CHANGED_JOB. Run by job-handlers.ts.
 */

/** Recomputes a tenant's roll-ups after its thresholds changed. */
export const REBUILD_JOB = defineJob('efficiency.rebuild', 1, Type.Object({ tenantId: Type.String() }));

/** Writes one generated report (its row id) as .xlsx into the file store. */
export const REPORT_JOB = defineJob('efficiency.report', 1, Type.Object({ tenantId: Type.String(), id: Type.String() }));
