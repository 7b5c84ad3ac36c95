// The app on a very large PostgreSQL database (issue 29 item 3), run by `npm run bench:scale -- --sites N`:
// N accounts with a portfolio each (a fifth of them live, each with its paid order; one live site in ten
// with a connected custom domain) and 50 daily stats rows per live site (N = 1 000 000: 200 000 live,
// 10 000 000 rows), written with COPY into the tables the app's own migrations made, spread over the
// last 1 000 days. Prints the seeding time, then p50/p99 of the host lookups, a cold view, a publish,
// an owner's list, the console's searches, the per-day metrics for 90 days, start-up time and RSS.
// PostgreSQL only (BENCH_DATABASE_URL or TEST_DATABASE_URL); a fresh database, dropped at the end
// (kept, to look into, with BENCH_KEEP_DATABASE=1).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buildAppWithServices } from '@portfolio/server/app';
import { createDomainsRepo } from '@portfolio/server/modules/domains/repo';
import { createOrphanSweep } from '@portfolio/server/modules/storage/orphan-sweep';
import { createStoredFilesRepo } from '@portfolio/server/modules/storage/stored-files-repo';
import { sampleSite } from '@portfolio/templates/sample-site';
import { waitFor } from '@portfolio/test-support/wait-for';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import sharp from 'sharp';
import { benchConfig, codeMailedBy, signIn } from './bench-config.ts';
import { time } from './timing.ts';

// biome-ignore lint/suspicious/noExplicitAny: the seeder writes rows by table name, as migrations do
type Db = Kysely<any>;

const COVER_KEY = 'covers/00000000-0000-7000-8000-000000000bench.webp';
/** A seeded portfolio's own cover, as an upload's key is (only its name: no file is stored for it). */
const coverKeyOf = (i: number) => `covers/00000000-0000-7000-8000-${i.toString(16).padStart(12, '0')}.webp`;
const SPAN_DAYS = 1_000;
const STATS_DAYS = 50;
const DAY = 86_400_000;
const OWNER_SITES = 5;

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const pad = (i: number) => String(i).padStart(7, '0');
const userId = (i: number) => `u-${pad(i)}`;
const portfolioId = (i: number) => `p-${pad(i)}`;
const hostingName = (i: number) => `site-${i}`;
const domainOf = (i: number) => `www.owner${i}.example.org`;
/** One portfolio in five is live; one live site in ten has a connected domain. */
const isLive = (i: number) => i % 5 === 0;
const hasDomain = (i: number) => i % 50 === 0;

function config(dataDir: string, databaseUrl: string) {
  return benchConfig(dataDir, { DATABASE_URL: databaseUrl, ADMIN_EMAILS: 'admin@example.com' });
}

/**
 * COPY of `count` rows into `table`, each line made by `line(i)` (tab-separated, no escapes
 * needed: the values hold no tabs, newlines or backslashes), fed in chunks of 10 000 lines.
 */
async function copyRows(
  client: pg.Client,
  table: string,
  columns: string[],
  count: number,
  line: (i: number) => string | undefined,
) {
  const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  async function* lines() {
    for (let start = 0; start < count; start += 10_000) {
      let chunk = '';
      for (let i = start; i < Math.min(count, start + 10_000); i += 1) {
        const text = line(i);
        if (text !== undefined) chunk += `${text}\n`;
      }
      yield chunk;
    }
  }
  await pipeline(lines, stream);
}

