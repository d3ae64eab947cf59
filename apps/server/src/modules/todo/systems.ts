import { type BodyOf, type cardBusinessConfigSubmit, type ResultOf, TodoMessages, type TodoSystem } from '@onehall/contract';
import type { Platform } from '../../platform/context.ts';
import { business } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';
import { systemSecret } from './signature.ts';

/** The registered business systems, managed on the card business configuration page (docs/design/todo.md). */

function systemView(r: repo.SystemRow, counts: repo.SystemCounts | undefined): TodoSystem {
  return {
    id: r.id,
    systemName: r.system_name,
    systemCode: r.system_code,
    enabled: r.enabled === 1,
    remark: r.remark,
    sort: r.sort,
    todoNum: counts?.todoNum ?? 0,
    todoTimeoutNum: counts?.todoTimeoutNum ?? 0,
    doneNum: counts?.doneNum ?? 0,
    processNum: counts?.processNum ?? 0,
    createTime: r.created_at,
    updateTime: r.updated_at,
  };
}

function keyOf(platform: Platform, r: repo.SystemRow) {
  return { systemId: r.id, systemCode: r.system_code, secret: systemSecret(platform.config.SIGNING_SECRET, r.id, r.key_version) };
}

/** A registered system as the write functions take it (for callers inside the server, like the demo seed). */
export function findSystem(platform: Platform, tenantId: string, id: string): Promise<repo.SystemRow | undefined> {
  return repo.findSystem(platform.db, tenantId, id);
}

export async function listSystems(platform: Platform, tenantId: string, keyword = ''): Promise<TodoSystem[]> {
  const [rows, counts] = await Promise.all([
    repo.systemsOfTenant(platform.db, tenantId, keyword.trim()),
    repo.countsBySystem(platform.db, tenantId, platform.clock.now().toISOString()),
  ]);
  return rows.map((r) => systemView(r, counts.get(r.id)));
}

async function oneSystem(platform: Platform, tenantId: string, id: string): Promise<TodoSystem> {
  const row = await repo.findSystem(platform.db, tenantId, id);
  if (!row) throw business(TodoMessages.systemNotFound);
  return systemView(row, (await repo.countsBySystem(platform.db, tenantId, platform.clock.now().toISOString())).get(id));
}

export type SystemInput = BodyOf<typeof cardBusinessConfigSubmit>;

/**
 * Registers a system (no id; `id` may be given by the seed for stable ids)
 * or changes one. A new system's key is answered this once.
 */
export async function submitSystem(
  platform: Platform,
  tenantId: string,
  input: SystemInput,
  newId: () => string = platform.newId,
): Promise<ResultOf<typeof cardBusinessConfigSubmit>> {
  const now = platform.clock.now().toISOString();
  const code = input.systemCode.trim();
  const name = input.systemName.trim();
  const created = await platform.db.transaction().execute(async (trx) => {
    if (input.id && !(await repo.findSystem(trx, tenantId, input.id))) throw business(TodoMessages.systemNotFound);
    for (const other of await repo.systemsByCodeOrName(trx, tenantId, code, name)) {
      if (other.id === input.id) continue;
      throw business(other.system_code === code ? TodoMessages.systemCodeTaken : TodoMessages.systemNameTaken);
    }
    const fields = {
      system_code: code,
      system_name: name,
      enabled: input.enabled === false ? 0 : 1,
      remark: input.remark?.trim() ?? '',
      sort: input.sort ?? 0,
      updated_at: now,
    };
    if (input.id) {
      await repo.updateSystem(trx, tenantId, input.id, fields);
      return null;
    }
    const row: repo.SystemRow = { id: newId(), tenant_id: tenantId, key_version: 1, created_at: now, ...fields };
    await repo.insertSystem(trx, row);
    return row;
  });
  if (!created) return { system: await oneSystem(platform, tenantId, input.id as string) };
  return { system: systemView(created, undefined), key: keyOf(platform, created) };
}

/** Removes a system that never pushed anything; one with records is refused, so no user's history disappears. */
export async function removeSystem(platform: Platform, tenantId: string, id: string): Promise<boolean> {
  const now = platform.clock.now().toISOString();
  return platform.db.transaction().execute(async (trx) => {
    if (!(await repo.findSystem(trx, tenantId, id))) throw business(TodoMessages.systemNotFound);
    const c = (await repo.countsBySystem(trx, tenantId, now)).get(id);
    const items = (c?.todoNum ?? 0) + (c?.doneNum ?? 0);
    if (items > 0 || (c?.processNum ?? 0) > 0) throw business(TodoMessages.systemInUse(items, c?.processNum ?? 0));
    await repo.deleteSystem(trx, tenantId, id);
    return true;
  });
}

/** A new key for the system; the old one stops verifying at once, on every node (the version is in the database). */
export async function resetKey(platform: Platform, tenantId: string, id: string) {
  const row = await repo.findSystem(platform.db, tenantId, id);
  if (!row) throw business(TodoMessages.systemNotFound);
  const next = { ...row, key_version: row.key_version + 1, updated_at: platform.clock.now().toISOString() };
  await repo.updateSystem(platform.db, tenantId, id, { key_version: next.key_version, updated_at: next.updated_at });
  return keyOf(platform, next);
}
