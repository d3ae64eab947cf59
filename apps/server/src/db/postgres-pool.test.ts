import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testModes } from '../../test/platforms.ts';
import { storeUnavailable } from '../platform/store-outage.ts';
import { createDb } from './index.ts';

// PostgreSQL only: the embedded mode has no pool (testModes() also puts this file in CI's production run).
describe.runIf(testModes().includes('production'))('the PostgreSQL pool', () => {
  it('should outlive a connection the server ends while a transaction holds it, and answer the next query', async () => {
    const { db } = createDb(process.env.TEST_DATABASE_URL as string, { poolSize: 2 });
    try {
      const transaction = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // As a PostgreSQL restart does to every connection: the notice arrives while this one runs no query.
        await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(db);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await sql`select 1`.execute(trx);
      });
      // Answered as an outage (503, a job tried again), not as a fault of the work.
      const failure = await transaction.then(
        () => null,
        (error: unknown) => error,
      );
      expect(storeUnavailable(failure)).toBe(true);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows[0]?.one).toBe(1);
    } finally {
      await db.destroy();
    }
  });
});
