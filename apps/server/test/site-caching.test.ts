import { apiPaths } from '@portfolio/shared/api';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { dialects, type TestApp } from './helpers.ts';
import { appWithLiveSite, fullPortfolio, multipart } from './portfolio-helpers.ts';

const coverIn = (page: string) => page.match(/src="(cover-[0-9a-f]{16}\.webp)"/)?.[1];

describe.each(dialects)('published sites in browsers and CDNs (%s)', (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  async function liveSite() {
    const site = await appWithLiveSite(dialect, { PORT: '3000' });
    t = site.t;
    return { jar: site.owner, id: site.id };
  }

  const visit = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'asha-rao.localhost:3000', ...headers } });

  it('revalidates the page on every visit with a strong ETag, answering 304 when unchanged', async () => {
    await liveSite();
    const page = await visit('/');
    expect(page.headers['cache-control']).toBe('no-cache');
    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await visit('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    expect((await visit('/', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('names the cover by its content, lets it be kept for good, and shows a new page and cover after an update', async () => {
    const { jar, id } = await liveSite();
    const page = await visit('/');
    const oldCover = coverIn(page.body) as string;
    const cover = await visit(`/${oldCover}`);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(cover.headers.etag).toBeDefined();

    const newImage = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const updated = await t.app.inject({
      method: 'POST',
      url: apiPaths.updatePortfolio,
      cookies: jar,
      ...(await multipart(
        { ...fullPortfolio, _id: id, title: 'Updated' },
        { data: newImage, type: 'image/png' },
      )),
    });
    expect(updated.statusCode).toBe(200);
    // The owner's browser revalidates with the ETag it has: it gets the new page, not a 304.
    const fresh = await visit('/', { 'if-none-match': page.headers.etag as string });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain('Updated</title>');
    const newCover = coverIn(fresh.body) as string;
    expect(newCover).not.toBe(oldCover);
    expect((await visit(`/${newCover}`)).statusCode).toBe(200);
    expect((await visit(`/${oldCover}`)).statusCode).toBe(404);
  });
});
