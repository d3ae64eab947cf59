import { addDays, DEFAULT_TENANT_ID, monthRange } from '@onehall/contract';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { EffConfigTable, EffReportsTable } from './tables.ts';

/** The report reads of the roll-ups and facts, the configuration row and the generated reports. */

export const configRow = (db: Db, tenantId: string) =>
  db.selectFrom('eff_config').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();

/** Tenants that configured the reports, plus the default one (the schedule check). */
export async function configuredTenants(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('eff_config').select('tenant_id').execute();
  return [...new Set([DEFAULT_TENANT_ID, ...rows.map((r) => r.tenant_id)])];
}

export async function upsertConfig(db: Db, row: EffConfigTable): Promise<void> {
  await db
    .insertInto('eff_config')
    .values(row)
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ config: row.config, updated_by: row.updated_by, updated_at: row.updated_at }))
    .execute();
}

export interface CountRow {
  started: number;
  finished: number;
  late: number;
  minutes: number;
}

const n = (v: unknown) => Number(v ?? 0);
const counts = (r: { started?: unknown; finished: unknown; late: unknown; minutes: unknown }): CountRow => ({
  started: n(r.started),
  finished: n(r.finished),
  late: n(r.late),
  minutes: n(r.minutes),
});

const sums = [
  sql<string>`sum(started)`.as('started'),
  sql<string>`sum(finished)`.as('finished'),
  sql<string>`sum(late)`.as('late'),
  sql<string>`sum(minutes)`.as('minutes'),
] as const;

/** Per department: sums of the days [start, end]. */
export async function deptSums(db: Db, tenantId: string, start: string, end: string): Promise<Map<string, CountRow>> {
  const rows = await db
    .selectFrom('eff_daily_dept')
    .select(['dept_id', ...sums])
    .where('tenant_id', '=', tenantId)
    .where('day', '>=', start)
    .where('day', '<=', end)
    .groupBy('dept_id')
    .execute();
  return new Map(rows.map((r) => [r.dept_id, counts(r)]));
}

/** Per department: started minus finished over every day up to `end` (processes still open at the end of that day). */
export async function deptBacklog(db: Db, tenantId: string, end: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('eff_daily_dept')
    .select(['dept_id', sql<string>`sum(started) - sum(finished)`.as('open')])
    .where('tenant_id', '=', tenantId)
    .where('day', '<=', end)
    .groupBy('dept_id')
    .execute();
  return new Map(rows.map((r) => [r.dept_id, n(r.open)]));
}

/**
 * Histogram texts of [start, end] with their department: the monthly rows of
 * the whole months inside it, the daily rows of the days at its edges.
 */
export async function deptHistograms(db: Db, tenantId: string, start: string, end: string): Promise<{ dept_id: string; hist: string }[]> {
  const firstMonth = start.endsWith('-01') ? start.slice(0, 7) : monthAfter(start.slice(0, 7));
  const lastMonth = monthRange(end.slice(0, 7)).end === end ? end.slice(0, 7) : monthBefore(end.slice(0, 7));
  const daily = (from: string, to: string) =>
    from > to
      ? Promise.resolve([])
      : db
          .selectFrom('eff_daily_dept')
          .select(['dept_id', 'hist'])
          .where('tenant_id', '=', tenantId)
          .where('day', '>=', from)
          .where('day', '<=', to)
          .where('finished', '>', 0)
          .execute();
  if (firstMonth > lastMonth) return daily(start, end);
  const [head, months, tail] = await Promise.all([
    daily(start, addDays(`${firstMonth}-01`, -1)),
    db
      .selectFrom('eff_monthly_dept')
      .select(['dept_id', 'hist'])
      .where('tenant_id', '=', tenantId)
      .where('month', '>=', firstMonth)
      .where('month', '<=', lastMonth)
      .where('finished', '>', 0)
      .execute(),
    daily(addDays(monthRange(lastMonth).end, 1), end),
  ]);
  return [...head, ...months, ...tail];
}

const monthAfter = (month: string) => addDays(monthRange(month).end, 1).slice(0, 7);
const monthBefore = (month: string) => addDays(`${month}-01`, -1).slice(0, 7);

