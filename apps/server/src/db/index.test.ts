import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Generated, type Kysely, sql } from 'kysely';
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

describe('the embedded driver (SQLite file)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const open = async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'onehall-db-'));
    dirs.push(dir);
    const { db } = createDb(path.join(dir, 'onehall.db'));
    await sql`create table notes (id integer primary key, text text not null)`.execute(db);
    await sql`insert into notes (text) values ('committed')`.execute(db);
    return db as unknown as Kysely<{ notes: { id: Generated<number>; text: string } }>;
  };

  it('should answer reads while a transaction is open, without its uncommitted rows, and make writes wait for it', async () => {
    const db = await open();
    try {
      let finishTransaction = () => {};
      const transactionMayFinish = new Promise<void>((resolve) => (finishTransaction = resolve));
      let inTransaction = () => {};
      const transactionOpen = new Promise<void>((resolve) => (inTransaction = resolve));
      const transaction = db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ text: 'uncommitted' }).execute();
        inTransaction();
        await transactionMayFinish;
      });
      await transactionOpen;

      // Answered at once (the transaction is still waiting), from the last committed state.
      const seen = await db.selectFrom('notes').select('text').orderBy('id').execute();
      expect(seen.map((r) => r.text)).toEqual(['committed']);

      let written = false;
      const write = db
        .insertInto('notes')
        .values({ text: 'after' })
        .execute()
        .then(() => (written = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(written).toBe(false);

      finishTransaction();
      await transaction;
      await write;
      const after = await db.selectFrom('notes').select('text').orderBy('id').execute();
      expect(after.map((r) => r.text)).toEqual(['committed', 'uncommitted', 'after']);
    } finally {
      await db.destroy();
    }
  });

  it("should read the writer's temporary tables on the writer", async () => {
    const db = await open();
    try {
      await sql`create temporary table scratch (text text)`.execute(db);
      await sql`insert into scratch values ('only the writer sees me')`.execute(db);
      const rows = await sql<{ text: string }>`select text from scratch`.execute(db);
      expect(rows.rows).toEqual([{ text: 'only the writer sees me' }]);
    } finally {
      await db.destroy();
    }
  });

  it('should leave nothing of a transaction that failed and let the next writer in', async () => {
    const db = await open();
    try {
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('notes').values({ text: 'rolled back' }).execute();
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      await db.insertInto('notes').values({ text: 'next' }).execute();
      const rows = await db.selectFrom('notes').select('text').orderBy('id').execute();
      expect(rows.map((r) => r.text)).toEqual(['committed', 'next']);
    } finally {
      await db.destroy();
    }
  });

  it('should commit a large transaction without copying it into the database file, and copy it soon after on its own thread', async () => {
    const db = await open();
    const file = path.join(dirs.at(-1) as string, 'onehall.db');
    try {
      const before = statSync(file).size;
      const page = 'x'.repeat(4000);
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < 1000; i++)
          await trx
            .insertInto('notes')
            .values({ text: `${i}${page}` })
            .execute();
      });
      // 4 MB committed: the commit wrote it to the WAL only.
      expect(statSync(file).size - before).toBeLessThan(1_000_000);
      const deadline = Date.now() + 10_000;
      while (statSync(file).size - before < 4_000_000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(statSync(file).size - before).toBeGreaterThanOrEqual(4_000_000);
    } finally {
      await db.destroy();
    }
  });
});

describe('createDb (PostgreSQL)', () => {
  it('should size its pool as configured, connecting to nothing until asked', async () => {
    const { db, pool } = createDb('postgres://nobody@127.0.0.1:1/none', { poolSize: 3 });
    expect((pool as unknown as { options: { max: number } }).options.max).toBe(3);
    expect(pool?.totalCount).toBe(0);
    await db.destroy();
  });
});
