import type SQLite from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import type { WalCheckpointer } from './wal-checkpointer.ts';

/*
 * The embedded mode's Kysely driver. Kysely's own SQLite driver serialises
 * every query behind one connection, so while a transaction is open (a bulk
 * import writes for seconds) every page of the portal waits, progress polls
 * included. Here a transaction and each write outside one take the writer
 * connection in turn, while a query that only reads runs at once on a second,
 * read-only connection: in WAL mode it sees the last committed data, never a
 * transaction's uncommitted rows. An in-memory database has no second
 * connection, so there everything takes turns on the one.
 */

/** Most distinct SQL texts kept prepared per connection; the app issues a few hundred at most. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query anew, and on SQLite preparing costs about as much
 * as running a small query. Statements are reused by SQL text; one still
 * iterating (a streamed read) is busy, so a concurrent caller gets a fresh one.
 */
class Statements {
  private readonly cache = new Map<string, SQLite.Statement>();

  constructor(readonly connection: SQLite.Database) {}

  prepare(text: string): SQLite.Statement {
    const cached = this.cache.get(text);
    if (cached && !cached.busy) return cached;
    const statement = this.connection.prepare(text);
    if (!cached) {
      if (this.cache.size >= STATEMENT_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(text, statement);
    }
    return statement;
  }
}

/** Turns for the writer connection, first come first served. */
class Turns {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves when it is the caller's turn, with the function that ends it. */
  take(): Promise<() => void> {
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    const turn = this.tail.then(() => end);
    this.tail = this.tail.then(() => ended);
    return turn;
  }
}

function run<R>(statements: Statements, query: CompiledQuery): QueryResult<R> {
  const statement = statements.prepare(query.sql);
  const parameters = query.parameters as unknown[];
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

export class EmbeddedSqliteDriver implements Driver {
  private readonly writer: Statements;
  private readonly reader: Statements | null;
  private readonly turns = new Turns();
  /** Per SQL text: whether it only reads and answers rows, so the read connection may run it. */
  private readonly readOnly = new Map<string, boolean>();

  constructor(
    writer: SQLite.Database,
    reader: SQLite.Database | null,
    private readonly checkpointer: WalCheckpointer | null,
  ) {
    this.writer = new Statements(writer);
    this.reader = reader && new Statements(reader);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Session(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as Session).holdWriter();
    run(this.writer, CompiledQuery.raw('begin'));
  }

  async commitTransaction(): Promise<void> {
    run(this.writer, CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(): Promise<void> {
    run(this.writer, CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as Session).releaseWriter();
  }

  async destroy(): Promise<void> {
    this.reader?.connection.close();
    await this.checkpointer?.close();
    // The last connection to close checkpoints what is left.
    this.writer.connection.close();
  }

  /** The read connection when `sql` only reads (known after preparing it once there). */
  readerFor(sql: string): Statements | null {
    if (!this.reader) return null;
    let verdict = this.readOnly.get(sql);
    if (verdict === undefined) {
      // BEGIN and COMMIT count as read-only to SQLite: only statements that answer rows qualify.
      // What the read connection cannot prepare (a temporary table of the writer's) goes to the writer.
      const statement = this.tryPrepare(sql);
      if (!statement) return null;
      verdict = statement.readonly && statement.reader;
      if (this.readOnly.size >= STATEMENT_CACHE_SIZE) this.readOnly.delete(this.readOnly.keys().next().value as string);
      this.readOnly.set(sql, verdict);
    }
    return verdict ? this.reader : null;
  }

  private tryPrepare(sql: string): SQLite.Statement | null {
    try {
      return this.reader?.prepare(sql) ?? null;
    } catch {
      return null;
    }
  }

  writerTurn(): Promise<() => void> {
    return this.turns.take();
  }

  writerStatements(): Statements {
    return this.writer;
  }
}

/** One Kysely connection: inside a transaction it holds the writer; outside, each query finds its own way. */
class Session implements DatabaseConnection {
  private endTurn: (() => void) | null = null;

  constructor(private readonly driver: EmbeddedSqliteDriver) {}

  async holdWriter(): Promise<void> {
    this.endTurn = await this.driver.writerTurn();
  }

  releaseWriter(): void {
    this.endTurn?.();
    this.endTurn = null;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.endTurn) return run<R>(this.driver.writerStatements(), query);
    const reader = this.driver.readerFor(query.sql);
    if (reader) return run<R>(reader, query);
    const endTurn = await this.driver.writerTurn();
    try {
      return run<R>(this.driver.writerStatements(), query);
    } finally {
      endTurn();
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const rows = (statements: Statements) => statements.prepare(query.sql).iterate(query.parameters as unknown[]);
    const reader = this.endTurn ? null : this.driver.readerFor(query.sql);
    if (this.endTurn || reader) {
      for (const row of rows(reader ?? this.driver.writerStatements())) yield { rows: [row as R] };
      return;
    }
    const endTurn = await this.driver.writerTurn();
    try {
      for (const row of rows(this.driver.writerStatements())) yield { rows: [row as R] };
    } finally {
      endTurn();
    }
  }
}