/** Per day of [start, end] (of some departments when given): the sums. */
export async function dailySums(db: Db, tenantId: string, start: string, end: string, deptIds?: readonly string[]) {
  let q = db
    .selectFrom('eff_daily_dept')
    .select(['day', ...sums])
    .where('tenant_id', '=', tenantId)
    .where('day', '>=', start)
    .where('day', '<=', end);
  if (deptIds) q = q.where('dept_id', 'in', deptIds.length > 0 ? deptIds : ['\u0000']);
  const rows = await q.groupBy('day').execute();
  return rows.map((r) => ({ day: r.day, ...counts(r) }));
}

/** Per department and service: sums of the days [start, end]. */
export async function serviceSums(db: Db, tenantId: string, start: string, end: string, deptIds?: readonly string[]) {
  let q = db
    .selectFrom('eff_daily_service')
    .select(['dept_id', 'service_id', ...sums])
    .where('tenant_id', '=', tenantId)
    .where('day', '>=', start)
    .where('day', '<=', end);
  if (deptIds) q = q.where('dept_id', 'in', deptIds.length > 0 ? deptIds : ['\u0000']);
  const rows = await q.groupBy(['dept_id', 'service_id']).execute();
  return rows.map((r) => ({ deptId: r.dept_id, serviceId: r.service_id, ...counts(r) }));
}

/** Per service of some departments: started minus finished over every day up to `end`. */
export async function serviceBacklog(db: Db, tenantId: string, end: string, deptIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('eff_daily_service')
    .select(['service_id', sql<string>`sum(started) - sum(finished)`.as('open')])
    .where('tenant_id', '=', tenantId)
    .where('day', '<=', end)
    .where('dept_id', 'in', deptIds.length > 0 ? deptIds : ['\u0000'])
    .groupBy('service_id')
    .execute();
  return new Map(rows.map((r) => [r.service_id, n(r.open)]));
}

/** Per process and node name: sums of nodes finished in [start, end], and their histogram texts. */
export async function nodeRows(db: Db, tenantId: string, start: string, end: string, deptIds?: readonly string[]) {
  let q = db
    .selectFrom('eff_node_daily')
    .select(['process_name', 'node_name', 'finished', 'late', 'minutes', 'hist'])
    .where('tenant_id', '=', tenantId)
    .where('day', '>=', start)
    .where('day', '<=', end);
  if (deptIds) q = q.where('dept_id', 'in', deptIds.length > 0 ? deptIds : ['\u0000']);
  return q.execute();
}

