import { TransferMessages, transferUrls } from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { type FileStore, ignoreMissing } from '../../platform/files/files.ts';
import { business, notFound } from '../../platform/http/app-error.ts';
import type { ListContext, TransferList } from './list.ts';
import * as progress from './progress.ts';
import * as repo from './repo.ts';
import type { TransferJobsTable } from './tables.ts';

/*
 * What every transfer job shares (docs/design/transfer.md): their
 * dependencies, creating a job and reporting its progress, the caller's
 * own jobs and their files.
 */

/** Rows read per query while exporting, and written per statement batch while importing. */
export const EXPORT_BATCH = 1000;
export const IMPORT_BATCH = 1000;
/** How long an uploaded file waits for its import. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** Progress is published at most this often (plus at the end of each phase). */
export const REPORT_EVERY_MS = 250;

export interface TransferDeps {
  platform: Platform;
  files: FileStore;
  lists: Map<string, TransferList>;
  /** How long export files and import error files stay downloadable after their job ends. */
  retentionMs: number;
}

export function listOf(deps: TransferDeps, listKey: string): TransferList {
  const list = deps.lists.get(listKey);
  if (!list) throw notFound(TransferMessages.unknownList);
  return list;
}

export const ctxOf = (deps: TransferDeps, tenantId: string): ListContext => ({ db: deps.platform.db, tenantId });
export const now = (deps: TransferDeps) => deps.platform.clock.now().toISOString();

export async function createJob(
  deps: TransferDeps,
  principal: Principal,
  listKey: string,
  kind: 'export' | 'import',
  fileName: string | null,
): Promise<string> {
  const key = deps.platform.newId();
  const at = now(deps);
  await repo.insertJob(deps.platform.db, {
    id: key,
    tenant_id: principal.tenantId,
    user_id: principal.userId,
    list_key: listKey,
    kind,
    state: 'waiting',
    error: null,
    file_key: null,
    file_name: fileName,
    error_key: null,
    heartbeat_at: at,
    created_at: at,
    finished_at: null,
  });
  await progress.saveState(deps.platform.cache, key, progress.initialState(at));
  return key;
}

/**
 * Publishes progress, with a fresh heartbeat, at most every REPORT_EVERY_MS
 * unless forced. Answers undefined (no promise to await) when nothing is due,
 * as it is asked per batch of rows.
 */
export function reporter(deps: TransferDeps, key: string, state: progress.TransferState) {
  let last = 0;
  return (force = false): Promise<void> | undefined => {
    const t = Date.now();
    if (!force && t - last < REPORT_EVERY_MS) return undefined;
    last = t;
    state.beatAt = now(deps);
    return progress.saveState(deps.platform.cache, key, state);
  };
}

export async function failJob(deps: TransferDeps, key: string, state: progress.TransferState, message: string): Promise<void> {
  const at = now(deps);
  await repo.updateJob(deps.platform.db, key, { state: 'failed', error: message, finished_at: at, heartbeat_at: at });
  Object.assign(state, { state: 'failed', errorMsg: message, finishedAt: at, beatAt: at });
  await progress.saveState(deps.platform.cache, key, state);
}

// Progress and downloads.

/** The caller's job: someone else's key is answered like an unknown one. */
export async function ownJob(
  deps: TransferDeps,
  principal: Principal,
  list: TransferList,
  kind: 'export' | 'import',
  key: string,
): Promise<TransferJobsTable> {
  const job = await repo.findJob(deps.platform.db, key);
  if (!job || job.user_id !== principal.userId || job.tenant_id !== principal.tenantId || job.list_key !== list.key || job.kind !== kind) {
    throw notFound('任务不存在');
  }
  return job;
}

/**
 * Current state of a job. A job whose process died reads as failed: its
 * cached progress is gone (embedded restart) or stopped beating (a killed
 * worker); either way no rows were written, as imports commit atomically.
 */
