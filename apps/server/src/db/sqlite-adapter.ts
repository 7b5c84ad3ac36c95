import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase } from 'kysely';

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
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 5000;
  `);
  return {
    close: () => db.close(),
    prepare(sql) {
      const statement = db.prepare(sql);
      const bind = (params: ReadonlyArray<unknown>) => params.map(toSqliteValue);
      return {
        reader: statement.columns().length > 0,
        all: (params) => statement.all(...bind(params)),
        run: (params) => statement.run(...bind(params)),
        iterate: (params) => statement.iterate(...bind(params)),
      };
    },
  };
}
