import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { RobotConfigTable, RobotEntriesTable, RobotScenesTable } from './tables.ts';

/** Queries of the robot's tables (0019) and nothing else. */

export type ConfigRow = Selectable<RobotConfigTable>;
export type SceneRow = Selectable<RobotScenesTable>;
export type EntryRow = Selectable<RobotEntriesTable>;

export async function config(db: Db, tenantId: string): Promise<ConfigRow | undefined> {
  return db.selectFrom('robot_config').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
}

export async function enabledScenes(db: Db, tenantId: string): Promise<SceneRow[]> {
  return db
    .selectFrom('robot_scenes')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The enabled entries of enabled scenes, in their order: what the robot answers from. */
export async function answerableEntries(db: Db, tenantId: string): Promise<EntryRow[]> {
  return db
    .selectFrom('robot_entries as e')
    .innerJoin('robot_scenes as s', 's.id', 'e.scene_id')
    .selectAll('e')
    .where('e.tenant_id', '=', tenantId)
    .where('e.enabled', '=', 1)
    .where('s.enabled', '=', 1)
    .orderBy('s.sort')
    .orderBy('e.sort')
    .orderBy('e.id')
    .execute();
}

export interface Asked {
  tenantId: string;
  normalized: string;
  question: string;
  userId: string | null;
  at: string;
  newId: string;
}

/** Counts a question asked again, or adds it; the count after. */
export async function recordUnanswered(db: Db, q: Asked): Promise<number> {
  const visitor = q.userId === null ? 1 : 0;
  await db
    .insertInto('robot_unanswered')
    .values({
      id: q.newId,
      tenant_id: q.tenantId,
      normalized: q.normalized,
      question: q.question,
      ask_count: 1,
      visitor_count: visitor,
      first_asked_at: q.at,
      last_asked_at: q.at,
      last_user_id: q.userId,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'normalized']).doUpdateSet({
        ask_count: sql`robot_unanswered.ask_count + 1`,
        visitor_count: sql`robot_unanswered.visitor_count + ${visitor}`,
        last_asked_at: q.at,
        // A visitor does not erase who last asked while signed in.
        last_user_id: sql`coalesce(${q.userId}, robot_unanswered.last_user_id)`,
      }),
    )
    .execute();
  const row = await db
    .selectFrom('robot_unanswered')
    .select('ask_count')
    .where('tenant_id', '=', q.tenantId)
    .where('normalized', '=', q.normalized)
    .executeTakeFirstOrThrow();
  return Number(row.ask_count);
}

export async function addFeedback(
  db: Db,
  f: { id: string; tenantId: string; entryId: string; question: string; solved: boolean; userId: string | null; at: string },
): Promise<void> {
  await db
    .insertInto('robot_feedback')
    .values({
      id: f.id,
      tenant_id: f.tenantId,
      entry_id: f.entryId,
      question: f.question,
      solved: f.solved ? 1 : 0,
      user_id: f.userId,
      created_at: f.at,
    })
    .execute();
}
