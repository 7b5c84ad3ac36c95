// The app on a very large PostgreSQL database (issue 29 item 3), run by `npm run bench:scale -- --sites N`:
// N accounts with a portfolio each (a fifth of them live, each with its paid order; one live site in ten
// with a connected custom domain) and 50 daily stats rows per live site (N = 1 000 000: 200 000 live,
// 10 000 000 rows), written with COPY into the tables the app's own migrations made, spread over the
// last 1 000 days. Prints the seeding time, then p50/p99 of the host lookups, a cold view, a publish,
// an owner's list, the console's searches, the per-day metrics for 90 days, start-up time and RSS.
// The server is the real entry point in a process of its own (bench/load-server.ts), asked over HTTP,
// so the start-up is Node's whole start and the RSS is the server's alone.
// PostgreSQL only (BENCH_DATABASE_URL or TEST_DATABASE_URL); a fresh database, dropped at the end
// (kept, to look into, with BENCH_KEEP_DATABASE=1).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '@portfolio/server/db/database';
import { createDomainsRepo } from '@portfolio/server/modules/domains/repo';
import { createImagesRepo } from '@portfolio/server/modules/images/images-repo';
import { createImagesService } from '@portfolio/server/modules/images/images-service';
import { createImageProcessor } from '@portfolio/server/modules/portfolios/image-processor';
import { thisRelease } from '@portfolio/server/modules/sites/render-version';
import { createDiskStorage } from '@portfolio/server/modules/storage/disk-storage';
import { createOrphanSweep } from '@portfolio/server/modules/storage/orphan-sweep';
import { createStoredFilesRepo } from '@portfolio/server/modules/storage/stored-files-repo';
import { apiPaths } from '@portfolio/shared/api';
import { sampleSite } from '@portfolio/templates/sample-site';
import { waitFor } from '@portfolio/test-support/wait-for';
import fastify from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import sharp from 'sharp';
import { freshDatabase } from './fresh-database.ts';
import {
  type Browser,
  browser,
  clientAddress,
  expect,
  formFields,
  passwordSignIn,
  portfolioForm,
  registerAccount,
} from './load-client.ts';
import { postgresCodes, startServer, watchServer } from './load-server.ts';
import { machine, time } from './timing.ts';

// biome-ignore lint/suspicious/noExplicitAny: the seeder writes rows by table name, as migrations do
type Db = Kysely<any>;

const COVER_KEY = 'covers/00000000-0000-7000-8000-000000000bench.webp';
/** A seeded portfolio's own cover, as an upload's key is (only its name: no file is stored for it). */
const coverKeyOf = (i: number) => `covers/00000000-0000-7000-8000-${i.toString(16).padStart(12, '0')}.webp`;
const SPAN_DAYS = 1_000;
const STATS_DAYS = 50;
const DAY = 86_400_000;
const OWNER_SITES = 5;
/**
 * Untimed requests before each case's timed ones: the server compiles a path over its first tens of
 * runs (stop 52 traced an owner's list's slowest to its first 30), which is start-up, not scale.
 * Their slowest is printed beside the case.
 */
const WARM_UP = 30;
/** Sites published before the last restart, each viewed once after it: the cold views (warm-up included). */
const COLD_SITES = 200 + WARM_UP;
/** Our own accounts: the console's administrator, the owner of five sites, and the cold sites' owner. */
const ACCOUNTS = ['admin', 'owner', 'host'];

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const pad = (i: number) => String(i).padStart(7, '0');
const userId = (i: number) => `u-${pad(i)}`;
const portfolioId = (i: number) => `p-${pad(i)}`;
const hostingName = (i: number) => `site-${i}`;
const domainOf = (i: number) => `www.owner${i}.example.org`;
/** One portfolio in five is live; one live site in ten has a connected domain. */
const isLive = (i: number) => i % 5 === 0;
const hasDomain = (i: number) => i % 50 === 0;

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
  // Rendered and drawn by this release, as far as the sweep after a release knows: it leaves them alone.
  const { render, resume } = thisRelease();
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
        'render_version',
        'resume_version',
      ],
      sites,
      (i) =>
        `${portfolioId(i)}\t${userId(i)}\t${hostingName(i)}\t${sampleSite.title}\t${content}\t${coverKeyOf(i)}\t1200\t675\t` +
        `${isLive(i) ? 'live' : 'awaiting_payment'}\t${at(i)}\t${at(i)}\t${isLive(i) ? `${at(i)}\t${render}\t${resume}` : '\\N\t\\N\t\\N'}`,
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

