import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { coverSizes, coverSources } from '../src/modules/sites/cover-sizes.ts';
import { dialects, type TestApp } from './helpers.ts';
import { appWithLiveSite, fullPortfolio, updatePortfolio } from './portfolio-helpers.ts';

// Issue 26's measure: a phone's first visit fetched the site cover's one 1600-wide WebP (336 KB of
// 478). A live site's cover is published in every width of COVER_WIDTHS up to its own, in AVIF and
// WebP, as a <picture> from which the browser takes the size its screen needs.

/** A cover wider than any stored size: fitted within 1600 × 1200 at upload, so 1600 × 1000. */
const bigCover = (colour: string) =>
  sharp({ create: { width: 2000, height: 1250, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The `<picture>` of the site's cover: each source's type and its srcset's files and widths. */
function coverPicture(html: string) {
  const picture = /<picture class="frame">(.*?)<\/picture>/s.exec(html)?.[1] ?? '';
  const sources = [...picture.matchAll(/<source type="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"/g)].map(
    (m) => ({ type: m[1], srcset: (m[2] ?? '').split(', '), sizes: m[3] }),
  );
  const img = /<img class="cover" src="([^"]+)" width="(\d+)" height="(\d+)"/.exec(picture);
  return { sources, img: img && { src: img[1] ?? '', width: Number(img[2]), height: Number(img[3]) } };
}

describe.each(dialects)("a site's cover in every size (%s)", (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const get = (url: string) => (t as TestApp).app.inject({ method: 'GET', url });
  const home = async () => (await get('/sites/asha-rao/')).body;
  const storedCovers = async () =>
    (await (t as TestApp).services.storage.list('sites/asha-rao/')).filter((key) => key.includes('/cover-'));

  it('is published at 480, 720, 960 and 1600 wide in AVIF and WebP, each served as itself for a year', async () => {
    const site = await appWithLiveSite(dialect);
    t = site.t;
    await updatePortfolio(t.app, site.owner, fullPortfolio, await bigCover('#1d4ed8'));
    const { sources, img } = coverPicture(await home());
    expect(img).toMatchObject({ width: 1600, height: 1000 });
    const base = img?.src.replace(/\.webp$/, '');
    expect(img?.src).toMatch(/^cover-[0-9a-f]{16}\.webp$/);
    expect(sources.map(({ type, srcset }) => [type, srcset])).toEqual([
      [
        'image/avif',
        [
          `${base}-480.avif 480w`,
          `${base}-720.avif 720w`,
          `${base}-960.avif 960w`,
          `${base}-1600.avif 1600w`,
        ],
      ],
      [
        'image/webp',
        [`${base}-480.webp 480w`, `${base}-720.webp 720w`, `${base}-960.webp 960w`, `${img?.src} 1600w`],
      ],
    ]);
    // Techfolio's cover sits beside the introduction on a wide screen, across a phone's.
    expect(sources[0]?.sizes).toBe('(min-width: 48rem) 27rem, calc(100vw - 2.5rem)');
    for (const { type, srcset } of sources) {
      for (const entry of srcset) {
        const [file, w] = entry.split(' ');
        const res = await get(`/sites/asha-rao/${file}`);
        expect(res.statusCode, file).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect(`${meta.width}w`, file).toBe(w);
        expect(meta.format).toBe(type === 'image/avif' ? 'heif' : 'webp');
      }
    }
  });

  it('leaves no size of a cover that was replaced', async () => {
    const site = await appWithLiveSite(dialect);
    t = site.t;
    await updatePortfolio(t.app, site.owner, fullPortfolio, await bigCover('#1d4ed8'));
    const first = coverPicture(await home()).img?.src.replace(/\.webp$/, '') as string;
    expect((await storedCovers()).filter((key) => key.includes(first))).toHaveLength(8);
    await updatePortfolio(t.app, site.owner, fullPortfolio, await bigCover('#be123c'));
    const second = coverPicture(await home()).img?.src.replace(/\.webp$/, '') as string;
    expect(second).not.toBe(first);
    const stored = await storedCovers();
    expect(stored.filter((key) => key.includes(first))).toEqual([]);
    expect(stored.filter((key) => key.includes(second))).toHaveLength(8);
    expect((await get(`/sites/asha-rao/${first}-480.avif`)).statusCode).toBe(404);
  });

  it('gives a site published before covers had sizes its sizes at its next publish', async () => {
    const site = await appWithLiveSite(dialect);
    t = site.t;
    await updatePortfolio(t.app, site.owner, fullPortfolio, await bigCover('#1d4ed8'));
    const current = coverPicture(await home()).img?.src as string;
    // As such a site was left: its cover alone, under the name it had before.
    const storage = t.services.storage;
    for (const key of await storedCovers()) await storage.remove(key);
    const legacy = 'cover-0123456789abcdef.webp';
    await storage.put(`sites/asha-rao/${legacy}`, Buffer.from('old cover'), 'image/webp');
    await t.app.db
      .updateTable('portfolios')
      .set({ published_cover: legacy })
      .where('id', '=', site.id)
      .execute();
    await updatePortfolio(t.app, site.owner, { ...fullPortfolio, title: 'Designer and engineer' });
    const { sources, img } = coverPicture(await home());
    expect(img?.src).toBe(current);
    for (const entry of sources.flatMap(({ srcset }) => srcset)) {
      const file = entry.split(' ')[0];
      expect((await get(`/sites/asha-rao/${file}`)).statusCode, file).toBe(200);
    }
    expect((await get(`/sites/asha-rao/${legacy}`)).statusCode).toBe(404);
  });

  it('gives a site published with the earlier three widths the 720 at its next publish', async () => {
    const site = await appWithLiveSite(dialect);
    t = site.t;
    const cover = await bigCover('#1d4ed8');
    await updatePortfolio(t.app, site.owner, fullPortfolio, cover);
    const current = coverPicture(await home()).img?.src as string;
    // As such a site was left: 480, 960 and 1600 only, under the name those widths gave it.
    const storage = t.services.storage;
    for (const key of await storedCovers()) await storage.remove(key);
    const stored = await t.services.storage.get(
      (
        await t.app.db
          .selectFrom('portfolios')
          .select('cover_image')
          .where('id', '=', site.id)
          .executeTakeFirstOrThrow()
      ).cover_image as string,
    );
    const old = `cover-${createHash('sha256')
      .update('sizes:')
      .update(stored as Buffer)
      .digest('hex')
      .slice(0, 16)}`;
    for (const file of [
      `${old}.webp`,
      `${old}-480.webp`,
      `${old}-960.webp`,
      `${old}-480.avif`,
      `${old}-960.avif`,
      `${old}-1600.avif`,
    ]) {
      await storage.put(`sites/asha-rao/${file}`, Buffer.from('old size'), 'image/webp');
    }
    await t.app.db
      .updateTable('portfolios')
      .set({ published_cover: `${old}.webp` })
      .where('id', '=', site.id)
      .execute();
    // The next save publishes the new widths under the new name, and takes the old ones away.
    await updatePortfolio(t.app, site.owner, { ...fullPortfolio, title: 'Designer and engineer' });
    const { sources, img } = coverPicture(await home());
    expect(img?.src).toBe(current);
    expect(img?.src).not.toBe(`${old}.webp`);
    expect(sources[0]?.srcset).toContain(`${current.replace(/\.webp$/, '')}-720.avif 720w`);
    for (const entry of sources.flatMap(({ srcset }) => srcset)) {
      const file = entry.split(' ')[0];
      expect((await get(`/sites/asha-rao/${file}`)).statusCode, file).toBe(200);
    }
    expect((await storedCovers()).filter((key) => key.includes(old))).toEqual([]);
  });

  it('a small cover is one size in each format, never enlarged', async () => {
    const site = await appWithLiveSite(dialect);
    t = site.t;
    const { sources, img } = coverPicture(await home());
    expect(img).toMatchObject({ width: 400, height: 300 });
    const base = img?.src.replace(/\.webp$/, '');
    expect(sources.map(({ srcset }) => srcset)).toEqual([[`${base}-400.avif 400w`], [`${img?.src} 400w`]]);
  });
});

describe('the sizes of a cover of no known width', () => {
  it('are none: the cover is shown as it is, with no <picture> sources to miss', () => {
    expect(coverSizes('cover-0123456789abcdef.webp', 0)).toEqual([]);
    expect(coverSources('cover-0123456789abcdef.webp', 0)).toEqual([]);
  });
});
