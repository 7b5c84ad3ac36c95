import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';
import { openSqlite } from './sqlite-adapter.ts';

export type DatabaseOptions = { databaseUrl: string | undefined; dataDir: string };

/** Opens PostgreSQL when a URL is given, else the embedded SQLite file, and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({ dialect: createDialect(options) });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

function createDialect({ databaseUrl, dataDir }: DatabaseOptions) {
  if (databaseUrl) {
    return new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 10 }) });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  return new SqliteDialect({ database: openSqlite(path.join(dataDir, 'app.db')) });
}
