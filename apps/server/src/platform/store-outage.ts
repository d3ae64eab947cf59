import { setTimeout as sleep } from 'node:timers/promises';

const STORE_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '08000', '08003', '08006']);
// pg's "not queryable": a transaction's client whose connection was lost (its rollback fails with it, hiding the cause).
const STORE_DOWN_MESSAGES =
  /^(Command timed out|Connection is closed|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)/;

/** PostgreSQL or Redis is restarting or out of reach: worth trying again shortly, not a fault of the work itself. */
export function storeUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  return (
    name === 'MaxRetriesPerRequestError' ||
    (typeof code === 'string' && STORE_DOWN_CODES.has(code)) ||
    (typeof message === 'string' && STORE_DOWN_MESSAGES.test(message))
  );
}

/** Waits after each failed try; a PostgreSQL or Redis restart takes a few seconds, so the tries span about 15 s. */
export const OUTAGE_WAITS_MS = [1_000, 2_000, 4_000, 8_000] as const;

/**
 * Runs work that may be run again from its start, trying again while a store is out of reach; any other error,
 * or an outage that outlasts the waits, is thrown. Background jobs use it: nobody is waiting on a request.
 */
export async function retryWhileStoreDown<T>(work: () => Promise<T>, waits: readonly number[] = OUTAGE_WAITS_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const wait = waits[attempt];
      if (wait === undefined || !storeUnavailable(error)) throw error;
      await sleep(wait);
    }
  }
}
