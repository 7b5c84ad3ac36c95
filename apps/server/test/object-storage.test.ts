import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@portfolio/shared/api';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createDiskStorage } from '../src/modules/storage/disk-storage.ts';
import { createS3Storage } from '../src/modules/storage/s3-storage.ts';
import { StorageUnavailableError } from '../src/modules/storage/storage.ts';
import { type Jar, registerUser } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';
import { fullPortfolio, multipart, publishPortfolio, smallPng } from './portfolio-helpers.ts';
import { startS3 } from './s3-fixture.ts';

type S3 = Awaited<ReturnType<typeof startS3>>;

const s3StorageOf = (s3: S3) => {
  const { storage } = loadConfig(s3.env);
  if (storage.kind !== 's3') throw new Error('not S3');
  return createS3Storage(storage);
};

describe('the S3 storage over a real S3-compatible server', () => {
  let s3: S3 | undefined;
  afterEach(async () => {
    await s3?.close();
    s3 = undefined;
  });

  it('puts, gets, overwrites and removes; a missing key is undefined', async () => {
    s3 = await startS3();
    const storage = s3StorageOf(s3);
    await storage.ping();
    expect(await storage.get('sites/a/index.html')).toBeUndefined();
    await storage.put('sites/a/index.html', '<p>one</p>', 'text/html; charset=utf-8');
    expect((await storage.get('sites/a/index.html'))?.toString()).toBe('<p>one</p>');
    await storage.put('sites/a/index.html', Buffer.from('<p>two</p>'));
    expect((await storage.get('sites/a/index.html'))?.toString()).toBe('<p>two</p>');
    await storage.remove('sites/a/index.html');
    expect(await storage.get('sites/a/index.html')).toBeUndefined();
    await expect(storage.remove('sites/a/never-there.html')).resolves.toBeUndefined();
  });

  it('lists the keys under a prefix, on S3 as on disk', async () => {
    s3 = await startS3();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-list-'));
    for (const storage of [s3StorageOf(s3), createDiskStorage(root)]) {
      expect(await storage.list('sites/a/')).toEqual([]);
      for (const key of [
        'sites/a/index.html',
        'sites/a/fonts/x.woff2',
        'sites/ab/index.html',
        'covers/c.webp',
      ]) {
        await storage.put(key, 'x');
      }
      expect((await storage.list('sites/a/')).sort()).toEqual([
        'sites/a/fonts/x.woff2',
        'sites/a/index.html',
      ]);
    }
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('lends what it read to a reader that keeps part of it, on S3 as on disk; a missing key is undefined', async () => {
    s3 = await startS3();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-read-'));
    const pack = Buffer.from(Array.from({ length: 50_000 }, (_, i) => i % 251));
    for (const storage of [s3StorageOf(s3), createDiskStorage(root)]) {
      await storage.put('sites/a/index.html.pack', pack);
      const seen: number[] = [];
      const tail = await storage.read('sites/a/index.html.pack', (bytes) => {
        seen.push(bytes.length);
        return Buffer.from(bytes.subarray(40_000));
      });
      expect(seen).toEqual([pack.length]);
      expect(tail?.equals(pack.subarray(40_000))).toBe(true);
      let called = false;
      const missing = await storage.read('sites/a/never-there.pack', () => {
        called = true;
      });
      expect(missing).toBeUndefined();
      expect(called).toBe(false);
    }
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reports a server that is down as unavailable, on every call', async () => {
    s3 = await startS3();
    const storage = s3StorageOf(s3);
    await s3.proxy.stop();
    await expect(storage.ping()).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.get('covers/x.webp')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.put('covers/x.webp', 'x')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.list('covers/')).rejects.toBeInstanceOf(StorageUnavailableError);
    await s3.proxy.start();
    await expect(storage.ping()).resolves.toBeUndefined();
  });
});

describe.each(dialects)('the app on S3 storage (%s)', (dialect) => {
  let t: TestApp | undefined;
  let s3: S3 | undefined;
  afterEach(async () => {
    await s3?.proxy.start().catch(() => undefined);
    await t?.close();
    await s3?.close();
    t = undefined;
    s3 = undefined;
  });

  async function start() {
    s3 = await startS3();
    t = await createTestApp(dialect, { ...s3.env, PORT: '3000' });
    const jar = await registerUser(t.app);
    return { app: t.app, jar, s3 };
  }

  const create = async (t: TestApp, jar: Jar, hostingName = 'asha-rao') =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.createPortfolio,
      cookies: jar,
      ...(await multipart({ ...fullPortfolio, hostingName }, { data: await smallPng(), type: 'image/png' })),
    });

  it('keeps covers and published sites in the bucket, not on the disk', async () => {
    const { app, jar } = await start();
    await publishPortfolio(app, jar);
    const [listed] = (await app.inject({ method: 'GET', url: apiPaths.usersPortfolios, cookies: jar })).json()
      .data;
    const cover = await app.inject({ method: 'GET', url: listed.coverImage });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    const site = await app.inject({ method: 'GET', url: '/sites/asha-rao/' });
    expect(site.statusCode).toBe(200);
    expect(site.body).toContain('<h1>Asha Rao</h1>');
    expect(fs.existsSync(path.join((t as TestApp).config.dataDir, 'files'))).toBe(false);
  });

  it('answers a readable 503 while the bucket is down, keeps the live site whole, and recovers', async () => {
    const { app, jar, s3 } = await start();
    const id = await publishPortfolio(app, jar);
    const before = (await app.inject({ method: 'GET', url: '/sites/asha-rao/' })).body;

    await s3.proxy.stop();
    const refused = await create(t as TestApp, jar, 'asha-second');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe('The service is briefly unavailable. Please try again in a moment.');
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json().message).toBe('The file storage is unreachable.');
    // A save of the live portfolio is kept; its site is not touched until the store is back.
    const saved = await app.inject({
      method: 'POST',
      url: apiPaths.updatePortfolio,
      cookies: jar,
      ...(await multipart({ ...fullPortfolio, _id: id, title: 'While down' })),
    });
    expect(saved.statusCode).toBe(503);
    expect(saved.json().message).toMatch(/^Your changes are saved, but your live site could not be updated/);

    await s3.proxy.start();
    expect((await app.inject({ method: 'GET', url: '/sites/asha-rao/' })).body).toBe(before);
    const again = await app.inject({
      method: 'POST',
      url: apiPaths.updatePortfolio,
      cookies: jar,
      ...(await multipart({ ...fullPortfolio, _id: id, title: 'While down' })),
    });
    expect(again.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/sites/asha-rao/' })).body).toContain(
      'While down</title>',
    );
    const portfolios = await app.db.selectFrom('portfolios').select('id').execute();
    expect(portfolios).toHaveLength(1);
  });
});
