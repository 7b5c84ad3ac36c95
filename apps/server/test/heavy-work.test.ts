import fs from 'node:fs';
import path from 'node:path';
import { apiPaths } from '@portfolio/shared/api';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Jar, registerUser, registration } from './auth-helpers.ts';
import { dialects, type TestApp } from './helpers.ts';
import { appWithLiveSite, type FormFields, fullPortfolio } from './portfolio-helpers.ts';

// Pictures that cost little to send and much to decode (issue 23): a 6000 × 6000 AVIF of 577 bytes,
// a 7071 × 7071 PNG of 16 bits per channel, and ones just within the limits, made once.
let avifBomb: Buffer;
let png16Bomb: Buffer;
let largeAvif: Buffer;
let largePng16: Buffer;
beforeAll(async () => {
  const solid = (width: number, height: number, channels: 3 | 4) =>
    sharp({ create: { width, height, channels, background: '#336699' } });
  avifBomb = await solid(6000, 6000, 3).avif({ quality: 30 }).toBuffer();
  png16Bomb = await solid(7071, 7071, 4).toColourspace('rgb16').png({ compressionLevel: 9 }).toBuffer();
  largeAvif = await solid(3000, 3000, 3).avif({ quality: 30 }).toBuffer();
  largePng16 = await solid(3000, 2000, 3).toColourspace('rgb16').png({ compressionLevel: 9 }).toBuffer();
}, 60_000);

/** The portfolio form with a cover and a photo, as a browser's FormData sends it. */
async function formWith(fields: FormFields, files: { cover?: Buffer; photo?: Buffer }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [field, data] of [
    ['coverImage', files.cover],
    ['photo', files.photo],
  ] as const) {
    if (data) form.append(field, new Blob([new Uint8Array(data)], { type: 'image/png' }), 'picture.png');
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') as string },
  };
}

/** Another owner of the same app, signed in. */
const signUp = (app: FastifyInstance, n: number) =>
  registerUser(app, {
    ...registration,
    userName: `owner_${n}`,
    email: `owner${n}@example.com`,
  });

/**
 * What everyone else sees while `work` runs: /healthz and a published page, asked every 100 ms,
 * with their slowest answer and every status; and the process's peak memory above `before`.
 */
async function watchWhile<T>(app: FastifyInstance, work: Promise<T>) {
  const before = process.memoryUsage.rss();
  let peak = before;
  let running = true;
  const statuses = new Set<number>();
  let slowestMs = 0;
  const memory = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const probe = async (url: string, host?: string) => {
    while (running) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, ...(host && { headers: { host } }) });
      slowestMs = Math.max(slowestMs, performance.now() - started);
      statuses.add(res.statusCode);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const probes = Promise.all([probe('/healthz'), probe('/', 'asha-rao.localhost')]);
  try {
    const result = await work;
    return { result, slowestMs, statuses: [...statuses], growthMb: (peak - before) / 1024 / 1024 };
  } finally {
    running = false;
    clearInterval(memory);
    await probes;
  }
}

const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

