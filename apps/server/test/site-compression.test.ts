import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { waitFor } from '@portfolio/test-support/wait-for';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { unpackSiteFile } from '../src/modules/sites/site-pack.ts';
import { registerUser, registration } from './auth-helpers.ts';
import { dialects, type TestApp } from './helpers.ts';
import { appWithLiveSite, fullPortfolio, publishPortfolio, updatePortfolio } from './portfolio-helpers.ts';

/** Text that compresses like prose (a few thousand distinct words), the same on every run. */
function prose(length: number, seed: number): string {
  let state = seed;
  const words: string[] = [];
  let size = 0;
  while (size < length) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const word = (state % 4096).toString(36) + 'aeiou'[state % 5];
    words.push(word);
    size += word.length + 1;
  }
  return words.join(' ').slice(0, length);
}

/** A portfolio at every list's limit (30 items, 5 000 characters each): a page of about 0.8 MB. */
function hugePortfolio() {
  const items = (make: (i: number) => Record<string, string>) =>
    JSON.stringify(Array.from({ length: 30 }, (_, i) => make(i)));
  return {
    ...fullPortfolio,
    projects: items((i) => ({ title: `Project ${i}`, details: prose(5000, i + 1) })),
    experiences: items((i) => ({ companyName: `Company ${i}`, summary: prose(5000, i + 100) })),
    achievements: items((i) => ({ title: `Award ${i}`, description: prose(5000, i + 200) })),
    articles: items((i) => ({ title: `Article ${i}`, description: prose(5000, i + 300) })),
    educations: items((i) => ({ schoolCollegeName: `School ${i}`, yourLearning: prose(5000, i + 400) })),
  };
}

const copyOf = (dataDir: string, name: string, page: Buffer, suffix: 'br' | 'gz') => {
  const hex = createHash('sha256').update(page).digest('hex').slice(0, 16);
  return path.join(dataDir, 'files', 'sites', name, `index.html.${hex}.${suffix}`);
};

/** The page and its copies as its publish packed them (site-pack.ts). */
function packOf(dataDir: string, name: string) {
  const packed = unpackSiteFile(
    fs.readFileSync(path.join(dataDir, 'files', 'sites', name, 'index.html.pack')),
  );
  if (!packed?.compressed) throw new Error(`The pack of ${name} holds no copies.`);
  return { body: packed.body, ...packed.compressed };
}

describe.each(dialects)('published pages are compressed once, at their publish (%s)', (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  it('serves 32 first views of a 0.8 MB page (the form at its limits) from the copies made at its publish while another site answers', async () => {
    const site = await appWithLiveSite(dialect);
    t = site.t;
    const other = await registerUser(t.app, {
      ...registration,
      userName: 'big_one',
      email: 'big@example.com',
    });
    await publishPortfolio(t.app, other, { ...hugePortfolio(), hostingName: 'big-site' });

    const siteDir = path.join(t.config.dataDir, 'files', 'sites', 'big-site');
    const page = fs.readFileSync(path.join(siteDir, 'index.html'));
    expect(page.length).toBeGreaterThan(700_000);
    // Made by the publish, before anyone asked for the page.
    const { body, br: brotli, gzip } = packOf(t.config.dataDir, 'big-site');
    expect(body.equals(page)).toBe(true);
    expect(zlib.gunzipSync(gzip).equals(page)).toBe(true);

    const view = (host: string, encoding: string) =>
      t.app.inject({ method: 'GET', url: '/', headers: { host, 'accept-encoding': encoding } });
    const views = Array.from({ length: 32 }, (_, i) =>
      view('big-site.localhost', i % 4 ? 'gzip, deflate, br' : 'gzip'),
    );
    const started = performance.now();
    const meanwhile = await view('asha-rao.localhost', 'br');
    const otherSiteMs = performance.now() - started;
    const answers = await Promise.all(views);

    expect(meanwhile.statusCode).toBe(200);
    expect(otherSiteMs).toBeLessThan(2000);
    for (const [i, res] of answers.entries()) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(i % 4 ? 'br' : 'gzip');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.rawPayload.equals(i % 4 ? brotli : gzip)).toBe(true);
    }
    // One ETag for every encoding: the page's.
    expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
  }, 60_000);

  it('sends a page published before it had copies as it is, and makes them in the background', async () => {
    const site = await appWithLiveSite(dialect);
    t = site.t;
    const siteDir = path.join(t.config.dataDir, 'files', 'sites', 'asha-rao');
    const page = fs.readFileSync(path.join(siteDir, 'index.html'));
    fs.rmSync(path.join(siteDir, 'index.html.pack'));

    // A second server on the same data: its cache has never seen the site.
    const second = await buildApp(t.config);
    try {
      const visit = () =>
        second.inject({
          method: 'GET',
          url: '/',
          headers: { host: 'asha-rao.localhost', 'accept-encoding': 'br' },
        });
      const first = await visit();
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-encoding']).toBeUndefined();
      expect(first.rawPayload.equals(page)).toBe(true);
      await waitFor(() => fs.existsSync(copyOf(t.config.dataDir, 'asha-rao', page, 'br')), 'the Brotli copy');
      await waitFor(async () => (await visit()).headers['content-encoding'] === 'br', 'a compressed answer');
      const later = await visit();
      expect(later.rawPayload.equals(fs.readFileSync(copyOf(t.config.dataDir, 'asha-rao', page, 'br')))).toBe(
        true,
      );
      expect(later.headers.etag).toBe(first.headers.etag);
    } finally {
      await second.close();
    }
  });

  it('removes the copies of the page a publish replaced, and packs the new one with its own', async () => {
    const site = await appWithLiveSite(dialect);
    t = site.t;
    const siteDir = path.join(t.config.dataDir, 'files', 'sites', 'asha-rao');
    const copies = () => fs.readdirSync(siteDir).filter((file) => /^index\.html\..*\.(br|gz)$/.test(file));
    const first = fs.readFileSync(path.join(siteDir, 'index.html'));
    // Copies beside the page, as a site published before packs has them once a view asked.
    fs.rmSync(path.join(siteDir, 'index.html.pack'));
    await t.services.changes.announce('site', 'asha-rao');
    await t.app.inject({ method: 'GET', url: '/', headers: { host: 'asha-rao.localhost' } });
    await waitFor(() => fs.existsSync(copyOf(t.config.dataDir, 'asha-rao', first, 'gz')), 'the copies');
    expect(copies()).toHaveLength(2);

    await updatePortfolio(t.app, site.owner, { ...fullPortfolio, _id: site.id, summary: 'Something new.' });
    const page = fs.readFileSync(path.join(siteDir, 'index.html'));
    expect(copies()).toEqual([]);
    const packed = packOf(t.config.dataDir, 'asha-rao');
    expect(packed.body.equals(page)).toBe(true);
    expect(zlib.brotliDecompressSync(packed.br).equals(page)).toBe(true);
    expect(zlib.gunzipSync(packed.gzip).equals(page)).toBe(true);
  });
});
