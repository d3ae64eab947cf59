import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { TodoItemsTable, TodoProcessesTable, TodoProcessNodesTable, TodoRemindConfigsTable, TodoSystemsTable } from './tables.ts';

export type SystemRow = TodoSystemsTable;

/** Inserts are chunked so a large batch stays under SQLite's bound-parameter limit. */
const INSERT_CHUNK = 200;
const LOOKUP_CHUNK = 1000;

// ── Systems ──

export function findSystemById(db: Db, id: string): Promise<SystemRow | undefined> {
  return db.selectFrom('todo_systems').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSystem(db: Db, tenantId: string, id: string): Promise<SystemRow | undefined> {
  return db.selectFrom('todo_systems').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export function systemsOfTenant(db: Db, tenantId: string, keyword: string): Promise<SystemRow[]> {
  let q = db.selectFrom('todo_systems').selectAll().where('tenant_id', '=', tenantId);
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<SqlBool>`(system_name like ${like} escape '\\' or system_code like ${like} escape '\\')`);
  }
  return q.orderBy('sort').orderBy('created_at').orderBy('id').execute();
}

/** Systems of the tenant holding this code or name, to keep both unique. */
export function systemsByCodeOrName(db: Db, tenantId: string, code: string, name: string): Promise<SystemRow[]> {
  return db
    .selectFrom('todo_systems')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('system_code', '=', code), eb('system_name', '=', name)]))
    .execute();
}

export async function insertSystem(db: Db, row: SystemRow): Promise<void> {
  await db.insertInto('todo_systems').values(row).execute();
}

