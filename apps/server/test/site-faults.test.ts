import zlib from 'node:zlib';
import { waitFor } from '@portfolio/test-support/wait-for';
import { afterEach, describe, expect, it } from 'vitest';
import { compressedKey, contentIdOf, siteKey } from '../src/modules/sites/site-files.ts';
import { packKey, unpackSiteFile } from '../src/modules/sites/site-pack.ts';
import { pagePolicy, pageStyleHashes } from '../src/modules/sites/site-policy.ts';
import { registerUser } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { withPackHeader } from './pack-helpers.ts';
import { fullPortfolio, publishPortfolio, updatePortfolio } from './portfolio-helpers.ts';
import { startS3 } from './s3-fixture.ts';

type S3 = Awaited<ReturnType<typeof startS3>>;
type Kind = 'disk' | 's3';

/** A page of about 4 KB, its own for each site (no two compress alike). */
const pageOf = (name: string) =>
  `<!doctype html><html lang="en"><head><title>${name}</title></head><body><h1>${name}</h1>${Array.from(
    { length: 120 },
    (_, i) => `<p>${name} paragraph ${i}</p>`,
  ).join('')}</body></html>`;

/** Decodes an answer by its Content-Encoding. */
function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload);
  return res.rawPayload;
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i] as T);
      }
    }),
  );
  return results;
}

// The app and the bucket of the test under way, closed after it.
let t: TestApp | undefined;
let s3: S3 | undefined;
afterEach(async () => {
  s3?.proxy.thaw();
  await t?.close();
  await s3?.close();
  t = undefined;
  s3 = undefined;
});

