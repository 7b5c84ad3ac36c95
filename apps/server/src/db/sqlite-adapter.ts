import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase } from 'kysely';

const MAX_STATEMENTS = 500;

/** node:sqlite accepts no booleans or dates; store them as SQLite conventionally does. */
function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

/**
 * Kysely's SqliteDialect expects a better-sqlite3-shaped database; this adapts Node's built-in
 * `node:sqlite` to that shape so no native module is needed.
 */
export function openSqlite(file: string): SqliteDatabase {
  const db = new DatabaseSync(file);
  // The busy timeout first: switching to WAL takes a lock another process may hold a moment.
  db.exec(`
    PRAGMA busy_timeout = 5000;
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA foreign_keys = ON;
  `);
  // Statements are prepared once per distinct SQL text and reused (with whether they return rows):
  // preparing was the largest single cost of a signed-in request. Kysely's queries are few and
  // parameterised, so the map stays small.
  type Prepared = { statement: ReturnType<DatabaseSync['prepare']>; reader: boolean };
  const statements = new Map<string, Prepared>();
  const prepared = (sql: string): Prepared => {
    let entry = statements.get(sql);
    if (!entry) {
      if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
      const statement = db.prepare(sql);
      entry = { statement, reader: statement.columns().length > 0 };
      statements.set(sql, entry);
    }
    return entry;
  };
  const bind = (params: ReadonlyArray<unknown>) => params.map(toSqliteValue);
  // SQLite ends a transaction by itself on some failures (a full disk, an I/O error); Kysely's
  // ROLLBACK after one would then fail with 'cannot rollback - no transaction is active' and
  // replace the error that says what happened. With no transaction open there is nothing to undo.
  const nothingToRollBack = (sql: string) => sql === 'rollback' && !db.isTransaction;
  return {
    close: () => db.close(),
    prepare(sql) {
      const { statement, reader } = prepared(sql);
      return {
        reader,
        all: (params) => statement.all(...bind(params)),
        run: (params) =>
          nothingToRollBack(sql) ? { changes: 0, lastInsertRowid: 0 } : statement.run(...bind(params)),
        iterate: (params) => statement.iterate(...bind(params)),
      };
    },
  };
}

/**
 * Runs `work` while holding an exclusive lock shared by every process on this DATA_DIR: SQLite's
 * own lock on a small file of its own, which the OS releases if the process dies. Kysely takes no
 * migration lock on SQLite (it assumes one connection), so two servers starting on one fresh
 * folder would otherwise both run the same migration.
 */
export async function withStartupLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const lock = new DatabaseSync(path.join(dataDir, 'startup.lock'));
  try {
    lock.exec('PRAGMA busy_timeout = 30000; BEGIN EXCLUSIVE;');
    return await work();
  } finally {
    lock.close();
  }
}