export async function updateSystem(db: Db, tenantId: string, id: string, patch: Partial<SystemRow>): Promise<void> {
  await db.updateTable('todo_systems').set(patch).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function deleteSystem(db: Db, tenantId: string, id: string): Promise<void> {
  await db.deleteFrom('todo_systems').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export interface SystemCounts {
  todoNum: number;
  todoTimeoutNum: number;
  doneNum: number;
  processNum: number;
}

/** Counts of every system of the tenant, by system id. */
export async function countsBySystem(db: Db, tenantId: string, now: string): Promise<Map<string, SystemCounts>> {
  const [items, processes] = await Promise.all([
    db
      .selectFrom('todo_items')
      .where('tenant_id', '=', tenantId)
      .select([
        'system_id',
        sql<string>`sum(case when status = 'OPEN' then 1 else 0 end)`.as('open'),
        sql<string>`sum(case when status = 'OPEN' and deadline < ${now} then 1 else 0 end)`.as('timeout'),
        sql<string>`sum(case when status = 'DONE' then 1 else 0 end)`.as('done'),
      ])
      .groupBy('system_id')
      .execute(),
    db
      .selectFrom('todo_processes')
      .where('tenant_id', '=', tenantId)
      .select(['system_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('system_id')
      .execute(),
  ]);
  const out = new Map<string, SystemCounts>();
  const of = (id: string) => {
    const c = out.get(id) ?? { todoNum: 0, todoTimeoutNum: 0, doneNum: 0, processNum: 0 };
    out.set(id, c);
    return c;
  };
  for (const r of items)
    Object.assign(of(r.system_id), { todoNum: Number(r.open), todoTimeoutNum: Number(r.timeout), doneNum: Number(r.done) });
  for (const r of processes) of(r.system_id).processNum = Number(r.n);
  return out;
}

// ── Users ──

/** account → user id, for the accounts that exist in the tenant. */
export async function userIdsByAccount(db: Db, tenantId: string, accounts: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < accounts.length; i += LOOKUP_CHUNK) {
    const chunk = accounts.slice(i, i + LOOKUP_CHUNK);
    const rows = await db
      .selectFrom('users')
      .select(['id', 'account'])
      .where('tenant_id', '=', tenantId)
      .where('account', 'in', chunk)
      .execute();
    for (const r of rows) out.set(r.account, r.id);
  }
  return out;
}

// ── To-do items ──

export type ItemRow = TodoItemsTable;

export function itemsByExternalIds(db: Db, systemId: string, externalIds: readonly string[]): Promise<ItemRow[]> {
  if (externalIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('todo_items').selectAll().where('system_id', '=', systemId).where('external_id', 'in', externalIds).execute();
}

export async function insertItems(db: Db, rows: readonly ItemRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await db
      .insertInto('todo_items')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
}

export async function updateItemRows(db: Db, ids: readonly string[], patch: Partial<ItemRow>): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('todo_items').set(patch).where('id', 'in', ids).execute();
}

export async function deleteItemRows(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('todo_items').where('id', 'in', ids).execute();
}

export interface ItemViewRow {
  id: string;
  title: string;
  category: string;
  url: string;
  start_time: string;
  deadline: string | null;
  done_time: string | null;
  system_name: string;
  system_code: string;
}

function userItems(db: Db, tenantId: string, userId: string, status: ItemRow['status']) {
  return db
    .selectFrom('todo_items as i')
    .innerJoin('todo_systems as s', 's.id', 'i.system_id')
    .where('i.tenant_id', '=', tenantId)
    .where('i.user_id', '=', userId)
    .where('i.status', '=', status)
    .select(['i.id', 'i.title', 'i.category', 'i.url', 'i.start_time', 'i.deadline', 'i.done_time', 's.system_name', 's.system_code']);
}

export interface ColumnCount {
  category: string;
  todoNum: number;
  timeoutNum: number;
}

export async function openCountsByCategory(db: Db, tenantId: string, userId: string, now: string): Promise<ColumnCount[]> {
  const rows = await db
    .selectFrom('todo_items')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('status', '=', 'OPEN')
    .select(['category', (eb) => eb.fn.countAll<string>().as('n'), sql<string>`sum(case when deadline < ${now} then 1 else 0 end)`.as('t')])
    .groupBy('category')
    .orderBy('category')
    .execute();
  return rows.map((r) => ({ category: r.category, todoNum: Number(r.n), timeoutNum: Number(r.t) }));
}

export function openItemsOfCategory(db: Db, tenantId: string, userId: string, category: string, limit: number): Promise<ItemViewRow[]> {
  return userItems(db, tenantId, userId, 'OPEN')
    .where('i.category', '=', category)
    .orderBy('i.start_time', 'desc')
    .orderBy('i.id')
    .limit(limit)
    .execute();
}

export function doneItemsOfUser(db: Db, tenantId: string, userId: string, limit: number): Promise<ItemViewRow[]> {
  return userItems(db, tenantId, userId, 'DONE').orderBy('i.done_time', 'desc').orderBy('i.id').limit(limit).execute();
}

export interface ItemCounts {
  open: number;
  timeout: number;
  dueSoon: number;
  done: number;
}

export async function itemCountsOfUser(db: Db, tenantId: string, userId: string, now: string, soon: string): Promise<ItemCounts> {
  const r = await db
    .selectFrom('todo_items')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .select([
      sql<string>`sum(case when status = 'OPEN' then 1 else 0 end)`.as('open'),
      sql<string>`sum(case when status = 'OPEN' and deadline < ${now} then 1 else 0 end)`.as('timeout'),
      sql<string>`sum(case when status = 'OPEN' and deadline >= ${now} and deadline < ${soon} then 1 else 0 end)`.as('due_soon'),
      sql<string>`sum(case when status = 'DONE' then 1 else 0 end)`.as('done'),
    ])
    .executeTakeFirstOrThrow();
  // sum() over no rows is NULL.
  return { open: Number(r.open ?? 0), timeout: Number(r.timeout ?? 0), dueSoon: Number(r.due_soon ?? 0), done: Number(r.done ?? 0) };
}

// ── Process records ──

export type ProcessRow = TodoProcessesTable;
export type NodeRow = TodoProcessNodesTable;

export function processesByExternalIds(db: Db, systemId: string, externalIds: readonly string[]): Promise<ProcessRow[]> {
  if (externalIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('todo_processes').selectAll().where('system_id', '=', systemId).where('external_id', 'in', externalIds).execute();
}

export async function insertProcesses(db: Db, rows: readonly ProcessRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await db
      .insertInto('todo_processes')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
}

export async function updateProcess(db: Db, id: string, patch: Partial<ProcessRow>): Promise<void> {
  await db.updateTable('todo_processes').set(patch).where('id', '=', id).execute();
}

/** Replaces the nodes of these processes. */
export async function replaceNodes(db: Db, processIds: readonly string[], nodes: readonly NodeRow[]): Promise<void> {
  if (processIds.length > 0) await db.deleteFrom('todo_process_nodes').where('process_id', 'in', processIds).execute();
  for (let i = 0; i < nodes.length; i += INSERT_CHUNK)
    await db
      .insertInto('todo_process_nodes')
      .values(nodes.slice(i, i + INSERT_CHUNK))
      .execute();
}

export interface ProcessViewRow {
  id: string;
  process_name: string;
  state: ProcessRow['state'];
  current_node: string;
  handler_name: string;
  url: string;
  start_time: string;
  finish_time: string | null;
  deadline: string | null;
  system_name: string;
  system_code: string;
}

export function processesOfUser(db: Db, tenantId: string, userId: string, limit: number): Promise<ProcessViewRow[]> {
  return db
    .selectFrom('todo_processes as p')
    .innerJoin('todo_systems as s', 's.id', 'p.system_id')
    .where('p.tenant_id', '=', tenantId)
    .where('p.user_id', '=', userId)
    .select([
      'p.id',
      'p.process_name',
      'p.state',
      'p.current_node',
      'p.handler_name',
      'p.url',
      'p.start_time',
      'p.finish_time',
      'p.deadline',
      's.system_name',
      's.system_code',
    ])
    .orderBy('p.start_time', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

export async function processCountsOfUser(db: Db, tenantId: string, userId: string): Promise<{ running: number; ended: number }> {
  const r = await db
    .selectFrom('todo_processes')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .select([
      sql<string>`sum(case when state = 'RUNNING' then 1 else 0 end)`.as('running'),
      sql<string>`sum(case when state <> 'RUNNING' then 1 else 0 end)`.as('ended'),
    ])
    .executeTakeFirstOrThrow();
  return { running: Number(r.running ?? 0), ended: Number(r.ended ?? 0) };
}

// ── Reminder ──

export function findRemind(db: Db, tenantId: string): Promise<TodoRemindConfigsTable | undefined> {
  return db.selectFrom('todo_remind_configs').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
}

export async function saveRemind(db: Db, row: TodoRemindConfigsTable): Promise<void> {
  await db
    .insertInto('todo_remind_configs')
    .values(row)
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ config: row.config, updated_by: row.updated_by, updated_at: row.updated_at }))
    .execute();
}
