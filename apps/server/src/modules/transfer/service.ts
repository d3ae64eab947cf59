import { createReadStream } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type AdvancedCondition,
  EXPORT_FIELDS_REQUIRED_MESSAGE,
  EXPORT_RANGE_SEARCH_RESULTS,
  EXPORT_RANGE_TICKED,
  type ExportField,
  IMPORT_HEADER_ROW_DEFAULT,
  IMPORT_MAX_FILES,
  ImportMessages,
  importFileCheck,
  importHeaderRowValid,
  type TransferImportMapping,
  TransferMessages,
  transferUrls,
  validateExportFileName,
} from '@onehall/contract';
import ExcelJS from 'exceljs';
import type { Condition } from '../../db/conditions.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import type { FileStore } from '../../platform/files/files.ts';
import { business, notFound } from '../../platform/http/app-error.ts';
import {
  MAX_IMPORT_ROWS,
  MAX_UNCOMPRESSED_BYTES,
  readHeaderAside,
  readSheetAside,
  type SheetRow,
  SpreadsheetError,
  unneutralise,
  zipUncompressedBytes,
} from './excel.ts';
import { XlsxStreamWriter, XlsxWriterAside } from './excel-writer.ts';
import type { ListContext, ListImporter, TransferField, TransferList } from './list.ts';
import * as progress from './progress.ts';
import * as repo from './repo.ts';
import type { TransferJobsTable } from './tables.ts';

export const EXPORT_JOB = 'transfer.export';
export const IMPORT_JOB = 'transfer.import';

/** Rows read per query while exporting, and written per statement batch while importing. */
const EXPORT_BATCH = 1000;
const IMPORT_BATCH = 1000;
/** How long an uploaded file waits for its import. */
const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** Progress is published at most this often (plus at the end of each phase). */
const REPORT_EVERY_MS = 250;

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

const ctxOf = (deps: TransferDeps, tenantId: string): ListContext => ({ db: deps.platform.db, tenantId });
const now = (deps: TransferDeps) => deps.platform.clock.now().toISOString();

// ── Fields, dictionaries ────────────────────────────────────────────────

export function exportFields(list: TransferList): ExportField[] {
  return list.fields.filter((f) => f.exportable).map((f) => ({ key: f.key, label: f.label, checked: f.exportDefault ?? true }));
}

export function inspectionFields(list: TransferList) {
  return list.fields
    .filter((f) => f.importable)
    .map((f) => ({ fieldName: f.key, fieldNote: f.label, isKey: list.keyFields.includes(f.key) }));
}

export function relationList(list: TransferList) {
  return {
    listKey: list.key,
    listName: list.name,
    fields: list.fields.map((f) => ({
      key: f.key,
      label: f.label,
      required: f.required,
      dictionary: f.dictionary ? f.key : null,
      searchParam: f.dictionary?.searchParam ?? null,
      importable: f.importable,
      exportable: f.exportable,
    })),
    keyFields: [...list.keyFields],
  };
}

export async function dictionary(
  deps: TransferDeps,
  list: TransferList,
  tenantId: string,
  fieldKey: string,
  params: { deptName?: string; keyword?: string },
) {
  const field = list.fields.find((f) => f.key === fieldKey);
  if (!field?.dictionary) throw notFound('字典不存在');
  const search = field.dictionary.searchParam === 'deptName' ? (params.deptName ?? params.keyword) : (params.keyword ?? params.deptName);
  return field.dictionary.options(ctxOf(deps, tenantId), search);
}

/** key → label and label → key of every labelled field. */
async function labelMaps(deps: TransferDeps, list: TransferList, tenantId: string) {
  const toLabel = new Map<string, Map<string, string>>();
  const toKey = new Map<string, Map<string, string>>();
  for (const f of list.fields) {
    if (!f.labelled || !f.dictionary) continue;
    const options = await f.dictionary.options(ctxOf(deps, tenantId));
    toLabel.set(f.key, new Map(options.map((o) => [o.dictKey, o.dictValue])));
    toKey.set(f.key, new Map(options.flatMap((o) => [[o.dictValue, o.dictKey] as const, [o.dictKey, o.dictKey] as const])));
  }
  return { toLabel, toKey };
}

