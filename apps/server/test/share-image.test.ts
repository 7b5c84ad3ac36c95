import { apiPaths } from '@portfolio/shared/api';
import { accentColours } from '@portfolio/shared/readable-colours';
import { TEMPLATE_GROUNDS } from '@portfolio/shared/theme';
import { LOOKS } from '@portfolio/templates/looks';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { type Jar, registerUser } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';
import {
  type FormFields,
  fullPortfolio,
  photoWithGps,
  publishPortfolio,
  updatePortfolio,
} from './portfolio-helpers.ts';

// Issue 27 item 3: a share image per person, drawn at publish from the owner's name, title, photo
// and the site's theme, named by what it shows, in og:image and twitter:image of the home page.

const LIMIT = 150 * 1024;
const ACCENT = '#be123c';
const withTheme = (fields: FormFields, theme: object = { accent: ACCENT, appearance: 'light' }) => ({
  ...fields,
  theme: JSON.stringify(theme),
});

type Raw = { data: Buffer; width: number; height: number; channels: number };
async function pixels(image: Buffer): Promise<Raw> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}
const hex = (raw: Raw, x: number, y: number) => {
  const at = (y * raw.width + x) * raw.channels;
  return `#${[0, 1, 2].map((c) => (raw.data[at + c] as number).toString(16).padStart(2, '0')).join('')}`;
};
/** Pixels far from the ground colour: ink. */
function inkIn(raw: Raw, ground: string, box: { x0: number; y0: number; x1: number; y1: number }): number {
  const bg = [1, 3, 5].map((i) => Number.parseInt(ground.slice(i, i + 2), 16));
  let ink = 0;
  for (let y = box.y0; y < box.y1; y += 1) {
    for (let x = box.x0; x < box.x1; x += 1) {
      const at = (y * raw.width + x) * raw.channels;
      const far = [0, 1, 2].some((c) => Math.abs((raw.data[at + c] as number) - (bg[c] as number)) > 48);
      if (far) ink += 1;
    }
  }
  return ink;
}
/** The share of pixels that differ between two images of one size. */
function differing(a: Raw, b: Raw): number {
  let count = 0;
  for (let i = 0; i < a.data.length; i += a.channels) {
    if ([0, 1, 2].some((c) => Math.abs((a.data[i + c] as number) - (b.data[i + c] as number)) > 48))
      count += 1;
  }
  return count / (a.width * a.height);
}

