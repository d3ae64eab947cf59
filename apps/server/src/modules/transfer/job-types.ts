import { type Static, Type } from '@sinclair/typebox';
import { defineJob } from '../../platform/jobs/job-type.ts';

/*
 * The transfer jobs and their payloads (docs/design/jobs.md): export.ts and
 * import.ts enqueue them, the jobs module runs them (job-handlers.ts).
 */

/** The verified caller an export runs as (platform/auth/principal.ts), taken at start: the job may run on another node. */
const PrincipalSchema = Type.Object({
  userId: Type.String(),
  tenantId: Type.String(),
  account: Type.String(),
  nickName: Type.String(),
  roles: Type.Array(Type.String()),
  family: Type.String(),
  tokenId: Type.String(),
  expiresAt: Type.Number(),
});

/** A search condition (db/conditions.ts). */
const ConditionSchema = Type.Object({
  field: Type.String(),
  operator: Type.Union([Type.Literal('eq'), Type.Literal('ne'), Type.Literal('like'), Type.Literal('in')]),
  value: Type.Union([Type.String(), Type.Number(), Type.Array(Type.Union([Type.String(), Type.Number()]))]),
});

export const EXPORT_JOB = defineJob(
  'transfer.export',
  1,
  Type.Object({
    key: Type.String(),
    listKey: Type.String(),
    tenantId: Type.String(),
    principal: PrincipalSchema,
    recordId: Type.Optional(Type.String()),
    fields: Type.Array(Type.String()),
    conditions: Type.Array(ConditionSchema),
    fileName: Type.String(),
  }),
);
export type ExportPayload = Static<typeof EXPORT_JOB.payload>;

export const IMPORT_JOB = defineJob(
  'transfer.import',
  1,
  Type.Object({
    key: Type.String(),
    listKey: Type.String(),
    tenantId: Type.String(),
    uploadId: Type.String(),
    headerLine: Type.Integer(),
    onDuplicate: Type.Union([Type.Literal('skip'), Type.Literal('overwrite')]),
    stopOnError: Type.Boolean(),
    /** Field key → 0-based column index in the sheet. */
    columns: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  }),
);
export type ImportPayload = Static<typeof IMPORT_JOB.payload>;

export const CLEANUP_JOB = defineJob('transfer.cleanup', 1, Type.Object({}));
