import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildAppWithServices } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Services } from '../src/services.ts';
import { dropLater } from './dropped-later.ts';

export type DialectName = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export const dialects: DialectName[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  /** What the app was built from, for what HTTP does not reach (a re-check run now, views flushed). */
  services: Services;
  /** Every log line the app wrote, parsed (only with `{ captureLogs: true }`). */
  logs: LogLine[];
  close: () => Promise<void>;
};

export type LogLine = { level: number; msg?: string; err?: { message?: string; type?: string } } & Record<
  string,
  unknown
>;

/** pino's level numbers: error is 50, fatal 60. */
export const LOG_ERROR = 50;

/**
 * Builds the real app on a fresh database of its own: a temporary SQLite file, or a new
 * PostgreSQL database created for this test and dropped after it.
 */
export async function createTestApp(
  dialect: DialectName,
  env: NodeJS.ProcessEnv = {},
  {
    captureLogs = false,
    postgresPort,
    clock,
  }: {
    captureLogs?: boolean;
    /** Reach the test's PostgreSQL database through this port (a fault-injecting proxy). */
    postgresPort?: number;
    /** The time every rule about time reads (see testClock and docs/decisions/038). */
    clock?: () => number;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-test-'));
  const database = dialect === 'postgres' ? await createPostgresDatabase({ migrated: true }) : undefined;
  const databaseUrl = database && postgresPort ? withPort(database.url, postgresPort) : database?.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    // Warnings and errors only: an info line per request would read each client's address early
    // and hide faults that appear when nothing has read it yet (a client gone before its answer).
    LOG_LEVEL: captureLogs ? 'warn' : 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    DATABASE_URL: databaseUrl,
    // The demo site costs a render per app; the sites suite turns it on where it is tested.
    SEED_DEMO: 'false',
    ...env,
  });
  const logs: LogLine[] = [];
  const logStream = { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) };
  const { app, services } = await buildAppWithServices(config, { ...(captureLogs && { logStream }), clock });
  return {
    app,
    config,
    services,
    logs,
    async close() {
      await app.close();
      // Dropped in the background (see dropLater): the next test need not wait for it.
      if (database) dropLater(database.drop);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function withPort(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.port = String(port);
  return parsed.toString();
}

/** Where TEST_DATABASE_URL's server listens, for a proxy in front of it. */
export function postgresTarget(): { host: string; port: number } {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  return { host: url.hostname, port: Number(url.port || 5432) };
}

/**
 * A new PostgreSQL database of its own: empty, or (`migrated`) a copy of a template database the
 * migrations ran on once, which the app's own migrations at start-up then find up to date. The
 * template is named by a hash of the migrations, so a changed migration makes a new one.
 */
export async function createPostgresDatabase({ migrated = false }: { migrated?: boolean } = {}) {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `pm_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = migrated ? await migratedTemplate() : undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: databaseUrl(name),
    async drop() {
      await dropDatabase(name);
    },
  };
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    // A pool's end() resolves before its connections have closed: a forced drop would end one still
    // closing with an error nobody listens for (an unhandled error that failed a CI run). Up to a
    // second for them to go, then the drop, forced as before.
    for (let wait = 0; wait < 50; wait += 1) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** The migrations' own source, which names their template. */
function migrationsHash(): string {
  const dbDir = new URL('../src/db/', import.meta.url);
  const hash = crypto.createHash('sha256');
  const files = [
    ...['migrate.ts', 'column-types.ts'].map((file) => new URL(file, dbDir)),
    ...fs
      .readdirSync(new URL('migrations/', dbDir))
      .sort()
      .map((file) => new URL(`migrations/${file}`, dbDir)),
  ];
  for (const file of files) hash.update(path.basename(file.pathname)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;

/**
 * The migrated template's name, made the first time any test process asks: built under another
 * name and renamed when done, under an advisory lock, so no process copies a half-made one.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const name = `pm_template_${migrationsHash()}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query("select pg_advisory_lock(hashtext('pm_test_template'))");
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return name;
      const building = `${name}_${process.pid}`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const db = new Kysely({
        dialect: new PostgresDialect({
          pool: new pg.Pool({ connectionString: databaseUrl(building), max: 1 }),
        }),
      });
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      // The pool's connections end a moment after it says so: until then the rename is refused.
      for (let tries = 0; ; tries += 1) {
        try {
          await admin.query(`alter database ${building} rename to ${name}`);
          return name;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || tries >= 100) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    } finally {
      await admin.end();
    }
  })();
  template.catch(() => {
    template = undefined;
  });
  return template;
}

/** A clock for the app that only moves when the test moves it: no test waits for time to pass. */
export function testClock(start = Date.now()) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}
