import type { Kysely } from 'kysely';
import type { Condition } from '../../db/conditions.ts';
import type { Database } from '../../db/schema.ts';
import { changed, type ServicesContext } from './context.ts';
import * as repo from './repo.ts';
import type { ServicesTable } from './tables.ts';
import * as transferRepo from './transfer-repo.ts';

// Bulk import and export (modules/transfer/lists/services.ts).

export type ServiceTransferRow = ServicesTable;

export function countForExport(db: Kysely<Database>, tenantId: string, conditions: readonly Condition[]): Promise<number> {
  return transferRepo.countForTransfer(db, tenantId, conditions);
}

export function exportBatch(
  db: Kysely<Database>,
  tenantId: string,
  conditions: readonly Condition[],
  afterId: string | null,
  limit: number,
): Promise<ServiceTransferRow[]> {
  return transferRepo.transferBatch(db, tenantId, conditions, afterId, limit);
}

/** Departments, scenes and types of a tenant (id, name), for the list's dictionaries. */
export function departments(db: Kysely<Database>, tenantId: string) {
  return repo.deptsOfTenant(db, tenantId);
}

export function scenes(db: Kysely<Database>, tenantId: string) {
  return repo.optionsOf(db, 'service_scenes', tenantId);
}

export function types(db: Kysely<Database>, tenantId: string) {
  return repo.optionsOf(db, 'service_types', tenantId);
}

/** One validated sheet row. `shelf` and `sort` null: on the shelf and 0 for a new service, unchanged for an overwritten one. */
export interface ServiceImportRow {
  name: string;
  deptId: string;
  sceneId: string | null;
  typeId: string | null;
  centre: string;
  processType: string;
  openWay: number;
  accessWay: number;
  serviceUrl: string;
  visitorVisible: boolean;
  shelf: boolean | null;
  sort: number | null;
  keywords: string;
  description: string;
  guide: { conditions: string; materials: string[]; steps: string[]; fees: string; timeLimit: string; contact: string };
}

export type ImportOutcome = 'inserted' | 'updated' | 'skipped';

/**
 * Writes one batch of validated rows inside the caller's transaction.
 * Duplicates (same department and name, in the table or earlier in the same
 * import) are skipped or overwritten as the rule says. Overwriting keeps what
 * the sheet does not describe: icon, visible roles, visits, ratings, and the
 * shelf state and order when their cells are empty. Answers each row's
 * outcome and the ids written, for `servicesImported` once committed.
 */
export async function importBatch(
  trx: Kysely<Database>,
  tenantId: string,
  rows: readonly ServiceImportRow[],
  onDuplicate: 'skip' | 'overwrite',
  now: string,
  newId: () => string,
): Promise<{ outcomes: ImportOutcome[]; ids: string[] }> {
  const existing = await transferRepo.servicesByKey(
    trx,
    tenantId,
    rows.map((r) => ({ deptId: r.deptId, name: r.name })),
  );
  const inserts: ServicesTable[] = [];
  const outcomes: ImportOutcome[] = [];
  const ids: string[] = [];
  for (const r of rows) {
    const key = transferRepo.serviceKey(r.deptId, r.name);
    const found = existing.get(key);
    const columns = {
      name: r.name,
      dept_id: r.deptId,
      scene_id: r.sceneId,
      type_id: r.typeId,
      centre: r.centre,
      process_type: r.processType,
      access_way: r.accessWay,
      open_way: r.openWay,
      service_url: r.serviceUrl,
      keywords: r.keywords,
      description: r.description,
      guide_materials: JSON.stringify(r.guide.materials),
      guide_steps: JSON.stringify(r.guide.steps),
      guide_conditions: r.guide.conditions,
      guide_fees: r.guide.fees,
      guide_time_limit: r.guide.timeLimit,
      guide_contact: r.guide.contact,
      visitor_visible: r.visitorVisible ? 1 : 0,
      updated_at: now,
    };
    if (found === undefined) {
      const id = newId();
      const shelf = r.shelf === false ? 0 : 1;
      existing.set(key, { id, shelf });
      inserts.push({
        ...columns,
        id,
        tenant_id: tenantId,
        icon: null,
        guide_attachments: '[]',
        shelf,
        sort: r.sort ?? 0,
        visit_count: 0,
        launched_at: now,
        created_at: now,
      });
      outcomes.push('inserted');
      ids.push(id);
    } else if (onDuplicate === 'overwrite') {
      // A duplicate of a row inserted by this same batch must overwrite that row, so flush first.
      if (inserts.length > 0) await transferRepo.insertServices(trx, inserts.splice(0));
      const shelf = r.shelf === null ? found.shelf : r.shelf ? 1 : 0;
      await transferRepo.updateService(trx, tenantId, found.id, {
        ...columns,
        shelf,
        // Going back on the shelf counts as a new launch, as with the shelf action.
        ...(shelf === 1 && found.shelf === 0 ? { launched_at: now } : {}),
        ...(r.sort === null ? {} : { sort: r.sort }),
      });
      existing.set(key, { id: found.id, shelf });
      outcomes.push('updated');
      ids.push(found.id);
    } else outcomes.push('skipped');
  }
  await transferRepo.insertServices(trx, inserts);
  return { outcomes, ids };
}

/** Services reloaded by one index reload (one id list per query and per published message). */
const RELOAD_CHUNK = 500;

/** After an import has committed: refreshes the search index on every node the way a configuration change does. */
export async function servicesImported(ctx: ServicesContext, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += RELOAD_CHUNK) await changed(ctx, unique.slice(i, i + RELOAD_CHUNK));
}
