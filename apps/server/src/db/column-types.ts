import { type Kysely, SqliteAdapter } from 'kysely';

// The only place where the two dialects differ in DDL: migrations ask here for column types.

// biome-ignore lint/suspicious/noExplicitAny: any database schema (migrations see none)
export function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** Time with zone in PostgreSQL; ISO-8601 text in SQLite (sorts the same way). */
export function timestampType(db: Kysely<unknown>) {
  return isSqlite(db) ? 'text' : 'timestamptz';
}

/** jsonb in PostgreSQL; text in SQLite. Written as a JSON string, read back through `fromJson`. */
export function jsonType(db: Kysely<unknown>) {
  return isSqlite(db) ? 'text' : 'jsonb';
}
