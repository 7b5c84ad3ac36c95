import { afterEach, describe, expect, it } from 'vitest';
import { type Jar, postJson, registerUser } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';
import {
  fullPortfolio,
  madeSoon,
  photoWithGps,
  publishPortfolio,
  readPdfText,
  smallPng,
} from './portfolio-helpers.ts';

const paths = {
  create: '/api/v1/userData/portfolioData',
  update: '/api/v1/userData/updateportfoliodata',
  list: '/api/v1/userData/getusersportfoliodata',
  options: '/api/v1/userData/siteoptions',
};

/** The portfolio form as a browser sends it, with a cover and optionally a photo. */
async function form(fields: Record<string, string>, photo?: Buffer) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('coverImage', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'cover.png');
  if (photo) data.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
  const encoded = new Response(data);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') as string },
  };
}

describe.each(dialects)('templates, photo and the PDF résumé (%s)', (dialect) => {
  let t: TestApp;
  let jar: Jar;
  afterEach(async () => {
    await t?.close();
  });

  const site = (file = '', name = 'asha-rao') =>
    t.app.inject({ method: 'GET', url: `/${file}`, headers: { host: `${name}.localhost:3000` } });
  const list = async () => (await t.app.inject({ method: 'GET', url: paths.list, cookies: jar })).json().data;

  it('publishes in the chosen template with its favicon, sitemap, robots.txt, fonts and résumé', async () => {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
    await publishPortfolio(t.app, jar, { ...fullPortfolio, templateId: '2' });
    const [portfolio] = await list();
    expect(portfolio).toMatchObject({ templateId: 2, photo: null, resumeLink: true, status: 'live' });

    const page = await site();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div class="site monograph">');
    expect(page.body).toContain('href="http://asha-rao.localhost:3000/resume.pdf">Download CV</a>');
    expect(page.body).toContain('href="http://asha-rao.localhost:3000/contact">Contact me</a>');
    expect(page.body).toContain(
      'href="http://localhost:3000/report?site=asha-rao" rel="nofollow">Report this site</a>',
    );
    expect(page.headers['content-security-policy']).toContain("font-src 'self'");

    const favicon = await site('favicon.svg');
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    expect(favicon.body).toContain('>AR</text>');
    expect((await site('sitemap.xml')).body).toContain('<loc>http://asha-rao.localhost:3000/</loc>');
    expect((await site('robots.txt')).body).toContain('Sitemap: http://asha-rao.localhost:3000/sitemap.xml');

    const font = page.body.match(/url\((\/_site-fonts\/[a-z0-9-]+\.woff2)\)/)?.[1] as string;
    const fontFile = await t.app.inject({
      method: 'GET',
      url: font,
      headers: { host: 'asha-rao.localhost:3000' },
    });
    expect(fontFile.statusCode).toBe(200);
    expect(fontFile.headers['content-type']).toBe('font/woff2');
    expect(fontFile.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fontFile.rawPayload.subarray(0, 4).toString()).toBe('wOF2');
    // The same file on the app's own host (sites under /sites/{name}/ and the editor's preview).
    expect((await t.app.inject({ method: 'GET', url: font })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/_site-fonts/nope.woff2' })).statusCode).toBe(404);

    const pdf = await madeSoon(() => site('resume.pdf'));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await readPdfText(pdf.rawPayload);
    expect(text).toContain('Asha Rao');
    for (const heading of ['Summary', 'Experience', 'Projects', 'Education', 'Achievements']) {
      expect(text.split('\n')).toContain(heading);
    }
    expect(text).toContain('Portfolio Maker');
  });

  it('switching the template of a live portfolio and saving re-publishes it in the new one', async () => {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
    const id = await publishPortfolio(t.app, jar, fullPortfolio);
    expect((await site()).body).toContain('<div class="site techfolio">');

    const saved = await t.app.inject({
      method: 'POST',
      url: paths.update,
      cookies: jar,
      ...(await form({ ...fullPortfolio, _id: id, templateId: '3' })),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.templateId).toBe(3);
    expect((await site()).body).toContain('<div class="site studio">');
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/userData/versions?portfolioId=${id}`,
      cookies: jar,
    });
    expect(history.json().data[0].changes).toContain('Template: Studio');
  });

  it('refuses a template that does not exist with a clear 400, creating nothing', async () => {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
    for (const templateId of ['9', '0', 'studio', '1.5']) {
      const res = await t.app.inject({
        method: 'POST',
        url: paths.create,
        cookies: jar,
        ...(await form({ ...fullPortfolio, templateId })),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Template must be one of 1, 2, 3, 4, 5, 6, 7, 8.',
      });
    }
    expect(await list()).toEqual([]);
  });

  it('keeps a photo separate from the cover: decoded, cropped square, stripped of its location, WebP', async () => {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: paths.create,
      cookies: jar,
      ...(await form({ ...fullPortfolio, templateId: '1' }, await photoWithGps(1200, 900))),
    });
    expect(created.statusCode).toBe(201);
    const { photo, coverImage } = created.json().data;
    expect(photo).toMatch(/^\/uploads\/photos\/.+\.webp$/);
    expect(photo).not.toBe(coverImage);
    const stored = await t.app.inject({ method: 'GET', url: photo, cookies: jar });
    const sharp = (await import('sharp')).default;
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 480 });
    expect(meta.exif).toBeUndefined();

    // 'Remove my photo': the next save drops it from the portfolio and its site; the file stays
    // while a version names it (portfolio-history.test.ts restores it).
    const withoutPhoto = await t.app.inject({
      method: 'POST',
      url: paths.update,
      cookies: jar,
      ...(await form({ ...fullPortfolio, _id: created.json().data._id, removePhoto: 'true' })),
    });
    expect(withoutPhoto.statusCode).toBe(200);
    expect(withoutPhoto.json().data.photo).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);

    // Deleting a portfolio takes its photo with it.
    const another = await t.app.inject({
      method: 'POST',
      url: paths.create,
      cookies: jar,
      ...(await form({ ...fullPortfolio, hostingName: 'asha-three' }, await photoWithGps(600, 600))),
    });
    const anotherPhoto = another.json().data.photo as string;
    expect((await t.app.inject({ method: 'GET', url: anotherPhoto })).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/userData/portfolio/delete',
      cookies: jar,
      payload: { portfolioId: another.json().data._id },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: anotherPhoto })).statusCode).toBe(404);
    // And the photos its versions kept, when they were the first portfolio's own.
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/userData/portfolio/delete',
      cookies: jar,
      payload: { portfolioId: created.json().data._id },
    });
    expect(first.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);

    const notImage = await t.app.inject({
      method: 'POST',
      url: paths.create,
      cookies: jar,
      ...(await form({ ...fullPortfolio, hostingName: 'asha-two' }, Buffer.from('not a picture'))),
    });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toBe('The photo must be a JPEG, PNG, WebP, GIF or AVIF picture.');
  });

  it('the owner turns the CV link off and on through the site options', async () => {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
    const id = await publishPortfolio(t.app, jar, fullPortfolio);
    const off = await postJson(t.app, jar, paths.options, { portfolioId: id, resumeLink: false });
    expect(off.json()).toEqual({ success: true, message: 'Your site no longer links your CV.' });
    expect((await site()).body).not.toContain('Download CV');
    // The PDF itself stays: a link turned back on needs nothing new.
    expect((await madeSoon(() => site('resume.pdf'))).statusCode).toBe(200);
    expect((await list())[0].resumeLink).toBe(false);

    await postJson(t.app, jar, paths.options, { portfolioId: id, resumeLink: true });
    expect((await site()).body).toContain('Download CV');

    const neither = await postJson(t.app, jar, paths.options, { portfolioId: id });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('Send contactForm or resumeLink (true or false).');
  });
});