export async function currentState(deps: TransferDeps, job: TransferJobsTable): Promise<progress.TransferState> {
  const { platform } = deps;
  const cached = await progress.loadState(platform.cache, job.id);
  const at = platform.clock.now();
  const running = (s: string) => s === 'waiting' || s === 'active';
  // Only a job that was running can go stale: a waiting one may just be queued behind others.
  const stale = cached?.state === 'active' && at.getTime() - new Date(cached.beatAt).getTime() > progress.STALE_AFTER_MS;
  if (running(job.state) && (!cached || stale)) {
    await repo.failInterrupted(platform.db, { id: job.id }, TransferMessages.restarted, at.toISOString());
    const state = {
      ...(cached ?? progress.initialState(job.created_at)),
      state: 'failed' as const,
      errorMsg: TransferMessages.restarted,
      finishedAt: at.toISOString(),
    };
    await progress.saveState(platform.cache, job.id, state);
    return state;
  }
  if (cached) return cached;
  // The cache forgot a finished job (expiry, restart): answer from the record.
  return {
    ...progress.initialState(job.created_at),
    state: job.state,
    percent: job.state === 'completed' ? 100 : 0,
    errorMsg: job.error,
    finishedAt: job.finished_at,
    fileName: job.file_name ?? '',
    url: job.kind === 'export' && job.state === 'completed' ? `${transferUrls(job.list_key).exportFile}?key=${job.id}` : '',
    errorKey: job.error_key ?? '',
  };
}

export async function exportProgress(deps: TransferDeps, list: TransferList, principal: Principal, key: string) {
  const job = await ownJob(deps, principal, list, 'export', key);
  return progress.toExportProgress(key, await currentState(deps, job), deps.platform.clock.now());
}

export async function importProgress(deps: TransferDeps, list: TransferList, principal: Principal, key: string) {
  const job = await ownJob(deps, principal, list, 'import', key);
  return progress.toImportProgress(key, await currentState(deps, job));
}

export interface Download {
  fileKey: string;
  fileName: string;
  /** What the user is told when the file is gone. */
  expired: string;
}

/** The job's file, unless the retention period is over; one the cleanup already removed is found out by openFile. */
function keptFile(deps: TransferDeps, job: TransferJobsTable): string | null {
  const ended = job.finished_at ? new Date(job.finished_at).getTime() : Number.NaN;
  return job.file_key && deps.platform.clock.now().getTime() - ended <= deps.retentionMs ? job.file_key : null;
}

export async function exportFile(deps: TransferDeps, list: TransferList, principal: Principal, key: string): Promise<Download> {
  const job = await ownJob(deps, principal, list, 'export', key);
  if (job.state !== 'completed') throw notFound('文件不存在');
  const fileKey = keptFile(deps, job);
  if (!fileKey) throw business(ExpiredMessages.export);
  return { fileKey, fileName: job.file_name ?? `${list.name}.xlsx`, expired: ExpiredMessages.export };
}

export async function importErrorFile(deps: TransferDeps, list: TransferList, principal: Principal, errorKey: string): Promise<Download> {
  const job = await repo.findJobByErrorKey(deps.platform.db, errorKey);
  if (!job || job.user_id !== principal.userId || job.tenant_id !== principal.tenantId || job.list_key !== list.key)
    throw notFound('文件不存在');
  const fileKey = keptFile(deps, job);
  if (!fileKey) throw business(ExpiredMessages.errorFile);
  return { fileKey, fileName: `${list.name}_导入错误数据.xlsx`, expired: ExpiredMessages.errorFile };
}

export const errorFileKeyOf = (errorKey: string) => `errors/${errorKey}.xlsx`;

export async function openFile(deps: TransferDeps, download: Download) {
  const file = await deps.files.open(download.fileKey).catch(ignoreMissing);
  // Removed by the cleanup since it was looked up.
  if (!file) throw business(download.expired);
  return file;
}

/**
 * In the embedded mode jobs run inside the API process, so a job still
 * waiting or running from before this start lost its process: it is failed
 * now, before new jobs are taken.
 */
export function failJobsOfEarlierRuns(deps: TransferDeps, startedAt: string): Promise<number> {
  return repo.failInterrupted(deps.platform.db, { createdBefore: startedAt }, TransferMessages.restarted, startedAt);
}

export const ExpiredMessages = {
  export: '文件已过期，请重新导出',
  errorFile: '错误数据文件已过期，请重新导入',
} as const;