// ── Export ──────────────────────────────────────────────────────────────

interface SearchInput {
  dataRange: 1 | 2 | 3;
  formInline?: Record<string, string | number | null>;
  advancedSearch?: AdvancedCondition[];
  choiceDataIds?: string[];
  choiceDataList?: { id: string }[];
}

/** The conditions of a data range: none (1), the page's search (2), the ticked ids (3). */
export function rangeConditions(list: TransferList, input: SearchInput): Condition[] {
  if (input.dataRange === EXPORT_RANGE_TICKED) {
    const ids = [...new Set([...(input.choiceDataIds ?? []), ...(input.choiceDataList ?? []).map((r) => r.id)])];
    if (ids.length === 0) throw business(TransferMessages.tickedRequired);
    return [{ field: 'id', operator: 'in', value: ids }];
  }
  if (input.dataRange !== EXPORT_RANGE_SEARCH_RESULTS) return [];
  const byKey = new Map(list.fields.map((f) => [f.key, f]));
  const out: Condition[] = [];
  // A search form also carries paging and other page state: only list fields filter.
  for (const [key, value] of Object.entries(input.formInline ?? {})) {
    const field = byKey.get(key);
    if (!field || value === null || String(value).trim() === '') continue;
    out.push({ field: key, operator: field.match, value: String(value).trim() });
  }
  for (const c of input.advancedSearch ?? []) {
    if (!byKey.has(c.field)) throw business(`搜索字段不存在：${c.field}`);
    out.push(c);
  }
  return out;
}

export function exportCount(deps: TransferDeps, list: TransferList, tenantId: string, input: SearchInput): Promise<number> {
  return list.count(ctxOf(deps, tenantId), rangeConditions(list, input));
}

interface ExportPayload {
  key: string;
  listKey: string;
  tenantId: string;
  fields: string[];
  conditions: Condition[];
  fileName: string;
}

/** Parses "label:key,label:key"; the key is after the last colon, so labels may contain colons. */
function chosenFields(list: TransferList, exportField: string): string[] {
  const keys = exportField
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.slice(part.lastIndexOf(':') + 1).trim());
  if (keys.length === 0) throw business(EXPORT_FIELDS_REQUIRED_MESSAGE);
  const exportable = new Set(list.fields.filter((f) => f.exportable).map((f) => f.key));
  if (keys.some((k) => !exportable.has(k))) throw business(TransferMessages.unknownField);
  return [...new Set(keys)];
}

export async function exportStart(
  deps: TransferDeps,
  list: TransferList,
  principal: Principal,
  input: SearchInput & { fileName: string; exportField: string },
): Promise<{ redisKey: string }> {
  const name = validateExportFileName(input.fileName);
  if (!name.ok) throw business(name.message);
  const fields = chosenFields(list, input.exportField);
  const conditions = rangeConditions(list, input);
  const total = await list.count(ctxOf(deps, principal.tenantId), conditions);
  if (total === 0) throw business(TransferMessages.noData);
  const fileName = name.value.toLowerCase().endsWith('.xlsx') ? name.value : `${name.value}.xlsx`;
  const key = await createJob(deps, principal, list.key, 'export', fileName);
  const payload: ExportPayload = { key, listKey: list.key, tenantId: principal.tenantId, fields, conditions, fileName };
  await deps.platform.jobs.enqueue(EXPORT_JOB, payload);
  return { redisKey: key };
}

