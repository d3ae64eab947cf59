import {
  type BodyOf,
  type cardBusinessConfigSubmit,
  DEFAULT_TODO_REMIND,
  type ProcessPushResult,
  type ProcessState,
  type ResultOf,
  Status,
  TODO_REMIND_FIELDS,
  type TodoDoneResult,
  TodoMessages,
  type TodoPushResult,
  type TodoRemindConfig,
  type TodoRemindField,
  type TodoSystem,
  type todoNumRemindDetail,
} from '@onehall/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError, badRequest, business } from '../../platform/http/app-error.ts';
import { type CheckedItem, checkDones, checkItemPushes, checkProcessPushes } from './payload.ts';
import * as repo from './repo.ts';
import { systemSecret } from './signature.ts';

/*
 * Unified to-do and process records (docs/design/todo.md). Business systems
 * write through push* (the signed integration API and the demo seed), the
 * card business configuration page manages the systems, and the cards read
 * through the view functions at the end (docs/design/home.md "Interfaces").
 */

type Db = Kysely<Database>;

// ── Views for the cards (docs/design/home.md "Interfaces between areas") ──

export interface TodoItemView {
  id: string;
  title: string;
  systemName: string;
  systemCode: string;
  /** The column of the to-do card (待审批, 待阅 …). */
  category: string;
  startTime: string;
  deadline: string | null;
  /** Open: past the deadline now. Done: finished after the deadline. */
  timeout: boolean;
  url: string;
  /** Null while open. */
  doneTime: string | null;
}

export interface TodoColumn {
  columnName: string;
  todoNum: number;
  todoTimeoutNum: number;
  items: TodoItemView[];
}

export interface ProcessView {
  id: string;
  processName: string;
  systemName: string;
  systemCode: string;
  state: ProcessState;
  currentNode: string;
  handlerName: string;
  startTime: string;
  finishTime: string | null;
  deadline: string | null;
  /** Running: past the deadline now. Ended: finished after the deadline. */
  timeout: boolean;
  url: string;
}

export interface ProcessCounts {
  /** Open to-do items. */
  todo: number;
  /** Open items past their deadline. */
  timeout: number;
  /** Open items due within the next 24 hours. */
  dueSoon: number;
  done: number;
  running: number;
  /** Ended processes: FINISHED or REJECTED. */
  finished: number;
}

const DUE_SOON_MS = 24 * 60 * 60 * 1000;

function itemView(r: repo.ItemViewRow, now: string): TodoItemView {
  const end = r.done_time ?? now;
  return {
    id: r.id,
    title: r.title,
    systemName: r.system_name,
    systemCode: r.system_code,
    category: r.category,
    startTime: r.start_time,
    deadline: r.deadline,
    timeout: r.deadline !== null && end > r.deadline,
    url: r.url,
    doneTime: r.done_time,
  };
}

/** Pending to-do items of the user, newest first, grouped by column (the pushed category). */
export async function todoColumns(platform: Platform, principal: Principal, limitPerColumn: number): Promise<TodoColumn[]> {
  const now = platform.clock.now().toISOString();
  const counts = await repo.openCountsByCategory(platform.db, principal.tenantId, principal.userId, now);
  return Promise.all(
    counts.map(async (c) => ({
      columnName: c.category,
      todoNum: c.todoNum,
      todoTimeoutNum: c.timeoutNum,
      items:
        limitPerColumn > 0
          ? (await repo.openItemsOfCategory(platform.db, principal.tenantId, principal.userId, c.category, limitPerColumn)).map((r) =>
              itemView(r, now),
            )
          : [],
    })),
  );
}

/** The user's done items, most recently done first. */
export async function doneItems(platform: Platform, principal: Principal, limit: number): Promise<TodoItemView[]> {
  const now = platform.clock.now().toISOString();
  return (await repo.doneItemsOfUser(platform.db, principal.tenantId, principal.userId, limit)).map((r) => itemView(r, now));
}

/** Process records the user started, newest first. */
export async function myProcesses(platform: Platform, principal: Principal, limit: number): Promise<ProcessView[]> {
  const now = platform.clock.now().toISOString();
  const rows = await repo.processesOfUser(platform.db, principal.tenantId, principal.userId, limit);
  return rows.map((r) => ({
    id: r.id,
    processName: r.process_name,
    systemName: r.system_name,
    systemCode: r.system_code,
    state: r.state,
    currentNode: r.current_node,
    handlerName: r.handler_name,
    startTime: r.start_time,
    finishTime: r.finish_time,
    deadline: r.deadline,
    timeout: r.deadline !== null && (r.finish_time ?? now) > r.deadline,
    url: r.url,
  }));
}

