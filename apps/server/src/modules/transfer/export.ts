import {
  type AdvancedCondition,
  EXPORT_FIELDS_REQUIRED_MESSAGE,
  EXPORT_RANGE_SEARCH_RESULTS,
  EXPORT_RANGE_TICKED,
  TransferMessages,
  transferUrls,
  validateExportFileName,
} from '@onehall/contract';
import type { Condition } from '../../db/conditions.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import { business } from '../../platform/http/app-error.ts';
import { retryWhileStoreDown } from '../../platform/store-outage.ts';
import { XlsxWriterAside } from './excel-writer.ts';
import { labelMaps } from './fields.ts';
import { EXPORT_JOB, type ExportPayload } from './job-types.ts';
import { createJob, ctxOf, EXPORT_BATCH, failJob, listOf, now, reporter, type TransferDeps } from './jobs.ts';
import type { TransferField, TransferList } from './list.ts';
import * as progress from './progress.ts';
import * as repo from './repo.ts';

// Export.

interface SearchInput {
  /** The record the page is bound to (the efficiency exports: the period). */
  id?: string;
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

/** A list's context for an export: lists without a menu check the caller and read the bound record. */
const exportCtx = (deps: TransferDeps, principal: Principal, recordId: string | undefined) => ({
  ...ctxOf(deps, principal.tenantId),
  principal,
  recordId,
});

export function exportCount(deps: TransferDeps, list: TransferList, principal: Principal, input: SearchInput): Promise<number> {
  return list.count(exportCtx(deps, principal, input.id), rangeConditions(list, input));
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
  const total = await list.count(exportCtx(deps, principal, input.id), conditions);
  if (total === 0) throw business(TransferMessages.noData);
  const fileName = name.value.toLowerCase().endsWith('.xlsx') ? name.value : `${name.value}.xlsx`;
  const key = await createJob(deps, principal, list.key, 'export', fileName);
  const payload: ExportPayload = {
    key,
    listKey: list.key,
    tenantId: principal.tenantId,
    principal,
    recordId: input.id,
    fields,
    conditions,
    fileName,
  };
  await deps.platform.jobs.enqueue(EXPORT_JOB, payload);
  return { redisKey: key };
}

export async function runExport(deps: TransferDeps, payload: ExportPayload): Promise<void> {
  const { platform } = deps;
  if (!(await retryWhileStoreDown(() => repo.claimJob(platform.db, payload.key, now(deps))))) return;
  const list = listOf(deps, payload.listKey);
  const state = { ...progress.initialState(now(deps)), state: 'active' as const };
  const report = reporter(deps, payload.key, state);
  const fileKey = `exports/${payload.key}.xlsx`;
  try {
    // A PostgreSQL or Redis restart starts the export again: nothing of a try is stored until its file is whole.
    await retryWhileStoreDown(async () => {
      state.finishNum = 0;
      const ctx = exportCtx(deps, payload.principal, payload.recordId);
      state.totalNum = await list.count(ctx, payload.conditions);
      await report(true);
      const fields = payload.fields.map((k) => list.fields.find((f) => f.key === k) as TransferField);
      const { toLabel } = await labelMaps(deps, list, payload.tenantId);
      // Stored only once whole: a half-written file is never offered, and needs no cleaning.
      await deps.files.produce(fileKey, async (file) => {
        const writer = new XlsxWriterAside({ file, sheetName: list.name, headers: fields.map((f) => f.label) });
        try {
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
        } finally {
          await writer.close();
        }
      });
      const at = now(deps);
      await repo.updateJob(platform.db, payload.key, { state: 'completed', file_key: fileKey, finished_at: at, heartbeat_at: at });
      Object.assign(state, {
        state: 'completed',
        percent: 100,
        finishedAt: at,
        url: `${transferUrls(list.key).exportFile}?key=${payload.key}`,
        fileName: payload.fileName,
      });
    });
    // The file and the job are done; only telling the pollers is left, which waits for a store that is restarting.
    await retryWhileStoreDown(async () => await report(true));
  } catch (error) {
    await failJob(deps, payload.key, state, TransferMessages.failed);
    // Stored but never recorded on the job: nothing would offer or clean it.
    await deps.files.remove(fileKey);
    throw error;
  }
}
