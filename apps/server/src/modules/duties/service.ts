import { DUTY_TYPES, type Duty, DutyMessages, type dutyPage, type ResultOf, ThreeListsMessages } from '@onehall/contract';
import type { Kysely } from 'kysely';
import type { Condition } from '../../db/conditions.ts';
import type { Database } from '../../db/schema.ts';
import type { Platform } from '../../platform/context.ts';
import { business, forbidden } from '../../platform/http/app-error.ts';
import { isDutyTypeMust, threeListsChanged } from '../three-lists/config.ts';
import * as repo from './repo.ts';
import type { DeptDutiesTable } from './tables.ts';

export type { DutyCursor, DutyRow } from './repo.ts';
export { DUTY_COLUMNS } from './repo.ts';

export interface DutyInput {
  deptCode: string;
  dutyDescription: string;
  /** Omitted or '': no type, refused while the three-lists configuration makes it mandatory. */
  dutyType?: string;
  basis?: string;
  sort?: number;
}

export interface DutyFilter {
  deptName?: string;
  deptCode?: string;
  dutyDescription?: string;
  dutyType?: string;
}

/**
 * The departments whose duties the caller maintains: all (threeListsConfig holders) or those they administer
 * (the three-lists module decides, see its dept-admins.ts; the routes pass it in).
 */
export type DutyScope = 'all' | ReadonlySet<string>;

function inScope(scope: DutyScope, deptId: string): void {
  if (scope !== 'all' && !scope.has(deptId)) throw forbidden(ThreeListsMessages.notDeptAdmin);
}

export function toDuty(r: repo.DutyRow): Duty {
  return {
    id: r.id,
    deptId: r.dept_id,
    deptCode: r.dept_code,
    deptName: r.dept_name,
    dutyDescription: r.duty_description,
    dutyType: r.duty_type,
    dutyTypeName: r.duty_type === '' ? '' : (DUTY_TYPES[r.duty_type as keyof typeof DUTY_TYPES] ?? r.duty_type),
    basis: r.basis,
    sort: r.sort,
    updateTime: r.updated_at,
  };
}

function filterConditions(f: DutyFilter): Condition[] {
  const out: Condition[] = [];
  if (f.deptName?.trim()) out.push({ field: 'deptName', operator: 'like', value: f.deptName.trim() });
  if (f.deptCode?.trim()) out.push({ field: 'deptCode', operator: 'like', value: f.deptCode.trim() });
  if (f.dutyDescription?.trim()) out.push({ field: 'dutyDescription', operator: 'like', value: f.dutyDescription.trim() });
  if (f.dutyType) out.push({ field: 'dutyType', operator: 'eq', value: f.dutyType });
  return out;
}

export async function page(
  platform: Platform,
  tenantId: string,
  body: DutyFilter & { current?: number; size?: number },
  scope: DutyScope = 'all',
): Promise<ResultOf<typeof dutyPage>> {
  const current = body.current ?? 1;
  const size = body.size ?? 10;
  const conditions = filterConditions(body);
  if (scope !== 'all') conditions.push({ field: 'deptId', operator: 'in', value: [...scope] });
  const [total, rows] = await Promise.all([
    repo.countDuties(platform.db, tenantId, conditions),
    repo.pageDuties(platform.db, tenantId, conditions, (current - 1) * size, size),
  ]);
  return { records: rows.map(toDuty), total, current, size };
}

async function deptIdOf(db: Kysely<Database>, tenantId: string, code: string): Promise<string> {
  const dept = (await repo.deptsOfTenant(db, tenantId)).find((d) => d.code === code.trim());
  if (!dept) throw business(DutyMessages.deptUnknown);
  return dept.id;
}

/** Every duty of the tenant, by department then sort (read by the three lists, which keep them in memory). */
export async function allDuties(platform: Platform, tenantId: string): Promise<Duty[]> {
  return (await repo.allDuties(platform.db, tenantId)).map(toDuty);
}

