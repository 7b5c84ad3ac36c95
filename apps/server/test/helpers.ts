import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildAppWithServices } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Services } from '../src/services.ts';

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
  const database = dialect === 'postgres' ? await createPostgresDatabase() : undefined;
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
      await database?.drop();
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

export async function createPostgresDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `pm_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
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
