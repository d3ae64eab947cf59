import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { NodeRow, ProcessRow } from './repo.ts';

/** Queries of process records that the efficiency reports need through process-changes.ts. */

const LOOKUP_CHUNK = 500;

export async function nodesOfProcesses(db: Db, processIds: readonly string[]): Promise<NodeRow[]> {
  const out: NodeRow[] = [];
  for (let i = 0; i < processIds.length; i += LOOKUP_CHUNK) {
    const chunk = processIds.slice(i, i + LOOKUP_CHUNK);
    out.push(...(await db.selectFrom('todo_process_nodes').selectAll().where('process_id', 'in', chunk).orderBy('seq').execute()));
  }
  return out;
}

export function processesByIds(db: Db, tenantId: string, ids: readonly string[]): Promise<ProcessRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('todo_processes').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
}

export async function deleteProcesses(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('todo_process_nodes').where('process_id', 'in', ids).execute();
  await db.deleteFrom('todo_processes').where('id', 'in', ids).execute();
}

/** A page of the tenant's process records in id order, after `afterId`. */
export function processesAfter(db: Db, tenantId: string, afterId: string, limit: number): Promise<ProcessRow[]> {
  return db
    .selectFrom('todo_processes')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export interface SystemPeriodCounts {
  todoDone: number;
  processesStarted: number;
  processesFinished: number;
}

/** Per system: to-do rows done, processes started and processes ended in [from, to). */
export async function periodCountsBySystem(db: Db, tenantId: string, from: string, to: string): Promise<Map<string, SystemPeriodCounts>> {
  const [done, processes] = await Promise.all([
    db
      .selectFrom('todo_items')
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'DONE')
      .where('done_time', '>=', from)
      .where('done_time', '<', to)
      .select(['system_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('system_id')
      .execute(),
    db
      .selectFrom('todo_processes')
      .where('tenant_id', '=', tenantId)
      .where((eb) =>
        eb.or([
          eb.and([eb('start_time', '>=', from), eb('start_time', '<', to)]),
          eb.and([eb('finish_time', '>=', from), eb('finish_time', '<', to)]),
        ]),
      )
      .select([
        'system_id',
        sql<string>`sum(case when start_time >= ${from} and start_time < ${to} then 1 else 0 end)`.as('started'),
        sql<string>`sum(case when finish_time >= ${from} and finish_time < ${to} then 1 else 0 end)`.as('finished'),
      ])
      .groupBy('system_id')
      .execute(),
  ]);
  const out = new Map<string, SystemPeriodCounts>();
  const of = (id: string) => {
    const c = out.get(id) ?? { todoDone: 0, processesStarted: 0, processesFinished: 0 };
    out.set(id, c);
    return c;
  };
  for (const r of done) of(r.system_id).todoDone = Number(r.n);
  for (const r of processes) Object.assign(of(r.system_id), { processesStarted: Number(r.started), processesFinished: Number(r.finished) });
  return out;
}

/** A handler's nodes finished in [from, to) or still open, with their process name, latest first. */
export function nodesOfHandler(db: Db, tenantId: string, userId: string, from: string, to: string) {
  return db
    .selectFrom('todo_process_nodes as n')
    .innerJoin('todo_processes as p', 'p.id', 'n.process_id')
    .select(['n.process_id', 'p.process_name', 'p.state', 'n.node_name', 'n.start_time', 'n.finish_time', 'n.deadline'])
    .where('n.tenant_id', '=', tenantId)
    .where('n.handler_user_id', '=', userId)
    .where((eb) => eb.or([eb('n.finish_time', 'is', null), eb.and([eb('n.finish_time', '>=', from), eb('n.finish_time', '<', to)])]))
    .orderBy(sql`coalesce(n.finish_time, n.start_time)`, 'desc')
    .orderBy('n.id')
    .execute();
}