async function seed(databaseUrl: string, sites: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const now = Date.now();
  const at = (i: number) =>
    new Date(now - SPAN_DAYS * DAY + Math.floor((i * SPAN_DAYS * DAY) / sites)).toISOString();
  const content = JSON.stringify({ title: sampleSite.title, name: 'Seeded' });
  const timings: Record<string, number> = {};
  const step = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    timings[name] = (performance.now() - started) / 1000;
  };
  await step('users', () =>
    copyRows(
      client,
      'users',
      ['id', 'user_name', 'user_name_key', 'full_name', 'email', 'password_hash', 'role', 'created_at'],
      sites,
      (i) => `${userId(i)}\tuser${i}\tuser${i}\tUser ${i}\tuser${i}@example.com\t!\tUSER\t${at(i)}`,
    ),
  );
  await step('portfolios', () =>
    copyRows(
      client,
      'portfolios',
      [
        'id',
        'user_id',
        'hosting_name',
        'title',
        'content',
        'cover_image',
        'cover_width',
        'cover_height',
        'status',
        'created_at',
        'updated_at',
        'published_at',
      ],
      sites,
      (i) =>
        `${portfolioId(i)}\t${userId(i)}\t${hostingName(i)}\t${sampleSite.title}\t${content}\t${coverKeyOf(i)}\t1200\t675\t` +
        `${isLive(i) ? 'live' : 'awaiting_payment'}\t${at(i)}\t${at(i)}\t${isLive(i) ? at(i) : '\\N'}`,
    ),
  );
  await step('orders', () =>
    copyRows(
      client,
      'orders',
      [
        'id',
        'user_id',
        'portfolio_id',
        'hosting_name',
        'provider',
        'amount',
        'currency',
        'status',
        'payment_id',
        'created_at',
        'paid_at',
      ],
      sites,
      (i) =>
        isLive(i)
          ? `o-${pad(i)}\t${userId(i)}\t${portfolioId(i)}\t${hostingName(i)}\tsandbox\t49900\tINR\tpaid\tpay-${i}\t${at(i)}\t${new Date(Date.parse(at(i)) + 60_000).toISOString()}`
          : undefined,
    ),
  );
  await step('custom_domains', () =>
    copyRows(
      client,
      'custom_domains',
      ['id', 'portfolio_id', 'domain', 'token', 'status', 'verified_at', 'created_at'],
      sites,
      (i) =>
        hasDomain(i)
          ? `d-${pad(i)}\t${portfolioId(i)}\t${domainOf(i)}\ttoken-${i}\tverified\t${at(i)}\t${at(i)}`
          : undefined,
    ),
  );
  // The last STATS_DAYS days of every live site, site after site.
  const days = Array.from({ length: STATS_DAYS }, (_, d) =>
    new Date(now - (STATS_DAYS - d) * DAY).toISOString().slice(0, 10),
  );
  const live = Math.ceil(sites / 5);
  await step('site_daily_stats', () =>
    copyRows(
      client,
      'site_daily_stats',
      ['portfolio_id', 'day', 'views', 'visitors'],
      live * STATS_DAYS,
      (k) => {
        const site = Math.floor(k / STATS_DAYS) * 5;
        const d = k % STATS_DAYS;
        return `${portfolioId(site)}\t${days[d]}\t${(site + d) % 97}\t${(site + d) % 31}`;
      },
    ),
  );
  await step('vacuum analyze', () => client.query('vacuum analyze'));
  // The load's dirty pages written out now, not by a checkpoint in the middle of the timings.
  await step('checkpoint', () => client.query('checkpoint').catch(() => undefined));
  const counts = await client.query(
    `select (select count(*) from users) users, (select count(*) from portfolios) portfolios,
       (select count(*) from portfolios where status = 'live') live, (select count(*) from site_daily_stats) stats,
       pg_size_pretty(pg_database_size(current_database())) size`,
  );
  await client.end();
  return { timings, counts: counts.rows[0] as Record<string, string> };
}

/** An account through the real sign-up (the code is read from the outbox). */
async function register(app: FastifyInstance, who: { userName: string; email: string }) {
  await app.inject({
    method: 'POST',
    url: '/api/v1/user/registerotp',
    payload: { email: who.email, userName: who.userName },
  });
  await app.inject({
    method: 'POST',
    url: '/api/v1/user/registeruser',
    payload: {
      formData: { ...who, fullName: who.userName, password: 'correct horse battery' },
      otp: await codeMailedBy(app)(who.email),
    },
  });
}

