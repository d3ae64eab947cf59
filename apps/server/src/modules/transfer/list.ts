import type { DictionaryOption, TransferListKey } from '@onehall/contract';
import type { Kysely } from 'kysely';
import type { Condition } from '../../db/conditions.ts';
import type { Database } from '../../db/schema.ts';
import type { Principal } from '../../platform/auth/principal.ts';

/*
 * What a list that can be imported and exported declares: its fields, its
 * duplicate keys, how to count and read rows for a search, and how to write a
 * batch of imported rows. The transfer service does the rest (files, jobs,
 * rules, progress) the same way for every list; lists.ts registers them.
 */

export interface ListContext {
  db: Kysely<Database>;
  tenantId: string;
  /** Exports only: who asks (lists without a menu check access against them) and the record the page is bound to. */
  principal?: Principal;
  recordId?: string;
}

export interface Dictionary {
  /** Options, or the matches of a search (remote-search dictionaries). */
  options(ctx: ListContext, search?: string): Promise<DictionaryOption[]>;
  /** Request parameter of the remote search (SPEC §7: default deptName); absent for small, fully loaded dictionaries. */
  searchParam?: string;
}

export interface TransferField {
  key: string;
  label: string;
  required: boolean;
  importable: boolean;
  exportable: boolean;
  /** Ticked in the export dialog by default. */
  exportDefault?: boolean;
  dictionary?: Dictionary;
  /** Values are dictionary keys, written to and read from files as their labels. */
  labelled?: boolean;
  /** How the search form matches it: substring for text, exact for codes and dictionaries. */
  match: 'like' | 'eq';
  /** Checks one imported, trimmed, non-empty value; answers the reason it is refused. */
  check?: (value: string) => string | null;
  /** A secret (an initial password): its column is blanked in the error file, which is downloaded and passed around. */
  secret?: boolean;
}

/** One exported row: field key → value (dictionary keys, not labels). */
export type ListRow = Record<string, string | number | null>;

export type ImportOutcome = 'inserted' | 'updated' | 'skipped';

/** What writing a batch did: the import only reports totals, so a list need not say it row by row. */
export interface ImportCounts {
  inserted: number;
  updated: number;
  skipped: number;
}

/** The totals of per-row outcomes, for lists that work row by row anyway. */
export function countOutcomes(outcomes: readonly ImportOutcome[]): ImportCounts {
  const counts = { inserted: 0, updated: 0, skipped: 0 };
  for (const o of outcomes) counts[o]++;
  return counts;
}

export type Prepared<R> = { ok: true; row: R; key: string } | { ok: false; message: string };

export interface ListImporter<R = unknown> {
  /**
   * Turns one imported row (field key → trimmed text, dictionary labels
   * already turned into keys) into the list's row, or says why it is refused.
   * `key` identifies duplicates within the file.
   */
  prepare(values: Record<string, string>): Prepared<R> | Promise<Prepared<R>>;
  /** Writes a batch inside the import's transaction; answers how many rows were inserted, updated and skipped. */
  write(trx: Kysely<Database>, rows: readonly R[], onDuplicate: 'skip' | 'overwrite'): Promise<ImportCounts>;
  /** Runs inside the import's transaction after its last batch, unless the import is refused. */
  beforeCommit?(trx: Kysely<Database>): Promise<void>;
  /**
   * The checks take long (hashing passwords): every row is read and checked
   * before the import's transaction opens, instead of written as it is read.
   */
  slowChecks?: boolean;
  /** Runs once the import's transaction has committed (e.g. to refresh a search index); never after a rollback. */
  afterCommit?(): Promise<void>;
}

export interface TransferList {
  key: TransferListKey;
  name: string;
  /** Configuration-menu entry a caller must hold; null: any signed-in user, the list checks access itself (`principal`). */
  menu: string | null;
  fields: readonly TransferField[];
  /** Field keys that identify a duplicate (SPEC §3 check fields). */
  keyFields: readonly string[];
  count(ctx: ListContext, conditions: readonly Condition[]): Promise<number>;
  /** Every matching row, in batches, in a stable order. */
  rows(ctx: ListContext, conditions: readonly Condition[], batchSize: number): AsyncIterable<ListRow[]>;
  /** Absent for lists that are only exported. */
  importer?(ctx: ListContext): Promise<ListImporter>;
  /** An example row for the template (field key → text as a person types it). */
  example: Readonly<Record<string, string>>;
}