describe.each<Kind>(['disk', 's3'])('published sites when things go wrong (%s storage)', (kind) => {
  async function start(env: NodeJS.ProcessEnv = {}) {
    if (kind === 's3') s3 = await startS3();
    // These tests are about what is served, not the storage's deadline (the last describe's): on a
    // loaded machine the test's own S3 server, in this process, may answer a flood past the 2 s one.
    t = await createTestApp('sqlite', { ...s3?.env, SITE_STORAGE_WAIT_MS: '60000', ...env });
    return t;
  }

  const view = (app: TestApp['app'], host: string, encoding = 'gzip, deflate, br') =>
    app.inject({ method: 'GET', url: '/', headers: { host, 'accept-encoding': encoding } });

  it('reads a cold page in one go from its pack, with its copies in it', async () => {
    const { app, services } = await start();
    await publishPortfolio(app, await registerUser(app));
    const page = (await services.storage.get(siteKey('asha-rao', 'index.html'))) as Buffer;
    await services.changes.announce('site', 'asha-rao');
    const reads: string[] = [];
    const { get, read } = services.storage;
    services.storage.get = (key) => {
      reads.push(key);
      return get(key);
    };
    services.storage.read = (key, use) => {
      reads.push(key);
      return read(key, use);
    };
    const res = await view(app, 'asha-rao.localhost', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.etag).toBe(contentIdOf(page).etag);
    expect(decoded(res).equals(page)).toBe(true);
    expect(reads).toEqual([packKey(siteKey('asha-rao', 'index.html'))]);
  });

  it('keeps only the compressed copies of a page a browser loaded, and the page as it is once a client asks for it', async () => {
    const { app, services } = await start();
    await publishPortfolio(app, await registerUser(app));
    const key = siteKey('asha-rao', 'index.html');
    const page = (await services.storage.get(key)) as Buffer;
    const packed = unpackSiteFile((await services.storage.get(packKey(key))) as Buffer);
    const { br, gzip } = packed?.compressed ?? { br: Buffer.alloc(0), gzip: Buffer.alloc(0) };
    expect(br.length).toBeGreaterThan(0);
    await services.changes.announce('site', 'asha-rao');

    const browser = await view(app, 'asha-rao.localhost');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(decoded(browser).equals(page)).toBe(true);
    expect(services.siteCache.stats().bytes).toBe(br.length + gzip.length);

    // A client that takes no copy (curl, some robots): the page is read again, and kept from then on.
    for (const [method, loads] of [
      ['GET', 1],
      ['HEAD', 0],
      ['GET', 0],
    ] as const) {
      const before = services.siteCache.stats();
      const plain = await app.inject({ method, url: '/', headers: { host: 'asha-rao.localhost' } });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-length']).toBe(String(page.length));
      if (method === 'GET') expect(plain.rawPayload.equals(page)).toBe(true);
      expect(services.siteCache.stats().loads - before.loads).toBe(loads);
    }
    expect(services.siteCache.stats().bytes).toBe(br.length + gzip.length + page.length);
    expect(decoded(await view(app, 'asha-rao.localhost', 'gzip')).equals(page)).toBe(true);
  });

  it("gives a client that takes no copy the page as it is while a browser's load of it is under way", async () => {
    const { app, services } = await start();
    await publishPortfolio(app, await registerUser(app));
    const page = (await services.storage.get(siteKey('asha-rao', 'index.html'))) as Buffer;
    await services.changes.announce('site', 'asha-rao');
    const [browser, plain] = await Promise.all([
      view(app, 'asha-rao.localhost'),
      app.inject({ method: 'GET', url: '/', headers: { host: 'asha-rao.localhost' } }),
    ]);
    expect(decoded(browser).equals(page)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(page)).toBe(true);
  });

  it("names a cold page's stylesheet in its policy from the hash its pack keeps, and from the page when the pack has none or a damaged one", async () => {
    const { app, services } = await start();
    await publishPortfolio(app, await registerUser(app));
    const key = siteKey('asha-rao', 'index.html');
    const page = (await services.storage.get(key)) as Buffer;
    const pack = (await services.storage.get(packKey(key))) as Buffer;
    const hashes = pageStyleHashes(page);
    expect(hashes).toHaveLength(1);
    expect(unpackSiteFile(pack)?.styleHashes).toEqual(hashes);
    const coldPolicy = async (storedPack: Buffer) => {
      await services.storage.put(packKey(key), storedPack);
      await services.changes.announce('site', 'asha-rao');
      const res = await view(app, 'asha-rao.localhost');
      expect(res.statusCode).toBe(200);
      expect(decoded(res).equals(page)).toBe(true);
      return res.headers['content-security-policy'];
    };

    expect(await coldPolicy(pack)).toBe(pagePolicy(page));
    expect(pagePolicy(page)).toContain(`style-src ${hashes[0]};`);
    // What the pack says is what is sent: the view does not hash the page again.
    const kept = withPackHeader(pack, (header) => {
      header.styles = ["'sha256-keptAtPublish'"];
    });
    expect(await coldPolicy(kept)).toContain("style-src 'sha256-keptAtPublish';");
    // A pack written before the hash was kept, and one whose list is not one of hashes.
    const older = withPackHeader(pack, (header) => {
      delete header.styles;
    });
    expect(await coldPolicy(older)).toBe(pagePolicy(page));
    const damaged = withPackHeader(pack, (header) => {
      header.styles = [42];
    });
    expect(await coldPolicy(damaged)).toBe(pagePolicy(page));
  });

  it('sends a page whose pack holds damaged copies as it is, makes them again, and packs them at the next publish', async () => {
    const { app, services } = await start();
    const owner = await registerUser(app);
    const id = await publishPortfolio(app, owner);
    const key = siteKey('asha-rao', 'index.html');
    const pack = (await services.storage.get(packKey(key))) as Buffer;
    // Cut short, as an interrupted copy leaves it: the gzip copy at its end is no longer whole.
    await services.storage.put(packKey(key), pack.subarray(0, pack.length - 10));
    await services.changes.announce('site', 'asha-rao');
    const page = (await services.storage.get(key)) as Buffer;

    const first = await view(app, 'asha-rao.localhost');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.rawPayload.equals(page)).toBe(true);
    expect(first.headers.etag).toBe(contentIdOf(page).etag);

    const { hex } = contentIdOf(page);
    await waitFor(
      async () => Boolean(await services.storage.get(compressedKey(key, hex, 'gzip'))),
      'the copies made again',
    );
    await services.changes.announce('site', 'asha-rao');
    for (const encoding of ['br', 'gzip'] as const) {
      const again = await view(app, 'asha-rao.localhost', encoding);
      expect(again.headers['content-encoding']).toBe(encoding);
      expect(decoded(again).equals(page)).toBe(true);
    }

    await updatePortfolio(app, owner, { ...fullPortfolio, _id: id, summary: 'Published again.' });
    const repacked = unpackSiteFile((await services.storage.get(packKey(key))) as Buffer);
    expect(repacked?.body.toString()).toContain('Published again.');
    expect(
      zlib
        .gunzipSync(repacked?.compressed?.gzip ?? Buffer.alloc(0))
        .equals(repacked?.body ?? Buffer.alloc(1)),
    ).toBe(true);
    // The copies of the old page are gone with it.
    expect(await services.storage.get(compressedKey(key, hex, 'gzip'))).toBeUndefined();
  });

  it('sends the page from the file itself when its pack is damaged', async () => {
    const { app, services } = await start();
    await publishPortfolio(app, await registerUser(app));
    const key = siteKey('asha-rao', 'index.html');
    const pack = (await services.storage.get(packKey(key))) as Buffer;
    const page = (await services.storage.get(key)) as Buffer;
    // A byte of the page itself ('<' of '</h1>' as '?'), then one of the header that leaves it JSON
    // ('"parts"' as '"qarts"').
    for (const at of [pack.indexOf('</h1>'), pack.indexOf('"parts"') + 1]) {
      const garbled = Buffer.from(pack);
      garbled[at] = garbled[at] === 0x3c ? 0x3f : 0x71;
      await services.storage.put(packKey(key), garbled);
      await services.changes.announce('site', 'asha-rao');

      for (const encoding of ['identity', 'gzip, deflate, br']) {
        const res = await view(app, 'asha-rao.localhost', encoding);
        expect(res.statusCode).toBe(200);
        expect(decoded(res).equals(page)).toBe(true);
        expect(res.headers.etag).toBe(contentIdOf(page).etag);
      }
    }
  });

  it('sends a page published before packs, whose compressed copies were damaged, as it is, and makes them again', async () => {
    const { app, services } = await start();
    await publishPortfolio(app, await registerUser(app));
    const key = siteKey('asha-rao', 'index.html');
    // A site published before packs: the page, with its copies beside it once a view asked for them.
    await services.storage.remove(packKey(key));
    await services.changes.announce('site', 'asha-rao');
    expect((await view(app, 'asha-rao.localhost')).statusCode).toBe(200);
    const page = (await services.storage.get(key)) as Buffer;
    const { hex } = contentIdOf(page);
    const [br, gz] = [compressedKey(key, hex, 'br'), compressedKey(key, hex, 'gzip')];
    await waitFor(async () => Boolean(await services.storage.get(gz)), 'the copies');
    // One copy garbled, the other cut short, as a failing disk or an interrupted copy leaves them.
    await services.storage.put(br, Buffer.from('not brotli at all'));
    await services.storage.put(gz, ((await services.storage.get(gz)) as Buffer).subarray(0, 40));
    await services.changes.announce('site', 'asha-rao');

    const first = await view(app, 'asha-rao.localhost');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.rawPayload.equals(page)).toBe(true);

    await waitFor(async () => {
      const [brCopy, gzCopy] = await Promise.all([services.storage.get(br), services.storage.get(gz)]);
      return Boolean(
        brCopy &&
          gzCopy &&
          zlib.brotliDecompressSync(brCopy).equals(page) &&
          zlib.gunzipSync(gzCopy).equals(page),
      );
    }, 'the copies made again');
    await services.changes.announce('site', 'asha-rao');
    for (const encoding of ['br', 'gzip'] as const) {
      const again = await view(app, 'asha-rao.localhost', encoding);
      expect(again.headers['content-encoding']).toBe(encoding);
      expect(decoded(again).equals(page)).toBe(true);
    }
  });

  it('gives each view during publishes one whole page in one encoding, its ETag its own', async () => {
    const { app } = await start();
    const owner = await registerUser(app);
    const id = await publishPortfolio(app, owner);
    let publishing = true;
    const publishes = (async () => {
      for (let i = 0; i < 6; i++) {
        await updatePortfolio(app, owner, {
          ...fullPortfolio,
          _id: id,
          summary: `Version ${i} of the summary.`,
        });
      }
      publishing = false;
    })();
    const encodings = ['br', 'gzip', 'identity', 'gzip, deflate, br'];
    const pages = new Set<string>();
    let views = 0;
    await Promise.all(
      encodings.map(async (encoding) => {
        while (publishing) {
          const res = await view(app, 'asha-rao.localhost', encoding);
          expect(res.statusCode).toBe(200);
          const page = decoded(res);
          expect(page.toString()).toMatch(/<\/html>\s*$/);
          expect(res.headers.etag).toBe(contentIdOf(page).etag);
          pages.add(res.headers.etag as string);
          views += 1;
          // Leaves the publishes their turn: a view from memory never waits otherwise.
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      }),
    );
    await publishes;
    expect(views).toBeGreaterThan(encodings.length);
    // The views saw the page change while it was published.
    expect(pages.size).toBeGreaterThan(1);
  }, 60_000);

  it('holds the cache to SITE_CACHE_MB while 1 000 sites are visited, and serves every one', async () => {
    const { app, services } = await start({ SITE_CACHE_MB: '1' });
    const names = Array.from({ length: 1000 }, (_, i) => `site-${String(i).padStart(4, '0')}`);
    await inParallel(names, 20, (name) => services.storage.put(siteKey(name, 'index.html'), pageOf(name)));

    for (let pass = 0; pass < 2; pass++) {
      const answers = await inParallel(names, 20, (name) => view(app, `${name}.localhost`, 'identity'));
      for (const [i, res] of answers.entries()) {
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(pageOf(names[i] as string));
      }
      const { bytes, maxBytes, entries } = services.siteCache.stats();
      expect(maxBytes).toBe(1024 * 1024);
      expect(bytes).toBeLessThanOrEqual(maxBytes);
      expect(entries).toBeLessThan(names.length);
    }
  }, 120_000);

  it('answers a flood of made-up site names with 404s and keeps nothing for them', async () => {
    const { app, services } = await start();
    await publishPortfolio(app, await registerUser(app));
    // Once its compressed copies are kept too: they arrive after the publish.
    await waitFor(
      async () => (await view(app, 'asha-rao.localhost', 'br')).headers['content-encoding'] === 'br',
      'the copies',
    );
    const before = services.siteCache.stats();

    const count = kind === 'disk' ? 5000 : 1000;
    const made = Array.from({ length: count }, (_, i) => `nobody-${i}.localhost`);
    const answers = await inParallel(made, 50, (host) => view(app, host));
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('This site is not live yet');
    }
    const after = services.siteCache.stats();
    expect(after.entries).toBe(before.entries);
    expect(after.bytes).toBe(before.bytes);
    expect((await view(app, 'asha-rao.localhost')).statusCode).toBe(200);
  }, 120_000);
});

