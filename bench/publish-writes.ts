// What a publish writes and what it costs: saves of a live site (the sample site: home page,
// case-study page, favicon, sitemap, robots.txt, cover, share image) with a new summary, on disk
// and on an S3-compatible store (s3rver on loopback, in this process), two cases interleaved
// A B A B: "every file" has the site's change announced first, as another server's publish is (the
// server then knows nothing of what is stored and writes the whole site); "what changed" follows
// this server's own publish (site-cache.ts, writtenAs). Prints the files written per publish and
// p50/p90 of the save through the API. On SQLite, or on PostgreSQL with BENCH_DATABASE_URL (a fresh
// database for each storage, dropped at the end). Run: npm run bench:publish [-- rounds]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleSite } from '@portfolio/templates/sample-site';
import { waitFor } from '@portfolio/test-support/wait-for';
import sharp from 'sharp';
import { startS3 } from '../apps/server/test/s3-fixture.ts';
import { freshDatabase } from './fresh-database.ts';

// Production mode before the app is loaded: React picks its build by NODE_ENV (see scale.ts).
process.env.NODE_ENV = 'production';
const { buildAppWithServices } = await import('@portfolio/server/app');
const { benchConfig, registerAccount } = await import('./bench-config.ts');
const { machine, quantile } = await import('./timing.ts');

const rounds = Number(process.argv[2] ?? 40);
const NAME = 'bench-publish';

const postgresUrl = process.env.BENCH_DATABASE_URL;

/** A database of its own on BENCH_DATABASE_URL; SQLite in the data folder without it. */
const database = (storage: string) =>
  postgresUrl
    ? freshDatabase(postgresUrl, `pm_publish_${process.pid}_${storage}`)
    : { url: undefined, drop: async () => undefined };

async function measure(storage: 'disk' | 's3') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-publish-'));
  const s3 = storage === 's3' ? await startS3() : undefined;
  const db = await database(storage);
  const { app, services } = await buildAppWithServices(
    benchConfig(dataDir, { ...s3?.env, DATABASE_URL: db.url }),
  );
  await app.ready();
  const person = {
    userName: 'owner',
    fullName: 'Asha Rao',
    email: 'owner@example.com',
    password: 'correct horse battery',
  };
  const owner = await registerAccount(app, person);
  const ownerId = (
    await app.db.selectFrom('users').select('id').where('email', '=', person.email).executeTakeFirstOrThrow()
  ).id;
  const coverKey = 'covers/00000000-0000-7000-8000-0000000publish.webp';
  await services.storage.put(
    coverKey,
    await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#4338ca' } })
      .webp()
      .toBuffer(),
    'image/webp',
  );
  await app.db
    .insertInto('portfolios')
    .values({
      id: 'bench-publish-p',
      user_id: ownerId,
      hosting_name: NAME,
      title: sampleSite.title,
      content: JSON.stringify(sampleSite),
      cover_image: coverKey,
      cover_width: 1200,
      cover_height: 675,
      status: 'live',
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      published_at: new Date().toISOString(),
    })
    .execute();

  let writes = 0;
  const put = services.storage.put.bind(services.storage);
  services.storage.put = (key, data, type) => {
    if (key.startsWith(`sites/${NAME}/`) && !key.endsWith('resume.pdf')) writes += 1;
    return put(key, data, type);
  };
  let saves = 0;
  const save = async () => {
    saves += 1;
    const form = new FormData();
    form.append('_id', 'bench-publish-p');
    for (const [key, value] of Object.entries({
      ...sampleSite,
      summary: `${sampleSite.summary} (${saves})`,
    })) {
      form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    const body = new Response(form);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/userData/updateportfoliodata',
      cookies: owner,
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { 'content-type': body.headers.get('content-type') as string },
    });
    if (res.statusCode !== 200) throw new Error(`save: ${res.statusCode} ${res.body}`);
  };
  // The first publish starts the drawing thread (share image, PDF résumé): over before the timing.
  await save();
  await waitFor(
    async () => Boolean(await services.storage.get(`sites/${NAME}/resume.pdf`)),
    'the first résumé',
    {
      ms: 60_000,
      everyMs: 20,
    },
  );

  const figures = {
    'every file': { ms: [] as number[], writes: [] as number[] },
    'what changed': { ms: [] as number[], writes: [] as number[] },
  };
  for (let round = 0; round < rounds + 2; round += 1) {
    for (const which of ['every file', 'what changed'] as const) {
      if (which === 'every file') await services.changes.announce('site', NAME);
      writes = 0;
      const started = performance.now();
      await save();
      const ms = performance.now() - started;
      // The first two rounds warm the path up.
      if (round >= 2) {
        figures[which].ms.push(ms);
        figures[which].writes.push(writes);
      }
    }
  }
  await app.close();
  await db.drop();
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return Object.entries(figures).map(([which, { ms, writes: written }]) => ({
    storage,
    case: which,
    'files written': quantile(written, 0.5),
    'p50 ms': Number(quantile(ms, 0.5).toFixed(2)),
    'p90 ms': Number(quantile(ms, 0.9).toFixed(2)),
  }));
}

console.log(
  `${machine()}; ${rounds} saves per case, interleaved, after two rounds untimed; ${postgresUrl ? 'PostgreSQL' : 'SQLite'}`,
);
const rows = [...(await measure('disk')), ...(await measure('s3'))];
console.table(rows);