describe.each(dialects)('the share image (%s)', (dialect) => {
  let t: TestApp;
  let jar: Jar;
  afterEach(async () => {
    await t?.close();
  });

  const site = (file = '') =>
    t.app.inject({ method: 'GET', url: `/${file}`, headers: { host: 'asha-rao.localhost:3000' } });
  const meta = (html: string, key: string) =>
    html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];

  async function start(fields: FormFields = withTheme(fullPortfolio)) {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
    return publishPortfolio(t.app, jar, fields);
  }
  /** The home page's share image: its file name, as named in og:image and twitter:image, and its answer. */
  async function shareImage() {
    const html = (await site()).body;
    const url = meta(html, 'og:image') ?? '';
    expect(meta(html, 'twitter:image')).toBe(url);
    const file = new URL(url).pathname.slice(1);
    const res = await site(file);
    expect(res.statusCode).toBe(200);
    return { html, file, res, raw: await pixels(res.rawPayload) };
  }
  const shareFiles = async () =>
    (await t.services.storage.list('sites/asha-rao/')).filter((key) => key.includes('/share-'));

  it('names the drawn image in og:image and twitter:image: 1200 × 630, under 150 KB, PNG, with the accent', async () => {
    await start();
    const { html, file, res, raw } = await shareImage();
    expect(file).toMatch(/^share-[0-9a-f]{16}\.png$/);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBe('Asha Rao — Asha Rao — Frontend Engineer');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.length).toBeLessThan(LIMIT);
    expect([raw.width, raw.height]).toEqual([1200, 630]);
    // The band down the left edge is the accent as the site shows it in light; the ground is the template's.
    const accent = accentColours(ACCENT, TEMPLATE_GROUNDS[1].light).accent;
    expect(hex(raw, 10, 315)).toBe(accent);
    expect(hex(raw, 600, 10)).toBe(LOOKS[1].palettes.light.bg);
  });

  it('draws the photo in, as a JPEG under 150 KB', async () => {
    const id = await start();
    const before = (await shareImage()).file;
    const form = new FormData();
    for (const [key, value] of Object.entries(withTheme({ ...fullPortfolio, _id: id })))
      form.append(key, value);
    const photo = new Uint8Array(await photoWithGps(1600, 1200));
    form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'me.jpg');
    const encoded = new Response(form);
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.updatePortfolio,
      cookies: jar,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') as string },
    });
    expect(res.statusCode).toBe(200);
    const { file, res: image, raw } = await shareImage();
    expect(file).toMatch(/^share-[0-9a-f]{16}\.jpg$/);
    expect(file).not.toBe(before);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.length).toBeLessThan(LIMIT);
    expect([raw.width, raw.height]).toEqual([1200, 630]);
  });

  it('fits a 200-character name in two lines: nothing drawn in the margins', async () => {
    const name = `${'Bartholomew Christophersen-Vanderbilt '.repeat(6)}`.slice(0, 200);
    expect(name).toHaveLength(200);
    await start(withTheme({ ...fullPortfolio, name }));
    const { raw, res } = await shareImage();
    expect([raw.width, raw.height]).toEqual([1200, 630]);
    expect(res.rawPayload.length).toBeLessThan(LIMIT);
    const ground = LOOKS[1].palettes.light.bg as string;
    // Right of the text column (padding 88 px), above and below it: the ground alone.
    expect(inkIn(raw, ground, { x0: 1200 - 80, y0: 0, x1: 1200, y1: 630 })).toBe(0);
    expect(inkIn(raw, ground, { x0: 40, y0: 0, x1: 1200, y1: 60 })).toBe(0);
    expect(inkIn(raw, ground, { x0: 40, y0: 570, x1: 1200, y1: 630 })).toBe(0);
    // And the name is there: plenty of ink.
    expect(inkIn(raw, ground, { x0: 40, y0: 60, x1: 1120, y1: 570 })).toBeGreaterThan(20_000);
  });

  it.each([
    ['Devanagari', 'आशावर्मा', 'वर्माआशा'],
    ['Tamil', 'அருண்குமார்', 'குமார்அருண்'],
  ])('draws a %s name with glyphs of that script, never boxes', async (_script, first, second) => {
    // The same letters in another order, no space between: drawn as boxes (one per letter, or none)
    // the two would be the same picture.
    expect(Array.from(first).sort()).toEqual(Array.from(second).sort());
    const fields = withTheme({ ...fullPortfolio, name: first, title: 'Designer' });
    const id = await start(fields);
    const a = await shareImage();
    await updatePortfolio(t.app, jar, { ...fields, _id: id, name: second });
    const b = await shareImage();
    expect(b.file).not.toBe(a.file);
    const ground = LOOKS[1].palettes.light.bg as string;
    const textArea = { x0: 60, y0: 0, x1: 1200, y1: 630 };
    expect(inkIn(a.raw, ground, textArea)).toBeGreaterThan(3000);
    expect(inkIn(b.raw, ground, textArea)).toBeGreaterThan(3000);
    expect(differing(a.raw, b.raw)).toBeGreaterThan(0.005);
  });

  it('draws once for 50 publishes with nothing changed; a new title is a new image and the old file goes', async () => {
    const id = await start();
    const { publisher } = t.services;
    const first = await shareImage();
    expect(publisher.shareImagesDrawn()).toBe(1);
    for (let i = 0; i < 50; i += 1) await publisher.publish(id);
    expect(publisher.shareImagesDrawn()).toBe(1);
    expect((await shareImage()).file).toBe(first.file);

    await updatePortfolio(t.app, jar, withTheme({ ...fullPortfolio, _id: id, title: 'Staff Engineer' }));
    const second = await shareImage();
    expect(second.file).not.toBe(first.file);
    expect(publisher.shareImagesDrawn()).toBe(2);
    expect(await shareFiles()).toEqual([`sites/asha-rao/${second.file}`]);
    expect((await site(first.file)).statusCode).toBe(404);
  });

  it('keeps the project cover on a case-study page, else the share image', async () => {
    const projects = [
      {
        title: 'Atlas',
        role: 'Lead',
        startDate: '2024-01-01',
        endDate: '',
        techStack: '',
        link: '',
        details: 'A',
        caseStudy: 'Hello',
      },
    ];
    await start(withTheme({ ...fullPortfolio, projects: JSON.stringify(projects) }));
    const { file } = await shareImage();
    const page = (await site('atlas/')).body;
    expect(meta(page, 'og:image')).toBe(`http://asha-rao.localhost:3000/${file}`);
    expect(meta(page, 'twitter:image')).toBe(`http://asha-rao.localhost:3000/${file}`);
  });
});
