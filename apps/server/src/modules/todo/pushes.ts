import { type ProcessDeleteResult, type ProcessPushResult, Status, type TodoDoneResult, type TodoPushResult } from '@onehall/contract';
import type { Db } from '../../db/schema.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { type CheckedItem, checkDones, checkItemPushes, checkProcessDeletes, checkProcessPushes } from './payload.ts';
import { announce, type ProcessChange, snapshotOf, snapshotsOf } from './process-changes.ts';
import * as processRepo from './process-repo.ts';
import * as repo from './repo.ts';

/*
 * Writes of the business systems: the signed integration API and the demo
 * seed push to-do items, mark them done and push processes (docs/design/todo.md).
 */

interface AccountRef {
  account: string;
  path: string;
}

/** account → user id in the system's tenant; every unknown account is named in one refusal, with where it was. */
async function resolveAccounts(db: Db, tenantId: string, refs: readonly AccountRef[]): Promise<Map<string, string>> {
  const ids = await repo.userIdsByAccount(db, tenantId, [...new Set(refs.map((r) => r.account))]);
  const unknown = refs.filter((r) => !ids.has(r.account));
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 20).map((r) => `${r.account}（${r.path}）`);
    const more = unknown.length > shown.length ? ` 等 ${unknown.length} 个` : '';
    throw new AppError(Status.BAD_REQUEST, `账号不存在：${shown.join('、')}${more}，请核对账号后重新推送`, {
      unknownAccounts: [...new Set(unknown.map((r) => r.account))],
    });
  }
  return ids;
}

function groupBy<T>(rows: readonly T[], key: (r: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const list = out.get(key(r));
    if (list) list.push(r);
    else out.set(key(r), [r]);
  }
  return out;
}

/**
 * Creates or updates to-do items, keyed by the system's item id. The accounts
 * listed become the item's assignees: new ones get an open row, open rows of
 * accounts no longer listed are removed (the item moved to someone else), done
 * rows stay as history. A done row keeps its state when the item is pushed again.
 */
export async function pushItems(platform: Platform, system: repo.SystemRow, body: unknown): Promise<TodoPushResult> {
  const items = checkItemPushes(body);
  const now = platform.clock.now().toISOString();
  return platform.db.transaction().execute(async (trx) => {
    const userIds = await resolveAccounts(
      trx,
      system.tenant_id,
      items.flatMap((it, i) => it.accounts.map((account, k) => ({ account, path: `items[${i}].accounts[${k}]` }))),
    );
    const existing = groupBy(
      await repo.itemsByExternalIds(
        trx,
        system.id,
        items.map((i) => i.itemId),
      ),
      (r) => r.external_id,
    );
    const result: TodoPushResult = { created: 0, updated: 0, removed: 0 };
    const inserts: repo.ItemRow[] = [];
    const removals: string[] = [];
    for (const item of items) {
      const rows = existing.get(item.itemId) ?? [];
      if (rows.length === 0) result.created++;
      else result.updated++;
      const wanted = new Set(item.accounts.map((a) => userIds.get(a) as string));
      const kept: string[] = [];
      for (const row of rows) {
        if (wanted.delete(row.user_id)) kept.push(row.id);
        else if (row.status === 'OPEN') removals.push(row.id);
      }
      await repo.updateItemRows(trx, kept, { ...itemFields(item), updated_at: now });
      for (const userId of wanted) {
        inserts.push({
          id: platform.newId(),
          tenant_id: system.tenant_id,
          system_id: system.id,
          external_id: item.itemId,
          user_id: userId,
          ...itemFields(item),
          status: 'OPEN',
          done_time: null,
          created_at: now,
          updated_at: now,
        });
      }
    }
    result.removed = removals.length;
    await repo.deleteItemRows(trx, removals);
    await repo.insertItems(trx, inserts);
    return result;
  });
}

function itemFields(item: CheckedItem) {
  return { title: item.title, category: item.category, url: item.url, start_time: item.startTime, deadline: item.deadline };
}

/** Marks items done (for the listed accounts, or every assignee); items the system never pushed are refused. */
export async function markDone(platform: Platform, system: repo.SystemRow, body: unknown): Promise<TodoDoneResult> {
  const dones = checkDones(body);
  const now = platform.clock.now().toISOString();
  return platform.db.transaction().execute(async (trx) => {
    const userIds = await resolveAccounts(
      trx,
      system.tenant_id,
      dones.flatMap((d, i) => (d.accounts ?? []).map((account, k) => ({ account, path: `items[${i}].accounts[${k}]` }))),
    );
    const existing = groupBy(
      await repo.itemsByExternalIds(
        trx,
        system.id,
        dones.map((d) => d.itemId),
      ),
      (r) => r.external_id,
    );
    const missing = dones.flatMap((d, i) => (existing.has(d.itemId) ? [] : [`${d.itemId}（items[${i}].itemId）`]));
    if (missing.length > 0) throw badRequest(`待办不存在：${missing.slice(0, 20).join('、')}，请先推送待办再标记已办`);

    const result: TodoDoneResult = { done: 0, alreadyDone: 0 };
    const writes: { ids: string[]; doneTime: string }[] = [];
    dones.forEach((d, i) => {
      const rows = existing.get(d.itemId) as repo.ItemRow[];
      let targets = rows;
      if (d.accounts) {
        const byUser = new Map(rows.map((r) => [r.user_id, r]));
        targets = d.accounts.map((account, k) => {
          const row = byUser.get(userIds.get(account) as string);
          if (!row) throw badRequest(`请求参数有误：items[${i}].accounts[${k}] 账号 ${account} 不是待办 ${d.itemId} 的办理人`);
          return row;
        });
      }
      const open = targets.filter((r) => r.status === 'OPEN');
      result.done += open.length;
      result.alreadyDone += targets.length - open.length;
      writes.push({ ids: open.map((r) => r.id), doneTime: d.doneTime ?? now });
    });
    for (const w of writes) await repo.updateItemRows(trx, w.ids, { status: 'DONE', done_time: w.doneTime, updated_at: now });
    return result;
  });
}

