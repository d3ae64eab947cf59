import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest } from './index.ts';

describe('createDb (SQLite file)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('should create the parent folder and open the file in WAL mode with foreign keys on', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'onehall-db-'));
    dirs.push(dir);
    const { db, dialect } = createDb(path.join(dir, 'nested', 'folder', 'onehall.db'));
    try {
      expect(dialect).toBe('sqlite');
      await migrateToLatest(db);
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(journal.rows[0]?.journal_mode).toBe('wal');
      expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
    } finally {
      await db.destroy();
    }
  });
});