export async function processCounts(platform: Platform, principal: Principal): Promise<ProcessCounts> {
  const at = platform.clock.now();
  const now = at.toISOString();
  const soon = new Date(at.getTime() + DUE_SOON_MS).toISOString();
  const [items, processes] = await Promise.all([
    repo.itemCountsOfUser(platform.db, principal.tenantId, principal.userId, now, soon),
    repo.processCountsOfUser(platform.db, principal.tenantId, principal.userId),
  ]);
  return {
    todo: items.open,
    timeout: items.timeout,
    dueSoon: items.dueSoon,
    done: items.done,
    running: processes.running,
    finished: processes.ended,
  };
}

// ── Writes of the business systems (integration API and seed) ──

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

/** Creates or updates process records keyed by the system's process id; the nodes pushed replace the earlier ones. */
export async function pushProcesses(platform: Platform, system: repo.SystemRow, body: unknown): Promise<ProcessPushResult> {
  const processes = checkProcessPushes(body);
  const now = platform.clock.now().toISOString();
  return platform.db.transaction().execute(async (trx) => {
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
      for (const [seq, n] of p.nodes.entries()) {
        nodes.push({
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
    }
    await repo.insertProcesses(trx, inserts);
    await repo.replaceNodes(
      trx,
      [...existing.values()].map((r) => r.id),
      nodes,
    );
    return result;
  });
}

// ── Registered systems (card business configuration page) ──

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

// ── To-do number reminder ──

export function remindFields() {
  return Object.entries(TODO_REMIND_FIELDS).map(([field, f]) => ({ field, name: f.name, description: f.description }));
}

export async function remindDetail(platform: Platform, tenantId: string): Promise<ResultOf<typeof todoNumRemindDetail>> {
  const row = await repo.findRemind(platform.db, tenantId);
  if (!row) return { ...DEFAULT_TODO_REMIND, updateTime: null };
  return { ...(JSON.parse(row.config) as TodoRemindConfig), updateTime: row.updated_at };
}

const FIELD_ORDER = Object.keys(TODO_REMIND_FIELDS) as TodoRemindField[];

export async function saveRemind(platform: Platform, principal: Principal, input: TodoRemindConfig): Promise<TodoRemindConfig> {
  const seen = new Set<string>();
  for (const rule of input.rules) {
    if (seen.has(rule.field)) throw badRequest(TodoMessages.remindDuplicateField(rule.field));
    seen.add(rule.field);
  }
  if (input.remindMode === 'INTERVAL' && input.intervalMinutes === undefined) throw badRequest(TodoMessages.remindIntervalRequired);
  if (input.enabled && !input.rules.some((r) => r.enabled)) throw badRequest(TodoMessages.remindNoRule);
  const config: TodoRemindConfig = {
    enabled: input.enabled,
    remindMode: input.remindMode,
    ...(input.remindMode === 'INTERVAL' ? { intervalMinutes: input.intervalMinutes } : {}),
    rules: [...input.rules]
      .sort((a, b) => FIELD_ORDER.indexOf(a.field as TodoRemindField) - FIELD_ORDER.indexOf(b.field as TodoRemindField))
      .map((r) => ({ field: r.field, threshold: r.threshold, enabled: r.enabled })),
  };
  await repo.saveRemind(platform.db, {
    tenant_id: principal.tenantId,
    config: JSON.stringify(config),
    updated_by: principal.userId,
    updated_at: platform.clock.now().toISOString(),
  });
  return config;
}

export interface TodoReminder {
  remindMode: TodoRemindConfig['remindMode'];
  intervalMinutes?: number;
  /** The enabled rules whose number reached the threshold, e.g. 超时待办数量 3 ≥ 1. */
  items: { field: TodoRemindField; name: string; value: number; threshold: number }[];
}

/** What to remind the user of now under the tenant's reminder, or null when it is off or nothing reached its threshold. */
export async function todoReminder(platform: Platform, principal: Principal): Promise<TodoReminder | null> {
  const config = await remindDetail(platform, principal.tenantId);
  if (!config.enabled) return null;
  const counts = await processCounts(platform, principal);
  const values: Record<TodoRemindField, number> = { todoNum: counts.todo, todoTimeoutNum: counts.timeout, todoDueSoonNum: counts.dueSoon };
  const items = config.rules
    .filter((r) => r.enabled && values[r.field as TodoRemindField] >= r.threshold)
    .map((r) => ({
      field: r.field as TodoRemindField,
      name: TODO_REMIND_FIELDS[r.field as TodoRemindField].name,
      value: values[r.field as TodoRemindField],
      threshold: r.threshold,
    }));
  if (items.length === 0) return null;
  return { remindMode: config.remindMode, ...(config.intervalMinutes ? { intervalMinutes: config.intervalMinutes } : {}), items };
}
