import { crc32, deflateSync } from 'node:zlib';
import { apiPaths } from '@portfolio/shared/api';
import {
  IMAGE_QUOTA_BYTES,
  imageUrl,
  PROJECT_IMAGES_MAX,
  projectImageMessages,
} from '@portfolio/shared/project-images';
import { TEMPLATE_IDS } from '@portfolio/shared/templates';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { demoHostingName } from '../src/modules/sites/demo.ts';
import { type Jar, latestCode, registerUser, registration } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';
import { postOneFile } from './one-file-upload.ts';
import {
  createPortfolio,
  fullPortfolio,
  multipart,
  photoWithGps,
  publishPortfolio,
} from './portfolio-helpers.ts';
import { startS3 } from './s3-fixture.ts';

/** The demo sites' hosting names, one per template. */
const DEMO_HOSTS = TEMPLATE_IDS.map(demoHostingName);

/** Uploads one file as the editor does: multipart, one field `image`. */
const upload = (app: FastifyInstance, cookies: Jar, data: Buffer, type = 'image/jpeg', name = 'work.jpg') =>
  postOneFile(app, cookies, apiPaths.uploadImage, { field: 'image', data, type, name });

async function uploaded(app: FastifyInstance, cookies: Jar, data: Buffer) {
  const res = await upload(app, cookies, data);
  if (res.statusCode !== 201) throw new Error(`upload: ${res.body}`);
  return res.json().data as { id: string; width: number; height: number; usedBytes: number };
}

/** A picture unlike any other (so its id is its own): a solid colour of the given size. */
const picture = (width: number, height: number, seed: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } } })
    .jpeg()
    .toBuffer();

/** A PNG that says it is 20 000 × 20 000 pixels in a few hundred bytes: a decompression bomb. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(20_001 * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The form's projects with images placed, as the editor sends them. */
const projectsWith = (...images: { id: string; alt?: string; caption?: string }[][]) =>
  JSON.stringify(
    images.map((list, i) => ({
      title: `Work ${i + 1}`,
      details: 'A project.',
      images: list.map((image) => ({ alt: `Picture ${image.id.slice(0, 4)}`, caption: '', ...image })),
    })),
  );

async function save(app: FastifyInstance, cookies: Jar, id: string, fields: Record<string, string>) {
  const form = await multipart({ ...fullPortfolio, id, ...fields });
  return app.inject({ method: 'POST', url: apiPaths.updatePortfolio, cookies, ...form });
}

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

/** Every database with the disk, and SQLite with an S3 bucket: each bad input on each store. */
const setups = [
  ...dialects.map((dialect) => ({ dialect, storage: 'disk' as const })),
  { dialect: 'sqlite' as const, storage: 's3' as const },
];