async function checkType(platform: Platform, tenantId: string, input: DutyInput): Promise<void> {
  if (!input.dutyType && (await isDutyTypeMust(platform, tenantId))) throw business(DutyMessages.typeRequired);
}

export async function save(platform: Platform, tenantId: string, input: DutyInput, scope: DutyScope = 'all'): Promise<Duty> {
  await checkType(platform, tenantId, input);
  const now = platform.clock.now().toISOString();
  const duty = await platform.db.transaction().execute(async (trx) => {
    const deptId = await deptIdOf(trx, tenantId, input.deptCode);
    inScope(scope, deptId);
    const description = input.dutyDescription.trim();
    const existing = await repo.dutyIdsByKey(trx, tenantId, [{ deptId, description }]);
    if (existing.size > 0) throw business(DutyMessages.duplicate);
    const id = platform.newId();
    await repo.insertDuties(trx, [
      {
        id,
        tenant_id: tenantId,
        dept_id: deptId,
        duty_description: description,
        duty_type: input.dutyType ?? '',
        basis: input.basis?.trim() ?? '',
        sort: input.sort ?? 0,
        created_at: now,
        updated_at: now,
      },
    ]);
    return toDuty((await repo.findDuty(trx, tenantId, id)) as repo.DutyRow);
  });
  await threeListsChanged(platform, tenantId);
  return duty;
}

export async function update(platform: Platform, tenantId: string, id: string, input: DutyInput, scope: DutyScope = 'all'): Promise<Duty> {
  await checkType(platform, tenantId, input);
  const now = platform.clock.now().toISOString();
  const duty = await platform.db.transaction().execute(async (trx) => {
    const before = await repo.findDuty(trx, tenantId, id);
    if (!before) throw business(DutyMessages.notFound);
    inScope(scope, before.dept_id);
    const deptId = await deptIdOf(trx, tenantId, input.deptCode);
    inScope(scope, deptId);
    const description = input.dutyDescription.trim();
    const existing = await repo.dutyIdsByKey(trx, tenantId, [{ deptId, description }]);
    const other = existing.get(repo.dutyKey(deptId, description));
    if (other && other !== id) throw business(DutyMessages.duplicate);
    await repo.updateDuty(trx, tenantId, id, {
      dept_id: deptId,
      duty_description: description,
      duty_type: input.dutyType ?? '',
      basis: input.basis?.trim() ?? '',
      sort: input.sort ?? 0,
      updated_at: now,
    });
    return toDuty((await repo.findDuty(trx, tenantId, id)) as repo.DutyRow);
  });
  await threeListsChanged(platform, tenantId);
  return duty;
}