async function createJob(
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
function reporter(deps: TransferDeps, key: string, state: progress.TransferState) {
  let last = 0;
  return (force = false): Promise<void> | undefined => {
    const t = Date.now();
    if (!force && t - last < REPORT_EVERY_MS) return undefined;
    last = t;
    state.beatAt = now(deps);
    return progress.saveState(deps.platform.cache, key, state);
  };
}

async function failJob(deps: TransferDeps, key: string, state: progress.TransferState, message: string): Promise<void> {
  const at = now(deps);
  await repo.updateJob(deps.platform.db, key, { state: 'failed', error: message, finished_at: at, heartbeat_at: at });
  Object.assign(state, { state: 'failed', errorMsg: message, finishedAt: at, beatAt: at });
  await progress.saveState(deps.platform.cache, key, state);
}

export async function runExport(deps: TransferDeps, payload: ExportPayload): Promise<void> {
  const { platform } = deps;
  if (!(await repo.claimJob(platform.db, payload.key, now(deps)))) return;
  const list = listOf(deps, payload.listKey);
  const state = { ...progress.initialState(now(deps)), state: 'active' as const };
  const report = reporter(deps, payload.key, state);
  const fileKey = `exports/${payload.key}.xlsx`;
  let writer: XlsxWriterAside | undefined;
  try {
    const ctx = ctxOf(deps, payload.tenantId);
    state.totalNum = await list.count(ctx, payload.conditions);
    await report(true);
    const fields = payload.fields.map((k) => list.fields.find((f) => f.key === k) as TransferField);
    const { toLabel } = await labelMaps(deps, list, payload.tenantId);
    writer = new XlsxWriterAside({ file: await deps.files.prepare(fileKey), sheetName: list.name, headers: fields.map((f) => f.label) });
    for await (const batch of list.rows(ctx, payload.conditions, EXPORT_BATCH)) {
      await writer.add(
        batch.map((row) =>
          fields.map((f) => {
            const value = row[f.key] ?? null;
            if (value === null) return '';
            const labels = toLabel.get(f.key);
            return labels ? (labels.get(String(value)) ?? String(value)) : value;
          }),
        ),
      );
      state.finishNum += batch.length;
      // Rows may be added while exporting; the total never reads below what was written.
      state.totalNum = Math.max(state.totalNum, state.finishNum);
      state.percent = Math.min(99, (state.finishNum / state.totalNum) * 100);
      await report();
    }
    await writer.finish();
    await writer.close();
    const at = now(deps);
    await repo.updateJob(platform.db, payload.key, { state: 'completed', file_key: fileKey, finished_at: at, heartbeat_at: at });
    Object.assign(state, {
      state: 'completed',
      percent: 100,
      finishedAt: at,
      url: `${transferUrls(list.key).exportFile}?key=${payload.key}`,
      fileName: payload.fileName,
    });
    await report(true);
  } catch (error) {
    await failJob(deps, payload.key, state, TransferMessages.failed);
    // A half-written file would never be offered and never be cleaned (no job points at it).
    await writer?.close();
    await deps.files.remove(fileKey);
    throw error;
  }
}

// ── Progress and downloads ──────────────────────────────────────────────

/** The caller's job: someone else's key is answered like an unknown one. */
async function ownJob(
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
async function currentState(deps: TransferDeps, job: TransferJobsTable): Promise<progress.TransferState> {
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
}

/** The job's file, unless the retention period is over or the cleanup already removed it. */
async function keptFile(deps: TransferDeps, job: TransferJobsTable): Promise<string | null> {
  const ended = job.finished_at ? new Date(job.finished_at).getTime() : Number.NaN;
  if (!job.file_key || !(deps.platform.clock.now().getTime() - ended <= deps.retentionMs)) return null;
  return (await deps.files.exists(job.file_key)) ? job.file_key : null;
}

export async function exportFile(deps: TransferDeps, list: TransferList, principal: Principal, key: string): Promise<Download> {
  const job = await ownJob(deps, principal, list, 'export', key);
  if (job.state !== 'completed') throw notFound('文件不存在');
  const fileKey = await keptFile(deps, job);
  if (!fileKey) throw business(ExpiredMessages.export);
  return { fileKey, fileName: job.file_name ?? `${list.name}.xlsx` };
}

export async function importErrorFile(deps: TransferDeps, list: TransferList, principal: Principal, errorKey: string): Promise<Download> {
  const job = await repo.findJobByErrorKey(deps.platform.db, errorKey);
  if (!job || job.user_id !== principal.userId || job.tenant_id !== principal.tenantId || job.list_key !== list.key)
    throw notFound('文件不存在');
  const fileKey = await keptFile(deps, job);
  if (!fileKey) throw business(ExpiredMessages.errorFile);
  return { fileKey, fileName: `${list.name}_导入错误数据.xlsx` };
}

// ── Retention of generated files ────────────────────────────────────────

export const CLEANUP_JOB = 'transfer.cleanup';
export const ExpiredMessages = {
  export: '文件已过期，请重新导出',
  errorFile: '错误数据文件已过期，请重新导入',
} as const;
const HOUR_MS = 60 * 60 * 1000;

/** TRANSFER_FILE_RETENTION_HOURS (default 24): how long generated files are kept. */
export function retentionFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.TRANSFER_FILE_RETENTION_HOURS;
  if (raw === undefined || raw === '') return 24 * HOUR_MS;
  const hours = Number(raw);
  if (!Number.isFinite(hours) || hours <= 0) throw new Error('TRANSFER_FILE_RETENTION_HOURS must be a positive number of hours');
  return hours * HOUR_MS;
}

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

/** The import template: the header row (required columns marked *) and one example row. */
export async function template(list: TransferList): Promise<{ data: Buffer; fileName: string }> {
  const fields = list.fields.filter((f) => f.importable);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(list.name);
  sheet.columns = fields.map((f) => ({ header: f.required ? `*${f.label}` : f.label, width: Math.max(14, f.label.length * 2 + 6) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(fields.map((f) => list.example[f.key] ?? ''));
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return { data, fileName: `${list.name}导入模板.xlsx` };
}

// ── Import: upload and mapping ──────────────────────────────────────────

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/** Header text as a person means it: required marks and spaces do not count. */
const normaliseHeader = (text: string) => text.replace(/[*＊\s]/g, '');

async function headerRow(file: string, extension: '.xls' | '.xlsx', headerLine: number): Promise<string[]> {
  let row: string[] | undefined;
  try {
    // On a worker thread within the parse limits (docs/design/import-limits.md): a hostile file costs that thread only.
    row = await readHeaderAside(file, extension, headerLine);
  } catch (error) {
    throw business(error instanceof SpreadsheetError ? error.message : ImportMessages.format);
  }
  if (!row) throw business(TransferMessages.headerMissing);
  return row.map((c) => c.trim());
}

function mappingOf(list: TransferList, headers: string[]) {
  const importable = list.fields.filter((f) => f.importable);
  const byText = new Map<string, string>();
  for (const h of headers) if (h) byText.set(normaliseHeader(h), h);
  return {
    excelField: headers.filter(Boolean),
    dbFieldList: importable.map((f) => ({ column: f.key, label: f.label, is_must: f.required ? (1 as const) : (0 as const) })),
    matchFieldList: importable.map((f) => ({ column: f.key, configure: byText.get(normaliseHeader(f.label)) ?? byText.get(f.key) ?? '' })),
  };
}

export function parseHeaderLine(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return IMPORT_HEADER_ROW_DEFAULT;
  if (!importHeaderRowValid(raw)) throw business(TransferMessages.headerRow);
  return Number(raw);
}

export async function upload(
  deps: TransferDeps,
  list: TransferList,
  principal: Principal,
  files: UploadedFile[],
  headerLineRaw: unknown,
): Promise<TransferImportMapping> {
  if (files.length === 0) throw business(ImportMessages.fileRequired);
  if (files.length > IMPORT_MAX_FILES) throw business(ImportMessages.onlyOneFile);
  const headerLine = parseHeaderLine(headerLineRaw);
  const [file] = files as [UploadedFile];
  const check = importFileCheck({ name: file.filename, size: file.data.length, head: file.data.subarray(0, 8) });
  if (!check.ok) throw business(check.message);

  const id = deps.platform.newId();
  const fileKey = `uploads/${id}${check.extension}`;
  await deps.files.write(fileKey, file.data);
  const local = deps.files.pathOf(fileKey);
  try {
    if (check.extension === '.xlsx') {
      const expanded = await zipUncompressedBytes(local).catch(() => {
        throw business(ImportMessages.format);
      });
      if (expanded > MAX_UNCOMPRESSED_BYTES) throw business(TransferMessages.archiveTooLarge);
    }
    const headers = await headerRow(local, check.extension, headerLine);
    await repo.insertUpload(deps.platform.db, {
      id,
      tenant_id: principal.tenantId,
      user_id: principal.userId,
      list_key: list.key,
      file_key: fileKey,
      file_name: path.basename(file.filename).slice(0, 200),
      extension: check.extension,
      header_line: headerLine,
      headers: JSON.stringify(headers),
      created_at: now(deps),
    });
    return { fileKey: id, ...mappingOf(list, headers) };
  } catch (error) {
    await deps.files.remove(fileKey);
    throw error;
  }
}

// ── Import: start and job ───────────────────────────────────────────────

interface ImportPayload {
  key: string;
  listKey: string;
  tenantId: string;
  uploadId: string;
  headerLine: number;
  onDuplicate: 'skip' | 'overwrite';
  stopOnError: boolean;
  /** Field key → 0-based column index in the sheet. */
  columns: Record<string, number>;
}

export async function importStart(
  deps: TransferDeps,
  list: TransferList,
  principal: Principal,
  input: { fileKey: string; headerLine: number; ruleNum: 1 | 2; errorRegx: 1 | 2; matchFieldList: { column: string; configure: string }[] },
): Promise<{ redisKey: string }> {
  const headerLine = parseHeaderLine(input.headerLine);
  const upload = await repo.findUpload(deps.platform.db, input.fileKey);
  const expired = upload && deps.platform.clock.now().getTime() - new Date(upload.created_at).getTime() > UPLOAD_TTL_MS;
  if (
    !upload ||
    upload.user_id !== principal.userId ||
    upload.tenant_id !== principal.tenantId ||
    upload.list_key !== list.key ||
    expired
  ) {
    throw business(TransferMessages.fileExpired);
  }
  if (!(await deps.files.exists(upload.file_key))) throw business(TransferMessages.fileExpired);
  const headers =
    headerLine === upload.header_line
      ? (JSON.parse(upload.headers) as string[])
      : await headerRow(deps.files.pathOf(upload.file_key), upload.extension, headerLine);

  const columns: Record<string, number> = {};
  const importable = new Map(list.fields.filter((f) => f.importable).map((f) => [f.key, f]));
  for (const m of input.matchFieldList) {
    if (!m.configure) continue;
    if (!importable.has(m.column)) throw business(`系统字段不存在：${m.column}`);
    if (columns[m.column] !== undefined) throw business(TransferMessages.mappedTwice);
    const index = headers.indexOf(m.configure.trim());
    if (index < 0) throw business(`文件中没有“${m.configure}”列`);
    columns[m.column] = index;
  }
  if ([...importable.values()].some((f) => f.required && columns[f.key] === undefined))
    throw business(ImportMessages.requiredFieldsUnmatched);

  const key = await createJob(deps, principal, list.key, 'import', upload.file_name);
  const payload: ImportPayload = {
    key,
    listKey: list.key,
    tenantId: principal.tenantId,
    uploadId: upload.id,
    headerLine,
    onDuplicate: input.ruleNum === 1 ? 'overwrite' : 'skip',
    stopOnError: input.errorRegx === 2,
    columns,
  };
  await deps.platform.jobs.enqueue(IMPORT_JOB, payload);
  return { redisKey: key };
}

interface BadRow {
  cells: string[];
  reason: string;
}

/** One importable field with everything its per-row check needs, worked out once per import. */
interface FieldPlan {
  field: TransferField;
  /** 0-based column in the sheet; undefined when the field is not mapped. */
  column: number | undefined;
  /** Label → key of a labelled dictionary field. */
  labels: Map<string, string> | undefined;
}

function planOf(list: TransferList, toKey: Map<string, Map<string, string>>, columns: Record<string, number>): FieldPlan[] {
  return list.fields.filter((f) => f.importable).map((field) => ({ field, column: columns[field.key], labels: toKey.get(field.key) }));
}

type Checked = { ok: true; row: unknown } | { ok: false; message: string };

/** Checks one sheet row against the list's fields; answers the list's row or why it is refused. */
function prepareRow(plan: readonly FieldPlan[], importer: ListImporter, cells: string[]): Checked | Promise<Checked> {
  const values: Record<string, string> = {};
  for (const { field: f, column, labels } of plan) {
    const text = column === undefined ? '' : unneutralise((cells[column] ?? '').trim());
    if (text === '') {
      if (f.required) return { ok: false, message: `${f.label}不能为空` };
      continue;
    }
    const value = labels ? labels.get(text) : text;
    if (value === undefined) return { ok: false, message: `${f.label}“${text}”不存在` };
    const problem = f.check?.(value);
    if (problem) return { ok: false, message: `${f.label}${problem.startsWith(f.label) ? problem.slice(f.label.length) : problem}` };
    values[f.key] = value;
  }
  const prepared = importer.prepare(values);
  // Most lists check synchronously: no promise per row for them.
  return prepared instanceof Promise ? prepared.then(checked) : checked(prepared);
}

const checked = (prepared: Awaited<ReturnType<ListImporter['prepare']>>): Checked =>
  prepared.ok ? { ok: true, row: prepared.row } : prepared;

/** What reading the sheet found besides the accepted rows. */
interface SheetFindings {
  headers: string[];
  bad: BadRow[];
  /** Columns mapped to a secret field (an initial password): never written to the error file. */
  secretColumns: Set<number>;
}

/**
 * The sheet's accepted rows in write-sized batches; refused rows go to
 * `found.bad`, and with error rule 2 reading stops at the first of them.
 * Reading fills the progress bar up to `readPercent`, writing the rest.
 */
async function* acceptedBatches(
  file: string,
  extension: '.xls' | '.xlsx',
  payload: ImportPayload,
  check: (cells: string[]) => Checked | Promise<Checked>,
  state: progress.TransferState,
  found: SheetFindings,
  progressOf: { readPercent: number; report: () => Promise<void> | undefined },
): AsyncGenerator<unknown[]> {
  let shareRead = 0;
  let shareBefore = 0;
  let accepted: unknown[] = [];
  for await (const batch of readSheetAside(file, extension, { onRead: (share) => (shareRead = share) })) {
    const shareAfter = shareRead;
    for (let i = 0; i < batch.length; i++) {
      const row = batch[i] as SheetRow;
      if (row.rowNumber < payload.headerLine) continue;
      if (row.rowNumber === payload.headerLine) {
        found.headers = row.cells;
        continue;
      }
      state.totalNum++;
      if (state.totalNum > MAX_IMPORT_ROWS) throw new ImportRefused(TransferMessages.tooManyRows);
      let prepared = check(row.cells);
      if (prepared instanceof Promise) prepared = await prepared;
      if (prepared.ok) accepted.push(prepared.row);
      else {
        found.bad.push({ cells: row.cells, reason: `第${row.rowNumber}行：${prepared.message}` });
        state.failNum++;
        if (payload.stopOnError) return;
      }
      if (accepted.length === IMPORT_BATCH) {
        const share = shareBefore + ((i + 1) / batch.length) * (shareAfter - shareBefore);
        state.percent = Math.max(state.percent, share * progressOf.readPercent);
        yield accepted;
        accepted = [];
      }
    }
    shareBefore = shareAfter;
    state.percent = Math.max(state.percent, shareAfter * progressOf.readPercent);
    await progressOf.report();
  }
  if (accepted.length > 0) yield accepted;
}

/**
 * Imports in one transaction, so the import lands whole or not at all,
 * whether it is refused (rule 2) or its process dies. A worker thread parses
 * the file while this thread checks and writes the rows as they come. Lists
 * whose checks are slow (hashing passwords) are read and checked whole
 * first: other writers wait for the transaction (on the embedded database
 * every other write does), so it lasts only as long as the writing.
 */
export async function runImport(deps: TransferDeps, payload: ImportPayload): Promise<void> {
  const { platform } = deps;
  if (!(await repo.claimJob(platform.db, payload.key, now(deps)))) return;
  const list = listOf(deps, payload.listKey);
  const state: progress.TransferState = { ...progress.initialState(now(deps)), state: 'active' };
  const report = reporter(deps, payload.key, state);
  const found: SheetFindings = { headers: [], bad: [], secretColumns: new Set() };
  let errorKey: string | null = null;
  let followUpFailure: { error: unknown } | null = null;
  try {
    const upload = await repo.findUpload(platform.db, payload.uploadId);
    if (!upload) throw new Error(TransferMessages.fileExpired);
    const importer = await list.importer(ctxOf(deps, payload.tenantId));
    const { toKey } = await labelMaps(deps, list, payload.tenantId);
    const plan = planOf(list, toKey, payload.columns);
    for (const { field, column } of plan) if (field.secret && column !== undefined) found.secretColumns.add(column);
    const readPercent = importer.slowChecks ? 80 : 99;
    const reading = acceptedBatches(
      deps.files.pathOf(upload.file_key),
      upload.extension,
      payload,
      (cells) => prepareRow(plan, importer, cells),
      state,
      found,
      { readPercent, report },
    );
    const refuseOnError = () => {
      if (payload.stopOnError && found.bad.length > 0)
        throw new ImportRefused(`${(found.bad[0] as BadRow).reason}，${TransferMessages.interrupted}`);
    };
    let batches: AsyncIterable<unknown[]> | unknown[][] = reading;
    if (importer.slowChecks) {
      batches = [];
      for await (const batch of reading) batches.push(batch);
      refuseOnError();
      // Reading is done: its share shows before the writing starts.
      await report(true);
    }

    let written = 0;
    await platform.db.transaction().execute(async (trx) => {
      for await (const batch of batches) {
        const outcomes = await importer.write(trx, batch, payload.onDuplicate);
        for (const o of outcomes) {
          if (o === 'inserted') state.newInsertNum++;
          else if (o === 'updated') state.updateNum++;
          else state.jumpNum++;
        }
        written += outcomes.length;
        state.finishNum = written + state.failNum;
        if (importer.slowChecks) state.percent = readPercent + (written / (state.totalNum - state.failNum)) * (99 - readPercent);
        await report();
        // The embedded database answers synchronously, so without this turn no other request would run until the import ends.
        await nextTurn();
      }
      refuseOnError();
      await importer.beforeCommit?.(trx);
      const at = now(deps);
      // The job points at its error file so the cleanup finds it once the retention is over.
      if (found.bad.length > 0) errorKey = await writeErrorFile(deps, found);
      // Recorded in the same transaction: rows and "completed" become true together.
      await repo.updateJob(trx, payload.key, {
        state: 'completed',
        error_key: errorKey,
        file_key: errorKey ? errorFileKeyOf(errorKey) : null,
        finished_at: at,
        heartbeat_at: at,
      });
    });
    // Before "completed" is published, so whoever saw the import finish also sees its effects (a fresh search index).
    try {
      await importer.afterCommit?.();
    } catch (error) {
      followUpFailure = { error };
    }
    Object.assign(state, { state: 'completed', percent: 100, finishNum: state.totalNum, finishedAt: now(deps), errorKey: errorKey ?? '' });
    await report(true);
  } catch (error) {
    // A limit of the sheet reader refused the file: its message names the limit.
    const refused = error instanceof ImportRefused || error instanceof SpreadsheetError;
    const message = refused ? error.message : TransferMessages.failed;
    // Counts of an import that wrote nothing must not suggest otherwise.
    Object.assign(state, { newInsertNum: 0, updateNum: 0, jumpNum: 0 });
    // Rule 2 refused the file: the rows up to the first refused one can still be downloaded with their reason.
    if (payload.stopOnError && found.bad.length > 0 && error instanceof ImportRefused) {
      errorKey = await writeErrorFile(deps, found);
      await repo.updateJob(platform.db, payload.key, { error_key: errorKey, file_key: errorFileKeyOf(errorKey) });
      state.errorKey = errorKey;
    }
    await failJob(deps, payload.key, state, message);
    if (!refused) throw error;
  }
  // The rows are committed and the job stays completed; the failed follow-up is the job runner's to log.
  if (followUpFailure) throw followUpFailure.error;
}

const errorFileKeyOf = (errorKey: string) => `errors/${errorKey}.xlsx`;

/** A refusal the importer explains to the user (rule 2, too many rows); not a fault. */
class ImportRefused extends Error {}

/** A column that holds passwords by its header, mapped or not (an unmapped one is still copied to the error file). */
const PASSWORD_HEADER = /密码|口令|password|passwd|pwd/i;
const SECRETS_BLANKED = '（密码列已清空，请重新填写）';

/**
 * Writes the refused rows with their reasons to a new error file; answers its
 * key. Password columns are left empty, and the reason column's header says so.
 */
async function writeErrorFile(deps: TransferDeps, found: SheetFindings): Promise<string> {
  const errorKey = deps.platform.newId();
  // A loop, not Math.max(...rows): a file of 200,000 refused rows would overflow the call stack.
  let width = found.headers.length;
  for (const r of found.bad) width = Math.max(width, r.cells.length);
  const secret = new Set(found.secretColumns);
  found.headers.forEach((header, i) => {
    if (PASSWORD_HEADER.test(header)) secret.add(i);
  });
  const pad = (cells: string[]) => Array.from({ length: width }, (_, i) => cells[i] ?? '');
  const blank = (cells: string[]) => pad(cells).map((cell, i) => (secret.has(i) ? '' : cell));
  const writer = new XlsxStreamWriter({
    file: await deps.files.prepare(errorFileKeyOf(errorKey)),
    sheetName: '错误数据',
    headers: [...pad(found.headers), secret.size > 0 ? `${TransferMessages.errorColumn}${SECRETS_BLANKED}` : TransferMessages.errorColumn],
  });
  for (const r of found.bad) writer.add([...blank(r.cells), r.reason]);
  await writer.finish();
  return errorKey;
}

export function openFile(deps: TransferDeps, fileKey: string) {
  return createReadStream(deps.files.pathOf(fileKey));
}

/**
 * In the embedded mode jobs run inside the API process, so a job still
 * waiting or running from before this start lost its process: it is failed
 * now, before new jobs are taken.
 */
export function failJobsOfEarlierRuns(deps: TransferDeps, startedAt: string): Promise<number> {
  return repo.failInterrupted(deps.platform.db, { createdBefore: startedAt }, TransferMessages.restarted, startedAt);
}
