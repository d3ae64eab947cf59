import type { Db } from '../../db/schema.ts';
import type { TransferJobState, TransferJobsTable, TransferUploadsTable } from './tables.ts';

export function insertJob(db: Db, job: TransferJobsTable): Promise<unknown> {
  return db.insertInto('transfer_jobs').values(job).execute();
}

export function findJob(db: Db, id: string): Promise<TransferJobsTable | undefined> {
  return db.selectFrom('transfer_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findJobByErrorKey(db: Db, errorKey: string): Promise<TransferJobsTable | undefined> {
  return db.selectFrom('transfer_jobs').selectAll().where('error_key', '=', errorKey).executeTakeFirst();
}

export async function updateJob(
  db: Db,
  id: string,
  fields: Partial<Pick<TransferJobsTable, 'state' | 'error' | 'file_key' | 'file_name' | 'error_key' | 'heartbeat_at' | 'finished_at'>>,
): Promise<void> {
  await db.updateTable('transfer_jobs').set(fields).where('id', '=', id).execute();
}

/** Claims a waiting job for running; false when it already ran or was given up (a restart, a second delivery). */
export async function claimJob(db: Db, id: string, now: string): Promise<boolean> {
  const r = await db
    .updateTable('transfer_jobs')
    .set({ state: 'active', heartbeat_at: now })
    .where('id', '=', id)
    .where('state', '=', 'waiting')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Marks unfinished jobs failed: those created before `before`, or whose heartbeat stopped before `staleBefore`. */
export async function failInterrupted(
  db: Db,
  opts: { createdBefore?: string; heartbeatBefore?: string; id?: string },
  error: string,
  now: string,
): Promise<number> {
  let q = db
    .updateTable('transfer_jobs')
    .set({ state: 'failed' satisfies TransferJobState, error, finished_at: now })
    .where('state', 'in', ['waiting', 'active']);
  if (opts.createdBefore) q = q.where('created_at', '<', opts.createdBefore);
  if (opts.heartbeatBefore) q = q.where('heartbeat_at', '<', opts.heartbeatBefore);
  if (opts.id) q = q.where('id', '=', opts.id);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export function insertUpload(db: Db, upload: TransferUploadsTable): Promise<unknown> {
  return db.insertInto('transfer_uploads').values(upload).execute();
}

export function findUpload(db: Db, id: string): Promise<TransferUploadsTable | undefined> {
  return db.selectFrom('transfer_uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Jobs (finished before `before`) whose export or error file is still kept. */
export async function jobFilesEndedBefore(db: Db, before: string, limit: number): Promise<{ id: string; file_key: string }[]> {
  const rows = await db
    .selectFrom('transfer_jobs')
    .select(['id', 'file_key'])
    .where('file_key', 'is not', null)
    .where('finished_at', '<', before)
    .orderBy('finished_at')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, file_key: r.file_key as string }));
}

/** Records that a job's file is gone; a job given another file meanwhile keeps it. */
export async function forgetJobFile(db: Db, id: string, fileKey: string): Promise<void> {
  await db.updateTable('transfer_jobs').set({ file_key: null }).where('id', '=', id).where('file_key', '=', fileKey).execute();
}

export function uploadsCreatedBefore(db: Db, before: string, limit: number): Promise<{ id: string; file_key: string }[]> {
  return db
    .selectFrom('transfer_uploads')
    .select(['id', 'file_key'])
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

export async function deleteUpload(db: Db, id: string): Promise<void> {
  await db.deleteFrom('transfer_uploads').where('id', '=', id).execute();
}
