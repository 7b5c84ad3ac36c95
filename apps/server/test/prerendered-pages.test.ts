import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/** A page as the web build prerenders it (apps/web/build/prerender.ts): the shell with the page inside. */
const pageHtml = (heading: string, text: string) =>
  `<!doctype html><html lang="en"><head><title>${heading} | Portfolio Maker</title></head><body><div id="root"><main><h1>${heading}</h1><p>${text}</p>${'<p>More of the page.</p>'.repeat(100)}</main></div></body></html>`;

const pages = {
  index: pageHtml('Build your portfolio', 'Pick a template and go live.'),
  faq: pageHtml('Frequently Asked Questions', 'How Portfolio Maker works.'),
  aboutus: pageHtml('About Us', 'Who makes Portfolio Maker.'),
  privacypolicy: pageHtml('Privacy Policy', 'What we keep and why.'),
};

describe('prerendered public pages', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** An app serving a web build holding the prerendered pages above, each precompressed as the build does. */
  async function appWithPrerenderedBuild() {
    const t0 = await createTestApp('sqlite');
    const dist = path.join(t0.config.dataDir, 'web');
    await t0.close();
    fs.mkdirSync(path.join(dist, 'pages'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
    for (const [name, html] of Object.entries(pages)) {
      const file = path.join(dist, 'pages', `${name}.html`);
      fs.writeFileSync(file, html);
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html));
    }
    return createTestApp('sqlite', { DATA_DIR: t0.config.dataDir, WEB_DIST_DIR: dist });
  }

  it('answers each public path, in any spelling, with its full HTML, revalidated on every visit', async () => {
    t = await appWithPrerenderedBuild();
    const cases: [string, string][] = [
      ['/', 'Pick a template and go live.'],
      ['/FAQ', 'How Portfolio Maker works.'],
      ['/faq', 'How Portfolio Maker works.'],
      ['/aboutus', 'Who makes Portfolio Maker.'],
      ['/aboutUs', 'Who makes Portfolio Maker.'],
      ['/aboutUs/', 'Who makes Portfolio Maker.'],
      ['/privacyPolicy?from=footer', 'What we keep and why.'],
    ];
    for (const [url, text] of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain(text);
    }
  });

  it('sends the page compressed at build time to browsers that accept it', async () => {
    t = await appWithPrerenderedBuild();
    const res = await t.app.inject({
      method: 'GET',
      url: '/FAQ',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(pages.faq);
  });

  it('answers the other client-side routes with the empty app shell, and unknown API paths with a 404', async () => {
    t = await appWithPrerenderedBuild();
    for (const url of ['/login', '/portfolio/1', '/faq/more', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>SPA</title>');
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/faq' });
    expect(api.statusCode).toBe(404);
  });
});
