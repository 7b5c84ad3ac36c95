import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@portfolio/shared/api';
import { freePort, freePorts } from '@portfolio/test-support/free-port';
import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './helpers.ts';
import { fullPortfolio, multipart, smallPng } from './portfolio-helpers.ts';
import { startS3 } from './s3-fixture.ts';

const mainFile = new URL('../src/main.ts', import.meta.url).pathname;
const engines = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

type Server = { url: string; process: ChildProcess; output: () => string; exited: Promise<number | null> };

/** The real entry point as a production-like server on its own port and data folder. */
function startServer(env: NodeJS.ProcessEnv, port: number): Server {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-two-'));
  const child = spawn(process.execPath, [mainFile], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  return { url: `http://localhost:${port}`, process: child, output: () => output, exited };
}

async function healthy(server: Server): Promise<void> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    if (server.process.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/healthz`);
      if (res.ok && ((await res.json()) as { redis?: string }).redis === 'connected') return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy in 20 s:\n${server.output()}`);
}

/** A browser's cookie jar over fetch: Set-Cookie kept, sent back on the next call. */
function browser() {
  const jar = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = (pair as string).split('=');
      if (value) jar.set(name as string, value);
      else jar.delete(name as string);
    }
    return res;
  };
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe.runIf(engines)('two app servers on PostgreSQL, Redis and S3', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function twoServers(extra: NodeJS.ProcessEnv = {}) {
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    const s3 = await startS3();
    cleanups.push(() => s3.close());
    const [portA, portB] = (await freePorts(2)) as [number, number];
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: process.env.TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `pmtest-${Math.random().toString(36).slice(2, 10)}:`,
      APP_SECRET: 'two-servers-share-this-secret-of-32+chars',
      SEED_DEMO: 'false',
      SITES_URL: 'http://{name}.localhost/',
      ...s3.env,
      ...extra,
    };
    // Both start at the same moment on one empty database: migrations must take turns.
    const a = startServer(env, portA);
    const b = startServer(env, portB);
    for (const server of [a, b]) {
      cleanups.push(async () => {
        server.process.kill('SIGKILL');
        await server.exited;
      });
    }
    await Promise.all([healthy(a), healthy(b)]);
    return { a, b };
  }

  it('shares sessions, covers, published sites and limits, and survives losing one server', async () => {
    const { a, b } = await twoServers({ FORM_RATE_LIMIT_PER_MINUTE: '6' });
    const client = browser();

    // A session begun on A works on B.
    await client(`${a.url}${apiPaths.registerOtp}`, json({ email: 'asha@example.com', userName: 'asha' }));
    const mails = (await (await fetch(`${a.url}/dev/mailbox.json`)).json()) as { text: string }[];
    const otp = mails[0]?.text.match(/is: (\d{6})/)?.[1];
    const registered = await client(
      `${a.url}${apiPaths.registerUser}`,
      json({
        formData: {
          userName: 'asha',
          fullName: 'Asha Rao',
          email: 'asha@example.com',
          password: 'correct horse',
        },
        otp,
      }),
    );
    expect(registered.status).toBe(201);
    expect((await client(`${b.url}${apiPaths.userInformation}`)).status).toBe(200);

    // A portfolio created on A, with its cover, is served by B.
    const form = await multipart(fullPortfolio, { data: await smallPng(), type: 'image/png' });
    const created = await client(`${a.url}${apiPaths.createPortfolio}`, {
      method: 'POST',
      headers: form.headers,
      body: new Uint8Array(form.payload),
    });
    expect(created.status).toBe(201);
    const { coverImage, _id: id } = ((await created.json()) as { data: { coverImage: string; _id: string } })
      .data;
    const cover = await fetch(`${b.url}${coverImage}`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/webp');

    // Paid on B, live on both; an update published on A is visible on B once A announces it: B's
    // cache would keep the page 60 s otherwise. 10 s, not 1: a deadline that holds on a loaded machine.
    const dataOf = async <T>(res: Response) => ((await res.json()) as { data: T }).data;
    const order = await dataOf<{ id: string }>(
      await client(`${b.url}${apiPaths.createOrder}`, json({ hostingName: 'asha-rao' })),
    );
    const signed = await dataOf<object>(
      await client(`${b.url}${apiPaths.sandboxPay}`, json({ orderId: order.id, outcome: 'success' })),
    );
    expect(
      (await client(`${b.url}${apiPaths.verifyPayment}`, json({ ...signed, hostingName: 'asha-rao' })))
        .status,
    ).toBe(200);
    const siteOnB = async () => (await fetch(`${b.url}/sites/asha-rao/`)).text();
    expect(await siteOnB()).toContain('Asha Rao — Frontend Engineer</title>');
    const update = await multipart({ ...fullPortfolio, _id: id, title: 'Published on A' });
    expect(
      (
        await client(`${a.url}${apiPaths.updatePortfolio}`, {
          method: 'POST',
          headers: update.headers,
          body: new Uint8Array(update.payload),
        })
      ).status,
    ).toBe(200);
    const published = Date.now();
    let seen = false;
    while (!seen && Date.now() - published <= 10_000) {
      seen = (await siteOnB()).includes('Published on A</title>');
      if (!seen) await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen, 'B serves the update A published').toBe(true);

    // The per-IP limit counts requests to both servers.
    const message = json({ name: 'Asha', email: 'asha@example.com', message: 'Hello there' });
    const statuses = [];
    for (const server of [a, b, a, b, a, b, a]) {
      statuses.push((await fetch(`${server.url}${apiPaths.contactMessage}`, message)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429]);

    // Stopping A while requests flow to B fails none of them.
    const flowing = (async () => {
      const answers: number[] = [];
      const until = Date.now() + 1500;
      while (Date.now() < until) answers.push((await client(`${b.url}${apiPaths.userInformation}`)).status);
      return answers;
    })();
    await new Promise((r) => setTimeout(r, 300));
    a.process.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    const answers = await flowing;
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
  }, 90_000);
});

describe('a server whose bucket is down at start', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('stops start-up with one clear line when the bucket cannot be reached', async () => {
    const s3 = await startS3();
    cleanups.push(() => s3.close());
    await s3.proxy.stop();
    const server = startServer({ ...s3.env, SEED_DEMO: 'false' }, await freePort());
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toMatch(
      /^Portfolio Maker could not start: the file storage s3:\/\/pm-test at http:\/\/127\.0\.0\.1:\d+ could not be reached \(\w+: .+\)\.$/,
    );
  }, 30_000);
});