/** Open nodes past their deadline now, per process and node name. */
export async function overdueOpenNodes(db: Db, tenantId: string, now: string, deptIds?: readonly string[]) {
  let q = db
    .selectFrom('eff_open_nodes')
    .select(['process_name', 'node_name', (eb) => eb.fn.countAll<string>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('deadline', '<', now);
  if (deptIds) q = q.where('dept_id', 'in', deptIds.length > 0 ? deptIds : ['\u0000']);
  const rows = await q.groupBy(['process_name', 'node_name']).execute();
  return rows.map((r) => ({ processName: r.process_name, nodeName: r.node_name, count: n(r.n) }));
}

/** Histogram texts of one handler's days [start, end]. */
export async function handlerHistograms(db: Db, tenantId: string, start: string, end: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('eff_handler_daily')
    .select('hist')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('day', '>=', start)
    .where('day', '<=', end)
    .execute();
  return rows.map((r) => r.hist);
}

/** Per handler (of one department, or one handler): sums of nodes finished in [start, end]. */
export async function handlerSums(db: Db, tenantId: string, start: string, end: string, by: { deptId?: string; userId?: string }) {
  let q = db
    .selectFrom('eff_handler_daily')
    .select([
      'user_id',
      sql<string>`sum(finished)`.as('finished'),
      sql<string>`sum(late)`.as('late'),
      sql<string>`sum(minutes)`.as('minutes'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('day', '>=', start)
    .where('day', '<=', end);
  if (by.deptId !== undefined) q = q.where('dept_id', '=', by.deptId);
  if (by.userId !== undefined) q = q.where('user_id', '=', by.userId);
  const rows = await q.groupBy('user_id').execute();
  return rows.map((r) => ({ userId: r.user_id, ...counts(r) }));
}

/** Open nodes per handler (all, and past their deadline now). */
export async function openNodesByUser(db: Db, tenantId: string, now: string, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, { waiting: number; late: number }>();
  const rows = await db
    .selectFrom('eff_open_nodes')
    .select([
      'user_id',
      (eb) => eb.fn.countAll<string>().as('n'),
      sql<string>`sum(case when deadline < ${now} then 1 else 0 end)`.as('late'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, { waiting: n(r.n), late: n(r.late) }]));
}

export function openNodesOfUser(db: Db, tenantId: string, userId: string) {
  return db.selectFrom('eff_open_nodes').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
}

// ── Facts (one row per process) ──

interface FactFilter {
  start: string;
  end: string;
  deptIds?: readonly string[];
  serviceId?: string;
}

function factsIn(db: Db, tenantId: string, f: FactFilter) {
  let q = db
    .selectFrom('eff_process_facts')
    .where('tenant_id', '=', tenantId)
    .where('start_day', '>=', f.start)
    .where('start_day', '<=', f.end);
  if (f.deptIds) q = q.where('dept_id', 'in', f.deptIds.length > 0 ? f.deptIds : ['\u0000']);
  if (f.serviceId !== undefined) q = q.where('service_id', '=', f.serviceId);
  return q;
}

const lateNow = (now: string) => sql<SqlBool>`(late = 1 or (state = 'RUNNING' and deadline < ${now}))`;

/** Late processes started in the period: finished late, and running past their deadline now, per department. */
export async function lateCounts(db: Db, tenantId: string, f: FactFilter, now: string) {
  const rows = await factsIn(db, tenantId, f)
    .where(lateNow(now))
    .select(['dept_id', sql<string>`sum(late)`.as('finished'), sql<string>`sum(case when late = 0 then 1 else 0 end)`.as('running')])
    .groupBy('dept_id')
    .execute();
  return rows.map((r) => ({ deptId: r.dept_id, lateFinished: n(r.finished), overdueRunning: n(r.running) }));
}

export function latePage(db: Db, tenantId: string, f: FactFilter, now: string, offset: number, limit: number) {
  return factsIn(db, tenantId, f)
    .where(lateNow(now))
    .selectAll()
    .orderBy('deadline')
    .orderBy('process_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function factPage(db: Db, tenantId: string, f: FactFilter, lateOnly: boolean, now: string, offset: number, limit: number) {
  let q = factsIn(db, tenantId, f);
  if (lateOnly) q = q.where(lateNow(now));
  const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await q.selectAll().orderBy('start_time', 'desc').orderBy('process_id').limit(limit).offset(offset).execute();
  return { rows, total: n(total?.n) };
}

/** Handling minutes of the processes finished in [start, end], with their service (exact medians of a department's services). */
export function finishedMinutes(db: Db, tenantId: string, start: string, end: string, deptIds: readonly string[]) {
  return db
    .selectFrom('eff_process_facts')
    .select(['service_id', 'minutes'])
    .where('tenant_id', '=', tenantId)
    .where('finish_day', '>=', start)
    .where('finish_day', '<=', end)
    .where('dept_id', 'in', deptIds.length > 0 ? deptIds : ['\u0000'])
    .execute();
}

export const factOf = (db: Db, tenantId: string, processId: string) =>
  db.selectFrom('eff_process_facts').selectAll().where('tenant_id', '=', tenantId).where('process_id', '=', processId).executeTakeFirst();

/** Process names seen so far, most frequent first (the threshold picker). */
export async function processNames(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('eff_process_facts')
    .select(['process_name', (eb) => eb.fn.countAll<string>().as('n')])
    .where('tenant_id', '=', tenantId)
    .groupBy('process_name')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('process_name')
    .limit(500)
    .execute();
  return rows.map((r) => r.process_name);
}

// ── Generated reports ──

export const reportById = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('eff_reports').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const reportOfMonth = (db: Db, tenantId: string, month: string) =>
  db
    .selectFrom('eff_reports')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'MONTHLY')
    .where('month', '=', month)
    .executeTakeFirst();

export async function reportPage(db: Db, tenantId: string, year: number | undefined, offset: number, limit: number) {
  let q = db.selectFrom('eff_reports').where('tenant_id', '=', tenantId);
  if (year !== undefined) q = q.where('month', 'like', `${year}-%`);
  const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await q.selectAll().orderBy('month', 'desc').limit(limit).offset(offset).execute();
  return { rows, total: n(total?.n) };
}

export async function insertReport(db: Db, row: EffReportsTable): Promise<void> {
  await db.insertInto('eff_reports').values(row).execute();
}

export async function updateReport(db: Db, id: string, patch: Partial<EffReportsTable>): Promise<void> {
  await db.updateTable('eff_reports').set(patch).where('id', '=', id).execute();
}
