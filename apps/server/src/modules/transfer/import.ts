import { setImmediate as nextTurn } from 'node:timers/promises';
import { ImportMessages, TransferMessages } from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import { ignoreMissing, type LocalCopy } from '../../platform/files/files.ts';
import { business } from '../../platform/http/app-error.ts';
import { retryWhileStoreDown } from '../../platform/store-outage.ts';
import { type SheetRow, unneutralise } from './excel.ts';
import { XlsxStreamWriter } from './excel-writer.ts';
import { labelMaps } from './fields.ts';
import { MAX_IMPORT_ROWS, SpreadsheetError } from './import-limits.ts';
import { IMPORT_JOB, type ImportPayload } from './job-types.ts';
import {
  createJob,
  ctxOf,
  errorFileKeyOf,
  failJob,
  IMPORT_BATCH,
  listOf,
  now,
  reporter,
  type TransferDeps,
  UPLOAD_TTL_MS,
} from './jobs.ts';
import type { ListImporter, TransferField, TransferList } from './list.ts';
import * as progress from './progress.ts';
import * as repo from './repo.ts';
import { readSheetAside } from './sheet-worker.ts';
import { headerRow, parseHeaderLine } from './uploads.ts';

// Import: start and job.

/** The header row of a stored upload read at another line than at its upload. */
async function headersAt(deps: TransferDeps, fileKey: string, extension: '.xls' | '.xlsx', headerLine: number): Promise<string[]> {
  const copy = await deps.files.localCopy(fileKey).catch(ignoreMissing);
  if (!copy) throw business(TransferMessages.fileExpired);
  try {
    return await headerRow(copy.path, extension, headerLine);
  } finally {
    await copy.release();
  }
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
  let headers: string[];
  if (headerLine !== upload.header_line) headers = await headersAt(deps, upload.file_key, upload.extension, headerLine);
  else if (await deps.files.exists(upload.file_key)) headers = JSON.parse(upload.headers) as string[];
  else throw business(TransferMessages.fileExpired);

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
  if (!(await retryWhileStoreDown(() => repo.claimJob(platform.db, payload.key, now(deps))))) return;
  const list = listOf(deps, payload.listKey);
  const state: progress.TransferState = { ...progress.initialState(now(deps)), state: 'active' };
  const report = reporter(deps, payload.key, state);
  const found: SheetFindings = { headers: [], bad: [], secretColumns: new Set() };
  let errorKey: string | null = null;
  let followUpFailure: { error: unknown } | null = null;
  let copy: LocalCopy | null = null;
  try {
    const upload = await repo.findUpload(platform.db, payload.uploadId);
    if (!upload) throw new Error(TransferMessages.fileExpired);
    if (!list.importer) throw new Error(TransferMessages.exportOnly);
    const importer = await list.importer(ctxOf(deps, payload.tenantId));
    const { toKey } = await labelMaps(deps, list, payload.tenantId);
    const plan = planOf(list, toKey, payload.columns);
    for (const { field, column } of plan) if (field.secret && column !== undefined) found.secretColumns.add(column);
    const readPercent = importer.slowChecks ? 80 : 99;
    // The sheet reader seeks in the file: with object storage it reads a copy on this machine.
    copy = await deps.files.localCopy(upload.file_key).catch(ignoreMissing);
    if (!copy) throw new ImportRefused(TransferMessages.fileExpired);
    const reading = acceptedBatches(copy.path, upload.extension, payload, (cells) => prepareRow(plan, importer, cells), state, found, {
      readPercent,
      report,
    });
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
        const counts = await importer.write(trx, batch, payload.onDuplicate);
        state.newInsertNum += counts.inserted;
        state.updateNum += counts.updated;
        state.jumpNum += counts.skipped;
        written += batch.length;
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
    // The rows are committed: a store restarting now must delay telling the pollers, never turn the import into a failure.
    await retryWhileStoreDown(async () => await report(true));
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
  } finally {
    await copy?.release();
  }
  // The rows are committed and the job stays completed; the failed follow-up is the job runner's to log.
  if (followUpFailure) throw followUpFailure.error;
}

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
  await deps.files.produce(errorFileKeyOf(errorKey), async (file) => {
    const writer = new XlsxStreamWriter({
      file,
      sheetName: '错误数据',
      headers: [
        ...pad(found.headers),
        secret.size > 0 ? `${TransferMessages.errorColumn}${SECRETS_BLANKED}` : TransferMessages.errorColumn,
      ],
    });
    for (const r of found.bad) writer.add([...blank(r.cells), r.reason]);
    await writer.finish();
  });
  return errorKey;
}