for (const { dialect, storage } of setups) {
  describe(`project images (${dialect}, ${storage})`, () => {
    let t: TestApp | undefined;
    let s3: Awaited<ReturnType<typeof startS3>> | undefined;
    const appFor = async (options: Parameters<typeof createTestApp>[2] = {}) => {
      if (storage === 's3') s3 = await startS3();
      return createTestApp(dialect, s3?.env ?? {}, options);
    };
    afterEach(async () => {
      await t?.close();
      await s3?.close();
      t = undefined;
      s3 = undefined;
    });

    it('stores an upload upright, without its metadata, at every width up to its own in AVIF and WebP', async () => {
      t = await appFor();
      const owner = await registerUser(t.app);
      const res = await upload(t.app, owner, await photoWithGps(2400, 1600));
      expect(res.statusCode).toBe(201);
      const image = res.json().data;
      expect(image).toMatchObject({ width: 1600, height: 1067, quotaBytes: IMAGE_QUOTA_BYTES });
      expect(image.id).toMatch(/^[0-9a-f]{32}$/);
      for (const width of [480, 960, 1600]) {
        for (const format of ['avif', 'webp'] as const) {
          const file = await get(t.app, imageUrl(image.id, width, format));
          expect(file.statusCode).toBe(200);
          expect(file.headers['content-type']).toBe(`image/${format}`);
          expect(file.headers['cache-control']).toContain('immutable');
          const meta = await sharp(file.rawPayload).metadata();
          expect(meta.width).toBe(width);
          expect(meta.exif).toBeUndefined();
        }
      }
      // The same picture again is the same image: nothing stored twice, the quota unchanged.
      const again = (await upload(t.app, owner, await photoWithGps(2400, 1600))).json().data;
      expect(again.id).toBe(image.id);
      expect(again.usedBytes).toBe(image.usedBytes);
    });

    it('never enlarges a small picture: a 300-pixel image is stored at 300 only', async () => {
      t = await appFor();
      const owner = await registerUser(t.app);
      const image = await uploaded(t.app, owner, await picture(300, 200, 1));
      expect(image).toMatchObject({ width: 300, height: 200 });
      expect((await get(t.app, imageUrl(image.id, 300, 'webp'))).statusCode).toBe(200);
      expect((await get(t.app, imageUrl(image.id, 480, 'webp'))).statusCode).toBe(404);
    });

    it.each([
      [
        'an SVG',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
      ],
      ['an HTML page', Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>')],
      ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF')],
    ])('refuses %s named .png (415) and stores nothing', async (_kind, data) => {
      t = await appFor();
      const owner = await registerUser(t.app);
      const res = await upload(t.app, owner, data, 'image/png', 'work.png');
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(projectImageMessages.notImage);
      expect(await t.app.db.selectFrom('images').selectAll().execute()).toEqual([]);
      expect(await t.services.storage.list('images/')).toEqual([]);
    });

    it('refuses an empty file with a message (400)', async () => {
      t = await appFor();
      const owner = await registerUser(t.app);
      const res = await upload(t.app, owner, Buffer.alloc(0));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The image file is empty. Choose the picture again.');
    });

    it('refuses a decompression bomb from its header, before decoding it (413)', async () => {
      t = await appFor();
      const owner = await registerUser(t.app);
      const bomb = pngBomb();
      expect(bomb.length).toBeLessThan(10_000);
      const res = await upload(t.app, owner, bomb, 'image/png', 'bomb.png');
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toContain('20000 × 20000 pixels');
      expect(await t.services.storage.list('images/')).toEqual([]);
    });

    it('refuses a 60 MB upload (413) from its declared length, and closes the connection', async () => {
      t = await appFor();
      const owner = await registerUser(t.app);
      const res = await upload(t.app, owner, Buffer.alloc(60 * 1024 * 1024, 1));
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(projectImageMessages.tooLarge);
      expect(res.headers.connection).toBe('close');
    });

    it('refuses a file over 25 MB sent without a length, at the limit (413)', async () => {
      t = await appFor();
      const owner = await registerUser(t.app);
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(26 * 1024 * 1024)], { type: 'image/jpeg' }), 'big.jpg');
      const encoded = new Response(form);
      const body = Buffer.from(await encoded.arrayBuffer());
      const { Readable } = await import('node:stream');
      const res = await t.app.inject({
        method: 'POST',
        url: apiPaths.uploadImage,
        cookies: owner,
        payload: Readable.from([body.subarray(0, 1 << 20), body.subarray(1 << 20)]),
        headers: {
          'content-type': encoded.headers.get('content-type') as string,
          'transfer-encoding': 'chunked',
        },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(projectImageMessages.tooLarge);
    });

    it('refuses an upload past the account quota with what is used (413)', async () => {
      t = await appFor();
      const owner = await registerUser(t.app);
      const first = await uploaded(t.app, owner, await picture(800, 600, 2));
      await t.app.db
        .updateTable('images')
        .set({ bytes: IMAGE_QUOTA_BYTES - 1000 })
        .where('id', '=', first.id)
        .execute();
      const res = await upload(t.app, owner, await picture(800, 600, 3));
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toMatch(
        /^Your images already use 200 MB of your 200 MB, and this one needs [\d.]+ MB more\. Remove images you no longer show/,
      );
      expect(await t.app.db.selectFrom('images').select('id').execute()).toEqual([{ id: first.id }]);
    });

    it('places images in a project in the given order, sized by the server, and publishes them', async () => {
      t = await appFor();
      const owner = await registerUser(t.app);
      const id = await publishPortfolio(t.app, owner);
      const [a, b] = [
        await uploaded(t.app, owner, await picture(1200, 800, 4)),
        await uploaded(t.app, owner, await picture(640, 640, 5)),
      ];
      const res = await save(t.app, owner, id, {
        projects: JSON.stringify([
          {
            title: 'Atlas',
            images: [
              // The form's sizes are ignored: the server's are kept.
              { id: b.id, alt: 'A square', caption: 'Second upload, shown first', width: 9999, height: 1 },
              { id: a.id, alt: 'A wide one' },
            ],
            coverImageId: a.id,
          },
        ]),
      });
      expect(res.statusCode).toBe(200);
      const project = res.json().data.projects[0];
      expect(project.images).toEqual([
        { id: b.id, alt: 'A square', caption: 'Second upload, shown first', width: 640, height: 640 },
        { id: a.id, alt: 'A wide one', caption: '', width: 1200, height: 800 },
      ]);
      expect(project.coverImageId).toBe(a.id);
      const page = (await get(t.app, '/sites/asha-rao/')).body;
      expect(page).toContain(imageUrl(a.id, 960, 'webp'));
      expect(page.indexOf(imageUrl(a.id, 480, 'avif'))).toBeGreaterThan(-1);
      // At the site's own address too, as its page names them.
      const byHost = await t.app.inject({
        method: 'GET',
        url: imageUrl(b.id, 640, 'avif'),
        headers: { host: 'asha-rao.localhost:3000' },
      });
      expect(byHost.statusCode).toBe(200);
      expect(byHost.headers['content-type']).toBe('image/avif');
      expect(byHost.headers['cache-control']).toContain('immutable');
      const unknown = { method: 'GET' as const, headers: { host: 'asha-rao.localhost:3000' } };
      expect((await t.app.inject({ ...unknown, url: imageUrl(b.id, 960, 'avif') })).statusCode).toBe(404);
      expect((await t.app.inject({ ...unknown, url: '/_images/../../etc/passwd' })).statusCode).toBe(404);
    });

    it(`refuses a ${PROJECT_IMAGES_MAX + 1}th image in a project and keeps what was saved (400)`, async () => {
      t = await appFor();
      const owner = await registerUser(t.app);
      const id = await createPortfolio(t.app, owner);
      const images = [];
      for (let i = 0; i <= PROJECT_IMAGES_MAX; i += 1)
        images.push(await uploaded(t.app, owner, await picture(64, 48, 10 + i)));
      const twelve = await save(t.app, owner, id, {
        projects: projectsWith(images.slice(0, PROJECT_IMAGES_MAX)),
      });
      expect(twelve.statusCode).toBe(200);
      const thirteen = await save(t.app, owner, id, { projects: projectsWith(images) });
      expect(thirteen.statusCode).toBe(400);
      expect(thirteen.json().message).toBe(projectImageMessages.tooMany);
      const kept = await t.app.inject({ method: 'GET', url: apiPaths.usersPortfolios, cookies: owner });
      expect(kept.json().data[0].projects[0].images).toHaveLength(PROJECT_IMAGES_MAX);
    });

    it('refuses an image without alt text (400) with the message the form shows', async () => {
      t = await appFor();
      const owner = await registerUser(t.app);
      const id = await createPortfolio(t.app, owner);
      const image = await uploaded(t.app, owner, await picture(64, 48, 30));
      const res = await save(t.app, owner, id, { projects: projectsWith([{ id: image.id, alt: '  ' }]) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(projectImageMessages.alt);
    });

    it("refuses another account's image by id (400) and stores nothing of the save", async () => {
      t = await appFor();
      const owner = await registerUser(t.app);
      const id = await createPortfolio(t.app, owner);
      const other = await registerUser(t.app, {
        ...registration,
        userName: 'ravi_k',
        email: 'ravi@example.com',
      });
      const theirs = await uploaded(t.app, other, await picture(64, 48, 31));
      const res = await save(t.app, owner, id, { projects: projectsWith([{ id: theirs.id }]) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(projectImageMessages.notYours);
      const kept = await t.app.inject({ method: 'GET', url: apiPaths.usersPortfolios, cookies: owner });
      expect(kept.json().data[0].projects[0].title).toBe('Portfolio Maker');
    });

    it('takes 20 uploads at once to one project: each stored or refused with a reason, the order as sent', async () => {
      t = await appFor();
      const { app } = t;
      const owner = await registerUser(app);
      const id = await createPortfolio(app, owner);
      const files = await Promise.all(Array.from({ length: 20 }, (_, i) => picture(320, 240, 40 + i)));
      const answers = await Promise.all(files.map((file) => upload(app, owner, file)));
      for (const answer of answers) {
        expect([201, 429, 503]).toContain(answer.statusCode);
        if (answer.statusCode !== 201) {
          expect(answer.json().message).toMatch(/try again in a few seconds/);
          expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      const stored = answers.filter((a) => a.statusCode === 201).map((a) => a.json().data.id as string);
      expect(stored.length).toBeGreaterThan(0);
      const rows = await t.app.db.selectFrom('images').select('id').execute();
      expect(rows.map((r) => r.id).sort()).toEqual([...stored].sort());
      const order = stored.slice(0, PROJECT_IMAGES_MAX).reverse();
      const res = await save(t.app, owner, id, {
        projects: projectsWith(order.map((imageId) => ({ id: imageId }))),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.projects[0].images.map((i: { id: string }) => i.id)).toEqual(order);
    });

    it('keeps a removed image while a kept version names it; restoring brings it back; deleting the portfolio removes it', async () => {
      t = await appFor();
      const owner = await registerUser(t.app);
      const id = await publishPortfolio(t.app, owner);
      const image = await uploaded(t.app, owner, await picture(500, 400, 70));
      expect((await save(t.app, owner, id, { projects: projectsWith([{ id: image.id }]) })).statusCode).toBe(
        200,
      );
      expect((await save(t.app, owner, id, { projects: projectsWith([]) })).statusCode).toBe(200);
      expect((await get(t.app, imageUrl(image.id, 480, 'webp'))).statusCode).toBe(200);

      const versions = (
        await t.app.inject({
          method: 'GET',
          url: `${apiPaths.portfolioVersions}?portfolioId=${id}`,
          cookies: owner,
        })
      ).json().data;
      const withImage = versions[1];
      const restored = await t.app.inject({
        method: 'POST',
        url: apiPaths.restoreVersion,
        cookies: owner,
        payload: { portfolioId: id, versionId: withImage._id ?? withImage.id },
      });
      expect(restored.statusCode).toBe(200);
      expect(restored.json().data.projects[0].images[0].id).toBe(image.id);
      expect((await get(t.app, '/sites/asha-rao/')).body).toContain(imageUrl(image.id, 480, 'webp'));

      const deleted = await t.app.inject({
        method: 'POST',
        url: apiPaths.deletePortfolio,
        cookies: owner,
        payload: { portfolioId: id, confirmHostingName: 'asha-rao' },
      });
      expect(deleted.statusCode).toBe(200);
      expect(await t.services.storage.list(`images/${image.id}/`)).toEqual([]);
      expect(await t.app.db.selectFrom('images').selectAll().execute()).toEqual([]);
      expect((await get(t.app, imageUrl(image.id, 480, 'webp'))).statusCode).toBe(404);
    });

    it("deleting an account removes its images, placed or not, and leaves another account's copy", async () => {
      t = await appFor();
      const owner = await registerUser(t.app);
      const id = await createPortfolio(t.app, owner);
      const shared = await picture(200, 100, 80);
      const placed = await uploaded(t.app, owner, shared);
      const unplaced = await uploaded(t.app, owner, await picture(200, 100, 81));
      expect((await save(t.app, owner, id, { projects: projectsWith([{ id: placed.id }]) })).statusCode).toBe(
        200,
      );
      const other = await registerUser(t.app, {
        ...registration,
        userName: 'ravi_k',
        email: 'ravi@example.com',
      });
      expect((await uploaded(t.app, other, shared)).id).toBe(placed.id);

      await t.app.inject({ method: 'POST', url: apiPaths.accountDeletionCode, cookies: owner });
      const code = await latestCode(t.app, registration.email);
      const res = await t.app.inject({
        method: 'POST',
        url: apiPaths.accountDelete,
        cookies: owner,
        payload: { otp: code },
      });
      expect(res.statusCode).toBe(200);
      expect(await t.services.storage.list(`images/${unplaced.id}/`)).toEqual([]);
      // The other account uploaded the same picture: its files stay for it.
      expect((await get(t.app, imageUrl(placed.id, 200, 'webp'))).statusCode).toBe(200);
    });

    it('sweeps uploads no save placed within a week, and files no row names', async () => {
      let now = Date.now();
      t = await appFor({ clock: () => now });
      const owner = await registerUser(t.app);
      const image = await uploaded(t.app, owner, await picture(100, 100, 90));
      await t.services.storage.put(
        'images/0123456789abcdef0123456789abcdef/100.webp',
        'left by a failed upload',
      );
      expect((await t.services.images.sweep()).removed).toBe(1);
      expect((await get(t.app, imageUrl(image.id, 100, 'webp'))).statusCode).toBe(200);
      now += 8 * 24 * 60 * 60 * 1000;
      // One key a page: the image's sizes span several pages of the listing, and it counts once.
      expect((await t.services.storage.list(`images/${image.id}/`)).length).toBeGreaterThan(1);
      expect((await t.services.images.sweep(1)).removed).toBe(1);
      expect(await t.services.storage.list('images/')).toEqual([]);
    });
  });
}

describe('the demo sites show project images', () => {
  it('have pictures on every project, one in the case study, and one on a talk, all served', async () => {
    const t = await createTestApp('sqlite', { SEED_DEMO: 'true' });
    try {
      for (const name of DEMO_HOSTS) {
        const page = (await get(t.app, `/sites/${name}/`)).body;
        const ids = new Set([...page.matchAll(/\/_images\/([0-9a-f]{32})\//g)].map((m) => m[1] as string));
        // Three of ShopFast, two of Clinic Booking, one of the first talk.
        expect(ids.size, name).toBe(6);
        expect(page).toMatch(/<source type="image\/avif" srcset="\/_images\/[0-9a-f]{32}\/480\.avif 480w/i);
        for (const id of ids) expect((await get(t.app, imageUrl(id, 480, 'avif'))).statusCode).toBe(200);
        const caseStudy = (await get(t.app, `/sites/${name}/shopfast/`)).body;
        expect(caseStudy).toContain(
          'alt="Bar chart of page load time falling from 4.2 s to 0.9 s over six releases"',
        );
        expect(caseStudy).toMatch(
          /<meta property="og:image" content="[^"]*\/_images\/[0-9a-f]{32}\/960\.webp">/,
        );
      }
      // Stored once for all three sites, and placed: never swept as an unplaced upload.
      const rows = await t.app.db.selectFrom('images').select(['attached_at']).execute();
      expect(rows).toHaveLength(6);
      expect(rows.every((row) => row.attached_at !== null)).toBe(true);
    } finally {
      await t.close();
    }
    // Seeding the demos makes every picture's sizes and draws eight share images: seconds of CPU.
  }, 60_000);
});
