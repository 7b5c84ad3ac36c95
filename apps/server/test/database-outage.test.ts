import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@portfolio/shared/api';
import { freePort } from '@portfolio/test-support/free-port';
import { waitFor } from '@portfolio/test-support/wait-for';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, postgresTarget, type TestApp } from './helpers.ts';
import { startTcpProxy } from './tcp-proxy.ts';

const unavailable = 'The service is briefly unavailable. Please try again in a moment.';

/** Short limits, so an outage is noticed within a test's patience. */
const FAST_TIMEOUTS = {
  DB_CONNECT_TIMEOUT_MS: '1000',
  DB_QUERY_TIMEOUT_MS: '1000',
  FORM_RATE_LIMIT_PER_MINUTE: '10000',
};

const contact = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.contactMessage,
    payload: { name: 'Asha', email: 'asha@example.com', message: 'Hello there' },
  });

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL outages', () => {
  let t: TestApp | undefined;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
  afterEach(async () => {
    proxy?.thaw();
    await proxy?.start().catch(() => undefined);
    await t?.close();
    await proxy?.stop();
    t = undefined;
    proxy = undefined;
  });

  it('carries on when the database ends its connections, idle and busy, and logs it', async () => {
    t = await createTestApp('postgres', FAST_TIMEOUTS, { captureLogs: true });
    expect((await contact(t)).statusCode).toBe(201);
    const databaseName = new URL(t.config.databaseUrl as string).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const terminate = () =>
      admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
    try {
      // Idle connections first, then connections in the middle of a burst of requests.
      await terminate();
      const burst = Array.from({ length: 40 }, () => contact(t as TestApp));
      await terminate();
      const answers = await Promise.all(burst);
      for (const answer of answers) {
        expect([201, 503]).toContain(answer.statusCode);
        if (answer.statusCode === 503) expect(answer.json().message).toBe(unavailable);
      }
      await waitFor(async () => (await contact(t as TestApp)).statusCode === 201, 'a reconnect', {
        ms: 5000,
      });
      expect(t.logs.some((line) => /PostgreSQL connection was lost/.test(String(line.msg)))).toBe(true);
    } finally {
      await admin.end();
    }
  });

  it('answers 503 while the database is unreachable, and recovers when it is back', async () => {
    proxy = await startTcpProxy(postgresTarget());
    t = await createTestApp('postgres', FAST_TIMEOUTS, { postgresPort: proxy.port, captureLogs: true });
    expect((await contact(t)).statusCode).toBe(201);

    await proxy.stop();
    const refused = await contact(t);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ success: false, message: unavailable });
    expect(refused.headers['retry-after']).toBe('5');
    const health = await timed(t.app.inject({ method: 'GET', url: '/healthz' }));
    expect(health.value.statusCode).toBe(503);
    expect(health.value.json()).toEqual({ status: 'unavailable', message: 'The database is unreachable.' });
    expect(health.ms).toBeLessThan(2000);

    await proxy.start();
    await waitFor(async () => (await contact(t as TestApp)).statusCode === 201, 'a reconnect', { ms: 5000 });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers within 2 s while the database hangs, and recovers when it answers again', async () => {
    proxy = await startTcpProxy(postgresTarget());
    t = await createTestApp('postgres', FAST_TIMEOUTS, { postgresPort: proxy.port, captureLogs: true });
    expect((await contact(t)).statusCode).toBe(201);

    proxy.freeze();
    const health = await timed(t.app.inject({ method: 'GET', url: '/healthz' }));
    expect(health.value.statusCode).toBe(503);
    expect(health.value.json()).toEqual({
      status: 'unavailable',
      message: 'The database did not answer in time.',
    });
    expect(health.ms).toBeLessThan(2000);
    const stuck = await timed(contact(t));
    expect(stuck.value.statusCode).toBe(503);
    expect(stuck.value.json().message).toBe(unavailable);
    expect(stuck.ms).toBeLessThan(3000);

    proxy.thaw();
    await waitFor(async () => (await contact(t as TestApp)).statusCode === 201, 'a reconnect', { ms: 5000 });
  });

  it('stops start-up with one clear line when the database never answers or is not there', async () => {
    proxy = await startTcpProxy(postgresTarget());
    proxy.freeze();
    const hanging = await runMain({
      DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${proxy.port}/test`,
    });
    expect(hanging.code).toBe(1);
    expect(hanging.stderr.trim()).toBe(
      `Portfolio Maker could not start: the database at postgres://127.0.0.1:${proxy.port}/test did not answer within 1000 ms (DB_CONNECT_TIMEOUT_MS).`,
    );
    expect(hanging.ms).toBeLessThan(8000);

    const nobody = await freePort();
    const absent = await runMain({ DATABASE_URL: `postgres://postgres@127.0.0.1:${nobody}/test` });
    expect(absent.code).toBe(1);
    expect(absent.stderr.trim()).toBe(
      `Portfolio Maker could not start: the database at postgres://127.0.0.1:${nobody}/test could not be reached (ECONNREFUSED).`,
    );
  });
});

/** Runs the real entry point until it exits (at most 15 s). */
function runMain(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string; ms: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-main-'));
  const started = performance.now();
  const child = spawn(process.execPath, [new URL('../src/main.ts', import.meta.url).pathname], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'silent',
      DB_CONNECT_TIMEOUT_MS: '1000',
      ...env,
    },
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(killer);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, stderr, ms: performance.now() - started });
    }),
  );
}
