import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { ServiceHeatWordRulesTable } from './tables.ts';

/* Heat words: what the search log counts, and the administrators' pin and block rules. */

export interface WordCount {
  word: string;
  users: number;
  searches: number;
}

/**
 * Words that at least `minUsers` distinct signed-in users searched (and found
 * something) since `since`, most users first, then most searches.
 */
export async function wordCounts(db: Db, tenantId: string, since: string, minUsers: number, limit: number): Promise<WordCount[]> {
  const rows = await db
    .selectFrom('service_search_logs')
    .select([
      'word',
      (eb) => eb.fn.count<number | string>('user_id').distinct().as('users'),
      (eb) => eb.fn.sum<number | string>('times').as('n'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>=', since)
    .where('word', 'is not', null)
    .where('user_id', 'is not', null)
    .groupBy('word')
    .having((eb) => eb.fn.count('user_id').distinct(), '>=', minUsers)
    .orderBy('users', 'desc')
    .orderBy('n', 'desc')
    .orderBy('word')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ word: String(r.word), users: Number(r.users), searches: Number(r.n) }));
}

/** The services found on top by the counted searches of each of `words` since `since`. */
export async function servicesOfWords(db: Db, tenantId: string, since: string, words: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (words.length === 0) return map;
  const rows = await db
    .selectFrom('service_search_logs')
    .select(['word', 'service_id'])
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>=', since)
    .where('user_id', 'is not', null)
    .where('word', 'in', words)
    .execute();
  for (const r of rows) if (r.word && r.service_id) map.set(r.word, [...(map.get(r.word) ?? []), r.service_id]);
  return map;
}

export const rules = (db: Db, tenantId: string) =>
  db.selectFrom('service_heat_word_rules').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('created_at').execute();

/** Sets the word's one rule (a pinned word blocked is no longer pinned, and the other way round). */
export async function setRule(db: Db, row: Insertable<ServiceHeatWordRulesTable>): Promise<void> {
  await db
    .insertInto('service_heat_word_rules')
    .values(row)
    .onConflict((oc) => oc.columns(['tenant_id', 'word_key']).doUpdateSet({ word: row.word, action: row.action, sort: row.sort }))
    .execute();
}

/**
 * Serialises the tenant's pin writers inside a transaction on PostgreSQL, so
 * concurrent pins cannot all pass the limit (SQLite runs one write
 * transaction at a time anyway).
 */
export async function lockPins(trx: Db, dialect: 'sqlite' | 'postgres', tenantId: string): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`heat-word-pins:${tenantId}`}))`.execute(trx);
}

/** Deletes the tenant's rule of that id and action; whether there was one. */
export async function removeRule(db: Db, tenantId: string, id: string, action: string): Promise<boolean> {
  const result = await db
    .deleteFrom('service_heat_word_rules')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('action', '=', action)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
