import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { createStorage } from '../src/modules/storage/create-storage.ts';
import { createOrphanSweep } from '../src/modules/storage/orphan-sweep.ts';
import { createStoredFilesRepo } from '../src/modules/storage/stored-files-repo.ts';
import { dialects, type TestApp } from './helpers.ts';
import { appWithLiveSite } from './portfolio-helpers.ts';
import { startS3 } from './s3-fixture.ts';

const HOUR_MS = 60 * 60 * 1000;

describe.each(dialects)('the daily sweep of stored files nothing names (%s)', (dialect) => {
  let t: TestApp | undefined;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  afterEach(async () => {
    await t?.close();
    await s3?.close();
    t = undefined;
    s3 = undefined;
  });

  for (const where of ['disk', 's3'] as const) {
    it(`removes uploads no row names and the files of deleted sites, and keeps the rest (${where})`, async () => {
      if (where === 's3') s3 = await startS3();
      const site = await appWithLiveSite(dialect, s3?.env ?? {});
      t = site.t;
      const storage = await createStorage(t.config);
      const row = await t.app.db
        .selectFrom('portfolios')
        .select(['cover_image', 'hosting_name'])
        .executeTakeFirstOrThrow();
      // The page's compressed copies are in its pack, written by the publish, and its PDF résumé is
      // drawn just after: what the site holds is settled before the sweep runs.
      await t.services.publisher.resumesDone();
      const siteFiles = await storage.list(`sites/${row.hosting_name}/`);
      expect(siteFiles).toContain(`sites/${row.hosting_name}/index.html.pack`);
      expect(siteFiles).toContain(`sites/${row.hosting_name}/resume.pdf`);

      const twoHoursAgo = Date.now() - 2 * HOUR_MS;
      const oldCover = `covers/${uuidv7({ msecs: twoHoursAgo })}.webp`;
      const oldPhoto = `photos/${uuidv7({ msecs: twoHoursAgo })}.webp`;
      // Just stored by a save whose row may not be written yet.
      const newCover = `covers/${uuidv7()}.webp`;
      const deletedSite = ['sites/gone-site/index.html', 'sites/gone-site/favicon.svg'];
      // A photo the portfolio no longer shows but a kept version does (restoring brings it back).
      const versionPhoto = `photos/${uuidv7({ msecs: twoHoursAgo })}.webp`;
      for (const key of [oldCover, oldPhoto, newCover, versionPhoto, ...deletedSite])
        await storage.put(key, 'x');
      await t.app.db
        .updateTable('portfolio_versions')
        .set({ photo_image: versionPhoto, photo_width: 480, photo_height: 480, photo_known: true })
        .execute();

      // Two keys a page: the site's files and the uploads span several pages, and the database is
      // never asked about more than a page of names at once, however many sites there are.
      const repo = createStoredFilesRepo(t.app.db);
      const asked: number[] = [];
      const sweep = createOrphanSweep({
        repo: {
          namedAmong: (keys) => {
            asked.push(keys.length);
            return repo.namedAmong(keys);
          },
          hostingNamesAmong: (names) => {
            asked.push(names.length);
            return repo.hostingNamesAmong(names);
          },
        },
        storage,
        sweepImages: t.services.images.sweep,
        clock: () => Date.now(),
        log: t.app.log,
        pageSize: 2,
      });
      try {
        const { removed } = await sweep.run();
        expect(removed.sort()).toEqual([oldCover, oldPhoto, ...deletedSite].sort());
        expect(asked.length).toBeGreaterThan(3);
        expect(Math.max(...asked)).toBeLessThanOrEqual(2);
      } finally {
        sweep.close();
      }
      expect(await storage.get(newCover)).toBeDefined();
      expect(await storage.get(versionPhoto)).toBeDefined();
      expect(await storage.get(row.cover_image)).toBeDefined();
      expect(await storage.list(`sites/${row.hosting_name}/`)).toEqual(siteFiles);
      expect(await storage.list('sites/gone-site/')).toEqual([]);
      const page = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: `${row.hosting_name}.localhost` },
      });
      expect(page.statusCode).toBe(200);
    });
  }
});
