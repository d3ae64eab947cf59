import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';

// Deleting departments, scenes and types.

export type OptionTable = 'service_scenes' | 'service_types' | 'depts';

/** Why an option cannot go: how many rows still point at it. */
export interface OptionInUse {
  name: string;
  services: number;
  /** Departments only: sub-departments, users and duties of the shared organisation tree. */
  children: number;
  users: number;
  duties: number;
  root: boolean;
}

export type RemoveOptionsOutcome = { removed: number } | { missing: string } | { inUse: OptionInUse };

const countMap = (rows: { key: string | null; n: number | string }[]) => new Map(rows.map((r) => [r.key, Number(r.n)]));

/**
 * Deletes options of the tenant, all or none: any id unknown (or of another
 * tenant) or still in use leaves everything as it was. Checks and deletes run
 * in one transaction; a service saved concurrently still cannot dangle, as the
 * foreign keys refuse the delete.
 */
export async function removeOptions(db: Db, table: OptionTable, tenantId: string, ids: string[]): Promise<RemoveOptionsOutcome> {
  return db.transaction().execute(async (trx) => {
    const isDept = table === 'depts';
    const found = isDept
      ? await trx.selectFrom('depts').select(['id', 'name', 'parent_id']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute()
      : (await trx.selectFrom(table).select(['id', 'name']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute()).map(
          (r) => ({ ...r, parent_id: '' as string | null }),
        );
    const byId = new Map(found.map((r) => [r.id, r]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing) return { missing };
    const column = isDept ? 'dept_id' : table === 'service_scenes' ? 'scene_id' : 'type_id';
    // Rows of `from` whose `column` points at one of the ids, counted per id.
    const countUses = async (from: 'services' | 'depts' | 'users' | 'dept_duties', column: string) =>
      countMap(
        (
          await sql<{ key: string | null; n: number | string }>`
          select ${sql.ref(column)} as key, count(*) as n from ${sql.table(from)}
          where tenant_id = ${tenantId} and ${sql.ref(column)} in (${sql.join(ids)})
          group by ${sql.ref(column)}`.execute(trx)
        ).rows,
      );
    const none = new Map<string | null, number>();
    const services = await countUses('services', column);
    const children = isDept ? await countUses('depts', 'parent_id') : none;
    const users = isDept ? await countUses('users', 'dept_id') : none;
    const duties = isDept ? await countUses('dept_duties', 'dept_id') : none;
    for (const row of found) {
      const use: OptionInUse = {
        name: row.name,
        services: services.get(row.id) ?? 0,
        children: children.get(row.id) ?? 0,
        users: users.get(row.id) ?? 0,
        duties: duties.get(row.id) ?? 0,
        root: row.parent_id === null,
      };
      if (use.root || use.services + use.children + use.users + use.duties > 0) return { inUse: use };
    }
    const result = await trx.deleteFrom(table).where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
    return { removed: Number(result.numDeletedRows) };
  });
}
