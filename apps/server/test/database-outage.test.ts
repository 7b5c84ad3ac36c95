import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@portfolio/shared/api';
import { freePort } from '@portfolio/test-support/free-port';
import { waitFor } from '@portfolio/test-support/wait-for';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { latestCode, registerUser } from './auth-helpers.ts';
import { createTestApp, postgresTarget, type TestApp } from './helpers.ts';
import { createPortfolio, fullPortfolio, multipart } from './portfolio-helpers.ts';
import { startTcpProxy } from './tcp-proxy.ts';
import { mountTmpfs, unmount } from './tmpfs.ts';

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

  it('answers 503 with Retry-After while the database refuses connections (55000), and recovers', async () => {
    t = await createTestApp('postgres', FAST_TIMEOUTS, { captureLogs: true });
    const jar = await registerUser(t.app);
    const portfolios = () =>
      (t as TestApp).app.inject({ method: 'GET', url: apiPaths.usersPortfolios, cookies: jar });
    expect((await portfolios()).statusCode).toBe(200);
    const databaseName = new URL(t.config.databaseUrl as string).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const allowConnections = (allowed: boolean) =>
      admin.query(`alter database ${databaseName} allow_connections ${allowed}`);
    try {
      await allowConnections(false);
      // Connections already open keep working: end them, so the app must open new ones.
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      for (const answer of [await contact(t), await portfolios(), await contact(t), await portfolios()]) {
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toEqual({ success: false, message: unavailable });
        expect(answer.headers['retry-after']).toBe('5');
      }
      expect(t.logs.some((line) => (line.err as { code?: string } | undefined)?.code === '55000')).toBe(true);

      await allowConnections(true);
      expect((await contact(t)).statusCode).toBe(201);
      expect((await portfolios()).statusCode).toBe(200);
    } finally {
      await allowConnections(true);
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

describe('SQLite on a full disk', () => {
  const diskFull = 'The server has run out of disk space. Please try again later.';
  let t: TestApp | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    // The folder is a mount point: removing it fails until it is unmounted.
    await t?.close().catch(() => undefined);
    if (dir) unmount(dir);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    t = undefined;
    dir = undefined;
  });

  /** Writes until the filesystem says ENOSPC, as a log or a backup would. */
  function fill(folder: string) {
    const filler = fs.openSync(path.join(folder, 'filler'), 'w');
    try {
      for (;;) fs.writeSync(filler, Buffer.alloc(64 * 1024));
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    } finally {
      fs.closeSync(filler);
    }
  }

  it('refuses every kind of write with a 503 that says so, and loses nothing saved', async (ctx) => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-full-'));
    if (!mountTmpfs(dir, 'size=3m')) ctx.skip();
    t = await createTestApp('sqlite', {
      DATA_DIR: dir,
      MIN_FREE_DISK_MB: '1',
      FORM_RATE_LIMIT_PER_MINUTE: '1000',
    });
    const app = t.app;
    const jar = await registerUser(app);
    const id = await createPortfolio(app, jar);
    const list = async () =>
      (await app.inject({ method: 'GET', url: apiPaths.usersPortfolios, cookies: jar })).json().data;
    const before = await list();
    // A second account's code, asked for while there was room.
    const ravi = {
      userName: 'ravi',
      fullName: 'Ravi',
      email: 'ravi@example.com',
      password: 'correct horse battery',
    };
    await app.inject({
      method: 'POST',
      url: '/api/v1/user/registerotp',
      payload: { email: ravi.email, userName: ravi.userName },
    });
    const otp = await latestCode(app, ravi.email);
    const registerRavi = () =>
      app.inject({ method: 'POST', url: '/api/v1/user/registeruser', payload: { formData: ravi, otp } });
    const save = async () =>
      app.inject({
        method: 'POST',
        url: apiPaths.updatePortfolio,
        cookies: jar,
        ...(await multipart({ ...fullPortfolio, _id: id, title: 'Asha Rao — Staff Engineer' })),
      });

    fill(dir);
    const answers = {
      save: await save(),
      register: await registerRavi(),
      code: await app.inject({
        method: 'POST',
        url: '/api/v1/user/registerotp',
        payload: { email: 'mei@example.com', userName: 'mei' },
      }),
      contact: await contact(t),
    };
    for (const [what, answer] of Object.entries(answers)) {
      expect({ what, status: answer.statusCode, message: answer.json().message }).toEqual({
        what,
        status: 503,
        message: diskFull,
      });
    }

    fs.rmSync(path.join(dir, 'filler'));
    expect(await list()).toEqual(before);
    expect((await registerRavi()).statusCode).toBe(201);
    expect((await save()).statusCode).toBe(200);
    expect((await list())[0].title).toBe('Asha Rao — Staff Engineer');
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
