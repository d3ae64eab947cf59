import type { Migration } from 'kysely';
import * as identity from './0001_identity.ts';

/**
 * Every migration, in order. Listed statically (not read from the folder) so
 * bundlers and tsx see them; a migration, once released, never changes.
 */
export const migrations: Record<string, Migration> = {
  '0001_identity': identity,
};