describe('published sites while the bucket is slow', () => {
  const view = (app: TestApp['app'], host: string) =>
    app.inject({ method: 'GET', url: '/', headers: { host, 'accept-encoding': 'gzip, deflate, br' } });

  it('answers views the bucket cannot serve in time with a quick 503, keeps serving what it has, and recovers', async () => {
    s3 = await startS3();
    t = await createTestApp('sqlite', s3.env);
    const { app, services } = t;
    await publishPortfolio(app, await registerUser(app));
    const names = Array.from({ length: 40 }, (_, i) => `waiting-${i}`);
    for (const name of names) await services.storage.put(siteKey(name, 'index.html'), pageOf(name));
    expect((await view(app, 'asha-rao.localhost')).statusCode).toBe(200);

    s3.proxy.freeze();
    let started = performance.now();
    const first = await view(app, 'waiting-0.localhost');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(first.statusCode).toBe(503);
    expect(first.headers['retry-after']).toBe('5');
    expect(first.body).toContain('This site is briefly unavailable');

    // No pile-up: while the bucket is known to be away, views that need it are answered at once.
    started = performance.now();
    const others = await Promise.all(names.slice(1).map((name) => view(app, `${name}.localhost`)));
    expect(performance.now() - started).toBeLessThan(1000);
    for (const res of others) expect(res.statusCode).toBe(503);
    const kept = await view(app, 'asha-rao.localhost');
    expect(kept.statusCode).toBe(200);
    expect(decoded(kept).toString()).toContain('<h1>Asha Rao</h1>');
    // Only the copies are in memory (a browser loaded the page): a client that takes none gets the
    // page all the same, decoded from the gzip copy.
    const plain = await app.inject({ method: 'GET', url: '/', headers: { host: 'asha-rao.localhost' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Asha Rao</h1>');
    expect(plain.headers['content-length']).toBe(String(plain.rawPayload.length));

    s3.proxy.thaw();
    await waitFor(async () => (await view(app, 'waiting-0.localhost')).statusCode === 200, 'the site again');
    expect((await view(app, 'waiting-39.localhost')).body).toContain('<h1>waiting-39</h1>');
  }, 60_000);
});
