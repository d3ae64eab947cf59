import { RobotMessages } from '@onehall/contract';
import type { Kysely } from 'kysely';
import type { Condition } from '../../db/conditions.ts';
import { jsonArrayColumn } from '../../db/json-columns.ts';
import type { Database } from '../../db/schema.ts';
import type { Platform } from '../../platform/context.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import * as serviceListing from '../services/listing.ts';
import { cleanAnswer, forgetRobot, servicesNamed, similarOf } from './admin.ts';
import * as repo from './admin-repo.ts';
import { normalizeQuestion } from './answers.ts';
import type { EntryRow } from './repo.ts';

// Bulk import and export of the knowledge base (modules/transfer/lists/robot-entries.ts).

/** Similar phrasings and linked services share a cell, one per line or separated by a full-width bar. */
export const CELL_SEPARATOR = '｜';
export const cellItems = (cell: string) =>
  cell
    .split(/[｜\r\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export const scenes = (db: Kysely<Database>, tenantId: string) => repo.allScenes(db, tenantId);

export const countForExport = (db: Kysely<Database>, tenantId: string, conditions: readonly Condition[]) =>
  repo.countForTransfer(db, tenantId, conditions);

export interface ExportedEntry {
  id: string;
  sceneId: string;
  question: string;
  similar: string;
  answer: string;
  services: string;
  enabled: string;
}

/** One batch of entries as cells: phrasings and service names joined by the separator. */
export async function exportBatch(
  platform: Platform,
  db: Kysely<Database>,
  tenantId: string,
  conditions: readonly Condition[],
  afterId: string | null,
  limit: number,
): Promise<ExportedEntry[]> {
  const rows = await repo.transferBatch(db, tenantId, conditions, afterId, limit);
  const ids = rows.map((r) => jsonArrayColumn<string>(r.service_ids));
  const names = await servicesNamed(platform, tenantId, ids.flat());
  return rows.map((r: EntryRow, i) => ({
    id: r.id,
    sceneId: r.scene_id,
    question: r.question,
    similar: jsonArrayColumn<string>(r.similar).join(CELL_SEPARATOR),
    answer: r.answer,
    services: (ids[i] ?? []).flatMap((id) => names.get(id) ?? []).join(CELL_SEPARATOR),
    enabled: String(r.enabled),
  }));
}

/** One checked sheet row. */
export interface EntryImportRow {
  sceneId: string;
  question: string;
  similar: string[];
  answer: string;
  serviceIds: string[];
  enabled: boolean;
}

/**
 * Service ids of the names in a cell: services on the shelf named exactly so.
 * A name two departments share is refused rather than linked at a guess.
 */
export function serviceResolver(platform: Platform, tenantId: string) {
  const known = new Map<string, Promise<string[]>>();
  const idsNamed = (name: string) => {
    let ids = known.get(name);
    if (!ids) {
      ids = serviceListing
        .shelfOptions(platform, tenantId, name, 50)
        .then((options) => options.filter((o) => o.serviceName === name).map((o) => o.serviceId));
      known.set(name, ids);
    }
    return ids;
  };
  return async (names: readonly string[]): Promise<{ ok: true; ids: string[] } | { ok: false; message: string }> => {
    const ids: string[] = [];
    for (const name of names) {
      const found = await idsNamed(name);
      if (found.length === 0) return { ok: false, message: `关联服务“${name}”不存在或未上架` };
      if (found.length > 1) return { ok: false, message: `关联服务“${name}”有多项同名服务，请在页面上选择` };
      if (!ids.includes(found[0] as string)) ids.push(found[0] as string);
    }
    return { ok: true, ids };
  };
}

/** The row with its phrasings cleaned and its answer sanitised; throws the refusal. */
export function entryRow(values: EntryImportRow): EntryImportRow {
  if (!normalizeQuestion(values.question)) throw badRequest(RobotMessages.questionEmpty);
  return { ...values, similar: similarOf(values.question, values.similar), answer: cleanAnswer(values.answer) };
}

/**
 * Writes one batch inside the import's transaction. A duplicate is the same
 * question (in the table, or earlier in the file): skipped or overwritten as
 * the rule says; overwriting keeps the entry's common and recommended flags
 * and order, which the sheet does not carry.
 */
export async function importBatch(
  trx: Kysely<Database>,
  tenantId: string,
  rows: readonly EntryImportRow[],
  onDuplicate: 'skip' | 'overwrite',
  now: string,
  newId: () => string,
): Promise<{ inserted: number; updated: number; skipped: number }> {
  const existing = new Map(
    (
      await repo.entriesAsking(
        trx,
        tenantId,
        rows.map((r) => r.question),
      )
    ).map((e) => [e.question, e.id]),
  );
  const counts = { inserted: 0, updated: 0, skipped: 0 };
  const inserts: Parameters<typeof repo.insertEntries>[1] = [];
  for (const r of rows) {
    const columns = {
      scene_id: r.sceneId,
      question: r.question,
      similar: JSON.stringify(r.similar),
      answer: r.answer,
      service_ids: JSON.stringify(r.serviceIds),
      enabled: r.enabled ? 1 : 0,
      updated_at: now,
    };
    const found = existing.get(r.question);
    if (found === undefined) {
      const id = newId();
      existing.set(r.question, id);
      inserts.push({ ...columns, id, tenant_id: tenantId, common: 0, recommended: 0, sort: 0, created_at: now });
      counts.inserted++;
    } else if (onDuplicate === 'overwrite') {
      // The duplicate may be a row of this same batch: flush it first.
      if (inserts.length > 0) await repo.insertEntries(trx, inserts.splice(0));
      await repo.updateEntry(trx, tenantId, found, columns);
      counts.updated++;
    } else counts.skipped++;
  }
  await repo.insertEntries(trx, inserts);
  return counts;
}

/** Once an import has committed: the robot answers from it at once, on every node. */
export const entriesImported = (platform: Platform, tenantId: string) => forgetRobot(platform, tenantId);
