import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAppWithServices } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { createServices } from '../src/services.ts';

/** A loopback server that counts who connects and answers each HTTP request 200 (a bucket that is there). */
async function countingServer(kind: 'tcp' | 'http') {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server =
    kind === 'http' ? http.createServer((_request, response) => response.end()) : net.createServer();
  server.on('connection', (socket: net.Socket) => {
    connections += 1;
    sockets.add(socket);
    // Read (and ignore) what arrives, so a client's hanging up is seen.
    if (kind === 'tcp') socket.resume();
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    connections: () => connections,
    open: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The configuration of a server with Redis and an S3 bucket, both stand-ins that count connections. */
async function configWithEngines() {
  const redis = await countingServer('tcp');
  const s3 = await countingServer('http');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-lifecycle-'));
  cleanups.push(redis.close, s3.close, () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    SEED_DEMO: 'false',
    REDIS_URL: `redis://127.0.0.1:${redis.port}`,
    STORAGE_URL: 's3://portfolio-files',
    S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'test',
    S3_SECRET_ACCESS_KEY: 'test-secret',
  });
  return { config, redis, s3 };
}

/** Waits (on a timer of its own, not a faked one) until `done()`; false after a second. */
async function eventually(done: () => boolean): Promise<boolean> {
  for (let tries = 0; tries < 100 && !done(); tries += 1) await sleep(10);
  return done();
}

/** Timers are faked (and counted, never run) from here on; connections and files are real. */
function countTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
  return () => vi.getTimerCount();
}

describe('wiring builds; the lifecycle starts', () => {
  it('building the services sets no timer and connects to neither Redis nor the bucket', async () => {
    const { config, redis, s3 } = await configWithEngines();
    const log = Fastify({ logger: false }).log;
    const db = await openDatabase(config, log);
    cleanups.push(() => db.destroy());

    const timers = countTimers();
    const services = await createServices(db, config, log);
    expect(timers()).toBe(0);
    expect(redis.connections()).toBe(0);
    expect(s3.connections()).toBe(0);
    expect(services.redis?.ready()).toBe(false);
  });

  it('starting connects and sets the timers; closing the app stops every one and hangs up', async () => {
    const { config, redis, s3 } = await configWithEngines();
    const timers = countTimers();
    const { app } = await buildAppWithServices(config);
    // The views' flush, the retention and orphan sweeps, the domain re-check, and Redis' connecting.
    expect(timers()).toBeGreaterThanOrEqual(4);
    expect(s3.connections()).toBeGreaterThan(0);
    expect(await eventually(() => redis.connections() === 2)).toBe(true);

    await app.close();
    expect(await eventually(() => redis.open() === 0)).toBe(true);
    // ioredis waits for each connection's end with a timer of its own, gone once the server hangs up.
    expect(await eventually(() => timers() === 0)).toBe(true);
  });
});
