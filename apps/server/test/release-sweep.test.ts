import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAppWithServices } from '../src/app.ts';
import { fromJson } from '../src/db/schema.ts';
import { createReleaseSweep } from '../src/modules/sites/release-sweep.ts';
import { createReleasesRepo } from '../src/modules/sites/releases-repo.ts';
import { thisRelease } from '../src/modules/sites/render-version.ts';
import { siteKey } from '../src/modules/sites/site-files.ts';
import { RESUME_FILE } from '../src/modules/sites/site-policy.ts';
import { createStorage } from '../src/modules/storage/create-storage.ts';
import { dialects, type TestApp } from './helpers.ts';
import { insertLiveSites } from './live-sites.ts';
import { appWithLiveSite, createPortfolio, fullPortfolio } from './portfolio-helpers.ts';
import { startS3 } from './s3-fixture.ts';

const EARLIER = 'an-earlier-release';
const SITE = 'asha-rao';
const earlierPage = '<!doctype html><title>Asha Rao</title><p>As an earlier release rendered it.</p>';
const earlierResume = '%PDF-1.3 as an earlier release drew it';

describe.each(dialects)('the sweep of live sites after a release (%s)', (dialect) => {
  let t: TestApp | undefined;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  const others: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const other of others.splice(0)) await other.close();
    await t?.close();
    await s3?.close();
    t = undefined;
    s3 = undefined;
  });

  /** Owner Asha's live site, published by the test's server, which it keeps in `t`; on the disk or S3. */
  async function liveSite(
    options: Parameters<typeof appWithLiveSite>[2] = {},
    where: 'disk' | 's3' = 'disk',
  ) {
    if (where === 's3') s3 = await startS3();
    const site = await appWithLiveSite(dialect, s3?.env ?? {}, options);
    t = site.t;
    /** The versions of the releases that rendered a site and drew its stored résumé. */
    const versionsOf = (id: string) =>
      site.app.db
        .selectFrom('portfolios')
        .select(['render_version', 'resume_version'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const renderedBy = async (id: string) => (await versionsOf(id)).render_version;
    const drawnBy = async (id: string) => (await versionsOf(id)).resume_version;
    /** A server of this release, started beside the test's on its database and files. */
    const nextServer = async () => {
      const next = await buildAppWithServices(site.t.config);
      others.push(next.app);
      return next;
    };
    /** Many more live sites of an earlier release, showing what Asha's shows. */
    const sitesOfAnEarlierRelease = async (names: string[]) => {
      const { content, cover_image } = await site.app.db
        .selectFrom('portfolios')
        .select(['content', 'cover_image'])
        .executeTakeFirstOrThrow();
      await insertLiveSites(site.app.db, names);
      await site.app.db
        .updateTable('portfolios')
        .set({ render_version: EARLIER, content: JSON.stringify(fromJson(content)), cover_image })
        .execute();
    };
    return { ...site, renderedBy, drawnBy, nextServer, sitesOfAnEarlierRelease };
  }

  /**
   * Asha's live site as a release before this one rendered and stored it, and a server of this
   * release: the test's own server published the site, so it would take the stored page for its
   * own (decision 66).
   */
  async function siteOfAnEarlierRelease(where: 'disk' | 's3' = 'disk') {
    const site = await liveSite({}, where);
    await site.t.services.publisher.resumesDone();
    const storage = await createStorage(site.t.config);
    await storage.put(siteKey(SITE, 'index.html'), earlierPage);
    await site.app.db.updateTable('portfolios').set({ render_version: EARLIER }).execute();
    return { ...site, storage, next: await site.nextServer() };
  }

  /**
   * Asha's live site as this release renders it, with a PDF résumé an earlier release drew, and a
   * server of this release (a new process: it remembers drawing no résumé).
   */
  async function resumeOfAnEarlierRelease(where: 'disk' | 's3' = 'disk') {
    const site = await liveSite({}, where);
    await site.t.services.publisher.resumesDone();
    const storage = await createStorage(site.t.config);
    await storage.put(siteKey(SITE, RESUME_FILE), earlierResume, 'application/pdf');
    await site.app.db.updateTable('portfolios').set({ resume_version: EARLIER }).execute();
    return { ...site, storage, next: await site.nextServer() };
  }

  it('leaves alone the sites this release published', async () => {
    const { t, id, renderedBy } = await liveSite();
    await t.services.publisher.resumesDone();
    expect(await renderedBy(id)).toBe(thisRelease().render);
    expect(await t.services.releaseSweep.run()).toEqual({ published: 0, failed: 0 });
  });

  it.each(['disk', 's3'] as const)(
    're-renders a live site an earlier release rendered, keeps its résumé, and leaves sites that are not live alone (%s)',
    async (where) => {
      const { t, app, id, owner, storage, next, renderedBy } = await siteOfAnEarlierRelease(where);
      const unpaid = await createPortfolio(app, owner, { ...fullPortfolio, hostingName: 'not-paid-yet' });
      await app.db
        .updateTable('portfolios')
        .set({ render_version: EARLIER })
        .where('id', '=', unpaid)
        .execute();

      expect(await next.services.releaseSweep.run()).toEqual({ published: 1, failed: 0 });

      const page = (await storage.get(siteKey(SITE, 'index.html')))?.toString() ?? '';
      expect(page).not.toContain('As an earlier release rendered it');
      expect(page).toContain('Asha Rao');
      const view = await next.app.inject({ method: 'GET', url: '/', headers: { host: `${SITE}.localhost` } });
      expect(view.statusCode).toBe(200);
      expect(view.body).toBe(page);
      expect(await renderedBy(id)).toBe(thisRelease().render);
      await next.services.publisher.resumesDone();
      expect(next.services.publisher.resumesDrawn()).toBe(0);
      // Never paid for: no site is made for it, and it is not marked as rendered.
      expect(await storage.list(siteKey('not-paid-yet', ''))).toEqual([]);
      expect(await renderedBy(unpaid)).toBe(EARLIER);
      // Swept once: a server that looks again finds nothing to do.
      expect(await t.services.releaseSweep.run()).toEqual({ published: 0, failed: 0 });
    },
  );

  it('does no work at start-up: a server that starts leaves the sweep for later', async () => {
    const { id, storage, renderedBy } = await siteOfAnEarlierRelease();
    expect((await storage.get(siteKey(SITE, 'index.html')))?.toString()).toBe(earlierPage);
    expect(await renderedBy(id)).toBe(EARLIER);
  });

  it('is left by the servers of an earlier release to those of the later one (a rolling deploy)', async () => {
    const { app, id, storage, next, renderedBy } = await siteOfAnEarlierRelease();
    const later = new Date(Date.now() + 60_000).toISOString();
    await app.db
      .insertInto('site_releases')
      .values({ version: 'a-later-release', first_started_at: later })
      .execute();

    expect(await next.services.releaseSweep.run()).toEqual({ published: 0, failed: 0 });
    expect((await storage.get(siteKey(SITE, 'index.html')))?.toString()).toBe(earlierPage);
    expect(await renderedBy(id)).toBe(EARLIER);
  });

  it('is shared by the servers of one release: each site is re-rendered once, by one of them', async () => {
    const { t, app, nextServer, sitesOfAnEarlierRelease } = await liveSite();
    const names = Array.from({ length: 24 }, (_, i) => `swept-${i}`);
    await sitesOfAnEarlierRelease(names);
    const second = await nextServer();

    const [one, two] = await Promise.all([t.services.releaseSweep.run(), second.services.releaseSweep.run()]);

    expect(one.failed + two.failed).toBe(0);
    expect(one.published + two.published).toBe(names.length + 1);
    const stale = await app.db
      .selectFrom('portfolios')
      .select('id')
      .where('render_version', '=', EARLIER)
      .execute();
    expect(stale).toEqual([]);
  });

  it('re-renders in a later pass a site it could not publish, or one an earlier release published meanwhile, then is done', async () => {
    const { t, app, id, renderedBy, sitesOfAnEarlierRelease } = await liveSite();
    await sitesOfAnEarlierRelease(['swept-a', 'swept-b']);
    let now = Date.now();
    let storageDown = true;
    const sweep = createReleaseSweep({
      releases: createReleasesRepo(app.db),
      refresh: async (portfolioId) => {
        if (portfolioId === 'p-swept-a' && storageDown) throw new Error('The file storage did not answer.');
        return t.services.publisher.refresh(portfolioId);
      },
      release: thisRelease(),
      clock: () => now,
      log: app.log,
      batchSize: 2,
    });

    expect(await sweep.run()).toEqual({ published: 2, failed: 1 });
    expect(await renderedBy('p-swept-a')).toBe(EARLIER);
    // A server of the earlier release, still running during the deploy, publishes Asha's site.
    await app.db.updateTable('portfolios').set({ render_version: EARLIER }).where('id', '=', id).execute();
    storageDown = false;
    // The next pass waits a while after the last: a failure is not retried at once, again and again.
    expect(await sweep.run()).toEqual({ published: 0, failed: 0 });

    now += 11 * 60 * 1000;
    expect(await sweep.run()).toEqual({ published: 2, failed: 0 });
    expect(await renderedBy('p-swept-a')).toBe(thisRelease().render);
    expect(await renderedBy(id)).toBe(thisRelease().render);
    now += 11 * 60 * 1000;
    expect(await sweep.run()).toEqual({ published: 0, failed: 0 });
    const release = await app.db
      .selectFrom('site_releases')
      .select('swept_at')
      .where('version', '=', thisRelease().id)
      .executeTakeFirstOrThrow();
    expect(release.swept_at).not.toBeNull();
  });

  it('goes on past a site deleted after it was taken, with a warning', async () => {
    const { t, app, id, renderedBy, sitesOfAnEarlierRelease } = await liveSite({ captureLogs: true });
    await sitesOfAnEarlierRelease(['swept-a', 'swept-b']);
    const sweep = createReleaseSweep({
      releases: createReleasesRepo(app.db),
      // Its owner deletes it between the sweep taking it and publishing it.
      refresh: async (portfolioId) => {
        if (portfolioId === 'p-swept-a')
          await app.db.deleteFrom('portfolios').where('id', '=', portfolioId).execute();
        return t.services.publisher.refresh(portfolioId);
      },
      release: thisRelease(),
      clock: () => Date.now(),
      log: app.log,
      batchSize: 2,
    });

    expect(await sweep.run()).toEqual({ published: 2, failed: 1 });
    expect(await renderedBy('p-swept-b')).toBe(thisRelease().render);
    expect(await renderedBy(id)).toBe(thisRelease().render);
    expect(t.logs.map((line) => line.msg)).toContain('a live site could not be re-rendered for this release');
  });

  it.each(['disk', 's3'] as const)(
    'draws again a PDF résumé an earlier release drew, and leaves the page as it is (%s)',
    async (where) => {
      const { t, id, storage, next, renderedBy, drawnBy } = await resumeOfAnEarlierRelease(where);
      const page = await storage.get(siteKey(SITE, 'index.html'));

      expect(await next.services.releaseSweep.run()).toEqual({ published: 1, failed: 0 });

      const resume = (await storage.get(siteKey(SITE, RESUME_FILE)))?.toString('latin1') ?? '';
      expect(resume.startsWith('%PDF-')).toBe(true);
      expect(resume).not.toContain('as an earlier release drew it');
      expect(resume.length).toBeGreaterThan(1000);
      expect(next.services.publisher.resumesDrawn()).toBe(1);
      expect(await drawnBy(id)).toBe(thisRelease().resume);
      expect(await storage.get(siteKey(SITE, 'index.html'))).toEqual(page);
      expect(await renderedBy(id)).toBe(thisRelease().render);
      expect(await t.services.releaseSweep.run()).toEqual({ published: 0, failed: 0 });
    },
  );

  it('draws at a later pass a PDF résumé it could not store', async () => {
    const { t, app, id, storage, drawnBy, next } = await resumeOfAnEarlierRelease();
    let now = Date.now();
    const sweep = createReleaseSweep({
      releases: createReleasesRepo(app.db),
      refresh: (portfolioId) => next.services.publisher.refresh(portfolioId),
      release: thisRelease(),
      clock: () => now,
      log: app.log,
    });
    // A folder where the résumé goes: the disk refuses to put the file there.
    const resumeFile = path.join(t.config.dataDir, 'files', siteKey(SITE, RESUME_FILE));
    await fs.rm(resumeFile);
    await fs.mkdir(resumeFile);
    await fs.writeFile(path.join(resumeFile, 'in-the-way'), '');

    expect(await sweep.run()).toEqual({ published: 1, failed: 0 });
    expect(await drawnBy(id)).toBe(EARLIER);

    await fs.rm(resumeFile, { recursive: true });
    now += 11 * 60 * 1000;
    expect(await sweep.run()).toEqual({ published: 1, failed: 0 });
    expect(await drawnBy(id)).toBe(thisRelease().resume);
    expect((await storage.get(siteKey(SITE, RESUME_FILE)))?.subarray(0, 5).toString()).toBe('%PDF-');
    now += 11 * 60 * 1000;
    expect(await sweep.run()).toEqual({ published: 0, failed: 0 });
  });
});
