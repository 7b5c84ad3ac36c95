// `npm run thumbnails`: renders each template from the sample data in Debian's Chromium and writes
// the marketing images of the web app (apps/web/src/assets): one thumbnail per template and the
// home page's showcase, so what the site advertises is what the templates really are.
//
// The pages are served by a throwaway local server with the same fonts the sites get, so the
// screenshots match a published site exactly. Run it after changing a template, then commit.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEMPLATES } from '@portfolio/shared/templates';
import { FONT_DIR } from '@portfolio/templates/font-dir';
import { FONT_PATH } from '@portfolio/templates/fonts';
import { renderSitePageHtml } from '@portfolio/templates/render-site';
import { sampleSite } from '@portfolio/templates/sample-site';
import { launchChromium } from '@portfolio/test-support/chromium';
import sharp from 'sharp';

const ASSETS = new URL('../apps/web/src/assets/', import.meta.url);
const COVER = { width: 1200, height: 675 };

/** The demo site's cover (a gradient with initials), as the demo seeds it. */
const coverSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER.width}" height="${COVER.height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4338ca"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="55%" font-family="sans-serif" font-size="220" font-weight="700" fill="#ffffff" text-anchor="middle">AS</text>
</svg>`;

const cover = await sharp(Buffer.from(coverSvg)).webp({ quality: 80 }).toBuffer();
// The same cover, small, for the web app's preview of the templates with the sample data.
await sharp(cover)
  .resize(640, 360)
  .webp({ quality: 70 })
  .toFile(new URL('sample-cover.webp', ASSETS).pathname);
const pages = new Map<string, string>();
const server = createServer(async (request, response) => {
  const path = request.url ?? '/';
  if (path.startsWith(FONT_PATH)) {
    const file = path.slice(FONT_PATH.length);
    if (!/^[a-z0-9-]+\.woff2$/.test(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'font/woff2' });
    return response.end(await readFile(new URL(file, FONT_DIR)));
  }
  if (path === '/cover.webp') {
    response.writeHead(200, { 'content-type': 'image/webp' });
    return response.end(cover);
  }
  const html = pages.get(path);
  if (!html) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await launchChromium({ args: ['--hide-scrollbars'] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  const shots: Buffer[] = [];
  for (const template of TEMPLATES) {
    const path = `/template-${template.id}/`;
    pages.set(
      path,
      renderSitePageHtml(template.id, {
        ...sampleSite,
        hostingName: 'aarav',
        siteUrl: `${origin}${path}`,
        cover: { src: '/cover.webp', ...COVER },
        reportUrl: `${origin}/report?site=aarav`,
        contactUrl: 'contact',
        resumeUrl: 'resume.pdf',
      }),
    );
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const shot = await page.screenshot({ type: 'png' });
    shots.push(shot);
    const file = new URL(`template-${template.id}-thumbnail.webp`, ASSETS);
    await sharp(shot).resize(640, 400).webp({ quality: 72 }).toFile(file.pathname);
    console.log(`wrote ${file.pathname}`);
  }
  // The showcase: the eight templates in two rows of four, as a visitor would see them side by side.
  const gap = 12;
  const tile = { width: 320, height: 200 };
  const columns = 4;
  const tiles = await Promise.all(shots.map((shot) => sharp(shot).resize(tile).png().toBuffer()));
  const rows = Math.ceil(tiles.length / columns);
  const showcase = await sharp({
    create: {
      width: columns * tile.width + (columns + 1) * gap,
      height: rows * tile.height + (rows + 1) * gap,
      channels: 4,
      background: { r: 238, g: 242, b: 255, alpha: 1 },
    },
  })
    .composite(
      tiles.map((input, i) => ({
        input,
        left: gap + (i % columns) * (tile.width + gap),
        top: gap + Math.floor(i / columns) * (tile.height + gap),
      })),
    )
    .webp({ quality: 80 })
    .toFile(new URL('showcase.webp', ASSETS).pathname);
  console.log(`wrote showcase.webp (${showcase.width}×${showcase.height})`);
} finally {
  await browser.close();
  server.close();
}
