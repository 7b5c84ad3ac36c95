import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPaths } from '@portfolio/shared/api';
import { FONT_FILES } from '@portfolio/templates/fonts';
import { waitFor } from '@portfolio/test-support/wait-for';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerUser } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { postOneFile } from './one-file-upload.ts';
import { fullPortfolio, publishPortfolio, updatePortfolio } from './portfolio-helpers.ts';

type Received = { authorization: string | undefined; body: { site: string; tag: string; urls: string[] } };

/** A CDN's purge endpoint on loopback: keeps what it is sent, answers `status`. */
async function startPurgeEndpoint(status = 200) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        authorization: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString()),
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const SECRET = 'a-secret-of-the-operator';

describe('published sites behind a CDN', () => {
  let t: TestApp | undefined;
  let endpoint: Awaited<ReturnType<typeof startPurgeEndpoint>> | undefined;
  afterEach(async () => {
    await t?.close();
    await endpoint?.close();
    t = undefined;
    endpoint = undefined;
  });

  const view = (app: TestApp['app'], url = '/', headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: 'asha-rao.localhost', ...headers } });

  it('lets a CDN keep a page a minute, stale while it asks again, while browsers revalidate every visit', async () => {
    t = await createTestApp('sqlite');
    await publishPortfolio(t.app, await registerUser(t.app));
    const page = await view(t.app);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const cdn = 'max-age=60, stale-while-revalidate=600, stale-if-error=86400';
    expect(page.headers['cdn-cache-control']).toBe(cdn);
    expect(page.headers['surrogate-control']).toBe(cdn);
    expect(page.headers['cache-tag']).toBe('site-asha-rao');
    expect(page.headers['surrogate-key']).toBe('site-asha-rao');
    const again = await view(t.app, '/', { 'if-none-match': page.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cdn-cache-control']).toBe(cdn);

    // Named by its content: kept for good everywhere, and tagged with its site.
    const cover = (page.body.match(/\/(cover-[0-9a-f]{16}[^"\s]*\.(?:webp|avif))/) ?? [])[1] as string;
    const image = await view(t.app, `/${cover}`);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['cdn-cache-control']).toBeUndefined();
    expect(image.headers['cache-tag']).toBe('site-asha-rao');
  });

  it('tells a CDN that asks every time so with SITE_CDN_MAX_AGE=0', async () => {
    t = await createTestApp('sqlite', { SITE_CDN_MAX_AGE: '0' });
    await publishPortfolio(t.app, await registerUser(t.app));
    expect((await view(t.app)).headers['cdn-cache-control']).toBe('no-cache');
  });

  it('gives the template fonts a validator, and a 304 to whoever revalidates them', async () => {
    t = await createTestApp('sqlite');
    const url = `/_site-fonts/${FONT_FILES[0]}`;
    const font = await t.app.inject({ method: 'GET', url });
    expect(font.statusCode).toBe(200);
    expect(font.headers.etag).toBe(`"${FONT_FILES[0]}"`);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': font.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gives a project image a validator, and a 304 without reading it again', async () => {
    t = await createTestApp('sqlite');
    const jar = await registerUser(t.app);
    const data = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const uploaded = await postOneFile(t.app, jar, apiPaths.uploadImage, {
      field: 'image',
      data,
      type: 'image/jpeg',
      name: 'work.jpg',
    });
    const { id } = uploaded.json().data as { id: string };
    const url = `/_images/${id}/480.webp`;
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers.etag).toBe(`"${id}-480.webp"`);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const reads = vi.spyOn(t.services.storage, 'get');
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': `"${id}-480.webp"` },
    });
    expect(again.statusCode).toBe(304);
    expect(reads).not.toHaveBeenCalled();
    const missing = await t.app.inject({ method: 'GET', url: `/_images/${'0'.repeat(32)}/480.webp` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('purges the site through the webhook after each publish, with its tag and page addresses', async () => {
    endpoint = await startPurgeEndpoint();
    t = await createTestApp('sqlite', {
      CDN_PURGE_URL: endpoint.url,
      CDN_PURGE_SECRET: SECRET,
      PORT: '3000',
    });
    const owner = await registerUser(t.app);
    const id = await publishPortfolio(t.app, owner);
    const received = endpoint.received;
    await waitFor(() => received.length > 0, 'the purge of the publish');
    const [first] = received as [Received];
    expect(first.authorization).toBe(`Bearer ${SECRET}`);
    expect(first.body.site).toBe('asha-rao');
    expect(first.body.tag).toBe('site-asha-rao');
    const home = 'http://asha-rao.localhost:3000/';
    expect(first.body.urls[0]).toBe(home);
    expect(first.body.urls).toEqual(
      expect.arrayContaining([`${home}sitemap.xml`, `${home}robots.txt`, `${home}favicon.svg`]),
    );
    // Files named by their content are never purged: a new one is a new name.
    expect(first.body.urls.some((url) => /cover-|share-|\.(br|gz)$/.test(url))).toBe(false);

    const before = received.length;
    await updatePortfolio(t.app, owner, { ...fullPortfolio, _id: id, summary: 'Something new.' });
    await waitFor(
      () => received.slice(before).some((r) => r.body.urls[0] === home),
      'the purge of the update',
    );
  });

  it('publishes all the same when the CDN refuses the purge, and says so in the log', async () => {
    endpoint = await startPurgeEndpoint(500);
    t = await createTestApp('sqlite', { CDN_PURGE_URL: endpoint.url }, { captureLogs: true });
    await publishPortfolio(t.app, await registerUser(t.app));
    expect((await view(t.app)).statusCode).toBe(200);
    await waitFor(
      () => (t as TestApp).logs.some((line) => line.msg === 'the CDN could not be told to purge'),
      'the warning',
    );
    expect(endpoint.received[0]?.authorization).toBeUndefined();
  });
});
