import { CardMessages } from '@onehall/contract';
import type { Db } from '../../db/schema.ts';
import type { Platform } from '../../platform/context.ts';
import { business } from '../../platform/http/app-error.ts';

/*
 * Every configuration change of the home-page cards goes through `write`:
 * one transaction, then the tenant's card entries are dropped from every
 * node's memory (platform.memo) and HOME_CHANGED is published, so every node
 * reads fresh on the next load.
 */

/** Published after every configuration change (other areas' home-page caches listen to it too). */
export const HOME_CHANGED = 'home:changed';

/** Where the cards module keeps a tenant's home-page entries in platform.memo. */
export const memoPrefix = (tenantId: string) => `cards:${tenantId}:`;

export async function changed(platform: Platform, tenantId: string): Promise<void> {
  await platform.memo.forgetPrefix(memoPrefix(tenantId));
  await platform.pubsub.publish(HOME_CHANGED, { tenantId, area: 'cards' });
}

/**
 * A write that raced another one past the name checks inside its transaction
 * hits the unique index: it answers the message the check would have given.
 */
function constraintMessage(err: unknown): string | null {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  const code = String(e.code ?? '');
  const where = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
  if (code !== '23505' && code !== 'SQLITE_CONSTRAINT_UNIQUE' && code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') return null;
  if (where.includes('home_card_types')) return CardMessages.typeNameRepeated;
  if (where.includes('home_card_columns')) return CardMessages.columnNameRepeated;
  if (where.includes('home_cards')) return CardMessages.cardNameRepeated;
  return null;
}

/** Runs a configuration write in one transaction, then makes it visible to every node. */
export async function write<T>(platform: Platform, tenantId: string, work: (trx: Db) => Promise<T>): Promise<T> {
  const result = await platform.db
    .transaction()
    .execute(work)
    .catch((err: unknown) => {
      const message = constraintMessage(err);
      throw message ? business(message) : err;
    });
  await changed(platform, tenantId);
  return result;
}

// Shapes.