describe.each(dialects)('heavy work never stalls anyone (%s)', (dialect) => {
  let t: TestApp;
  let owner: Jar;
  let id: string;
  beforeAll(async () => {
    ({ t, owner, id } = await appWithLiveSite(dialect, { AUTH_RATE_LIMIT_PER_MINUTE: '1000' }));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  const covers = () => filesIn(path.join(t.config.dataDir, 'files', 'covers'));
  const photos = () => filesIn(path.join(t.config.dataDir, 'files', 'photos'));

  const save = async (cookies: Jar, files: { cover?: Buffer; photo?: Buffer }, fields = fullPortfolio) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.updatePortfolio,
      cookies,
      ...(await formWith({ ...fields, _id: id }, files)),
    });

  it('refuses picture bombs from their header, at once, before decoding them', async () => {
    const stored = covers().length;
    for (const [bomb, words] of [
      [avifBomb, /too large to process \(6000 × 6000 pixels\).*16\.8 megapixels as AVIF or HEIF/],
      [png16Bomb, /too large to process \(7071 × 7071 pixels\).*16 bits per channel/],
    ] as const) {
      const started = performance.now();
      const res = await save(owner, { cover: bomb });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toMatch(words);
      // Reading a header takes milliseconds; decoding either took seconds and gigabytes.
      expect(performance.now() - started).toBeLessThan(1500);
    }
    expect(covers()).toHaveLength(stored);
  });

  it('keeps /healthz and the sites answering while four owners save large pictures at once', async () => {
    const others = await Promise.all([1, 2, 3].map((n) => signUp(t.app, n)));
    // The live site's owner saves it with new pictures; the others create their first portfolio.
    const creates = others.map(async (cookies, i) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.createPortfolio,
        cookies,
        ...(await formWith(
          { ...fullPortfolio, hostingName: `owner-site-${i}` },
          { cover: largeAvif, photo: largeAvif },
        )),
      }),
    );
    const watched = await watchWhile(
      t.app,
      Promise.all([save(owner, { cover: largeAvif, photo: largeAvif }), ...creates]),
    );
    for (const res of watched.result) {
      if (res.statusCode >= 400) {
        // Refused at once when the queue is full, with when to try again.
        expect([429, 503]).toContain(res.statusCode);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      } else expect(res.statusCode).toBeLessThan(300);
    }
    expect(watched.result.filter((res) => res.statusCode < 300).length).toBeGreaterThanOrEqual(2);
    expect(watched.statuses).toEqual([200]);
    expect(watched.slowestMs).toBeLessThan(2000);
    // One picture is decoded at a time: a 9-megapixel AVIF takes about 200 MB while it is.
    expect(watched.growthMb).toBeLessThan(600);
  }, 120_000);

  it('answers 32 saves of 16-bit pictures at once: each stored or refused at once, none left waiting', async () => {
    const others = await Promise.all([4, 5, 6, 7].map((n) => signUp(t.app, n)));
    const cookiesOf = [owner, ...others];
    const saves = Array.from({ length: 32 }, async (_, i) => {
      const cookies = cookiesOf[i % cookiesOf.length] as Jar;
      if (cookies === owner) return save(owner, { cover: largePng16, photo: largePng16 });
      return t.app.inject({
        method: 'POST',
        url: apiPaths.createPortfolio,
        cookies,
        ...(await formWith(
          { ...fullPortfolio, hostingName: `busy-site-${i}` },
          { cover: largePng16, photo: largePng16 },
        )),
      });
    });
    const watched = await watchWhile(t.app, Promise.all(saves));
    const statuses = watched.result.map((res) => res.statusCode);
    for (const res of watched.result.filter((r) => r.statusCode >= 400)) {
      expect([429, 503]).toContain(res.statusCode);
      expect(res.headers['retry-after']).toBeDefined();
    }
    expect(statuses.filter((s) => s < 300).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s === 429 || s === 503).length).toBeGreaterThanOrEqual(16);
    expect(watched.statuses).toEqual([200]);
    expect(watched.slowestMs).toBeLessThan(2000);
    expect(watched.growthMb).toBeLessThan(600);
    // Refused saves stored nothing: every stored picture is named by a portfolio or a version.
    const named = await t.app.db.selectFrom('portfolios').select(['cover_image', 'photo_image']).execute();
    const keys = new Set(named.flatMap((row) => [row.cover_image, row.photo_image]));
    const versions = await t.app.db
      .selectFrom('portfolio_versions')
      .select(['cover_image', 'photo_image'])
      .execute();
    for (const row of versions) for (const key of [row.cover_image, row.photo_image]) keys.add(key);
    for (const file of covers()) expect(keys).toContain(`covers/${file}`);
    for (const file of photos()) expect(keys).toContain(`photos/${file}`);
  }, 120_000);

  it('hashes passwords in turn: a burst of sign-ins past the queue is refused at once', async () => {
    const tries = Array.from({ length: 40 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.loginWithPassword,
        payload: { email: `someone${i}@example.com`, password: 'not the password' },
      }),
    );
    const watched = await watchWhile(t.app, Promise.all(tries));
    const statuses = watched.result.map((res) => res.statusCode);
    // One hash at a time per two cores and 16 waiting: the others are told at once to try again.
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThanOrEqual(17);
    const refused = watched.result.filter((res) => res.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(res.json().message).toBe(
        'Many people are signing in just now. Please try again in a few seconds.',
      );
      expect(res.headers['retry-after']).toBe('2');
    }
    expect(statuses.every((status) => status === 400 || status === 503)).toBe(true);
    expect(watched.statuses).toEqual([200]);
    expect(watched.slowestMs).toBeLessThan(2000);
  }, 60_000);
});

describe.each(dialects)('a refused save stores nothing (%s)', (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  it('keeps no cover when the photo beside it is refused, however often it is tried', async () => {
    const site = await appWithLiveSite(dialect);
    t = site.t;
    const dir = path.join(t.config.dataDir, 'files', 'covers');
    const before = filesIn(dir);
    const cover = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0a7' } })
      .jpeg()
      .toBuffer();
    const notAPicture = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (let i = 0; i < 5; i += 1) {
      const updated = await t.app.inject({
        method: 'POST',
        url: apiPaths.updatePortfolio,
        cookies: site.owner,
        ...(await formWith({ ...fullPortfolio, _id: site.id }, { cover, photo: notAPicture })),
      });
      expect(updated.statusCode).toBe(415);
      const created = await t.app.inject({
        method: 'POST',
        url: apiPaths.createPortfolio,
        cookies: site.owner,
        ...(await formWith({ ...fullPortfolio, hostingName: `second-${i}` }, { cover, photo: notAPicture })),
      });
      expect(created.statusCode).toBe(415);
    }
    expect(filesIn(dir)).toEqual(before);
  });
});
