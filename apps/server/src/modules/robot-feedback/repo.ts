import { type Expression, type ExpressionBuilder, type Insertable, type Selectable, type SqlBool, sql, type Updateable } from 'kysely';
import { escapeLike } from '../../db/conditions.ts';
import type { Database, Db } from '../../db/schema.ts';
import type { RobotFeedbackEventsTable, RobotFeedbackTicketsTable } from './tables.ts';

/** Queries of the feedback tickets' tables (0020) and nothing else. */

export type TicketRow = Selectable<RobotFeedbackTicketsTable>;
export type EventRow = Selectable<RobotFeedbackEventsTable>;

/** Which tickets a list or a count covers. */
export interface TicketFilter {
  tenantId: string;
  /** The asker's own. */
  userId?: string;
  /** Assigned to one of these departments (a department administrator's reach). */
  deptIds?: readonly string[];
  state?: string;
  sceneId?: string;
  deptId?: string;
  /** Description, account or name contains. */
  keyword?: string;
}

function where(eb: ExpressionBuilder<Database, 'robot_feedback_tickets'>, f: TicketFilter) {
  const parts: Expression<SqlBool>[] = [eb('tenant_id', '=', f.tenantId)];
  if (f.userId !== undefined) parts.push(eb('user_id', '=', f.userId));
  if (f.deptIds !== undefined) parts.push(f.deptIds.length > 0 ? eb('dept_id', 'in', [...f.deptIds]) : sql<SqlBool>`1 = 0`);
  if (f.state) parts.push(eb('state', '=', f.state));
  if (f.sceneId) parts.push(eb('scene_id', '=', f.sceneId));
  if (f.deptId) parts.push(eb('dept_id', '=', f.deptId));
  if (f.keyword) {
    const pattern = `%${escapeLike(f.keyword)}%`;
    parts.push(
      eb.or((['description', 'user_account', 'user_name'] as const).map((c) => sql<SqlBool>`${sql.ref(c)} like ${pattern} escape '\\'`)),
    );
  }
  return eb.and(parts);
}

export async function page(db: Db, f: TicketFilter, offset: number, limit: number): Promise<{ rows: TicketRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('robot_feedback_tickets')
      .selectAll()
      .where((eb) => where(eb, f))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('robot_feedback_tickets')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where((eb) => where(eb, f))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Tickets per state under the filter (its own state filter ignored). */
export async function countsByState(db: Db, f: TicketFilter): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('robot_feedback_tickets')
    .select((eb) => ['state', eb.fn.countAll<number | string>().as('n')])
    .where((eb) => where(eb, { ...f, state: undefined }))
    .groupBy('state')
    .execute();
  return new Map(rows.map((r) => [r.state, Number(r.n)]));
}

export const findTicket = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('robot_feedback_tickets').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export async function insertTicket(db: Db, row: Insertable<RobotFeedbackTicketsTable>): Promise<void> {
  await db.insertInto('robot_feedback_tickets').values(row).execute();
}

/** Changes a ticket only while it is still in `state`; false when someone changed it first. */
export async function updateTicket(db: Db, id: string, state: string, set: Updateable<RobotFeedbackTicketsTable>): Promise<boolean> {
  const result = await db.updateTable('robot_feedback_tickets').set(set).where('id', '=', id).where('state', '=', state).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function addEvent(db: Db, row: Omit<Insertable<RobotFeedbackEventsTable>, 'seq'>): Promise<void> {
  await db
    .insertInto('robot_feedback_events')
    .values({
      ...row,
      seq: sql<number>`(select coalesce(max(seq), 0) + 1 from robot_feedback_events where ticket_id = ${row.ticket_id})`,
    })
    .execute();
}

export const events = (db: Db, ticketId: string) =>
  db.selectFrom('robot_feedback_events').selectAll().where('ticket_id', '=', ticketId).orderBy('seq').execute();
