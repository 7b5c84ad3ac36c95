import { apiPaths } from '@portfolio/shared/api';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { siteKey } from '../src/modules/sites/site-files.ts';
import { registerUser } from './auth-helpers.ts';
import { createTestApp, LOG_ERROR, type LogLine, type TestApp } from './helpers.ts';
import { fullPortfolio, multipart, publishPortfolio, updatePortfolio } from './portfolio-helpers.ts';
import { startTcpProxy } from './tcp-proxy.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** Where TEST_REDIS_URL's server listens, for a proxy in front of it. */
function redisTarget() {
  const url = new URL(redisUrl as string);
  return { host: url.hostname, port: Number(url.port || 6379) };
}

const contact = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: apiPaths.contactMessage,
    payload: { name: 'Asha', email: 'asha@example.com', message: 'Hello there' },
  });

async function eventually(check: () => Promise<boolean>, ms: number): Promise<number | undefined> {
  const started = Date.now();
  while (Date.now() - started <= ms) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 25));
  }
  return undefined;
}

const redisState = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/healthz' })).json().redis as string;

/** Both servers connected (and subscribed) to Redis, as /healthz reports. */
async function bothConnected(...apps: FastifyInstance[]) {
  const after = await eventually(
    async () => (await Promise.all(apps.map(redisState))).every((state) => state === 'connected'),
    5000,
  );
  expect(after, 'both servers connected to Redis').toBeDefined();
}

describe.runIf(redisUrl)('two app servers sharing Redis', () => {
  let a: TestApp | undefined;
  let b: FastifyInstance | undefined;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
  const bLogs: LogLine[] = [];
  afterEach(async () => {
    await proxy?.start().catch(() => undefined);
    await b?.close();
    await a?.close();
    await proxy?.stop();
    a = undefined;
    b = undefined;
    proxy = undefined;
    bLogs.splice(0);
  });

  /** Server A (a fresh database and data folder) and server B on the same ones, both on Redis. */
  async function start(env: NodeJS.ProcessEnv = {}) {
    proxy = await startTcpProxy(redisTarget());
    const prefix = `pmtest-${Math.random().toString(36).slice(2, 10)}:`;
    a = await createTestApp(
      'sqlite',
      { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, REDIS_KEY_PREFIX: prefix, PORT: '3000', ...env },
      { captureLogs: true },
    );
    b = await buildApp(a.config, { logStream: { write: (line) => void bLogs.push(JSON.parse(line)) } });
    await bothConnected(a.app, b);
    return { a: a.app, b };
  }

  it("counts one client's requests to both servers in one limit", async () => {
    const { a, b } = await start({ FORM_RATE_LIMIT_PER_MINUTE: '6' });
    const answers = [];
    for (const app of [a, b, a, b, a, b]) answers.push((await contact(app)).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 201]);
    expect((await contact(a)).statusCode).toBe(429);
    expect((await contact(b)).statusCode).toBe(429);
  });

  it("drops the other server's cached copy of a site within a second of a publish", async () => {
    const { a: serverA, b: serverB } = await start();
    const jar = await registerUser(serverA);
    const id = await publishPortfolio(serverA, jar);
    const siteOnB = () => serverB.inject({ method: 'GET', url: '/sites/asha-rao/' });
    expect((await siteOnB()).body).toContain('Asha Rao — Frontend Engineer</title>');

    for (const title of ['Second version', 'Third version']) {
      const saved = await serverA.inject({
        method: 'POST',
        url: apiPaths.updatePortfolio,
        cookies: jar,
        ...(await multipart({ ...fullPortfolio, _id: id, title })),
      });
      expect(saved.statusCode).toBe(200);
      const seenAfter = await eventually(
        async () => (await siteOnB()).body.includes(`${title}</title>`),
        1000,
      );
      expect(seenAfter, `B showed "${title}" within a second`).toBeDefined();
    }
  });

  it('writes a page again that the other server changed since its last publish here, heard of or not (Redis away)', async () => {
    const { a: serverA, b: serverB } = await start();
    const jar = await registerUser(serverA);
    const id = await publishPortfolio(serverA, jar);
    const save = (app: FastifyInstance, summary: string) =>
      updatePortfolio(app, jar, { ...fullPortfolio, _id: id, summary });
    const { storage } = (a as TestApp).services;
    const stored = async () => String(await storage.get(siteKey('asha-rao', 'index.html')));

    // Heard: B's publish drops what A remembers writing.
    await save(serverA, 'Summary one.');
    await save(serverB, 'Summary two.');
    const siteOnA = () => serverA.inject({ method: 'GET', url: '/sites/asha-rao/' });
    expect(await eventually(async () => (await siteOnA()).body.includes('Summary two.'), 1000)).toBeDefined();
    await save(serverA, 'Summary one.');
    expect(await stored()).toContain('Summary one.');

    // Not heard: with Redis away, A cannot know what B wrote, so it writes what it publishes.
    await proxy?.stop();
    await save(serverB, 'Summary two.');
    expect(await stored()).toContain('Summary two.');
    await save(serverA, 'Summary one.');
    expect(await stored()).toContain('Summary one.');
  });

  it('ends a sign-in on the other server at once when it logs out here', async () => {
    const { a: serverA, b: serverB } = await start();
    const jar = await registerUser(serverA);
    const me = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: apiPaths.userInformation, cookies: jar });
    // B has now looked the sign-in up (and remembers it for a second).
    expect((await me(serverB)).statusCode).toBe(200);
    expect((await serverA.inject({ method: 'POST', url: apiPaths.logout, cookies: jar })).statusCode).toBe(
      200,
    );
    const after = await eventually(async () => (await me(serverB)).statusCode === 401, 200);
    expect(after, 'B refuses the logged-out token within 200 ms').toBeDefined();
  });

  it('keeps answering while Redis is away, counting here, and shares again when it is back', async () => {
    const { a, b } = await start({ FORM_RATE_LIMIT_PER_MINUTE: '4' });
    await proxy?.stop();
    expect(await redisState(a)).toBe('unavailable');
    expect((await a.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // Each server now counts alone.
    const whileAway = [];
    for (let i = 0; i < 4; i += 1) whileAway.push((await contact(a)).statusCode);
    expect(whileAway).toEqual([201, 201, 201, 201]);
    expect((await contact(a)).statusCode).toBe(429);
    expect((await contact(b)).statusCode).toBe(201);
    const warned = (logs: LogLine[]) =>
      logs.some((line) => line.level === 40 && String(line.msg).startsWith('Redis is unreachable'));
    expect(warned(bLogs)).toBe(true);

    await proxy?.start();
    await bothConnected(a, b);
    // Shared again: a new client address starts one window seen by both servers.
    const from = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: apiPaths.contactMessage,
        remoteAddress: '203.0.113.77',
        payload: { name: 'Asha', email: 'asha@example.com', message: 'Hello there' },
      });
    const shared = [];
    for (const app of [a, b, a, b]) shared.push((await from(app)).statusCode);
    expect(shared).toEqual([201, 201, 201, 201]);
    expect((await from(b)).statusCode).toBe(429);
    expect(bLogs.filter((line) => line.level >= LOG_ERROR)).toEqual([]);
  });
});
