import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { StartupError } from '../startup-error.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';
import { openSqlite, withStartupLock } from './sqlite-adapter.ts';

/** Where a dropped connection is reported: the app's logger, or the console for the CLI. */
type DatabaseLog = { warn(details: { err: unknown }, message: string): void };

type DatabaseOptions = {
  databaseUrl: string | undefined;
  dataDir: string;
  dbConnectTimeoutMs: number;
  dbQueryTimeoutMs: number;
};

/**
 * Opens PostgreSQL when a URL is given, else the embedded SQLite file, and migrates it. PostgreSQL
 * migrations lock themselves (an advisory lock); SQLite's run under a lock of DATA_DIR.
 */
export async function openDatabase(options: DatabaseOptions, log: DatabaseLog): Promise<Kysely<Database>> {
  if (options.databaseUrl) {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool(options, log) }) });
    return migrated(db, (error) => unreachable(options, error));
  }
  return withStartupLock(options.dataDir, () => {
    const database = openSqlite(path.join(options.dataDir, 'app.db'));
    return migrated(new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), (error) => error);
  });
}

async function migrated(
  db: Kysely<Database>,
  explain: (error: unknown) => unknown,
): Promise<Kysely<Database>> {
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw explain(error);
  }
  return db;
}

/**
 * A pool with limits on every wait: connecting, a statement running in PostgreSQL (it cancels
 * it), and a database that stops answering at all (the client gives up a second later). A
 * connection that drops is logged and thrown away; the pool opens a new one when asked.
 */
function createPool(
  { databaseUrl, dbConnectTimeoutMs, dbQueryTimeoutMs }: DatabaseOptions,
  log: DatabaseLog,
) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: dbConnectTimeoutMs,
    statement_timeout: dbQueryTimeoutMs,
    query_timeout: dbQueryTimeoutMs + 1000,
    idle_in_transaction_session_timeout: dbQueryTimeoutMs * 2,
    application_name: 'portfolio-maker',
    keepAlive: true,
  });
  // Without these listeners Node ends the process on a dropped connection ('error' event).
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      log.warn({ err: error }, 'A PostgreSQL connection was lost; it will be replaced.'),
    );
  });
  // The pool re-emits an idle client's error; the client's own listener has logged it.
  pool.on('error', () => undefined);
  return pool;
}

/** One line for the operator: where the database is (without its password) and what went wrong. */
function unreachable({ databaseUrl, dbConnectTimeoutMs }: DatabaseOptions, error: unknown): Error {
  const url = new URL(databaseUrl as string);
  const where = `postgres://${url.host}${url.pathname}`;
  const text = String((error as Error)?.message ?? error);
  const code = findCode(error);
  if (/timeout/i.test(text)) {
    return new StartupError(
      `the database at ${where} did not answer within ${dbConnectTimeoutMs} ms (DB_CONNECT_TIMEOUT_MS).`,
    );
  }
  if (code && /^E[A-Z]+$/.test(code))
    return new StartupError(`the database at ${where} could not be reached (${code}).`);
  return new StartupError(`the database at ${where} could not be prepared: ${text}`, { cause: error });
}

function findCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth += 1) {
    const { code, errors, cause } = e as { code?: unknown; errors?: unknown[]; cause?: unknown };
    if (typeof code === 'string') return code;
    // Node reports a refused localhost (both ::1 and 127.0.0.1) as an AggregateError.
    if (Array.isArray(errors) && errors.length > 0) e = errors[0];
    else e = cause;
  }
  return undefined;
}

/** The cheapest question the database can answer: whether it answers at all (the health check). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