/** What the bench reads and writes beside the server: its own connection to the database and store. */
async function openBeside(databaseUrl: string, dataDir: string) {
  const log = { warn: (details: unknown, message: string) => console.warn(message, details) };
  const db = await openDatabase(
    { databaseUrl, dataDir, dbConnectTimeoutMs: 5_000, dbQueryTimeoutMs: 60_000 },
    log,
  );
  const storage = createDiskStorage(path.join(dataDir, 'files'));
  const images = createImagesService({
    repo: createImagesRepo(db),
    storage,
    processor: createImageProcessor(),
    clock: Date.now,
  });
  const sweep = createOrphanSweep({
    repo: createStoredFilesRepo(db),
    storage,
    sweepImages: images.sweep,
    clock: Date.now,
    log: fastify({ logger: false }).log,
  });
  return { db: db as Db, domains: createDomainsRepo(db), sweep };
}

/**
 * A signed-in person of their own loopback address (bench/load-client.ts), `index` picking it: the
 * server limits sign-ins per client address, so each sign-in of the run comes from another one.
 */
async function person(port: number, index: number, email: string) {
  const client = browser(port, clientAddress(index));
  await expect(() => passwordSignIn(client, { email }), 200, `sign-in of ${email}`);
  return client;
}

/** `count` live portfolios of `userId` named `{prefix}{i}`, written as rows: a save publishes them. */
async function insertLive(db: Db, userId: string, prefix: string, count: number) {
  const stamp = new Date().toISOString();
  await db
    .insertInto('portfolios')
    .values(
      Array.from({ length: count }, (_, i) => ({
        id: `${prefix}p-${i}`,
        user_id: userId,
        hosting_name: `${prefix}${i}`,
        title: sampleSite.title,
        content: JSON.stringify(sampleSite),
        cover_image: COVER_KEY,
        cover_width: 1200,
        cover_height: 675,
        status: 'live',
        created_at: stamp,
        updated_at: stamp,
        published_at: stamp,
        render_version: thisRelease().render,
        resume_version: thisRelease().resume,
      })),
    )
    .execute();
}

/** A save of portfolio `id` by `client` as the editor sends it; `edit` changes its summary, which its home page shows. */
async function save(client: Browser, id: string, edit = '') {
  const form = await portfolioForm({
    _id: id,
    ...formFields({ ...sampleSite, summary: `${sampleSite.summary}${edit}` }),
  });
  const res = await client.send('POST', apiPaths.updatePortfolio, { body: form });
  return { statusCode: res.status };
}

const userIdOf = async (db: Db, email: string): Promise<string> =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

