import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../context.ts';
import type { Cache } from './cache.ts';

const SWEEP_EVERY_MS = 60_000;

/**
 * Expiring state kept in the database, for an installation without Redis:
 * what must survive a restart (revocations, sign-in counters, push nonces)
 * lives here rather than in process memory. Every operation is one statement,
 * so `incr` is atomic across requests and processes alike.
 */
export class SqlCache implements Cache {
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    // Expired rows are ignored on read; the sweep keeps the table small.
    this.sweeper = setInterval(() => {
      // A failed sweep (the database briefly away) is retried by the next one.
      this.sweep().catch(() => {});
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  async get<T = unknown>(key: string): Promise<T | undefined> {
    const row = await this.db
      .selectFrom('expiring_entries')
      .select('value')
      .where('key', '=', key)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', this.now())]))
      .executeTakeFirst();
    return row ? (JSON.parse(row.value) as T) : undefined;
  }

  async set(key: string, value: unknown, ttlMs?: number): Promise<void> {
    const row = { key, value: JSON.stringify(value), expires_at: ttlMs === undefined ? null : this.now() + Math.ceil(ttlMs) };
    await this.db
      .insertInto('expiring_entries')
      .values(row)
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, expires_at: row.expires_at }))
      .execute();
  }

  async del(key: string): Promise<void> {
    await this.db.deleteFrom('expiring_entries').where('key', '=', key).execute();
  }

  async incr(key: string, ttlMs: number, by = 1): Promise<number> {
    const now = this.now();
    const expiresAt = now + Math.ceil(ttlMs);
    // An expired row counts as absent: it restarts at `by` with a new expiry.
    const expired = sql<boolean>`expiring_entries.expires_at IS NOT NULL AND expiring_entries.expires_at <= ${now}`;
    const row = await this.db
      .insertInto('expiring_entries')
      .values({ key, value: String(by), expires_at: expiresAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          value: sql<string>`CASE WHEN ${expired} THEN ${String(by)} ELSE CAST(CAST(expiring_entries.value AS BIGINT) + ${by} AS TEXT) END`,
          expires_at: sql<number>`CASE WHEN ${expired} THEN ${expiresAt} ELSE expiring_entries.expires_at END`,
        }),
      )
      .returning('value')
      .executeTakeFirstOrThrow();
    return Number(row.value);
  }

  async ttl(key: string): Promise<number> {
    const row = await this.db.selectFrom('expiring_entries').select('expires_at').where('key', '=', key).executeTakeFirst();
    if (!row) return -2;
    if (row.expires_at === null) return -1;
    const left = Number(row.expires_at) - this.now();
    return left > 0 ? left : -2;
  }

  async ping(): Promise<boolean> {
    await sql`SELECT 1`.execute(this.db);
    return true;
  }

  /** Stops the sweep; the database belongs to the platform, which closes it. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  private async sweep(): Promise<void> {
    await this.db.deleteFrom('expiring_entries').where('expires_at', '<=', this.now()).execute();
  }
}