async function measure(databaseUrl: string, sites: number, samples: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-million-'));
  // First start: the app's migrations, then two accounts of our own.
  const first = await buildAppWithServices(config(dataDir, databaseUrl));
  await register(first.app, { userName: 'admin', email: 'admin@example.com' });
  await register(first.app, { userName: 'owner', email: 'owner@example.com' });
  await first.app.close();
  const cover = path.join(dataDir, 'files', COVER_KEY);
  fs.mkdirSync(path.dirname(cover), { recursive: true });
  fs.writeFileSync(
    cover,
    await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#4338ca' } })
      .webp()
      .toBuffer(),
  );

  const seedStarted = performance.now();
  const { timings, counts } = await seed(databaseUrl, sites);
  const seededIn = (performance.now() - seedStarted) / 1000;
  console.log(
    `seeded ${counts.users} accounts, ${counts.portfolios} portfolios (${counts.live} live), ${counts.stats} daily stats rows ` +
      `in ${seededIn.toFixed(1)} s (${Object.entries(timings)
        .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
        .join(', ')}); database ${counts.size}`,
  );

  // Start-up on the full database, three times: what an operator waits for after a deploy.
  const startups: number[] = [];
  const start = async () => {
    const started = performance.now();
    const built = await buildAppWithServices(config(dataDir, databaseUrl));
    await built.app.ready();
    startups.push(performance.now() - started);
    return built;
  };
  await (await start()).app.close();
  await (await start()).app.close();
  const { app, services } = await start();
  const rssAfterStart = process.memoryUsage().rss;
  // The most the process holds while the cases run (the publishes' threads come and go).
  let peakRss = rssAfterStart;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 50);

  const adminJar = await signIn(app, 'admin@example.com');
  const ownerJar = await signIn(app, 'owner@example.com');
  const ownerId = (
    await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'owner@example.com')
      .executeTakeFirstOrThrow()
  ).id;
  // The owner's five portfolios, all live: published through the app, so their files exist.
  const stamp = new Date().toISOString();
  await (app.db as Db)
    .insertInto('portfolios')
    .values(
      Array.from({ length: OWNER_SITES }, (_, i) => ({
        id: `owner-p-${i}`,
        user_id: ownerId,
        hosting_name: `owner-site-${i}`,
        title: sampleSite.title,
        content: JSON.stringify(sampleSite),
        cover_image: COVER_KEY,
        cover_width: 1200,
        cover_height: 675,
        status: 'live',
        created_at: stamp,
        updated_at: stamp,
        published_at: stamp,
      })),
    )
    .execute();
  /** A save of the owner's `site`; `edit` changes its summary, which its home page shows. */
  const publish = async (site: number, edit = '') => {
    const form = new FormData();
    form.append('_id', `owner-p-${site}`);
    for (const [key, value] of Object.entries({ ...sampleSite, summary: `${sampleSite.summary}${edit}` })) {
      form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    const body = new Response(form);
    return app.inject({
      method: 'POST',
      url: '/api/v1/userData/updateportfoliodata',
      cookies: ownerJar,
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { 'content-type': body.headers.get('content-type') as string },
    });
  };
  for (let site = 0; site < OWNER_SITES; site += 1) {
    const res = await publish(site);
    if (res.statusCode >= 400) throw new Error(`publish: ${res.statusCode} ${res.body}`);
  }
  // Their PDF résumés and share images are made in worker threads after the publishes: over before
  // the timings, which they would otherwise share the cores with.
  await waitFor(
    () =>
      Array.from({ length: OWNER_SITES }, (_, i) => `owner-site-${i}`).every((site) =>
        fs.existsSync(path.join(dataDir, 'files', 'sites', site, 'resume.pdf')),
      ),
    'the PDF résumés',
    { everyMs: 20 },
  );
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  const domains = createDomainsRepo(app.db);
  const liveCount = Math.ceil(sites / 5);
  const domainCount = Math.ceil(sites / 50);
  // Spread the rows asked for over the table (a prime stride), so each sample reads other pages.
  const spread = (i: number, count: number, every: number) => ((i * 7919) % count) * every;
  const rows: Record<string, unknown>[] = [];
  const found = (hit: unknown) => ({ statusCode: hit ? 200 : 404 });
  const add = async (
    name: string,
    aim: string,
    work: (i: number) => Promise<{ statusCode: number }>,
    n = samples,
  ) => {
    rows.push({ case: name, aim, ...(await time(n, work)) });
  };

  await add('host lookup: custom domain (domains repo `connected`)', '< 20 ms', async (i) =>
    found(await domains.connected(domainOf(spread(i, domainCount, 50)))),
  );
  await add('host lookup: hosting name of a live portfolio', '< 20 ms', async (i) =>
    found(
      await app.db
        .selectFrom('portfolios')
        .select(['id', 'status'])
        .where('hosting_name', '=', hostingName(spread(i, liveCount, 5)))
        .where('status', '=', 'live')
        .executeTakeFirst(),
    ),
  );
  await add("a cold view (a live site's page, its cache entry dropped)", '< 20 ms', async (i) => {
    const name = `owner-site-${i % OWNER_SITES}`;
    await services.changes.announce('site', name);
    return app.inject({ method: 'GET', url: '/', headers: { host: `${name}.localhost` } });
  });
  await add(`an owner's portfolio list (${OWNER_SITES} of ${sites + OWNER_SITES})`, '< 20 ms', () =>
    app.inject({ method: 'GET', url: '/api/v1/userData/getusersportfoliodata', cookies: ownerJar }),
  );
  await add('console search by hosting name (`q=site-<n>`, 20 rows)', '< 20 ms', (i) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/admin/portfolios?q=site-${spread(i, sites, 1)}&limit=20`,
      cookies: adminJar,
    }),
  );
  await add('console search by owner e-mail prefix (`q=user<n>@example`, 20 rows)', '< 20 ms', (i) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/admin/portfolios?q=user${spread(i, sites, 1)}%40example&limit=20`,
      cookies: adminJar,
    }),
  );
  await add('console metrics per day, 90 days', '< 200 ms', () =>
    app.inject({ method: 'GET', url: '/api/v1/admin/metrics?days=90', cookies: adminJar }),
  );

  await add(
    'a publish (save of a live portfolio with a new summary, share image unchanged)',
    '< 20 ms',
    (i) => publish(i % OWNER_SITES, ` (${i})`),
    Math.min(samples, 100),
  );
  // The owner's own view of a site's visits (its daily stats rows, among the millions) for 90 days.
  await (app.db as Db)
    .insertInto('site_daily_stats')
    .values(
      Array.from({ length: STATS_DAYS }, (_, d) => ({
        portfolio_id: 'owner-p-0',
        day: new Date(Date.now() - (STATS_DAYS - d) * DAY).toISOString().slice(0, 10),
        views: d + 1,
        visitors: 1,
      })),
    )
    .execute();
  await add("an owner's site stats per day, 90 days", '< 200 ms', () =>
    app.inject({
      method: 'GET',
      url: '/api/v1/userData/stats?portfolioId=owner-p-0&days=90',
      cookies: ownerJar,
    }),
  );
  // The daily sweep: the store holds the owner's sites and the demos; the database a million
  // portfolios. It reads the store a page at a time and asks the database about that page alone.
  const sweep = createOrphanSweep({
    repo: createStoredFilesRepo(app.db),
    storage: services.storage,
    sweepImages: services.images.sweep,
    clock: Date.now,
    log: app.log,
  });
  await add(
    "the daily sweep of stored files (the owner's and the demo sites)",
    'not growing',
    async () => {
      await sweep.run();
      return { statusCode: 200 };
    },
    5,
  );
  // Before the case below, which holds a million names at once five times over.
  const memory = process.memoryUsage();
  clearInterval(sampler);
  // At rest: the publishes' threads end 10 s after their last task, and V8 hands their pages back
  // to the system at its next memory-reducing collection, some 8 s later.
  await new Promise((resolve) => setTimeout(resolve, 25_000));
  const rssAtRest = process.memoryUsage.rss();
  // For scale, what the sweep read at each run before it went a page at a time (half of it: it also
  // read every cover and photo named).
  await add(
    'for scale: every hosting name read at once (the sweep before)',
    '–',
    async () => found((await app.db.selectFrom('portfolios').select('hosting_name').execute()).length),
    5,
  );
  console.log(
    `start-up on the full database (3 starts): ${startups.map((ms) => `${ms.toFixed(0)} ms`).join(', ')} (aim < 2 s); ` +
      `RSS (aim < 400 MB) after start-up ${mb(rssAfterStart)}, at most ${mb(peakRss)} during the runs, ` +
      `${mb(memory.rss)} after them (heap ${mb(memory.heapUsed)}), ${mb(rssAtRest)} at rest 25 s later`,
  );
  console.table(rows);
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** `npm run bench:scale -- --sites N [samples]`: a fresh PostgreSQL database, seeded, measured, dropped. */
export async function runScaleMillion(sites: number, samples: number): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!postgresUrl)
    throw new Error('--sites runs on PostgreSQL only: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)');
  if (!Number.isInteger(sites) || sites < 1_000)
    throw new Error('--sites takes a whole number of at least 1000');
  console.log(
    `node ${process.version}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' ',
      )}; ${sites} portfolios on PostgreSQL; ${samples} requests per case (100 for a publish), one at a time, in-process (app.inject)`,
  );
  const name = `pm_million_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    await measure(url.toString(), sites, samples);
  } finally {
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept the database ${url.toString()}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
