import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { type Jar, registerUser, registration } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';
import { type FormFields, fullPortfolio, multipart, photoWithGps, smallPng } from './portfolio-helpers.ts';

const createPath = '/api/v1/userData/portfolioData';
const updatePath = '/api/v1/userData/updateportfoliodata';
const listPath = '/api/v1/userData/getusersportfoliodata';

describe.each(dialects)('portfolios (%s)', (dialect) => {
  let t: TestApp;
  let jar: Jar;
  afterEach(async () => {
    await t?.close();
  });

  async function start() {
    t = await createTestApp(dialect, { PORT: '4321' });
    jar = await registerUser(t.app);
  }

  async function create(
    fields: FormFields,
    cover: { data: Buffer; type?: string } | undefined,
    cookies: Jar = jar,
  ) {
    return t.app.inject({ method: 'POST', url: createPath, cookies, ...(await multipart(fields, cover)) });
  }

  const storedCount = async () => {
    const row = await t.app.db
      .selectFrom('portfolios')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const storedFiles = () => {
    const dir = path.join(t.config.dataDir, 'files', 'covers');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it('creates a portfolio with every field, and a clean WebP cover', async () => {
    await start();
    const res = await create(fullPortfolio, { data: await photoWithGps() });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(res.json()).toMatchObject({ success: true, message: 'Portfolio saved successfully' });
    expect(data).toMatchObject({
      _id: expect.any(String),
      hostingName: 'asha-rao',
      title: 'Asha Rao — Frontend Engineer',
      name: 'Asha Rao',
      status: 'awaiting_payment',
      liveUrl: 'http://asha-rao.localhost:4321/',
      educations: [JSON.parse(fullPortfolio.educations as string)[0]],
      articles: [],
    });
    expect(data.coverImage).toMatch(/^\/uploads\/covers\/[0-9a-f-]+\.webp$/);

    const image = await t.app.inject({ method: 'GET', url: data.coverImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('Asha Rao'))).toBe(false);

    const list = await t.app.inject({ method: 'GET', url: listPath, cookies: jar });
    expect(list.json()).toEqual({ success: true, data: [data] });
  });

  it('keeps each user to their own portfolios', async () => {
    await start();
    await create(fullPortfolio, { data: await smallPng(), type: 'image/png' });
    const other = await registerUser(t.app, { ...registration, email: 'ravi@example.com', userName: 'ravi' });
    expect((await t.app.inject({ method: 'GET', url: listPath, cookies: other })).json().data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: listPath })).statusCode).toBe(401);
  });

  it('needs a signed-in user to create', async () => {
    await start();
    const res = await create(fullPortfolio, { data: await smallPng() }, {});
    expect(res.statusCode).toBe(401);
    expect(await storedCount()).toBe(0);
  });

  const refused: [string, FormFields, number, string][] = [
    ['a missing title', { ...fullPortfolio, title: '' }, 400, 'Title is required'],
    ['a missing name', { ...fullPortfolio, name: ' ' }, 400, 'Full name is required'],
    ['a missing e-mail', { ...fullPortfolio, email: '' }, 400, 'Email is required'],
    ['a malformed e-mail', { ...fullPortfolio, email: 'asha' }, 400, 'Enter a valid email'],
    ['a missing hosting name', { ...fullPortfolio, hostingName: '' }, 400, 'Hosting name is required'],
    [
      'a hosting name with spaces',
      { ...fullPortfolio, hostingName: 'asha rao' },
      400,
      'No spaces allowed in hosting name',
    ],
    [
      'an upper-case hosting name',
      { ...fullPortfolio, hostingName: 'AshaRao' },
      400,
      'Use only lowercase letters, digits and hyphens in the hosting name',
    ],
    [
      'a reserved hosting name',
      { ...fullPortfolio, hostingName: 'admin' },
      400,
      'This hosting name is reserved',
    ],
    [
      'a two-letter hosting name',
      { ...fullPortfolio, hostingName: 'ab' },
      400,
      'Hosting name must be 3 to 40 characters',
    ],
    [
      'a list that is not JSON',
      { ...fullPortfolio, projects: '[{title:' },
      400,
      'projects could not be read: send it as a JSON list.',
    ],
    [
      'a list that is an object',
      { ...fullPortfolio, projects: '{"title":"x"}' },
      400,
      'Projects must be a list',
    ],
    [
      'an item with a bad date',
      { ...fullPortfolio, educations: JSON.stringify([{ startDate: 'last year' }]) },
      400,
      'Enter a date as YYYY-MM-DD',
    ],
    [
      'an item with a number for text',
      { ...fullPortfolio, achievements: JSON.stringify([{ title: 5 }]) },
      400,
      'Achievement title must be text',
    ],
    [
      'a list of 1 000 items',
      { ...fullPortfolio, articles: JSON.stringify(Array.from({ length: 1000 }, () => ({ title: 'x' }))) },
      400,
      'Articles can have at most 30 items',
    ],
    [
      'a 50 KB text field',
      { ...fullPortfolio, aboutMe: 'x'.repeat(50_000) },
      400,
      'About me must be at most 5000 characters',
    ],
    [
      'a javascript: link',
      { ...fullPortfolio, githubUrl: 'javascript:alert(1)' },
      400,
      'Enter a full link starting with http:// or https://',
    ],
    [
      'a javascript: link in a list',
      { ...fullPortfolio, projects: JSON.stringify([{ title: 'x', link: 'javascript:alert(1)' }]) },
      400,
      'Enter a full link starting with http:// or https://',
    ],
  ];

  it.each(refused)('refuses %s and stores nothing', async (_label, fields, status, message) => {
    await start();
    const res = await create(fields, { data: await smallPng(), type: 'image/png' });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
    expect(await storedCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a missing cover image', async () => {
    await start();
    const res = await create(fullPortfolio, undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Cover image is required' });
  });

  it.each([
    [
      'a text file named .png',
      () => Buffer.from('not an image at all'),
      415,
      'The cover image must be a JPEG, PNG, WebP, GIF or AVIF picture.',
    ],
    [
      'a truncated JPEG',
      async () => (await photoWithGps(800, 600)).subarray(0, 2000),
      415,
      'The cover image must be a JPEG, PNG, WebP, GIF or AVIF picture.',
    ],
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      415,
      'The cover image must be a JPEG, PNG, WebP, GIF or AVIF picture.',
    ],
    ['a 6 MB file', () => Buffer.alloc(6 * 1024 * 1024, 7), 413, 'The cover image must be at most 5 MB.'],
  ])('refuses %s as cover', async (_label, make, status, message) => {
    await start();
    const res = await create(fullPortfolio, { data: await make(), type: 'image/png' });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
    expect(await storedCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a taken hosting name with 409, and lets exactly one of two concurrent creates win', async () => {
    await start();
    const cover = { data: await smallPng(), type: 'image/png' };
    const results = await Promise.all([create(fullPortfolio, cover), create(fullPortfolio, cover)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(
      'This hosting name is already taken',
    );
    expect(await storedCount()).toBe(1);
    expect(storedFiles()).toHaveLength(1);

    const other = await registerUser(t.app, { ...registration, email: 'ravi@example.com', userName: 'ravi' });
    const again = await create(fullPortfolio, cover, other);
    expect(again.statusCode).toBe(409);
  });

  it('tells whether a hosting name is free while typing', async () => {
    await start();
    await create(fullPortfolio, { data: await smallPng() });
    const check = async (name: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/userData/hostingname/${encodeURIComponent(name)}`,
          cookies: jar,
        })
      ).json().data;
    expect(await check('ravi-dev')).toEqual({
      available: true,
      message: 'This hosting name is available',
      address: 'http://ravi-dev.localhost:4321/',
    });
    expect(await check('asha-rao')).toEqual({
      available: false,
      message: 'This hosting name is already taken',
    });
    expect(await check('Asha')).toEqual({
      available: false,
      message: 'Use only lowercase letters, digits and hyphens in the hosting name',
    });
    expect(await check('www')).toEqual({ available: false, message: 'This hosting name is reserved' });
    for (const name of ['localhost', 'wpad', 'autodiscover', 'postmaster', 'abuse', 'noreply']) {
      expect(await check(name), name).toEqual({ available: false, message: 'This hosting name is reserved' });
    }
  });

  describe('update', () => {
    async function created() {
      await start();
      return (await create(fullPortfolio, { data: await photoWithGps(1200, 800) })).json().data;
    }

    async function update(fields: FormFields, cover?: { data: Buffer; type?: string }, cookies: Jar = jar) {
      return t.app.inject({ method: 'POST', url: updatePath, cookies, ...(await multipart(fields, cover)) });
    }

    it('changes the fields, keeps the hosting name and, without a new file, the old cover', async () => {
      const before = await created();
      const res = await update({
        ...fullPortfolio,
        _id: before._id,
        title: 'Asha Rao — Staff Engineer',
        projects: JSON.stringify([]),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'portfolio Updated Successfully' });
      const [after] = (await t.app.inject({ method: 'GET', url: listPath, cookies: jar })).json().data;
      expect(after).toMatchObject({
        title: 'Asha Rao — Staff Engineer',
        projects: [],
        hostingName: 'asha-rao',
        coverImage: before.coverImage,
      });
    });

    it('replaces the cover when a new one is sent, keeping the old file for the history', async () => {
      const before = await created();
      const res = await update(
        { ...fullPortfolio, _id: before._id },
        { data: await smallPng(), type: 'image/png' },
      );
      const after = res.json().data;
      expect(after.coverImage).not.toBe(before.coverImage);
      // The version before this save names the old cover (portfolio-history.test.ts removes it).
      expect((await t.app.inject({ method: 'GET', url: before.coverImage })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: after.coverImage })).statusCode).toBe(200);
      expect(storedFiles()).toHaveLength(2);
    });

    it("refuses another user's portfolio, a changed hosting name, and bad fields, changing nothing", async () => {
      const before = await created();
      const other = await registerUser(t.app, {
        ...registration,
        email: 'ravi@example.com',
        userName: 'ravi',
      });
      const stranger = await update({ ...fullPortfolio, _id: before._id, title: 'Hacked' }, undefined, other);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual({ success: false, message: 'Portfolio not found.' });

      const renamed = await update({ ...fullPortfolio, _id: before._id, hostingName: 'new-name' });
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().message).toBe('The hosting name cannot be changed.');

      const bad = await update({ ...fullPortfolio, _id: before._id, title: '' });
      expect(bad.json()).toEqual({ success: false, message: 'Title is required' });

      const [after] = (await t.app.inject({ method: 'GET', url: listPath, cookies: jar })).json().data;
      expect(after).toEqual(before);
    });
  });
});