export async function remove(platform: Platform, tenantId: string, ids: string, scope: DutyScope = 'all'): Promise<number> {
  const list = [
    ...new Set(
      ids
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  // Nothing is deleted when one of them belongs to a department outside the caller's.
  if (scope !== 'all') for (const deptId of await repo.deptIdsOfDuties(platform.db, tenantId, list)) inScope(scope, deptId);
  const removed = await repo.deleteDuties(platform.db, tenantId, list);
  await threeListsChanged(platform, tenantId);
  return removed;
}

// ── For bulk import and export (modules/transfer/lists/dept-duty.ts) ──

export function countForExport(db: Kysely<Database>, tenantId: string, conditions: readonly Condition[]): Promise<number> {
  return repo.countDuties(db, tenantId, conditions);
}

export function exportBatch(
  db: Kysely<Database>,
  tenantId: string,
  conditions: readonly Condition[],
  after: repo.DutyCursor | null,
  limit: number,
): Promise<repo.DutyRow[]> {
  return repo.batchOfDuties(db, tenantId, conditions, after, limit);
}

export function departments(db: Kysely<Database>, tenantId: string) {
  return repo.deptsOfTenant(db, tenantId);
}

export interface DutyImportRow {
  deptId: string;
  dutyDescription: string;
  dutyType: string;
  basis: string;
  sort: number;
}

/** What writing a batch did (the import reports totals only). */
export interface ImportCounts {
  inserted: number;
  updated: number;
  skipped: number;
}

/** Rows an import writes before it may build the sort index once instead of row by row. */
const SORT_INDEX_DEFER_MIN_ROWS = 5_000;

/**
 * Writes an import's batches inside its transaction. On the embedded
 * database, once the import has written as many rows as the table held when
 * it began (and at least SORT_INDEX_DEFER_MIN_ROWS), the sort index is
 * dropped and built again before the commit: SQLite builds it from sorted
 * keys several times faster than it inserts the keys one by one, which cut a
 * quarter of the import's database time. Both happen inside the transaction,
 * so the read connection, a rollback and a crash all keep the index; the
 * threshold bounds the rebuild by the rows this import wrote. PostgreSQL keeps
 * its index: dropping one would lock the table for the whole import.
 */
export function dutyImportWriter(platform: Platform, tenantId: string, newId: () => string) {
  let tableRows: number | undefined;
  let written = 0;
  let deferred = false;
  return {
    async write(trx: Kysely<Database>, rows: readonly DutyImportRow[], onDuplicate: 'skip' | 'overwrite'): Promise<ImportCounts> {
      if (platform.dialect === 'sqlite' && !deferred) {
        tableRows ??= await repo.countAllDuties(trx);
        if (written >= Math.max(tableRows, SORT_INDEX_DEFER_MIN_ROWS)) {
          await repo.dropSortIndex(trx);
          deferred = true;
        }
      }
      const counts = await importBatch(trx, tenantId, rows, onDuplicate, platform.clock.now().toISOString(), newId);
      written += rows.length;
      return counts;
    },
    /** Runs once the last batch is written, inside the transaction. */
    async finish(trx: Kysely<Database>): Promise<void> {
      if (deferred) await repo.createSortIndex(trx);
    },
  };
}

const newDutyRow = (r: DutyImportRow, id: string, tenantId: string, now: string): DeptDutiesTable => ({
  id,
  tenant_id: tenantId,
  dept_id: r.deptId,
  duty_description: r.dutyDescription,
  duty_type: r.dutyType,
  basis: r.basis,
  sort: r.sort,
  created_at: now,
  updated_at: now,
});

/**
 * Writes one batch of validated rows inside the caller's transaction.
 * Duplicates (same department and description, in the table or earlier in
 * the same batch) are skipped or overwritten as the rule says.
 */
async function importBatch(
  trx: Kysely<Database>,
  tenantId: string,
  rows: readonly DutyImportRow[],
  onDuplicate: 'skip' | 'overwrite',
  now: string,
  newId: () => string,
): Promise<ImportCounts> {
  if (onDuplicate === 'skip') {
    // The unique index decides: no lookup first, and a duplicate later in the same batch is skipped too.
    const inserted = await repo.insertNewDuties(
      trx,
      rows.map((r) => newDutyRow(r, newId(), tenantId, now)),
    );
    return { inserted, updated: 0, skipped: rows.length - inserted };
  }
  const existing = await repo.dutyIdsByKey(
    trx,
    tenantId,
    rows.map((r) => ({ deptId: r.deptId, description: r.dutyDescription })),
  );
  const inserts: DeptDutiesTable[] = [];
  const counts = { inserted: 0, updated: 0, skipped: 0 };
  for (const r of rows) {
    const key = repo.dutyKey(r.deptId, r.dutyDescription);
    const id = existing.get(key);
    if (id === undefined) {
      const newRowId = newId();
      existing.set(key, newRowId);
      inserts.push(newDutyRow(r, newRowId, tenantId, now));
      counts.inserted++;
      continue;
    }
    // A duplicate of a row inserted by this same batch must overwrite that row, so flush first.
    if (inserts.length > 0) await repo.insertDuties(trx, inserts.splice(0));
    await repo.updateDuty(trx, tenantId, id, {
      dept_id: r.deptId,
      duty_description: r.dutyDescription,
      duty_type: r.dutyType,
      basis: r.basis,
      sort: r.sort,
      updated_at: now,
    });
    counts.updated++;
  }
  await repo.insertDuties(trx, inserts);
  return counts;
}
