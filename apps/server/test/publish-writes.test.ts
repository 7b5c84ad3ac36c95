import zlib from 'node:zlib';
import { waitFor } from '@portfolio/test-support/wait-for';
import { afterEach, describe, expect, it } from 'vitest';
import { compressedKey, contentIdOf, siteKey } from '../src/modules/sites/site-files.ts';
import { packKey, unpackSiteFile } from '../src/modules/sites/site-pack.ts';
import { type Jar, registerUser } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { type FormFields, fullPortfolio, publishPortfolio, updatePortfolio } from './portfolio-helpers.ts';
import { startS3 } from './s3-fixture.ts';

// A publish writes the text files a save changed and leaves the others as this server last wrote
// them (site-cache.ts, writtenAs): what the storage holds must still be the whole site.

type S3 = Awaited<ReturnType<typeof startS3>>;

/** A portfolio with a case-study page (`/atlas/`), a second page that a change of summary leaves alone. */
const withCaseStudy: FormFields = {
  ...fullPortfolio,
  projects: JSON.stringify([
    {
      title: 'Atlas',
      role: 'Lead',
      startDate: '2024-01-01',
      endDate: '',
      techStack: 'React',
      link: '',
      details: 'Atlas: a redesign that halved drop-offs.',
      caseStudy: `## What we did\n\n${'We rebuilt the booking flow, one step at a time. '.repeat(40)}`,
    },
  ]),
};

const home = siteKey('asha-rao', 'index.html');
const caseStudy = siteKey('asha-rao', 'atlas/index.html');

let t: TestApp | undefined;
let s3: S3 | undefined;
afterEach(async () => {
  await t?.close();
  await s3?.close();
  t = undefined;
  s3 = undefined;
});

describe.each(['disk', 's3'] as const)('what a publish writes (%s storage)', (kind) => {
  async function start(): Promise<{
    app: TestApp['app'];
    services: TestApp['services'];
    owner: Jar;
    id: string;
  }> {
    if (kind === 's3') s3 = await startS3();
    t = await createTestApp('sqlite', { ...s3?.env });
    const owner = await registerUser(t.app);
    const id = await publishPortfolio(t.app, owner, withCaseStudy);
    return { app: t.app, services: t.services, owner, id };
  }

  /** The site's files and packs written while `work` runs (the PDF résumé, drawn after a publish, left out). */
  async function writtenDuring(
    services: TestApp['services'],
    work: () => Promise<unknown>,
  ): Promise<string[]> {
    const written: string[] = [];
    const put = services.storage.put.bind(services.storage);
    services.storage.put = (key, data, type) => {
      if (key.startsWith(siteKey('asha-rao', '')) && !key.endsWith('resume.pdf')) written.push(key);
      return put(key, data, type);
    };
    try {
      await work();
    } finally {
      services.storage.put = put;
    }
    return written.sort();
  }

  const view = (app: TestApp['app'], url: string) =>
    app.inject({ method: 'GET', url, headers: { host: 'asha-rao.localhost', 'accept-encoding': 'br' } });

  it('writes the home page and its pack alone when a save changed only the summary, and serves every page', async () => {
    const { app, services, owner, id } = await start();
    const written = await writtenDuring(services, () =>
      updatePortfolio(app, owner, { ...withCaseStudy, _id: id, summary: 'Now leading a team of six.' }),
    );
    expect(written).toEqual([home, packKey(home)]);

    const page = await view(app, '/');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('Now leading a team of six.');
    for (const path of ['/atlas/', '/sitemap.xml', '/robots.txt']) {
      expect((await view(app, path)).statusCode, path).toBe(200);
    }
    // The storage holds the whole site as the save left it: a server started now reads the same.
    await services.changes.announce('site', 'asha-rao');
    const read = await view(app, '/atlas/');
    expect(zlib.brotliDecompressSync(read.rawPayload).toString()).toContain('We rebuilt the booking flow');
  });

  it('writes every file again once the site changed since its last publish here, and repairs a damaged pack of a page the save left alone', async () => {
    const { app, services, owner, id } = await start();
    const pack = (await services.storage.get(packKey(caseStudy))) as Buffer;
    // Cut short, as an interrupted copy leaves it; then heard of (as another server's change is).
    await services.storage.put(packKey(caseStudy), pack.subarray(0, pack.length - 10));
    await services.changes.announce('site', 'asha-rao');
    const damaged = await view(app, '/atlas/');
    expect(damaged.statusCode).toBe(200);
    expect(damaged.headers['content-encoding']).toBeUndefined();
    // The view has the copies made again: stored beside the page and kept in memory, not in its pack.
    const { hex } = contentIdOf(damaged.rawPayload);
    await waitFor(
      async () => Boolean(await services.storage.get(compressedKey(caseStudy, hex, 'gzip'))),
      'the copies made again',
    );
    await waitFor(
      async () => (await view(app, '/atlas/')).headers['content-encoding'] === 'br',
      'the copies kept',
    );

    const written = await writtenDuring(services, () =>
      updatePortfolio(app, owner, { ...withCaseStudy, _id: id, summary: 'Published again.' }),
    );
    expect(written).toEqual(expect.arrayContaining([caseStudy, packKey(caseStudy), home, packKey(home)]));
    const repaired = unpackSiteFile((await services.storage.get(packKey(caseStudy))) as Buffer);
    expect(repaired?.compressed && zlib.gunzipSync(repaired.compressed.gzip).equals(repaired.body)).toBe(
      true,
    );
  });
});