/**
 * Creates or updates process records keyed by the system's process id; the nodes pushed replace the earlier ones.
 * The change is announced to the efficiency roll-ups unless the caller rolls up itself (the demo seed).
 */
export async function pushProcesses(
  platform: Platform,
  system: repo.SystemRow,
  body: unknown,
  { announce: announced = true }: { announce?: boolean } = {},
): Promise<ProcessPushResult> {
  const processes = checkProcessPushes(body);
  const now = platform.clock.now().toISOString();
  const changes: ProcessChange[] = [];
  const result = await platform.db.transaction().execute(async (trx) => {
    const userIds = await resolveAccounts(trx, system.tenant_id, [
      ...processes.map((p, i) => ({ account: p.account, path: `processes[${i}].account` })),
      ...processes.flatMap((p, i) =>
        p.nodes.flatMap((n, k) =>
          n.handlerAccount ? [{ account: n.handlerAccount, path: `processes[${i}].nodes[${k}].handlerAccount` }] : [],
        ),
      ),
    ]);
    const existing = new Map(
      (
        await repo.processesByExternalIds(
          trx,
          system.id,
          processes.map((p) => p.processId),
        )
      ).map((r) => [r.external_id, r]),
    );
    const before = await snapshotsOf(trx, [...existing.values()]);
    const result: ProcessPushResult = { created: 0, updated: 0 };
    const inserts: repo.ProcessRow[] = [];
    const nodes: repo.NodeRow[] = [];
    for (const p of processes) {
      // The current step: the first unfinished node while running, else the last one.
      const current = (p.state === 'RUNNING' ? p.nodes.find((n) => !n.finishTime) : undefined) ?? p.nodes.at(-1);
      const fields = {
        user_id: userIds.get(p.account) as string,
        process_name: p.processName,
        state: p.state,
        current_node: current?.nodeName ?? '',
        handler_name: current?.handlerName ?? '',
        url: p.url,
        service_id: p.serviceId ?? null,
        start_time: p.startTime,
        finish_time: p.finishTime,
        deadline: p.deadline,
        updated_at: now,
      };
      const found = existing.get(p.processId);
      const id = found?.id ?? platform.newId();
      if (found) {
        result.updated++;
        await repo.updateProcess(trx, id, fields);
      } else {
        result.created++;
        inserts.push({ id, tenant_id: system.tenant_id, system_id: system.id, external_id: p.processId, created_at: now, ...fields });
      }
      const ownNodes: repo.NodeRow[] = [];
      for (const [seq, n] of p.nodes.entries()) {
        ownNodes.push({
          id: platform.newId(),
          tenant_id: system.tenant_id,
          process_id: id,
          seq,
          node_name: n.nodeName,
          handler_user_id: n.handlerAccount ? (userIds.get(n.handlerAccount) ?? null) : null,
          handler_name: n.handlerName,
          start_time: n.startTime,
          finish_time: n.finishTime,
          deadline: n.deadline,
        });
      }
      nodes.push(...ownNodes);
      const row = { id, tenant_id: system.tenant_id, system_id: system.id, external_id: p.processId, created_at: now, ...fields };
      changes.push({ before: found ? (before.get(found.id) ?? null) : null, after: snapshotOf(row, ownNodes) });
    }
    await repo.insertProcesses(trx, inserts);
    await repo.replaceNodes(
      trx,
      [...existing.values()].map((r) => r.id),
      nodes,
    );
    return result;
  });
  if (announced) await announce(platform, system.tenant_id, changes);
  return result;
}

/** Withdraws process records of the system by its process ids (nodes with them). */
export async function deleteProcesses(platform: Platform, system: repo.SystemRow, body: unknown): Promise<ProcessDeleteResult> {
  const externalIds = checkProcessDeletes(body);
  const changes: ProcessChange[] = [];
  const result = await platform.db.transaction().execute(async (trx) => {
    const rows = await repo.processesByExternalIds(trx, system.id, externalIds);
    const before = await snapshotsOf(trx, rows);
    await processRepo.deleteProcesses(
      trx,
      rows.map((r) => r.id),
    );
    for (const snap of before.values()) changes.push({ before: snap, after: null });
    return { deleted: rows.length, missing: externalIds.length - rows.length };
  });
  await announce(platform, system.tenant_id, changes);
  return result;
}