async function measure(databaseUrl: string, sites: number, samples: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-million-'));
  const env = { DATABASE_URL: databaseUrl, ADMIN_EMAILS: 'admin@example.com' };
  const codes = postgresCodes(databaseUrl);
  // First start: the app's migrations, then the accounts of our own, through the real sign-up.
  let server = await startServer(dataDir, env);
  for (const [index, userName] of ACCOUNTS.entries()) {
    const email = `${userName}@example.com`;
    await registerAccount(
      browser(server.port, clientAddress(index)),
      { email, userName, fullName: userName },
      codes.codeMailedTo,
    );
  }
  await server.stop();
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
  const beside = await openBeside(databaseUrl, dataDir);
  const { db } = beside;

  // Start-up on the full database, three times, from starting Node to the first answer: what an
  // operator waits for after a deploy.
  const startups: number[] = [];
  const start = async () => {
    const started = performance.now();
    const running = await startServer(dataDir, env);
    startups.push(performance.now() - started);
    return running;
  };
  // The owner's five portfolios and the sites of the cold views, all live: published through the
  // app, so their files exist, before the restarts that leave them unvisited.
  server = await start();
  await insertLive(db, await userIdOf(db, 'owner@example.com'), 'owner-site-', OWNER_SITES);
  await insertLive(db, await userIdOf(db, 'host@example.com'), 'cold-site-', COLD_SITES);
  const publishing = [
    ['owner', 'owner-site-', OWNER_SITES],
    ['host', 'cold-site-', COLD_SITES],
  ] as const;
  for (const [index, [account, prefix, count]] of publishing.entries()) {
    const client = await person(server.port, index + 10, `${account}@example.com`);
    for (let i = 0; i < count; i += 1) {
      const res = await save(client, `${prefix}p-${i}`);
      if (res.statusCode >= 400) throw new Error(`publish of ${prefix}${i}: ${res.statusCode}`);
    }
  }
  // Their PDF résumés and share images are drawn in a thread after the publishes: over before the
  // timings, which they would otherwise share the cores with.
  const resumes = [
    ...Array.from({ length: OWNER_SITES }, (_, i) => `owner-site-${i}`),
    ...Array.from({ length: COLD_SITES }, (_, i) => `cold-site-${i}`),
  ].map((site) => path.join(dataDir, 'files', 'sites', site, 'resume.pdf'));
  await waitFor(() => resumes.every((file) => fs.existsSync(file)), 'the PDF résumés', {
    everyMs: 100,
    ms: 600_000,
  });
  await server.stop();
  await (await start()).stop();
  server = await start();
  // The server's memory, its own (not the bench's), sampled every 250 ms for its highest.
  const memory = watchServer(server.pid);
  const rssAfterStart = memory.rss();
  memory.takePeak();
  const admin = await person(server.port, 20, 'admin@example.com');
  const owner = await person(server.port, 21, 'owner@example.com');
  const visitor = browser(server.port, clientAddress(22));
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  const liveCount = Math.ceil(sites / 5);
  const domainCount = Math.ceil(sites / 50);
  // Spread the rows asked for over the table (a prime stride), so each sample reads other pages.
  const spread = (i: number, count: number, every: number) => ((i * 7919) % count) * every;
  const rows: Record<string, unknown>[] = [];
  const found = (hit: unknown) => ({ statusCode: hit ? 200 : 404 });
  const status = async (answer: Promise<{ status: number }>) => ({ statusCode: (await answer).status });
  const add = async (
    name: string,
    aim: string,
    work: (i: number) => Promise<{ statusCode: number }>,
    n = samples,
  ) => {
    rows.push({ case: name, aim, ...(await time(n, work, WARM_UP)) });
  };

  await add('host lookup: custom domain (domains repo `connected`)', '< 20 ms', async (i) =>
    found(await beside.domains.connected(domainOf(spread(i, domainCount, 50)))),
  );
  await add('host lookup: hosting name of a live portfolio', '< 20 ms', async (i) =>
    found(
      await db
        .selectFrom('portfolios')
        .select(['id', 'status'])
        .where('hosting_name', '=', hostingName(spread(i, liveCount, 5)))
        .where('status', '=', 'live')
        .executeTakeFirst(),
    ),
  );
  // Each a site nobody has visited since the server started (its warm-up views included).
  let coldSite = 0;
  await add(
    "a cold view (a live site's page, its first since the server started)",
    '< 20 ms',
    () => status(visitor.send('GET', '/', { host: `cold-site-${coldSite++}.localhost` })),
    Math.min(samples, COLD_SITES - WARM_UP),
  );
  await add(
    `an owner's portfolio list (${OWNER_SITES} of ${sites + OWNER_SITES + COLD_SITES})`,
    '< 20 ms',
    () => status(owner.send('GET', apiPaths.usersPortfolios)),
  );
  await add('console search by hosting name (`q=site-<n>`, 20 rows)', '< 20 ms', (i) =>
    status(admin.send('GET', `${apiPaths.adminPortfolios}?q=site-${spread(i, sites, 1)}&limit=20`)),
  );
  await add('console search by owner e-mail prefix (`q=user<n>@example`, 20 rows)', '< 20 ms', (i) =>
    status(admin.send('GET', `${apiPaths.adminPortfolios}?q=user${spread(i, sites, 1)}%40example&limit=20`)),
  );
  await add('console metrics per day, 90 days', '< 200 ms', () =>
    status(admin.send('GET', `${apiPaths.adminMetrics}?days=90`)),
  );
  // When each site's last save of the case was answered, to see when its résumé followed.
  const lastSaved = new Map<number, number>();
  await add(
    'a publish (save of a live portfolio with a new summary, share image unchanged)',
    '< 20 ms',
    async (i) => {
      const answer = await save(owner, `owner-site-p-${i % OWNER_SITES}`, ` (${i})`);
      lastSaved.set(i % OWNER_SITES, Date.now());
      return answer;
    },
  );
  // The résumés are drawn off the saves' path, once publishes pause (decision 68): how long after
  // the case's last answer every site's résumé of its last save was stored.
  const resumeOf = (site: number) => path.join(dataDir, 'files', 'sites', `owner-site-${site}`, 'resume.pdf');
  const storedAt = (site: number) => fs.statSync(resumeOf(site)).mtimeMs;
  await waitFor(() => [...lastSaved].every(([site, at]) => storedAt(site) >= at), "the last saves' résumés", {
    everyMs: 10,
    ms: 60_000,
  });
  const resumesAfter = Math.max(...[...lastSaved.keys()].map(storedAt)) - Math.max(...lastSaved.values());
  // The owner's own view of a site's visits (its daily stats rows, among the millions) for 90 days.
  await db
    .insertInto('site_daily_stats')
    .values(
      Array.from({ length: STATS_DAYS }, (_, d) => ({
        portfolio_id: 'owner-site-p-0',
        day: new Date(Date.now() - (STATS_DAYS - d) * DAY).toISOString().slice(0, 10),
        views: d + 1,
        visitors: 1,
      })),
    )
    .execute();
  await add("an owner's site stats per day, 90 days", '< 200 ms', () =>
    status(owner.send('GET', `${apiPaths.siteStats}?portfolioId=owner-site-p-0&days=90`)),
  );
  // The daily sweep: the store holds the owner's sites and the cold views'; the database a million
  // portfolios. It reads the store a page at a time and asks the database about that page alone.
  await add(
    "the daily sweep of stored files (the owner's sites and the cold views')",
    'not growing',
    async () => {
      await beside.sweep.run();
      return { statusCode: 200 };
    },
    5,
  );
  const rssAfter = memory.rss();
  const rssPeak = memory.takePeak();
  // At rest: the publishes' threads end 10 s after their last task, and V8 hands their pages back
  // to the system at its next memory-reducing collection, some 8 s later.
  await new Promise((resolve) => setTimeout(resolve, 25_000));
  const rssAtRest = memory.rss();
  memory.stop();
  // For scale, what the sweep read at each run before it went a page at a time (half of it: it also
  // read every cover and photo named).
  await add(
    'for scale: every hosting name read at once (the sweep before)',
    '–',
    async () => found((await db.selectFrom('portfolios').select('hosting_name').execute()).length),
    5,
  );
  console.log(
    `start-up on the full database (3 starts, from starting Node to its first answer): ${startups
      .map((ms) => `${ms.toFixed(0)} ms`)
      .join(', ')} (aim < 2 s); ` +
      `the server's RSS (aim < 400 MB) after start-up ${mb(rssAfterStart)}, at most ${mb(rssPeak)} during the runs, ` +
      `${mb(rssAfter)} after them, ${mb(rssAtRest)} at rest 25 s later; the PDF résumés of the publishes' ` +
      `last saves stored ${resumesAfter.toFixed(0)} ms after the last answer`,
  );
  console.table(rows);
  await server.stop();
  await db.destroy();
  await codes.close();
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
    `${machine()}; ${sites} portfolios on PostgreSQL; ${samples} requests per case after ${WARM_UP} untimed, one at a time, ` +
      'to the server in a process of its own (`sh scripts/server-node.sh apps/server/src/main.ts`, as npm run serve) ' +
      "over keep-alive HTTP; the host lookups and the sweep on the bench's own connection",
  );
  const database = await freshDatabase(postgresUrl, `pm_million_${process.pid}`);
  try {
    await measure(database.url, sites, samples);
  } finally {
    const keep = Boolean(process.env.BENCH_KEEP_DATABASE);
    if (keep) console.log(`kept the database ${database.url}`);
    await database.drop(keep);
  }
}
